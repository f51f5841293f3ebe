import { ApiError } from '@ui/http/apiError';
import type { HttpClient, RequestOptions } from '@ui/http/httpClient';
import { createDataProvider } from './dataProvider';

/** Records the provider's requests and answers from `answers` by "METHOD path" (an ApiError is thrown). */
function setup(answers: Record<string, unknown> = {}) {
  const requests: { path: string; options?: RequestOptions }[] = [];
  const http: HttpClient = {
    request: async <T>(path: string, options?: RequestOptions) => {
      requests.push({ path, options });
      const answer = answers[`${options?.method ?? 'GET'} ${path}`];
      if (answer instanceof ApiError) throw answer;
      return answer as T;
    },
    exchange: async () => {
      throw new Error('not used by these tests');
    },
    download: async () => ({ blob: new Blob(), fileName: null }),
    renewSession: async () => undefined,
  };
  return { requests, dataProvider: createDataProvider(http) };
}

/** A lead source as `GET /api/leadsource/{id}` sends it. */
const source = {
  id: 7,
  name: 'Solar Süd',
  slug: 'solar-sued',
  mail: 'reklamation@solar-sued.example',
  active: true,
  reclaQuote: 12.5,
  leadCost: 18.5,
  preQualified: false,
  requireConsent: true,
  minQuality: 60,
  testPhoneNumbers: ['0170 1111111'],
  throttled: null,
  builtIn: false,
  creationDate: '2026-03-01T10:00:00.000Z',
  apiKey: 'a'.repeat(48),
};

const formFields = { name: 'Solar Süd', slug: 'solar-sued', mail: 'reklamation@solar-sued.example', active: true, reclaQuote: 12.5, leadCost: 18.5, preQualified: false, requireConsent: true, minQuality: 60, testPhoneNumbers: ['0170 1111111'] };

describe('dataProvider: lead sources', () => {
  it('creates with the form fields only; the server makes the key', async () => {
    const { dataProvider, requests } = setup({ 'POST /api/leadsource': source });
    const result = await dataProvider.create('leadsources', {
      data: { name: ' Solar Süd ', slug: 'solar-sued', mail: null, active: true, reclaQuote: null, preQualified: undefined },
    });
    expect(requests).toEqual([
      {
        path: '/api/leadsource',
        options: { method: 'POST', body: { name: 'Solar Süd', slug: 'solar-sued', mail: '', active: true, reclaQuote: 0, leadCost: null, preQualified: false, requireConsent: false, minQuality: 0, testPhoneNumbers: [] } },
      },
    ]);
    expect(result.data).toMatchObject({ id: 7, apiKey: source.apiKey });
  });

  it('updates with PUT and leaves out id, key, creation date, built-in flag and the throttle (the server’s)', async () => {
    const { dataProvider, requests } = setup({ 'PUT /api/leadsource/7': { ...source, name: 'Solar Süd GmbH' } });
    const result = await dataProvider.update('leadsources', { id: 7, data: { ...source, name: 'Solar Süd GmbH', reclaQuote: '15' }, previousData: source });
    expect(requests[0]).toEqual({ path: '/api/leadsource/7', options: { method: 'PUT', body: { ...formFields, name: 'Solar Süd GmbH', reclaQuote: 15 } } });
    expect(result.data.name).toBe('Solar Süd GmbH');
  });

  it('sends the test numbers as typed, split at commas, as a list', async () => {
    const { dataProvider, requests } = setup({ 'PUT /api/leadsource/7': source });
    await dataProvider.update('leadsources', { id: 7, data: { ...source, testPhoneNumbers: ' 0170 1111111,0171 2222222 ; ' }, previousData: source });
    expect(requests[0].options?.body).toMatchObject({ testPhoneNumbers: ['0170 1111111', '0171 2222222'] });
  });

  it('sends an emptied purchase price as null, which clears it', async () => {
    const { dataProvider, requests } = setup({ 'PUT /api/leadsource/7': { ...source, leadCost: null } });
    await dataProvider.update('leadsources', { id: 7, data: { ...source, leadCost: null }, previousData: source });
    expect(requests[0].options?.body).toMatchObject({ leadCost: null });
  });

  it('puts the server’s field messages at the fields', async () => {
    const refused = new ApiError('Dieser Slug ist schon vergeben', 400, {
      statusCode: 400,
      error: 'Dieser Slug ist schon vergeben',
      fields: { slug: 'Dieser Slug ist schon vergeben' },
    });
    const { dataProvider } = setup({ 'POST /api/leadsource': refused });
    await expect(dataProvider.create('leadsources', { data: formFields })).rejects.toMatchObject({
      status: 400,
      body: { errors: { slug: 'Dieser Slug ist schon vergeben' } },
    });
  });

  it('reads one with GET /api/leadsource/{id}, lists with GET /api/leadsources and deletes with DELETE', async () => {
    const { dataProvider, requests } = setup({
      'GET /api/leadsource/7': source,
      'GET /api/leadsources': [source, { ...source, id: 1, name: 'Website', slug: 'website', builtIn: true }],
      'DELETE /api/leadsource/7': { id: 7 },
    });
    expect((await dataProvider.getOne('leadsources', { id: 7 })).data).toEqual(source);
    const list = await dataProvider.getList('leadsources', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(list.data.map((record) => record.name)).toEqual(['Solar Süd', 'Website']);
    await dataProvider.delete('leadsources', { id: 7, previousData: source });
    expect(requests.map((request) => `${request.options?.method ?? 'GET'} ${request.path}`)).toEqual([
      'GET /api/leadsource/7',
      'GET /api/leadsources',
      'DELETE /api/leadsource/7',
    ]);
  });

  it('regenerates the API key with POST /api/leadsource/{id}/apikey', async () => {
    const { dataProvider, requests } = setup({ 'POST /api/leadsource/7/apikey': { apiKey: 'b'.repeat(48) } });
    await expect(dataProvider.regenerateLeadsourceApiKey(7)).resolves.toEqual({ apiKey: 'b'.repeat(48) });
    expect(requests).toEqual([{ path: '/api/leadsource/7/apikey', options: { method: 'POST' } }]);
  });
});
