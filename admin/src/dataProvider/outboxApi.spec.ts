import { createTokenStorage, USER_TOKEN_KEY } from '../auth/tokenStorage';
import { createAdminHttpClient } from '../http/httpClient';
import { fakeFetch, json, memoryStorage } from '@ui/testing/fakes';
import { createOutboxApi } from './outboxApi';

describe('outboxApi: failed deliveries', () => {
  it('retries the chosen deliveries with one POST of their ids as numbers, and rejects with the German reason', async () => {
    const tokens = createTokenStorage(memoryStorage({ [USER_TOKEN_KEY]: 'session-token' }));
    const { fetch, calls } = fakeFetch((call) =>
      (call.body as { ids: number[] }).ids.includes(1)
        ? json(200, { queued: 2, ids: [1, 5] })
        : json(400, { statusCode: 400, error: 'Keine der gewählten Zustellungen ist fehlgeschlagen.' }),
    );
    const api = createOutboxApi(createAdminHttpClient({ fetch, tokens }));

    await expect(api.retryDeliveries([1, '5'])).resolves.toEqual({ queued: 2, ids: [1, 5] });
    await expect(api.retryDeliveries([9])).rejects.toThrow('Keine der gewählten Zustellungen ist fehlgeschlagen.');
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/deliveries/retry', { ids: [1, 5] }],
      ['POST', '/api/deliveries/retry', { ids: [9] }],
    ]);
  });
});

describe('outboxApi: one mail again', () => {
  it("sends a mail again with a POST to its own route, and rejects with the server's German reason (the message 'Erneut senden' shows)", async () => {
    const tokens = createTokenStorage(memoryStorage({ [USER_TOKEN_KEY]: 'session-token' }));
    const id = '3f2a6c1e-0000-4000-8000-000000000001';
    const { fetch, calls } = fakeFetch((call) =>
      call.url.includes('000000000001')
        ? json(400, { statusCode: 400, error: 'Nur gehaltene oder fehlgeschlagene Mails können erneut gesendet werden.' })
        : json(200, { id: 'held', status: 'queued', error: null }),
    );
    const api = createOutboxApi(createAdminHttpClient({ fetch, tokens }));

    await expect(api.resendMail('held')).resolves.toMatchObject({ status: 'queued' });
    await expect(api.resendMail(id)).rejects.toThrow('Nur gehaltene oder fehlgeschlagene Mails können erneut gesendet werden.');
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/api/outgoing-mails/held/send'],
      ['POST', `/api/outgoing-mails/${id}/send`],
    ]);
  });
});
