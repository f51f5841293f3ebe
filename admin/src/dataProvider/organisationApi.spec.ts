import { ApiError } from '@ui/http/apiError';
import { createAdminHttpClient } from '../http/httpClient';
import { createTokenStorage, USER_TOKEN_KEY } from '../auth/tokenStorage';
import { fakeFetch, json, memoryStorage, type RecordedCall } from '@ui/testing/fakes';
import { createOrganisationApi } from './organisationApi';

function setup(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const tokens = createTokenStorage(memoryStorage({ [USER_TOKEN_KEY]: 'session-token' }));
  const { fetch, calls } = fakeFetch(respond);
  return { calls, api: createOrganisationApi(createAdminHttpClient({ fetch, tokens })) };
}

describe('organisationApi', () => {
  it('asks for the Pipedrive lists with the stored token (no token header)', async () => {
    const { api, calls } = setup((call) => {
      if (call.url.endsWith('/pd/pipelines')) return json(200, [{ id: 1, name: 'Vertrieb' }]);
      if (call.url.includes('/pd/stages')) return json(200, [{ id: 11, name: 'Neu', pipelineId: 1 }]);
      return json(200, [{ id: 'a1b2', name: 'Heiß' }]);
    });

    await expect(api.pipedrivePipelines(4)).resolves.toEqual([{ id: 1, name: 'Vertrieb' }]);
    await expect(api.pipedriveStages(4, 1)).resolves.toEqual([{ id: 11, name: 'Neu', pipelineId: 1 }]);
    await expect(api.pipedriveLeadLabels(4, '  ')).resolves.toEqual([{ id: 'a1b2', name: 'Heiß' }]);

    expect(calls.map((call) => call.url)).toEqual([
      '/api/organisation/4/pd/pipelines',
      '/api/organisation/4/pd/stages?pipeline=1',
      '/api/organisation/4/pd/leadlabels',
    ]);
    for (const call of calls) {
      expect(call.headers['X-Pipedrive-Token']).toBeUndefined();
      expect(call.headers.Authorization).toBe('Bearer session-token');
    }
  });

  it('sends a typed, unsaved token in the X-Pipedrive-Token header', async () => {
    const { api, calls } = setup(() => json(200, []));

    await api.pipedrivePipelines(4, ' neues-token ');
    await api.pipedriveStages(4, 7, 'neues-token');
    await api.pipedriveLeadLabels(4, 'neues-token');

    expect(calls.map((call) => call.headers['X-Pipedrive-Token'])).toEqual(['neues-token', 'neues-token', 'neues-token']);
  });

  it("rejects with the server's German reason", async () => {
    const { api } = setup(() => json(502, { statusCode: 502, error: 'Pipedrive lehnt das Token ab. Bitte das API-Token prüfen.' }));

    const failure = api.pipedrivePipelines(4, 'falsch');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('Pipedrive lehnt das Token ab. Bitte das API-Token prüfen.');
  });

  it('syncs the Google sheet with a POST and answers its status, or rejects with the reason', async () => {
    const status = { zips: 142, syncedAt: '2026-11-22T20:05:00.000Z', error: null };
    const { api, calls } = setup((call) =>
      call.url.endsWith('/7/sheet-sync') ? json(200, status) : json(502, { statusCode: 502, error: 'Google-Tabelle nicht gefunden oder nicht freigegeben (HTTP 404).' }),
    );

    await expect(api.syncSheet(7)).resolves.toEqual(status);
    await expect(api.syncSheet(8)).rejects.toThrow('Google-Tabelle nicht gefunden oder nicht freigegeben (HTTP 404).');
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/api/organisation/7/sheet-sync'],
      ['POST', '/api/organisation/8/sheet-sync'],
    ]);
  });

  it('creates a webhook secret and resumes stopped deliveries with POSTs, rejecting with the German reason', async () => {
    const { api, calls } = setup((call) => {
      if (call.url.endsWith('/webhook-secret')) return json(200, { secret: 'whsec_abc' });
      if (call.url === '/api/organisation/7/deliveries/resume') return json(200, { queued: 3 });
      return json(409, { statusCode: 409, error: 'Die Zustellung an Unternehmen 8 ist nicht gestoppt.' });
    });

    await expect(api.createWebhookSecret(7)).resolves.toEqual({ secret: 'whsec_abc' });
    await expect(api.resumeDeliveries(7)).resolves.toEqual({ queued: 3 });
    await expect(api.resumeDeliveries(8)).rejects.toThrow('Die Zustellung an Unternehmen 8 ist nicht gestoppt.');
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/api/organisation/7/webhook-secret'],
      ['POST', '/api/organisation/7/deliveries/resume'],
      ['POST', '/api/organisation/8/deliveries/resume'],
    ]);
  });

  it('reads the geodata status and the funnel steps', async () => {
    const steps = [{ id: 1, title: 'Dachart', key: 'roofType', question: 'Welche Dachart?', answers: [{ text: 'Satteldach', freeText: false }] }];
    const { api, calls } = setup((call) =>
      call.url === '/api/geo/status' ? json(200, { postalCodes: 8200, source: 'GeoNames (CC BY 4.0)' }) : json(200, { steps }),
    );

    await expect(api.geoStatus()).resolves.toEqual({ postalCodes: 8200, source: 'GeoNames (CC BY 4.0)' });
    await expect(api.funnelSteps()).resolves.toEqual(steps);
    expect(calls.map((call) => call.url)).toEqual(['/api/geo/status', '/public-api/funnel']);
  });
});
