import { invoiceDtoKindValues, invoiceDtoStatusValues } from '@contract/api-types';
import { ApiError } from '@ui/http/apiError';
import type { HttpClient, RequestOptions } from '@ui/http/httpClient';
import type { Dunning, Invoice } from './apiTypes';
import { createDataProvider } from './dataProvider';
import { isFinalised, serviceMonth } from './invoiceMappers';
import { dunningLetterUrl, invoicePdfUrl, invoiceXmlUrl } from './invoicingApi';

/** An InvoiceDto as libs/invoicing sends it. */
const dto: Invoice = {
  id: 12,
  organisationId: 7,
  kind: 'invoice',
  creationDate: '2026-02-01T05:00:00.000Z',
  invoiceDate: '2026-02-01',
  sendDate: '2026-02-01T05:01:00.000Z',
  dueDate: '2026-02-15',
  paidDate: null,
  month: 1,
  year: 2026,
  net: 100,
  vat: 19,
  gross: 119,
  originalInvoiceId: null,
  cancelledById: null,
  fileName: 'RE2026-0001.pdf',
  content: { fullData: { voucherNumber: 'RE2026-0001', voucherStatus: 'open' } },
  number: 'RE2026-0001',
  status: 'open',
  actions: ['send', 'paid', 'void'],
};

const draft: Invoice = {
  ...dto,
  id: 13,
  invoiceDate: null,
  sendDate: null,
  dueDate: null,
  fileName: 'Entwurf-13.pdf',
  content: { fullData: { voucherNumber: '', voucherStatus: 'draft' } },
  number: '',
  status: 'draft',
  actions: ['send', 'void'],
};

const dunningDto: Dunning = {
  id: 3,
  invoiceId: 12,
  creationDate: '2026-02-23T06:00:00.000Z',
  state: 'creditreform',
  releasedAt: null,
  releasedBy: null,
  letters: [{ step: 1, name: 'Zahlungserinnerung', date: '2026-02-22', interest: 0, fee: 0, fileName: 'Zahlungserinnerung RE2026-0001.pdf' }],
  content: { fullData: { invoiceNo: 'RE2026-0001', reminders: ['2026-02-22'], nextStep: '', nextStepDate: null, currentState: 'An Creditreform übergeben' } },
};

/** Records the provider's calls and answers them by "METHOD path" (an ApiError is thrown). */
function setup(answers: Record<string, unknown>, headers: Record<string, string> = {}, token: string | null = 'header.eyJleHAiOjk5OTk5OTk5OTl9.sig') {
  const calls: { path: string; options?: RequestOptions }[] = [];
  let renewals = 0;
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
    renewSession: async () => {
      renewals += 1;
    },
  } as unknown as HttpClient;
  return { calls, renewals: () => renewals, dataProvider: createDataProvider(http, { getToken: () => token }) };
}

describe('invoices as the server sends them', () => {
  it('carry the spec fields and, beside them, number, status and the actions the state allows', async () => {
    const { dataProvider } = setup({ 'PUT /api/organisation/7/invoice/12/send': dto });
    expect(await dataProvider.sendInvoice(7, 12)).toEqual(dto);
  });

  it('know a draft by its empty number: its PDF is the preview, it has no XRechnung yet', () => {
    expect(isFinalised(draft)).toBe(false);
    expect(isFinalised(dto)).toBe(true);
    expect(invoicePdfUrl(draft, 't')).toBe('/download/organisation/7/invoice/13/t/Entwurf-13.pdf');
  });

  it('take the kinds and statuses the filters offer from the server’s document', () => {
    expect(invoiceDtoKindValues).toEqual(['invoice', 'cancellation', 'correction']);
    expect(invoiceDtoStatusValues).toEqual(['draft', 'open', 'overdue', 'paid', 'voided']);
  });

  it('keep the negative amounts of a cancellation and the organisation name of a list row', async () => {
    const cancellation = { ...dto, kind: 'cancellation', net: -100, vat: -19, gross: -119, originalInvoiceId: 11, organisationName: 'Sonnenstrom', actions: ['send'] };
    const { dataProvider } = setup({ 'GET /api/invoices': [cancellation] }, { 'Content-Range': 'invoices 0-0/1' });
    const { data } = await dataProvider.getList('invoices', { pagination: { page: 1, perPage: 25 }, sort: { field: 'creationDate', order: 'DESC' }, filter: {} });
    expect(data[0]).toEqual(cancellation);
  });

  it('read a missing month with the execution date the server computed (December: January of the next year)', async () => {
    const missing = [{ month: 12, year: 2026, executionDate: '2027-01-01' }];
    const { dataProvider } = setup({ 'GET /api/organisation/7': { id: 7, invoices: [], dunnings: [], missingInvoices: missing, dunningHold: null } });
    expect((await dataProvider.getOne('organisations', { id: 7 })).data.missingInvoices).toEqual(missing);
  });

  it('read a dunning with the spec’s content.fullData and its letters as sent', async () => {
    const { dataProvider } = setup({ 'PUT /api/organisation/7/dunning/3/release': dunningDto });
    const dunning = await dataProvider.releaseDunning(7, 3);
    expect(dunning.content.fullData).toEqual({ invoiceNo: 'RE2026-0001', reminders: ['2026-02-22'], nextStep: '', nextStepDate: null, currentState: 'An Creditreform übergeben' });
    expect(dunning.letters).toEqual(dunningDto.letters);
  });

  it('give an organisation without billing its empty lists and no hold, as the server sends them', async () => {
    const organisation = { id: 7, name: 'Sonnenstrom', invoices: [], dunnings: [], missingInvoices: [], dunningHold: null };
    const { dataProvider } = setup({ 'GET /api/organisation/7': organisation });
    expect((await dataProvider.getOne('organisations', { id: 7 })).data).toEqual(organisation);
  });

  it('offer the actions the server sends with each invoice (the rule lives in libs/invoicing)', async () => {
    const paid = { ...dto, status: 'paid', paidDate: '2026-02-10', actions: ['void'] };
    const { dataProvider } = setup({ 'PUT /api/organisation/7/invoice/12/paid': paid });
    expect((await dataProvider.markInvoicePaid(7, 12, '2026-02-10')).actions).toEqual(['void']);
  });

  it('write the service month as MM.JJJJ', () => {
    expect(serviceMonth({ month: 3, year: 2026 })).toBe('03.2026');
    expect(serviceMonth({ month: 0, year: 0 })).toBe('');
  });

  it('build the download links with the token and file name as path segments', () => {
    expect(invoicePdfUrl(dto, 'a.b.c')).toBe('/download/organisation/7/invoice/12/a.b.c/RE2026-0001.pdf');
    expect(invoiceXmlUrl(dto, 'a.b.c')).toBe('/download/organisation/7/invoice/12/a.b.c/RE2026-0001.xml');
    expect(invoicePdfUrl({ ...dto, fileName: 'Entwurf 13/1.pdf' }, 't')).toBe('/download/organisation/7/invoice/12/t/Entwurf%2013%2F1.pdf');
    expect(dunningLetterUrl(7, dunningDto, { step: 1, fileName: 'Zahlungserinnerung RE2026-0001.pdf' }, 't')).toBe(
      '/download/organisation/7/dunning/3/1/t/Zahlungserinnerung%20RE2026-0001.pdf',
    );
  });
});

describe('invoicing data provider', () => {
  it('reads an organisation with its invoices, dunnings, missing months and hold', async () => {
    const { dataProvider } = setup({
      'GET /api/organisation/7': { id: 7, name: 'Sonnenstrom', invoices: [dto], dunnings: [dunningDto], missingInvoices: [{ month: 2, year: 2026, executionDate: '2026-03-01' }], dunningHold: 'Übergabe' },
    });
    const { data } = await dataProvider.getOne('organisations', { id: 7 });
    expect(data.invoices[0]).toMatchObject({ number: 'RE2026-0001', status: 'open' });
    expect(data.dunnings[0]).toMatchObject({ state: 'creditreform', content: { fullData: { invoiceNo: 'RE2026-0001' } } });
    expect(data.missingInvoices).toEqual([{ month: 2, year: 2026, executionDate: '2026-03-01' }]);
    expect(data.dunningHold).toBe('Übergabe');
  });

  it('sends each action to its route with its body and reads the answer', async () => {
    const { calls, dataProvider } = setup({
      'POST /api/organisation/7/invoice': draft,
      'PUT /api/organisation/7/invoice/12/send': dto,
      'PUT /api/organisation/7/invoice/12/paid': { ...dto, paidDate: '2026-02-10' },
      'PUT /api/organisation/7/invoice/12/void': dto,
      'PUT /api/organisation/7/dunning/3/release': { ...dunningDto, state: 'released' },
      'POST /api/invoicing/run': { year: 2026, month: 1, organisations: 4, corrections: 1 },
      'POST /api/dunning/run': { day: '2026-02-20', invoices: 2 },
    });
    expect(await dataProvider.createInvoice(7, '2026-02-01')).toMatchObject({ status: 'draft' });
    expect(await dataProvider.sendInvoice(7, 12)).toMatchObject({ number: 'RE2026-0001' });
    expect(await dataProvider.markInvoicePaid(7, 12, '2026-02-10')).toMatchObject({ paidDate: '2026-02-10' });
    await dataProvider.voidInvoice(7, 12);
    expect(await dataProvider.releaseDunning(7, 3)).toMatchObject({ state: 'released' });
    expect(await dataProvider.startInvoicingRun('2026-02-01')).toEqual({ year: 2026, month: 1, organisations: 4, corrections: 1 });
    expect(await dataProvider.startDunningRun()).toEqual({ day: '2026-02-20', invoices: 2 });
    expect(calls.map(({ path, options }) => [options?.method, path, options?.body])).toEqual([
      ['POST', '/api/organisation/7/invoice', { executionDate: '2026-02-01' }],
      ['PUT', '/api/organisation/7/invoice/12/send', undefined],
      ['PUT', '/api/organisation/7/invoice/12/paid', { paidDate: '2026-02-10' }],
      ['PUT', '/api/organisation/7/invoice/12/void', undefined],
      ['PUT', '/api/organisation/7/dunning/3/release', undefined],
      ['POST', '/api/invoicing/run', { executionDate: '2026-02-01' }],
      ['POST', '/api/dunning/run', {}],
    ]);
  });

  it("passes the server's German refusal on", async () => {
    const refusal = new ApiError('Der Monat 02.2026 ist noch nicht zu Ende.', 400, { statusCode: 400, error: 'Der Monat 02.2026 ist noch nicht zu Ende.' });
    const { dataProvider } = setup({ 'POST /api/organisation/7/invoice': refusal });
    await expect(dataProvider.createInvoice(7, '2026-03-01')).rejects.toThrow('Der Monat 02.2026 ist noch nicht zu Ende.');
  });

  it('lists all invoices the ra-data-simple-rest way, sorted by the fields of the rows', async () => {
    const { calls, dataProvider } = setup({ 'GET /api/invoices': [{ ...dto, organisationName: 'Sonnenstrom' }] }, { 'Content-Range': 'invoices 0-24/41' });
    const result = await dataProvider.getList('invoices', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'gross', order: 'DESC' },
      filter: { organisationId: 7, status: 'open', year: 2026 },
    });
    const query = new URLSearchParams(calls[0].path.split('?')[1]);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ organisationId: 7, status: 'open', year: 2026 });
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['gross', 'DESC']);
    expect(JSON.parse(query.get('range') ?? '')).toEqual([0, 24]);
    expect(result.total).toBe(41);
    expect(result.data[0]).toEqual({ ...dto, organisationName: 'Sonnenstrom' });
  });

  it('gives the stored token for a download while it is valid, and renews one about to expire', async () => {
    const valid = setup({});
    expect(await valid.dataProvider.downloadToken()).toBe('header.eyJleHAiOjk5OTk5OTk5OTl9.sig');
    expect(valid.renewals()).toBe(0);
    const expired = setup({}, {}, `header.${btoa(JSON.stringify({ exp: 1 }))}.sig`);
    await expired.dataProvider.downloadToken();
    expect(expired.renewals()).toBe(1);
  });
});
