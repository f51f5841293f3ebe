import { ApiError } from '@ui/http/apiError';
import { createAdminHttpClient } from '../http/httpClient';
import { createTokenStorage, USER_TOKEN_KEY } from '../auth/tokenStorage';
import { fakeFetch, json, memoryStorage, type RecordedCall } from '@ui/testing/fakes';
import { createDataProvider } from './dataProvider';
import { saleDeliveryDtoStatusValues } from '@contract/api-types';
import type { LeadDetail } from './apiTypes';
import { createLeadApi, dealIdBody, leadExportPath, supplierReclaimRequest } from './leadApi';

function setup(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const tokens = createTokenStorage(memoryStorage({ [USER_TOKEN_KEY]: 'session-token' }));
  const { fetch, calls } = fakeFetch(respond);
  const http = createAdminHttpClient({ fetch, tokens });
  return { calls, api: createLeadApi(http), dataProvider: createDataProvider(http) };
}

/** A lead as `GET /api/lead/{id}` answers it. */
const apiLead: LeadDetail = {
  id: 12,
  lId: 12,
  created: '2026-03-04T09:15:00.000Z',
  realCreated: '2026-03-04T09:15:00.000Z',
  qualified: true,
  qualifiedAt: '2026-03-04T10:00:00.000Z',
  contact: {
    salutation: 'Frau',
    firstName: 'Anna',
    lastName: 'Schmidt',
    phone: '+491711234567',
    email: 'anna@example.de',
    street: 'Lindenstraße 5a',
    zip: '06108',
    city: 'Halle',
  },
  data: { roofType: 'Satteldach', consumption: '3.000 – 5.000 kWh' },
  leadsource: 'Website',
  leadsourceSlug: 'website',
  pipedriveId: 'D-4711',
  duplicateOfId: null,
  sellingStatistics: [
    {
      id: 40,
      dateTime: '2026-03-04T10:00:00.000Z',
      organisation: { id: 3, name: 'Saalestrom' },
      reclamation: false,
      price: 45.5,
      manual: false,
      forced: false,
      delivery: { id: 7, status: 'failed', attempts: 1, lastError: 'Zapier lehnt die Lieferung ab (HTTP 400).', deliveredAt: null, reference: null, nextAttemptAt: null, fallback: false, fallbackAt: null },
      reclaimedAt: null,
      reclamationNote: null,
    },
  ],
  recla: true,
  reclamation: { reason: 'Doppelt geliefert', at: '2026-03-05T08:00:00.000Z' },
  history: [
    { at: '2026-03-05T08:00:00.000Z', kind: 'supplier-reclaimed', text: 'Beim Lieferanten Website reklamiert: Doppelt geliefert', user: 'Anna Admin' },
    { at: '2026-03-04T10:00:00.000Z', kind: 'qualified', text: 'Qualifiziert', user: null },
  ],
  emailConfirmedAt: '2026-03-04T09:20:00.000Z',
  emailConfirmationRequested: true,
  heldUntilConfirmed: false,
  quality: null,
  consent: {
    at: '2026-03-04T09:15:00.000Z',
    ip: '203.0.113.9',
    userAgent: 'Firefox/140',
    text: 'Mit dem Absenden meiner Anfrage akzeptiere ich die AGB und die Datenschutzerklärung.',
    version: { id: 1, kind: 'consent', hash: 'a'.repeat(64), validFrom: '2026-03-01T00:00:00.000Z', validTo: null },
    proofUrl: null,
    confirmationIp: '203.0.113.10',
    confirmationUserAgent: 'Firefox/140',
  },
};

/** The page's record is the server's answer as it is. */
const mappedLead = apiLead;

describe('leadApi', () => {
  it('reads the lead (resource sells) from its one address, with the session token', async () => {
    const { dataProvider, calls } = setup(() => json(200, apiLead));

    await expect(dataProvider.getOne('sells', { id: 12 })).resolves.toEqual({ data: mappedLead });

    expect(calls.map(({ url, method }) => [method, url])).toEqual([['GET', '/api/lead/12']]);
    expect(calls[0].headers.Authorization).toBe('Bearer session-token');
  });

  it('qualifies with a PUT of { qualified: true } and answers the lead with its sales', async () => {
    const { dataProvider, calls } = setup(() => json(200, apiLead));

    await expect(dataProvider.update('sells', { id: 12, data: { qualified: true }, previousData: mappedLead })).resolves.toEqual({ data: mappedLead });

    expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([{ url: '/api/lead/12', method: 'PUT', body: { qualified: true } }]);
  });

  it('saves the deal id trimmed, and an empty one as null (removed)', async () => {
    const { dataProvider, calls } = setup(() => json(200, apiLead));

    await dataProvider.update('sells', { id: 12, data: dealIdBody('  D-4711 '), previousData: mappedLead });
    await dataProvider.update('sells', { id: '12', data: dealIdBody('   '), previousData: mappedLead });

    expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      { url: '/api/lead/12', method: 'PUT', body: { pipedriveId: 'D-4711' } },
      { url: '/api/lead/12', method: 'PUT', body: { pipedriveId: null } },
    ]);
    expect(dealIdBody('')).toEqual({ pipedriveId: null });
  });

  it('retries a delivery with a POST to the delivery', async () => {
    const { api, calls } = setup(() => json(200, { id: 7, status: 'pending' }));

    await expect(api.retryDelivery(7)).resolves.toEqual({ id: 7, status: 'pending' });

    expect(calls.map(({ url, method }) => [method, url])).toEqual([['POST', '/api/deliveries/7/retry']]);
  });

  it("rejects with the server's German reason: an unknown lead, a refused retry, a refused deal id", async () => {
    const responses = [
      json(404, { statusCode: 404, error: 'Lead 99 gibt es nicht.' }),
      json(400, { statusCode: 400, error: 'Nur fehlgeschlagene Zustellungen können neu gestartet werden.' }),
      json(400, { statusCode: 400, error: 'Deal-Id darf höchstens 50 Zeichen lang sein', fields: { pipedriveId: 'Deal-Id darf höchstens 50 Zeichen lang sein' } }),
    ];
    const { api, dataProvider } = setup(() => responses.shift()!);

    const missing = dataProvider.getOne('sells', { id: 99 });
    await expect(missing).rejects.toBeInstanceOf(ApiError);
    await expect(missing).rejects.toMatchObject({ status: 404, message: 'Lead 99 gibt es nicht.' });
    await expect(api.retryDelivery(7)).rejects.toMatchObject({ status: 400, message: 'Nur fehlgeschlagene Zustellungen können neu gestartet werden.' });
    await expect(dataProvider.update('sells', { id: 12, data: dealIdBody('x'.repeat(51)), previousData: mappedLead })).rejects.toMatchObject({
      status: 400,
      body: { fields: { pipedriveId: 'Deal-Id darf höchstens 50 Zeichen lang sein' } },
    });
  });

  it('is part of the app data provider', async () => {
    const tokens = createTokenStorage(memoryStorage({ [USER_TOKEN_KEY]: 'session-token' }));
    const { fetch, calls } = fakeFetch(() => json(200, { id: 7, status: 'pending' }));
    const dataProvider = createDataProvider(createAdminHttpClient({ fetch, tokens }));

    await expect(dataProvider.retryDelivery(7)).resolves.toEqual({ id: 7, status: 'pending' });
    expect(calls.map((call) => call.url)).toEqual(['/api/deliveries/7/retry']);
  });

  describe('the lead as the server sends it', () => {
    it("is the page's record with every field (LeadDetailDto), so the page needs no checks", async () => {
      const { dataProvider } = setup(() => json(200, apiLead));
      const { data } = await dataProvider.getOne('sells', { id: 12 });
      expect(Object.keys(data).sort()).toEqual(Object.keys(apiLead).sort());
    });

    it('keeps the answers keyed by step in the API order', async () => {
      const { dataProvider } = setup(() => json(200, { ...apiLead, data: { zeta: 'z', alpha: 'Ja, Nein', roofAreaSize: '60' } }));
      const { data } = await dataProvider.getOne('sells', { id: 12 });
      expect(Object.entries(data.data)).toEqual([
        ['zeta', 'z'],
        ['alpha', 'Ja, Nein'],
        ['roofAreaSize', '60'],
      ]);
    });

    it('carries the duplicate reference, and no deal id as null', async () => {
      const { dataProvider } = setup(() => json(200, { ...apiLead, duplicateOfId: 9, pipedriveId: null }));
      const { data } = await dataProvider.getOne('sells', { id: 12 });
      expect(data).toMatchObject({ duplicateOfId: 9, pipedriveId: null });
    });
  });

  it('reclaims a sale at its buyer and reverts it, answering the lead as the page shows it', async () => {
    const reclaimed = { ...apiLead, sellingStatistics: [{ ...apiLead.sellingStatistics[0], reclamation: true, reclaimedAt: '2026-03-06T09:00:00.000Z', reclamationNote: 'Vom Backoffice reklamiert' }] };
    const responses = [json(200, reclaimed), json(200, apiLead)];
    const { api, calls } = setup(() => responses.shift()!);
    const sale = mappedLead.sellingStatistics[0];

    const lead = await api.reclaimSale({ id: 12 }, sale, true);
    expect(lead.sellingStatistics[0]).toMatchObject({ reclamation: true, reclaimedAt: '2026-03-06T09:00:00.000Z', reclamationNote: 'Vom Backoffice reklamiert' });
    await expect(api.reclaimSale({ id: 12 }, sale, false)).resolves.toEqual(mappedLead);

    expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      { url: '/api/lead/12/reclamate/buyer/3', method: 'PUT', body: { id: 40, reclamation: true } },
      { url: '/api/lead/12/reclamate/buyer/3', method: 'PUT', body: { id: 40, reclamation: false } },
    ]);
  });

  it("reclaims all sales with the buyers' reason, trimmed", async () => {
    const { api, calls } = setup(() => json(200, apiLead));

    await expect(api.reclaimByBuyers(12, '  Kunde hat nie angefragt ')).resolves.toEqual(mappedLead);

    expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([{ url: '/api/lead/12/reclamate/buyers', method: 'PUT', body: { note: 'Kunde hat nie angefragt' } }]);
  });

  it('reclaims from the supplier with ids (Einkauf) or the lead (lead page), the reason in the query', async () => {
    const responses = [json(200, { reclaimed: [5, 6], unchanged: [], withoutMail: [] }), json(200, { reclaimed: [], unchanged: [12], withoutMail: ['Partner Süd'] })];
    const { api, calls } = setup(() => responses.shift()!);

    await expect(api.reclaimFromSupplier([5, 6], '')).resolves.toEqual({ reclaimed: [5, 6], unchanged: [], withoutMail: [] });
    await expect(api.reclaimFromSupplier([mappedLead], ' Doppelt geliefert ')).resolves.toEqual({ reclaimed: [], unchanged: [12], withoutMail: ['Partner Süd'] });

    expect(calls.map(({ url, method }) => [method, url])).toEqual([
      ['PUT', '/api/leads/reclamate'],
      ['PUT', '/api/leads/reclamate?reason=Doppelt+geliefert'],
    ]);
    expect(calls[0].body).toEqual([5, 6]);
    expect(calls[1].body).toEqual([mappedLead]);
  });

  it("rejects a refused supplier reclamation with the server's German reason", async () => {
    const reason = 'Reklamationsquote von Partner Nord überschritten: Für März 2026 sind höchstens 0 von 1 Leads (10 %) reklamierbar, 0 sind bereits reklamiert, 1 angefragt. Es wurde nichts geändert.';
    const { api } = setup(() => json(400, { statusCode: 400, error: reason }));

    await expect(api.reclaimFromSupplier([5])).rejects.toMatchObject({ status: 400, message: reason });
  });

  it('downloads the export for the filters, unset ones as false, with the session', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    const { api, calls } = setup(() => new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }));

    const file = await api.exportLeads({ leadsource: 3, start: '2026-03-01', qualified: true });

    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
    expect(calls[0].url).toBe('/api/leads/export?startTime=2026-03-01&endTime=false&leadsource=3&zipfilter=false&soldto=false&firstname=false&lastname=false&qualified=true&pidfilter=false&phone=false&email=false&quality=false');
    expect(calls[0].headers.Authorization).toBe('Bearer session-token');
  });

  it("rejects a refused export with the server's German reason", async () => {
    const { api } = setup(() => json(400, { statusCode: 400, error: 'startTime muss vor endTime liegen' }));

    await expect(api.exportLeads({ start: '2026-03-02', end: '2026-03-01' })).rejects.toMatchObject({ status: 400, message: 'startTime muss vor endTime liegen' });
  });

  describe('supplier reclamation bodies', () => {
    it('sends the leads as given and a reason only when one was typed', () => {
      expect(supplierReclaimRequest([1, 2])).toEqual({ path: '/api/leads/reclamate', body: [1, 2] });
      expect(supplierReclaimRequest([1], '   ')).toEqual({ path: '/api/leads/reclamate', body: [1] });
      expect(supplierReclaimRequest([{ id: 4 }], 'Falsche Nummer & Adresse')).toEqual({ path: '/api/leads/reclamate?reason=Falsche+Nummer+%26+Adresse', body: [{ id: 4 }] });
    });

    it('reads the answer as the server sends it, its lists empty when nothing applies', async () => {
      const { api } = setup(() => json(200, { reclaimed: [], unchanged: [], withoutMail: [] }));
      await expect(api.reclaimFromSupplier([5])).resolves.toEqual({ reclaimed: [], unchanged: [], withoutMail: [] });
    });

    it('puts the lead filters into the export address', () => {
      expect(leadExportPath({})).toBe('/api/leads/export?startTime=false&endTime=false&leadsource=false&zipfilter=false&soldto=false&firstname=false&lastname=false&qualified=false&pidfilter=false&phone=false&email=false&quality=false');
    });
  });

  describe('deliveries', () => {
    it('know the four states the server sends, and come with the lead as sent', async () => {
      expect(saleDeliveryDtoStatusValues).toEqual(['pending', 'delivered', 'held', 'failed']);
      const delivered = { id: 1, status: 'delivered' as const, attempts: 2, lastError: null, deliveredAt: '2026-03-04T10:01:00.000Z', reference: 'req-1', nextAttemptAt: null };
      const { dataProvider } = setup(() => json(200, { ...apiLead, sellingStatistics: [{ ...apiLead.sellingStatistics[0], delivery: delivered }] }));
      const { data } = await dataProvider.getOne('sells', { id: 12 });
      expect(data.sellingStatistics[0].delivery).toEqual(delivered);
    });
  });
});
