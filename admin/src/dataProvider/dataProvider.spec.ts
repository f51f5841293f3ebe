import type { DataProvider } from 'react-admin';
import type { HttpClient, RequestOptions } from '../auth/httpClient';
import { createDataProvider } from './dataProvider';

/** Records what the provider asks of the http client and answers from `answers` by "METHOD path". */
function setup(answers: Record<string, unknown> = {}) {
  const requests: { path: string; options?: RequestOptions }[] = [];
  const http: HttpClient = {
    request: async <T>(path: string, options?: RequestOptions) => {
      requests.push({ path, options });
      return answers[`${options?.method ?? 'GET'} ${path}`] as T;
    },
    renewSession: async () => undefined,
  };
  return { requests, dataProvider: createDataProvider(http) as DataProvider };
}

const firstPage = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('dataProvider', () => {
  it('lists organisations from a plain array, filtered, sorted and paged in the browser', async () => {
    const { dataProvider, requests } = setup({
      'GET /api/organisations': [
        { id: 2, name: 'B', active: true },
        { id: 1, name: 'A', active: true },
        { id: 3, name: 'C', active: true, deleted: true },
        { id: 4, name: 'D', active: false },
      ],
    });

    const result = await dataProvider.getList('organisations', {
      ...firstPage,
      filter: { active: true, deleted: false },
    });

    expect(requests.map((r) => r.path)).toEqual(['/api/organisations']);
    expect(result).toEqual({ data: [{ id: 1, name: 'A', active: true }, { id: 2, name: 'B', active: true }], total: 2 });
  });

  it('sends lead filters to the API and does not filter its answer again', async () => {
    const leads = [{ id: 5, contact: { firstName: 'Eva' } }, { id: 6, contact: { firstName: 'Jan' } }];
    const query =
      'startTime=false&endTime=false&leadsource=3&zipfilter=false&soldto=false&firstname=Eva&lastname=false&qualified=true&pidfilter=false';
    const { dataProvider, requests } = setup({ [`GET /api/leads?${query}`]: leads });

    for (const resource of ['sells', 'leadstatistics']) {
      const result = await dataProvider.getList(resource, {
        ...firstPage,
        filter: { leadsource: 3, firstName: 'Eva', qualified: true },
      });
      expect(result.total).toBe(2);
    }
    expect(requests.map((r) => r.path)).toEqual([`/api/leads?${query}`, `/api/leads?${query}`]);
  });

  it('lists users and leadsources from their list routes', async () => {
    const { dataProvider, requests } = setup({ 'GET /api/users': [], 'GET /api/leadsources': [] });

    await dataProvider.getList('users', firstPage);
    await dataProvider.getList('leadsources', firstPage);

    expect(requests.map((r) => r.path)).toEqual(['/api/users', '/api/leadsources']);
  });

  it('reads one record from the singular routes', async () => {
    const { dataProvider, requests } = setup({
      'GET /api/organisation/4': { id: 4 },
      'GET /api/leadsource/5': { id: 5 },
      'GET /api/lead/6': { id: 6 },
    });

    await expect(dataProvider.getOne('organisations', { id: 4 })).resolves.toEqual({ data: { id: 4 } });
    await dataProvider.getOne('leadsources', { id: 5 });
    await dataProvider.getOne('sells', { id: 6 });

    expect(requests.map((r) => r.path)).toEqual(['/api/organisation/4', '/api/leadsource/5', '/api/lead/6']);
  });

  it('creates with POST to the singular route', async () => {
    const { dataProvider, requests } = setup({ 'POST /api/organisation': { id: 9, name: 'Neu' } });

    const result = await dataProvider.create('organisations', { data: { name: 'Neu', active: true } });

    expect(requests[0]).toEqual({ path: '/api/organisation', options: { method: 'POST', body: { name: 'Neu', active: true } } });
    expect(result.data).toEqual({ id: 9, name: 'Neu', active: true });
  });

  it('updates with PUT, keeping the sent data when the API answers with nothing', async () => {
    const { dataProvider, requests } = setup();

    const result = await dataProvider.update('sells', { id: 6, data: { qualified: true }, previousData: { id: 6 } });

    expect(requests[0]).toEqual({ path: '/api/lead/6', options: { method: 'PUT', body: { qualified: true } } });
    expect(result.data).toEqual({ id: 6, qualified: true });
  });

  it('deletes organisations on the plural route and leadsources on the singular one', async () => {
    const { dataProvider, requests } = setup();

    await dataProvider.delete('organisations', { id: 4, previousData: { id: 4, name: 'Alt' } });
    await dataProvider.deleteMany('leadsources', { ids: [5, 6] });

    expect(requests).toEqual([
      { path: '/api/organisations/4', options: { method: 'DELETE' } },
      { path: '/api/leadsource/5', options: { method: 'DELETE' } },
      { path: '/api/leadsource/6', options: { method: 'DELETE' } },
    ]);
  });

  it('gets many organisations with one list call, but leads one by one', async () => {
    const { dataProvider, requests } = setup({
      'GET /api/organisations': [{ id: 1 }, { id: 2 }, { id: 3 }],
      'GET /api/lead/7': { id: 7 },
      'GET /api/lead/8': { id: 8 },
    });

    await expect(dataProvider.getMany('organisations', { ids: [3, '1'] })).resolves.toEqual({
      data: [{ id: 1 }, { id: 3 }],
    });
    await expect(dataProvider.getMany('sells', { ids: [7, 8] })).resolves.toEqual({ data: [{ id: 7 }, { id: 8 }] });
    expect(requests.map((r) => r.path)).toEqual(['/api/organisations', '/api/lead/7', '/api/lead/8']);
  });

  it('refuses what the API does not offer instead of guessing a URL', async () => {
    const { dataProvider, requests } = setup();

    await expect(dataProvider.create('sells', { data: {} })).rejects.toThrow('create');
    await expect(dataProvider.delete('users', { id: 1 })).rejects.toThrow('delete');
    await expect(dataProvider.getList('unknown', firstPage)).rejects.toThrow('unknown');
    expect(requests).toHaveLength(0);
  });
});
