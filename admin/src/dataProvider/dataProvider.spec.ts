import { ApiError } from '@ui/http/apiError';
import type { HttpClient, RequestOptions } from '@ui/http/httpClient';
import { createDataProvider } from './dataProvider';

/**
 * Records what the provider asks of the http client and answers from `answers` by "METHOD path";
 * an ApiError there is thrown instead. `headers` are the answer headers by the same key.
 */
function setup(answers: Record<string, unknown> = {}, headers: Record<string, Record<string, string>> = {}) {
  const requests: { path: string; options?: RequestOptions }[] = [];
  const answer = <T>(path: string, options?: RequestOptions) => {
    requests.push({ path, options });
    const body = answers[`${options?.method ?? 'GET'} ${path}`];
    if (body instanceof ApiError) throw body;
    return body as T;
  };
  const http: HttpClient = {
    request: async <T>(path: string, options?: RequestOptions) => answer<T>(path, options),
    exchange: async <T>(path: string, options?: RequestOptions) => ({
      status: 200,
      body: answer<T>(path, options),
      headers: new Headers(headers[`${options?.method ?? 'GET'} ${path}`]),
    }),
    download: async () => ({ blob: new Blob(), fileName: null }),
    renewSession: async () => undefined,
  };
  return { requests, dataProvider: createDataProvider(http) };
}

/** ra-data-simple-rest's list query, as it puts it into the address. */
const simpleRestQuery = (query: { filter: object; range: [number, number]; sort: [string, string] }) =>
  new URLSearchParams({ filter: JSON.stringify(query.filter), range: JSON.stringify(query.range), sort: JSON.stringify(query.sort) }).toString();

const notFound = () => new ApiError('Auftrag nicht gefunden.', 404, { statusCode: 404, error: 'Auftrag nicht gefunden.' });

/** An order as the API sends it. */
const order = {
  id: 'A-1001',
  orderNumber: 'A-1001',
  firstName: 'Anna',
  lastName: 'Schmidt',
  street: 'Sonnenweg 1',
  zip: '80331',
  city: 'München',
  phone: '+49891234567',
  mail: 'anna@example.de',
  status: 'In Planung',
  customerStatus: 'Vertrag unterschrieben',
  progress: 40,
  installationPlaningDate: '2026-05-04',
  note: '',
  contactFirstName: 'Max',
  contactLastName: 'Muster',
  contactPhone: '+49891111',
  contactMail: 'max@solar.example',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/** What PUT /api/orders/{orderNumber} gets for it: no id, orderNumber or updatedAt. */
const { id: _id, orderNumber: _orderNumber, updatedAt: _updatedAt, ...orderBody } = order;

const firstPage = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('dataProvider', () => {
  it('lists organisations from a plain array with their status, filtered, sorted and paged in the browser', async () => {
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
    expect(result).toEqual({
      data: [
        { id: 1, name: 'A', active: true, status: 'active' },
        { id: 2, name: 'B', active: true, status: 'active' },
      ],
      total: 2,
    });
  });

  it('filters organisations by any of the shown statuses (the list\'s show/hide switches)', async () => {
    const { dataProvider } = setup({
      'GET /api/organisations': [
        { id: 1, active: true },
        { id: 2, active: false },
        { id: 3, active: true, deleted: true },
      ],
    });

    const ids = async (status: string[]) =>
      (await dataProvider.getList('organisations', { ...firstPage, filter: { status } })).data.map((record) => record.id);

    await expect(ids(['active', 'inactive'])).resolves.toEqual([1, 2]);
    await expect(ids(['deleted'])).resolves.toEqual([3]);
    await expect(ids([])).resolves.toEqual([]);
  });

  it('sends lead filters, page and order to the API, takes the total from Content-Range and does not filter again', async () => {
    const leads = [{ id: 5, contact: { firstName: 'Eva' } }, { id: 6, contact: { firstName: 'Jan' } }];
    const query =
      'startTime=false&endTime=false&leadsource=3&zipfilter=false&soldto=false&firstname=Eva&lastname=false&qualified=true&pidfilter=false&phone=false&email=false&quality=false' +
      `&range=${encodeURIComponent('[25,49]')}&sort=${encodeURIComponent('["lastName","DESC"]')}`;
    const { dataProvider, requests } = setup({ [`GET /api/leads?${query}`]: leads }, { [`GET /api/leads?${query}`]: { 'Content-Range': 'leads 25-26/27' } });

    for (const resource of ['sells', 'leadstatistics']) {
      const result = await dataProvider.getList(resource, {
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'contact.lastName', order: 'DESC' },
        filter: { leadsource: 3, firstName: 'Eva', qualified: true },
      });
      expect(result).toEqual({ data: leads, total: 27 });
    }
    expect(requests.map((r) => r.path)).toEqual([`/api/leads?${query}`, `/api/leads?${query}`]);
  });

  it('leaves the order of the lead list to the API for a column it cannot sort by', async () => {
    const { dataProvider, requests } = setup({}, {});

    const result = await dataProvider.getList('sells', { pagination: { page: 1, perPage: 10 }, sort: { field: 'leadsource', order: 'ASC' }, filter: {} });

    expect(requests[0].path).toMatch(/&range=%5B0%2C9%5D$/);
    // No answer and no Content-Range: an empty page.
    expect(result).toEqual({ data: [], total: 0 });
  });

  it('lists leadsources from their list route', async () => {
    const { dataProvider, requests } = setup({ 'GET /api/leadsources': [] });

    await dataProvider.getList('leadsources', firstPage);

    expect(requests.map((r) => r.path)).toEqual(['/api/leadsources']);
  });

  it('reads one record from the singular routes', async () => {
    const { dataProvider, requests } = setup({
      'GET /api/organisation/4': { id: 4 },
      'GET /api/leadsource/5': { id: 5 },
      'GET /api/lead/6': { id: 6 },
    });

    // The record is the server's answer as it is (OrganisationDetailWithRateDto).
    await expect(dataProvider.getOne('organisations', { id: 4 })).resolves.toEqual({ data: { id: 4 } });
    await dataProvider.getOne('leadsources', { id: 5 });
    await dataProvider.getOne('sells', { id: 6 });

    expect(requests.map((r) => r.path)).toEqual(['/api/organisation/4', '/api/leadsource/5', '/api/lead/6']);
  });

  it('creates with POST to the singular route; an organisation is read back as its detail page reads it', async () => {
    const detail = { id: 9, name: 'Neu', active: true, complaintRate: { currentMonth: null, previousMonths: null } };
    const { dataProvider, requests } = setup({
      'POST /api/organisation': { id: 9, name: 'Neu', active: true },
      'GET /api/organisation/9': detail,
      'POST /api/leadsource': { id: 3, name: 'Portal' },
    });

    const result = await dataProvider.create('organisations', { data: { name: 'Neu', active: true } });

    expect(requests[0]).toEqual({
      path: '/api/organisation',
      options: { method: 'POST', body: expect.objectContaining({ name: 'Neu', active: true, country: 'germany' }) },
    });
    // What the page after it reads again: the same record, so its form is not reset while staff type.
    expect(requests[1]).toEqual({ path: '/api/organisation/9', options: undefined });
    expect(result.data).toEqual(detail);

    // Others keep the create's answer, with what was sent.
    await expect(dataProvider.create('leadsources', { data: { name: 'Portal', type: 'api' } })).resolves.toEqual({ data: { id: 3, name: 'Portal', type: 'api' } });
    expect(requests).toHaveLength(3);
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
      data: [
        { id: 1, status: 'inactive' },
        { id: 3, status: 'inactive' },
      ],
    });
    const leads = await dataProvider.getMany('sells', { ids: [7, 8] });
    expect(leads.data.map((lead) => lead.id)).toEqual([7, 8]);
    expect(requests.map((r) => r.path)).toEqual(['/api/organisations', '/api/lead/7', '/api/lead/8']);
  });

  it('refuses what the API does not offer instead of guessing a URL', async () => {
    const { dataProvider, requests } = setup();

    await expect(dataProvider.create('sells', { data: {} })).rejects.toThrow('create');
    await expect(dataProvider.delete('users', { id: 1 })).rejects.toThrow('delete');
    await expect(dataProvider.getList('unknown', firstPage)).rejects.toThrow('unknown');
    expect(requests).toHaveLength(0);
  });

  describe('orders', () => {
    it('lists orders through ra-data-simple-rest: filter, range and sort in the query, the total from Content-Range', async () => {
      const query = simpleRestQuery({ filter: { q: 'Schmidt' }, range: [50, 74], sort: ['lastName', 'DESC'] });
      const { dataProvider, requests } = setup(
        { [`GET /api/orders?${query}`]: [order] },
        { [`GET /api/orders?${query}`]: { 'Content-Range': 'orders 50-50/61' } },
      );

      const result = await dataProvider.getList('orders', {
        pagination: { page: 3, perPage: 25 },
        sort: { field: 'lastName', order: 'DESC' },
        filter: { q: 'Schmidt' },
      });

      expect(requests).toEqual([{ path: `/api/orders?${query}`, options: { method: 'GET', body: undefined } }]);
      expect(result).toEqual({ data: [order], total: 61 });
    });

    it('refuses a list answer without Content-Range rather than guessing the total', async () => {
      const query = simpleRestQuery({ filter: {}, range: [0, 24], sort: ['updatedAt', 'DESC'] });
      const { dataProvider } = setup({ [`GET /api/orders?${query}`]: [order] });

      await expect(
        dataProvider.getList('orders', { pagination: { page: 1, perPage: 25 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: {} }),
      ).rejects.toThrow('Content-Range');
    });

    it('reads one order by its order number, encoded, and several with one filtered list call', async () => {
      const many = `/api/orders?${new URLSearchParams({ filter: JSON.stringify({ id: ['A/7', 'B-1'] }) })}`;
      const { dataProvider, requests } = setup({ 'GET /api/orders/A%2F7': { ...order, id: 'A/7' }, [`GET ${many}`]: [order] });

      await expect(dataProvider.getOne('orders', { id: 'A/7' })).resolves.toEqual({ data: { ...order, id: 'A/7' } });
      await expect(dataProvider.getMany('orders', { ids: ['A/7', 'B-1'] })).resolves.toEqual({ data: [order] });

      expect(requests.map((r) => r.path)).toEqual(['/api/orders/A%2F7', many]);
    });

    it('lists users through ra-data-simple-rest', async () => {
      const query = simpleRestQuery({ filter: {}, range: [0, 999], sort: ['name', 'ASC'] });
      const users = [{ id: 1, name: 'Anna', email: 'anna@example.de', isAdmin: true, createdAt: '2026-01-01T00:00:00.000Z' }];
      const { dataProvider } = setup({ [`GET /api/users?${query}`]: users }, { [`GET /api/users?${query}`]: { 'Content-Range': 'users 0-0/1' } });

      await expect(
        dataProvider.getList('users', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: {} }),
      ).resolves.toEqual({ data: users, total: 1 });
    });

    it('creates an order with a PUT to its own address, after making sure the number is free', async () => {
      const { dataProvider, requests } = setup({ 'GET /api/orders/A-1001': notFound(), 'PUT /api/orders/A-1001': order });

      const result = await dataProvider.create('orders', {
        data: { ...orderBody, orderNumber: ' A-1001 ', installationPlaningDate: '2026-05-04', note: null },
      });

      expect(requests).toEqual([
        { path: '/api/orders/A-1001', options: { method: 'GET', body: undefined } },
        { path: '/api/orders/A-1001', options: { method: 'PUT', body: orderBody } },
      ]);
      expect(result.data).toEqual(order);
    });

    it('refuses to create an order whose number exists, with a message at the field', async () => {
      const { dataProvider, requests } = setup({ 'GET /api/orders/A-1001': order });

      const error = await dataProvider.create('orders', { data: { ...orderBody, orderNumber: 'A-1001' } }).catch((e: unknown) => e);

      expect(error).toMatchObject({ body: { errors: { orderNumber: 'resources.orders.errors.exists' } } });
      expect(requests.filter((r) => r.options?.method === 'PUT')).toHaveLength(0);
    });

    it('updates an order with a PUT of the order fields only', async () => {
      const { dataProvider, requests } = setup({ 'PUT /api/orders/A-1001': { ...order, progress: 80 } });

      const result = await dataProvider.update('orders', {
        id: 'A-1001',
        data: { ...order, progress: 80 },
        previousData: order,
      });

      expect(requests).toEqual([
        { path: '/api/orders/A-1001', options: { method: 'PUT', body: { ...orderBody, progress: 80 } } },
      ]);
      expect(result.data).toMatchObject({ id: 'A-1001', progress: 80 });
    });

    it("passes the server's field messages on in the shape react-admin's forms show", async () => {
      const fields = { zip: 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)' };
      const { dataProvider } = setup({
        'PUT /api/orders/A-1001': new ApiError('Bitte Eingaben prüfen.', 400, { statusCode: 400, error: 'Bitte Eingaben prüfen.', fields }),
      });

      const error = await dataProvider.update('orders', { id: 'A-1001', data: order, previousData: order }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, message: 'Bitte Eingaben prüfen.', body: { fields, errors: fields } });
    });

    it('imports a CSV file as text/csv', async () => {
      const csv = 'orderNumber;firstName;lastName\nA-1;Anna;Schmidt\n';
      const { dataProvider, requests } = setup({ 'POST /api/orders/import': { imported: 1, created: 1, updated: 0, keptErased: [] } });

      await expect(dataProvider.importOrders(csv)).resolves.toEqual({ imported: 1, created: 1, updated: 0, keptErased: [] });
      expect(requests).toEqual([
        { path: '/api/orders/import', options: { method: 'POST', rawBody: { content: csv, contentType: 'text/csv' } } },
      ]);
    });
  });

  describe('e-mail template', () => {
    it('reads the template from GET /api/email', async () => {
      const template = { id: 1, subject: 'Ihre Anfrage', body: '<p>Hallo {{firstName}}</p>' };
      const { dataProvider, requests } = setup({ 'GET /api/email': template });

      await expect(dataProvider.getOne('email', { id: 1 })).resolves.toEqual({ data: template });
      expect(requests.map((r) => r.path)).toEqual(['/api/email']);
    });

    it('saves subject and body with PUT /api/email/1', async () => {
      const saved = { id: 1, subject: 'Danke, {{firstName}}', body: '<p>Hallo</p>' };
      const { dataProvider, requests } = setup({ 'PUT /api/email/1': saved });

      const result = await dataProvider.update('email', {
        id: 1,
        data: { id: 1, subject: 'Danke, {{firstName}} ', body: '<p>Hallo</p>' },
        previousData: { id: 1 },
      });

      expect(requests).toEqual([
        { path: '/api/email/1', options: { method: 'PUT', body: { subject: 'Danke, {{firstName}}', body: '<p>Hallo</p>' } } },
      ]);
      expect(result.data).toEqual(saved);
    });
  });
});
