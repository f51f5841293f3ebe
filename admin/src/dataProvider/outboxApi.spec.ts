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
