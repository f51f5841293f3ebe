import { ApiError } from '@ui/http/apiError';
import type { HttpClient, RequestOptions } from '@ui/http/httpClient';
import { allDecidable, complaintRateParts, decisionOf, digitsOnly, showsProcessed } from '../reclamations/reclamationList';
import { validateDeadlineDays } from '../settings/reclamationSettings';
import { createDataProvider } from './dataProvider';
import { reclamationDocumentUrl } from './reclamationApi';
import { reclamationRowDtoStatusValues } from '@contract/api-types';
import type { ReclamationRequest } from './apiTypes';
import { decisionBody, isProcessed } from './reclamationMappers';

/** A row of `GET /api/leads/reclamationrequests` as the server sends it. */
const row: ReclamationRequest = {
  id: 31,
  leadId: 4711,
  pipedriveId: 'D-88',
  crmDealUrl: null,
  creationDate: '2026-04-02T08:15:00.000Z',
  organisationId: 7,
  organisationName: 'Solarhaus Nord',
  leadZip: '18055',
  leadBought: '2026-03-30T10:00:00.000Z',
  request: 'Telefonnummer existiert nicht',
  status: 'inProgress',
  content: { request: 'Telefonnummer existiert nicht', answer: null },
  documents: [{ id: 'f1', name: 'anruf.mp3', size: 4096 }],
  complaintRate: { thisMonth: 12.5, lastThreeMonths: null, thisMonthFrom: '2026-04-01', lastThreeMonthsFrom: '2026-01-01', lastThreeMonthsTo: '2026-03-01' },
  decidable: true,
};

/** Records the provider's calls and answers them by "METHOD path" (an ApiError is thrown). */
function setup(answers: Record<string, unknown>, headers: Record<string, string> = {}) {
  const calls: { path: string; options?: RequestOptions }[] = [];
  const answer = (path: string, options?: RequestOptions) => {
    calls.push({ path, options });
    const body = answers[`${options?.method ?? 'GET'} ${path.split('?')[0]}`];
    if (body instanceof ApiError) throw body;
    return body;
  };
  const http = {
    request: async (path: string, options?: RequestOptions) => answer(path, options),
    exchange: async (path: string, options?: RequestOptions) => ({ status: 200, body: answer(path, options), headers: new Headers(headers) }),
    download: async () => new Blob(),
    renewSession: async () => undefined,
  } as unknown as HttpClient;
  return { calls, dataProvider: createDataProvider(http) };
}

describe('complaints queue data provider', () => {
  it('lists the open requests by default: every filter sent (unset as false), paged and sorted by the API', async () => {
    const { calls, dataProvider } = setup({ 'GET /api/leads/reclamationrequests': [row] }, { 'Content-Range': 'reclamationrequests 0-24/61' });
    const result = await dataProvider.getList('reclamationrequests', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'creationDate', order: 'DESC' },
      filter: { proccessed: false, zipFilter: '180' },
    });
    const query = Object.fromEntries(new URL(calls[0].path, 'http://x').searchParams);
    expect(calls[0].path.split('?')[0]).toBe('/api/leads/reclamationrequests');
    expect(query).toEqual({
      zipfilter: '180',
      reclamatedFrom: 'false',
      pidfilter: 'false',
      proccessed: 'false',
      range: '[25,49]',
      sort: '["creationDate","DESC"]',
    });
    expect(result.total).toBe(61);
    expect(result.data[0]).toEqual(row);
  });

  it('asks for the processed ones, by organisation and CRM id, sorted by the buyer', async () => {
    const { calls, dataProvider } = setup({ 'GET /api/leads/reclamationrequests': [] });
    await dataProvider.getList('reclamationrequests', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'organisationName', order: 'ASC' },
      filter: { proccessed: true, reclamatedFrom: 7, pIdFilter: 'D-88' },
    });
    const query = Object.fromEntries(new URL(calls[0].path, 'http://x').searchParams);
    expect(query).toMatchObject({ proccessed: 'true', reclamatedFrom: '7', pidfilter: 'D-88', zipfilter: 'false', sort: '["organisationName","ASC"]' });
  });

  it('counts the open requests for the sidebar badge from Content-Range', async () => {
    const { calls, dataProvider } = setup({ 'GET /api/leads/reclamationrequests': [row] }, { 'Content-Range': 'reclamationrequests 0-0/9' });
    const result = await dataProvider.getList('reclamationrequests', { pagination: { page: 1, perPage: 1 } });
    expect(result.total).toBe(9);
    expect(calls[0].path).toContain('proccessed=false');
  });

  it('opens a request for a decision, reads it with its history, and decides it', async () => {
    const { calls, dataProvider } = setup({
      'POST /api/reclamation/request/31/open': { ...row, status: 'inProgress' },
      'GET /api/reclamation/request/31': { ...row, history: [{ at: '2026-04-02T09:00:00.000Z', status: 'inProgress', note: null, user: 'Eva Team' }] },
      'PUT /api/reclamation/request/31': { ...row, status: 'approved', content: { request: row.request, answer: 'Akzeptiert' } },
    });
    await dataProvider.openReclamationRequest(31);
    const detail = await dataProvider.reclamationRequest(31);
    expect(detail.history).toEqual([{ at: '2026-04-02T09:00:00.000Z', status: 'inProgress', note: null, user: 'Eva Team' }]);
    const decided = await dataProvider.decideReclamation(31, 'approved', '  ');
    expect(decided).toMatchObject({ status: 'approved', content: { answer: 'Akzeptiert' } });
    expect(calls.map((call) => [call.options?.method ?? 'GET', call.path, call.options?.body])).toEqual([
      ['POST', '/api/reclamation/request/31/open', undefined],
      ['GET', '/api/reclamation/request/31', undefined],
      ['PUT', '/api/reclamation/request/31', { content: '', approved: 'approved' }],
    ]);
  });

  it('decides several at once and passes the refusal (German reason) on', async () => {
    const { calls, dataProvider } = setup({ 'PUT /api/reclamation/requests': { updated: 2 } });
    expect(await dataProvider.decideReclamations([31, 32], 'proofRequired', 'Bitte Anrufnachweis')).toEqual({ updated: 2 });
    expect(calls[0].options?.body).toEqual({ ids: [31, 32], content: 'Bitte Anrufnachweis', approved: 'proofRequired' });

    const refused = new ApiError('Reklamation 32 ist bereits entschieden.', 409, { statusCode: 409, error: 'Reklamation 32 ist bereits entschieden.' });
    const { dataProvider: refusing } = setup({ 'PUT /api/reclamation/requests': refused });
    await expect(refusing.decideReclamations([31, 32], 'rejected', '')).rejects.toThrow('Reklamation 32 ist bereits entschieden.');
  });

  it('reads and writes the complaint deadline and builds download links with the access token', async () => {
    const { calls, dataProvider } = setup({ 'GET /api/settings/reclamation': { deadlineDays: 14 }, 'PUT /api/settings/reclamation': { deadlineDays: 30 } });
    expect(await dataProvider.reclamationSettings()).toEqual({ deadlineDays: 14 });
    expect(await dataProvider.saveReclamationSettings({ deadlineDays: 30, extra: 1 } as never)).toEqual({ deadlineDays: 30 });
    expect(calls[1].options?.body).toEqual({ deadlineDays: 30 });
    expect(reclamationDocumentUrl({ id: 'f 1', name: 'Foto Dach.jpg' }, 'jwt.abc')).toBe(
      '/download/reclamationrequest/document/f%201/jwt.abc/Foto%20Dach.jpg',
    );
  });
});

describe('complaint records', () => {
  it('link the deal and say whether a decision may be sent, as the server decides', async () => {
    const linked = { ...row, crmDealUrl: 'https://crm.example.de/deal/D-88' };
    // Approved, but its sale's reclamation was reverted on the lead page: decidable again.
    const reopened = { ...row, id: 32, status: 'approved' as const, decidable: true };
    const { dataProvider } = setup({ 'GET /api/leads/reclamationrequests': [linked, reopened] });
    const { data } = await dataProvider.getList('reclamationrequests', { pagination: { page: 1, perPage: 25 } });
    expect(data.map((request) => [request.crmDealUrl, request.decidable])).toEqual([
      ['https://crm.example.de/deal/D-88', true],
      [null, true],
    ]);
  });

  it('know the statuses the server sends (spec section 4 plus proof requested), and a request without history', async () => {
    expect(reclamationRowDtoStatusValues).toEqual(['open', 'inProgress', 'approved', 'rejected', 'proofRequired']);
    const { dataProvider } = setup({ 'GET /api/reclamation/request/1': { ...row, id: 1, history: [] } });
    expect((await dataProvider.reclamationRequest(1)).history).toEqual([]);
  });

  it('carry the reason as request and, as the spec has it, in content with the answer', async () => {
    const { dataProvider } = setup({ 'GET /api/reclamation/request/31': { ...row, history: [] } });
    const { data } = await dataProvider.getOne('reclamationrequests', { id: 31 });
    expect(data).toMatchObject({ request: 'Telefonnummer existiert nicht', content: { request: 'Telefonnummer existiert nicht', answer: null } });
  });

  it('are processed once approved or rejected, not while proof is requested', () => {
    expect(isProcessed('approved')).toBe(true);
    expect(isProcessed('rejected')).toBe(true);
    expect(isProcessed('proofRequired')).toBe(false);
    expect(isProcessed('inProgress')).toBe(false);
  });
});

describe('decisions and queue helpers', () => {
  it('map the dialog result to the decision (spec section 4) and send the note trimmed', () => {
    expect(decisionOf('ok')).toBe('approved');
    expect(decisionOf('rejected')).toBe('rejected');
    expect(decisionOf('proofRequired')).toBe('proofRequired');
    expect(decisionOf('cancel')).toBeNull();
    expect(decisionBody('rejected', ' ok ')).toEqual({ content: 'ok', approved: 'rejected' });
  });

  it('show the complaint rate in German with the months of sales it covers, or nothing without sales', () => {
    const months = { thisMonthFrom: '2026-04-01', lastThreeMonthsFrom: '2026-01-01', lastThreeMonthsTo: '2026-03-01' };
    expect(complaintRateParts({ thisMonth: 12.5, lastThreeMonths: 8, ...months })).toEqual({ month: '04.2026', thisMonth: '12,5\u00a0%', earlier: '01.–03.2026', lastThreeMonths: '8,0\u00a0%' });
    expect(complaintRateParts({ thisMonth: null, lastThreeMonths: 4, ...months })).toMatchObject({ thisMonth: '–', lastThreeMonths: '4,0\u00a0%' });
    expect(complaintRateParts({ thisMonth: 0, lastThreeMonths: 0, thisMonthFrom: '2027-01-01', lastThreeMonthsFrom: '2026-10-01', lastThreeMonthsTo: '2026-12-01' })).toMatchObject({
      month: '01.2027',
      earlier: '10.–12.2026',
    });
    expect(complaintRateParts({ thisMonth: 0, lastThreeMonths: 0, thisMonthFrom: '2027-02-01', lastThreeMonthsFrom: '2026-11-01', lastThreeMonthsTo: '2027-01-01' })).toMatchObject({
      earlier: '11.2026–01.2027',
    });
    expect(complaintRateParts({ thisMonth: null, lastThreeMonths: null, ...months })).toBeNull();
  });

  it('allow a bulk decision only when no selected row on the page is decided for good', () => {
    const rows = [
      { id: 1, decidable: true },
      { id: 2, decidable: false },
      { id: 3, decidable: true },
    ];
    expect(allDecidable([1, 3], rows)).toBe(true);
    expect(allDecidable(['1', 2], rows)).toBe(false);
    expect(allDecidable([9], rows)).toBe(true);
  });

  it('keep only digits in the postcode filter and read the switch', () => {
    expect(digitsOnly('18a0-5 5')).toBe('18055');
    expect(digitsOnly('99 423 1')).toBe('99423');
    expect(digitsOnly(undefined)).toBe('');
    expect(showsProcessed(true)).toBe(true);
    expect(showsProcessed('true')).toBe(true);
    expect(showsProcessed(undefined)).toBe(false);
  });

  it('take a deadline of 1 to 365 whole days', () => {
    expect(validateDeadlineDays(14)).toBeUndefined();
    expect(validateDeadlineDays(365)).toBeUndefined();
    expect(validateDeadlineDays(0)).toBe('app.settings.reclamation.validation');
    expect(validateDeadlineDays(366)).toBe('app.settings.reclamation.validation');
    expect(validateDeadlineDays(2.5)).toBe('app.settings.reclamation.validation');
    expect(validateDeadlineDays('')).toBe('app.settings.reclamation.validation');
  });
});
