import { memoryStorage, fakeFetch, json, type RecordedCall } from '../testing/fakes';
import { createTokenStorage } from '../auth/tokenStorage';
import { ApiError } from './apiError';
import { createHttpClient } from './httpClient';

const KEYS = { token: 'test-token', renewToken: 'test-renew-token', user: 'test-user' };
const GENERIC_ERROR = 'app.generic_error';
const SESSION_ENDED = 'app.session_ended';
const user = { id: 1, email: 'anna@example.de', name: 'Anna Admin' };

function setup(respond: (call: RecordedCall) => Response | Promise<Response>, { fieldErrorsForForms = false } = {}) {
  const storage = memoryStorage({
    [KEYS.token]: 'old-token',
    [KEYS.renewToken]: 'old-renew',
    [KEYS.user]: JSON.stringify(user),
  });
  const tokens = createTokenStorage<typeof user>(storage, KEYS);
  const { fetch, calls } = fakeFetch(respond);
  const http = createHttpClient({ fetch, tokens, renewPath: '/auth/renew', genericError: GENERIC_ERROR, sessionEnded: SESSION_ENDED, fieldErrorsForForms });
  return { storage, tokens, calls, http };
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
    expect(storage.dump()).toMatchObject({ [KEYS.token]: 'new-token', [KEYS.renewToken]: 'new-renew' });
  });

  it('replays without renewing again when another call renewed in the meantime', async () => {
    const { http, calls } = setup(expiredSession(renewed));

    await http.request('/api/organisations');
    await http.request('/api/leadsources');

    expect(calls.filter((call) => call.url === '/auth/renew')).toHaveLength(1);
  });

  it('clears the session and rejects with 401 and the session-ended message when the renewal is refused', async () => {
    const { http, storage, calls } = setup(expiredSession(() => json(401, { statusCode: 401, error: 'Abgelaufen.' })));

    const results = await Promise.allSettled([http.request('/api/organisations'), http.request('/api/users')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401, message: SESSION_ENDED });
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

  it("uses the app's generic message when the server gave no text, and undefined for an empty body", async () => {
    const { http } = setup((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : json(500)));

    await expect(http.request('/api/leadsource/1', { method: 'DELETE' })).resolves.toBeUndefined();
    await expect(http.request('/api/leadsources')).rejects.toMatchObject({ status: 500, message: GENERIC_ERROR });
  });

  it("uses the generic message for an answer that is not JSON (a proxy's error page)", async () => {
    const { http } = setup(() => new Response('<html>Bad Gateway</html>', { status: 502 }));

    await expect(http.request('/api/leads')).rejects.toMatchObject({ status: 502, message: GENERIC_ERROR, body: undefined });
  });

  it("copies the field messages to react-admin's `errors` only where the app asks for it", async () => {
    const body = { statusCode: 400, error: 'Bitte wählen Sie einen Grund.', fields: { reason: 'Bitte wählen Sie einen Grund.' } };
    const copying = setup(() => json(400, body), { fieldErrorsForForms: true });
    const leaving = setup(() => json(400, body));

    await expect(copying.http.request('/portal-api/leads/5/outcome', { method: 'PUT', body: {} })).rejects.toMatchObject({ body: { fields: body.fields, errors: body.fields } });
    const failure = await leaving.http.request('/api/organisation').catch((reason: unknown) => reason);
    expect((failure as ApiError).body).toEqual(body);
  });

  it('sends a multipart form as it is, leaving its content type to the browser', async () => {
    const { http, calls } = setup(() => json(200, {}));
    const form = new FormData();
    form.append('file', new Blob(['Nachweis']), 'nachweis.txt');

    await http.request('/portal-api/leads/5/complaint/upload', { method: 'POST', form });
    expect(calls[0].body).toBe(form);
    expect(calls[0].headers['Content-Type']).toBeUndefined();
  });

  it('downloads a file with the session, renewing an expired one first', async () => {
    const { http, calls } = setup((call) => {
      if (call.url === '/auth/renew') return renewed();
      if (call.headers.Authorization !== 'Bearer new-token') return json(401, { statusCode: 401, error: 'Nicht angemeldet.' });
      return new Response(new Uint8Array([1, 2, 3]), { status: 200 });
    });

    const file = await http.download('/api/leads/export');

    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(file.fileName).toBeNull();
    expect(calls.map((call) => [call.url, call.headers.Authorization, call.headers.Accept])).toEqual([
      ['/api/leads/export', 'Bearer old-token', '*/*'],
      ['/auth/renew', undefined, 'application/json'],
      ['/api/leads/export', 'Bearer new-token', '*/*'],
    ]);
  });

  it('names a download as the server did in Content-Disposition', async () => {
    const { http } = setup(() => new Response('%PDF', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="RE2026-0001.pdf"' } }));

    await expect(http.download('/portal-api/invoices/1/pdf')).resolves.toMatchObject({ fileName: 'RE2026-0001.pdf' });
  });

  it('rejects a refused download with the German reason of its JSON body', async () => {
    const { http } = setup(() => json(400, { statusCode: 400, error: 'zipfilter muss der Anfang einer Postleitzahl sein (1 bis 5 Ziffern)' }));

    await expect(http.download('/api/leads/export')).rejects.toMatchObject({ status: 400, message: 'zipfilter muss der Anfang einer Postleitzahl sein (1 bis 5 Ziffern)' });
  });
});
