import { ApiError } from '@ui/http/apiError';
import { createAdminHttpClient } from '../http/httpClient';
import { createTokenStorage, USER_TOKEN_KEY } from '../auth/tokenStorage';
import { fakeFetch, json, memoryStorage, type RecordedCall } from '@ui/testing/fakes';
import type { LeadDetail, MatchedOrganisation } from './apiTypes';
import { createDistributionApi, sellLeadBody, zipCoverageBody } from './distributionApi';

function setup(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const tokens = createTokenStorage(memoryStorage({ [USER_TOKEN_KEY]: 'session-token' }));
  const { fetch, calls } = fakeFetch(respond);
  return { calls, api: createDistributionApi(createAdminHttpClient({ fetch, tokens })) };
}

describe('distributionApi', () => {
  describe('zipCoverage', () => {
    it('posts the excluded organisations, and twoDigits only when it is on', async () => {
      const { api, calls } = setup(() => json(200, [{ zip: '80', buyers: 2, orgas: 3 }]));

      await expect(api.zipCoverage({ excluded: [4, 9], twoDigits: true })).resolves.toEqual([{ zip: '80', buyers: 2, orgas: 3 }]);
      await api.zipCoverage({ excluded: [], twoDigits: false });

      expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
        { url: '/api/organisations/zipconditions', method: 'POST', body: { orgas: [4, 9], twoDigits: true } },
        { url: '/api/organisations/zipconditions', method: 'POST', body: { orgas: [] } },
      ]);
      expect(calls[0].headers.Authorization).toBe('Bearer session-token');
    });

    it('keeps rows without buyers (the coverage gaps) as the server sends them', async () => {
      const { api } = setup(() => json(200, [{ zip: '10115', buyers: 0, orgas: 1 }, { zip: '20095', buyers: 0, orgas: 0 }]));

      await expect(api.zipCoverage({ excluded: [], twoDigits: false })).resolves.toEqual([
        { zip: '10115', buyers: 0, orgas: 1 },
        { zip: '20095', buyers: 0, orgas: 0 },
      ]);
    });

    it('builds the body without sharing the caller’s list', () => {
      const excluded = [1];
      const body = zipCoverageBody({ excluded, twoDigits: false });
      body.orgas.push(2);
      expect(excluded).toEqual([1]);
    });

    it('reads an empty answer as no rows', async () => {
      const { api } = setup(() => json(200, []));
      await expect(api.zipCoverage({ excluded: [], twoDigits: true })).resolves.toEqual([]);
    });
  });

  describe('matchLead', () => {
    const alpha: MatchedOrganisation = { id: 3, leadId: 12, name: 'Alpha', type: 'buyer-email', email: 'a@k.example', phone: '089 1', zip: '80331', eligible: true };

    it('asks for the lead by its id, encoded and trimmed, with ?all=true only on request', async () => {
      const { api, calls } = setup(() => json(200, [alpha]));

      await expect(api.matchLead(' D-4711 ')).resolves.toEqual([alpha]);
      await api.matchLead('D/47 11', { all: true });
      await api.matchLead('12', { all: false });

      expect(calls.map((call) => [call.method, call.url])).toEqual([
        ['GET', '/api/organisation/match/D-4711'],
        ['GET', '/api/organisation/match/D%2F47%2011?all=true'],
        ['GET', '/api/organisation/match/12'],
      ]);
    });

    it('keeps the reason of organisations that do not fit (the server sends it only for them)', async () => {
      const beta = { ...alpha, id: 5, eligible: false, reason: 'Unternehmen ist inaktiv' };
      const { api } = setup(() => json(200, [alpha, beta]));

      await expect(api.matchLead('12', { all: true })).resolves.toEqual([alpha, beta]);
    });

    it("rejects an unknown id with the server's German message", async () => {
      const message = 'Kein Lead mit der Deal-Id oder Nummer X gefunden.';
      const { api } = setup(() => json(404, { statusCode: 404, error: message }));

      const failure = api.matchLead('X');
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({ status: 404, message });
    });
  });

  describe('sellLead', () => {
    const sale = {
      id: 40,
      dateTime: '2025-03-04T10:00:00.000Z',
      organisation: { id: 3, name: 'Alpha' },
      price: 45,
      manual: true,
      forced: false,
      reclamation: false,
      delivery: { id: 1, status: 'pending' },
    };
    const lead = { id: 12, lId: 12, qualified: false, contact: { zip: '80331' }, sellingStatistics: [sale] } as unknown as LeadDetail;

    it('posts the chosen organisations to the lead, with force false unless asked for', async () => {
      const { api, calls } = setup(() => json(200, lead));

      await api.sellLead(12, [3, 5]);
      await api.sellLead(12, [5], { force: true });
      await api.sellLead(12, [3], { force: false });

      expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
        { url: '/api/lead/12/sell', method: 'POST', body: { organisations: [3, 5], force: false } },
        { url: '/api/lead/12/sell', method: 'POST', body: { organisations: [5], force: true } },
        { url: '/api/lead/12/sell', method: 'POST', body: { organisations: [3], force: false } },
      ]);
      expect(calls[0].headers.Authorization).toBe('Bearer session-token');
    });

    it('answers the lead with all its sales, the new ones with their manual and forced flags', async () => {
      const { api } = setup(() => json(200, lead));

      const sold = await api.sellLead(12, [3]);
      expect(sold).toEqual(lead);
      expect(sold.sellingStatistics[0]).toMatchObject({ manual: true, forced: false });
    });

    it('builds the body without sharing the caller’s list', () => {
      const chosen = [3];
      sellLeadBody(chosen, false).organisations.push(4);
      expect(chosen).toEqual([3]);
    });

    it("rejects a refused sale with the server's German message and the refused organisations", async () => {
      const message = 'Nicht verkauft: Beta: Postleitzahl liegt nicht im Gebiet: 80331';
      const fields = { 'organisations.5': 'Beta: Postleitzahl liegt nicht im Gebiet: 80331' };
      const { api } = setup(() => json(400, { statusCode: 400, error: message, fields }));

      const failure = api.sellLead(12, [5]);
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({ status: 400, message, body: { fields } });
    });
  });

  it('reads a zip row as the server sends it', async () => {
    const { api } = setup(() => json(200, [{ zip: '80', buyers: 2, orgas: 3 }]));
    await expect(api.zipCoverage({ excluded: [], twoDigits: true })).resolves.toEqual([{ zip: '80', buyers: 2, orgas: 3 }]);
  });
});
