import { fakeFetch, json, memoryStorage, type RecordedCall } from '../testing/fakes';
import { createAuthProvider } from './authProvider';
import { createHttpClient } from '../http/httpClient';
import { createTokenStorage, RENEW_TOKEN_KEY, USER_KEY, USER_TOKEN_KEY } from './tokenStorage';

const user = { id: 3, email: 'bernd@example.de', name: 'Bernd Büro', isAdmin: false };

function setup(respond: (call: RecordedCall) => Response | Promise<Response>, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const tokens = createTokenStorage(storage);
  const { fetch, calls } = fakeFetch(respond);
  const authProvider = createAuthProvider({ http: createHttpClient({ fetch, tokens }), tokens });
  return { storage, calls, authProvider };
}

const loggedIn = {
  [USER_TOKEN_KEY]: 'token',
  [RENEW_TOKEN_KEY]: 'renew',
  [USER_KEY]: JSON.stringify(user),
};

describe('authProvider', () => {
  describe('login', () => {
    it('posts the credentials, stores both tokens and the user, and goes to /overview', async () => {
      const { authProvider, calls, storage } = setup(() => json(200, { token: 't1', renewToken: 'r1', user }));

      await expect(authProvider.login({ email: 'bernd@example.de', password: 'geheim' })).resolves.toEqual({
        redirectTo: '/overview',
      });
      expect(calls[0]).toMatchObject({
        url: '/auth/login',
        method: 'POST',
        body: { email: 'bernd@example.de', password: 'geheim' },
      });
      expect(storage.dump()).toEqual({
        [USER_TOKEN_KEY]: 't1',
        [RENEW_TOKEN_KEY]: 'r1',
        [USER_KEY]: JSON.stringify(user),
      });
    });

    it("fails with the server's German message, without trying to renew, and clears old tokens", async () => {
      const { authProvider, calls, storage } = setup(
        () => json(401, { statusCode: 401, error: 'E-Mail oder Passwort ist falsch.' }),
        loggedIn,
      );

      await expect(authProvider.login({ email: 'x@example.de', password: 'falsch' })).rejects.toThrow(
        'E-Mail oder Passwort ist falsch.',
      );
      expect(calls).toHaveLength(1);
      expect(storage.dump()).toEqual({});
    });

    it('passes on the message of a 429 answer', async () => {
      const { authProvider } = setup(() =>
        json(429, { statusCode: 429, error: 'Zu viele Anmeldeversuche. Bitte warten Sie 15 Minuten.' }),
      );

      await expect(authProvider.login({ email: 'x@example.de', password: 'p' })).rejects.toThrow(
        'Zu viele Anmeldeversuche. Bitte warten Sie 15 Minuten.',
      );
    });

    it('falls back to translation keys for a wordless 401 and for a network failure', async () => {
      const wordless = setup(() => json(401));
      await expect(wordless.authProvider.login({ email: 'a', password: 'b' })).rejects.toThrow(
        'app.login.invalid_credentials',
      );

      const offline = setup(() => {
        throw new TypeError('Failed to fetch');
      });
      await expect(offline.authProvider.login({ email: 'a', password: 'b' })).rejects.toThrow('app.login.failed');
    });
  });

  describe('logout', () => {
    it('revokes the renew token on the server, then clears everything', async () => {
      const { authProvider, calls, storage } = setup(() => new Response(null, { status: 204 }), loggedIn);

      await authProvider.logout({});
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ url: '/auth/logout', method: 'POST', body: { renewToken: 'renew' } });
      expect(storage.dump()).toEqual({});
    });

    it('clears the session even when the server cannot be reached', async () => {
      const { authProvider, storage } = setup(() => {
        throw new TypeError('Failed to fetch');
      }, loggedIn);

      await authProvider.logout({});
      expect(storage.dump()).toEqual({});
    });

    it('makes no call without a renew token', async () => {
      const { authProvider, calls } = setup(() => json(204));

      await authProvider.logout({});
      expect(calls).toHaveLength(0);
    });
  });

  describe('checkAuth', () => {
    it('accepts a stored access token without a call', async () => {
      const { authProvider, calls } = setup(() => json(500), loggedIn);

      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
      expect(calls).toHaveLength(0);
    });

    it('renews when only a renew token is stored', async () => {
      const { authProvider, storage } = setup(() => json(200, { token: 't2', renewToken: 'r2', user }), {
        [RENEW_TOKEN_KEY]: 'renew',
      });

      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
      expect(storage.dump()).toMatchObject({ [USER_TOKEN_KEY]: 't2', [RENEW_TOKEN_KEY]: 'r2' });
    });

    it('sends to /login when the renewal fails or nothing is stored', async () => {
      const refused = setup(() => json(401), { [RENEW_TOKEN_KEY]: 'renew' });
      await expect(refused.authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login' });
      expect(refused.storage.dump()).toEqual({});

      const empty = setup(() => json(500));
      await expect(empty.authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login' });
      expect(empty.calls).toHaveLength(0);
    });
  });

  it('checkError logs out on 401 and 403 only', async () => {
    const { authProvider } = setup(() => json(500));

    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ redirectTo: '/login' });
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({ redirectTo: '/login' });
    await expect(authProvider.checkError({ status: 404 })).resolves.toBeUndefined();
    await expect(authProvider.checkError(new TypeError('Failed to fetch'))).resolves.toBeUndefined();
  });

  it('takes identity and permissions from the stored user', async () => {
    const { authProvider } = setup(() => json(500), loggedIn);

    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 3,
      fullName: 'Bernd Büro',
      email: 'bernd@example.de',
    });
    await expect(authProvider.getPermissions!({})).resolves.toBe(false);
  });
});
