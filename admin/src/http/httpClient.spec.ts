import { memoryStorage, fakeFetch, json, type RecordedCall } from '../testing/fakes';
import { ApiError, createHttpClient } from './httpClient';
import { createTokenStorage, RENEW_TOKEN_KEY, USER_KEY, USER_TOKEN_KEY } from '../auth/tokenStorage';

const user = { id: 1, email: 'anna@example.de', name: 'Anna Admin', isAdmin: true };

function setup(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const storage = memoryStorage({
    [USER_TOKEN_KEY]: 'old-token',
    [RENEW_TOKEN_KEY]: 'old-renew',
    [USER_KEY]: JSON.stringify(user),
  });
  const tokens = createTokenStorage(storage);
  const { fetch, calls } = fakeFetch(respond);
  return { storage, tokens, calls, http: createHttpClient({ fetch, tokens }) };
}

/** The API as it behaves once the access token expired: only the renewed token is accepted. */
const expiredSession =
  (renewAnswer: () => Response | Promise<Response>) =>
  (call: RecordedCall) => {
    if (call.url === '/auth/renew') return renewAnswer();
    if (call.headers.Authorization === 'Bearer new-token') return json(200, { path: call.url });
    return json(401, { statusCode: 401, error: 'Nicht angemeldet.' });
  };

const renewed = () => json(200, { token: 'new-token', renewToken: 'new-renew', user });

describe('httpClient', () => {
  it('sends the stored access token as bearer header and returns the JSON body', async () => {
    const { http, calls } = setup(() => json(200, [{ id: 1 }]));

    await expect(http.request('/api/users')).resolves.toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.Authorization).toBe('Bearer old-token');
  });

  it("lets a caller's own bearer header (the login's challenge token) win over the stored session", async () => {
    const { http, calls } = setup(() => json(200, {}));

    await http.request('/auth/2fa', { method: 'POST', body: { code: '123456' }, headers: { Authorization: 'Bearer challenge' } });
    expect(calls[0].headers.Authorization).toBe('Bearer challenge');
  });

  it('sends a body as JSON with the method given', async () => {
    const { http, calls } = setup(() => json(200, { id: 7 }));

    await http.request('/api/organisation', { method: 'POST', body: { name: 'Solar GmbH' } });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Solar GmbH' },
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('sends a raw body as it is, with its own content type', async () => {
    const { http, calls } = setup(() => json(200, { imported: 1 }));
    const csv = 'orderNumber;lastName\nA-1;Müller\n';

    await http.request('/api/orders/import', { method: 'POST', rawBody: { content: csv, contentType: 'text/csv' } });
    expect(calls[0]).toMatchObject({ method: 'POST', body: csv, headers: { 'Content-Type': 'text/csv' } });
  });

  it('renews once for two parallel 401s, stores the new tokens and replays both calls', async () => {
    let releaseRenew!: () => void;
    const renewGate = new Promise<void>((resolve) => (releaseRenew = resolve));
    const { http, calls, storage } = setup(
      expiredSession(async () => {
        await renewGate;
        return renewed();
      }),
    );

    const both = Promise.all([http.request('/api/organisations'), http.request('/api/leadsources')]);
    // Let both first attempts fail before the renewal answers.
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseRenew();

    await expect(both).resolves.toEqual([{ path: '/api/organisations' }, { path: '/api/leadsources' }]);
    const renewCalls = calls.filter((call) => call.url === '/auth/renew');
    expect(renewCalls).toHaveLength(1);
    expect(renewCalls[0].body).toEqual({ renewToken: 'old-renew' });
    const replays = calls.filter((call) => call.headers.Authorization === 'Bearer new-token');
    expect(replays.map((call) => call.url).sort()).toEqual(['/api/leadsources', '/api/organisations']);
    expect(storage.dump()).toMatchObject({ [USER_TOKEN_KEY]: 'new-token', [RENEW_TOKEN_KEY]: 'new-renew' });
  });

  it('replays without renewing again when another call renewed in the meantime', async () => {
    const { http, calls } = setup(expiredSession(renewed));

    await http.request('/api/organisations');
    await http.request('/api/leadsources');

    expect(calls.filter((call) => call.url === '/auth/renew')).toHaveLength(1);
  });

  it('clears the session and rejects with 401 when the renewal is refused', async () => {
    const { http, storage, calls } = setup(expiredSession(() => json(401, { statusCode: 401, error: 'Abgelaufen.' })));

    const results = await Promise.allSettled([http.request('/api/organisations'), http.request('/api/users')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    }
    expect(calls.filter((call) => call.url === '/auth/renew')).toHaveLength(1);
    expect(storage.dump()).toEqual({});
  });

  it('clears the session when the renewal fails on the network', async () => {
    const { http, storage } = setup(
      expiredSession(() => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(http.request('/api/users')).rejects.toMatchObject({ status: 401 });
    expect(storage.dump()).toEqual({});
  });

  it('does not replay a call a second time when the replay is refused too', async () => {
    const { http, calls } = setup((call) =>
      call.url === '/auth/renew' ? renewed() : json(401, { statusCode: 401, error: 'Nein.' }),
    );

    await expect(http.request('/api/users')).rejects.toMatchObject({ status: 401, message: 'Nein.' });
    expect(calls.map((call) => call.url)).toEqual(['/api/users', '/auth/renew', '/api/users']);
  });

  it("renews only for a 401 about the session, not for one about what was sent (a wrong code)", async () => {
    const { http, calls } = setup(() => json(401, { statusCode: 401, error: 'Der Code stimmt nicht.', code: 'WRONG_CODE' }));

    await expect(http.request('/api/auth/2fa/totp/confirm', { method: 'POST', body: { code: '000000' } })).rejects.toMatchObject({
      status: 401,
      message: 'Der Code stimmt nicht.',
    });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/2fa/totp/confirm']);
  });

  it('leaves a 401 alone when asked not to renew (the auth calls)', async () => {
    const { http, calls } = setup(() => json(401, { statusCode: 401, error: 'E-Mail oder Passwort ist falsch.' }));

    await expect(
      http.request('/auth/login', { method: 'POST', body: {}, renewOnUnauthorized: false }),
    ).rejects.toMatchObject({ status: 401, message: 'E-Mail oder Passwort ist falsch.' });
    expect(calls).toHaveLength(1);
  });

  it("rejects with the server's German error text, status and body", async () => {
    const body = { statusCode: 400, error: 'Name fehlt.', fields: { name: 'Pflichtfeld' } };
    const { http } = setup(() => json(400, body));

    const error = await http.request('/api/organisation').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Name fehlt.', status: 400, body });
  });

  it('uses a translation key when the server gave no text, and undefined for an empty body', async () => {
    const { http } = setup((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : json(500)));

    await expect(http.request('/api/leadsource/1', { method: 'DELETE' })).resolves.toBeUndefined();
    await expect(http.request('/api/leadsources')).rejects.toMatchObject({
      status: 500,
      message: 'ra.notification.http_error',
    });
  });

  it('downloads a file with the session, renewing an expired one first', async () => {
    const { http, calls } = setup((call) => {
      if (call.url === '/auth/renew') return renewed();
      if (call.headers.Authorization !== 'Bearer new-token') return json(401, { statusCode: 401, error: 'Nicht angemeldet.' });
      return new Response(new Uint8Array([1, 2, 3]), { status: 200 });
    });

    const file = await http.download('/api/leads/export');

    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(calls.map((call) => [call.url, call.headers.Authorization, call.headers.Accept])).toEqual([
      ['/api/leads/export', 'Bearer old-token', '*/*'],
      ['/auth/renew', undefined, 'application/json'],
      ['/api/leads/export', 'Bearer new-token', '*/*'],
    ]);
  });

  it('rejects a refused download with the German reason of its JSON body', async () => {
    const { http } = setup(() => json(400, { statusCode: 400, error: 'zipfilter muss der Anfang einer Postleitzahl sein (1 bis 5 Ziffern)' }));

    await expect(http.download('/api/leads/export')).rejects.toMatchObject({ status: 400, message: 'zipfilter muss der Anfang einer Postleitzahl sein (1 bis 5 Ziffern)' });
  });
});
