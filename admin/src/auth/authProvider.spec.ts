import { fakeFetch, json, memoryStorage, type RecordedCall } from '@ui/testing/fakes';
import { createAuthProvider } from './authProvider';
import { createAdminHttpClient } from '../http/httpClient';
import { createTokenStorage, RENEW_TOKEN_KEY, SETUP_REQUIRED_KEY, USER_KEY, USER_TOKEN_KEY } from './tokenStorage';
import { LoginFailed, SecondFactorRequired, type SecondFactorChallenge } from '@ui/auth/secondFactor';

const user = { id: 3, email: 'bernd@example.de', name: 'Bernd Büro', isAdmin: false, role: 'sales' };

function setup(respond: (call: RecordedCall) => Response | Promise<Response>, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const tokens = createTokenStorage(storage);
  const { fetch, calls } = fakeFetch(respond);
  const authProvider = createAuthProvider({ http: createAdminHttpClient({ fetch, tokens }), tokens });
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

  it("checkError logs out on 401 only: a role's 403 keeps the session, a setup-only session goes to 'Mein Konto'", async () => {
    const { authProvider } = setup(() => json(500));

    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ redirectTo: '/login' });
    await expect(
      authProvider.checkError({ status: 403, body: { code: 'FORBIDDEN', error: 'Dafür fehlt Ihnen die Berechtigung (Rolle: Vertrieb).' } }),
    ).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 403, body: { code: 'TWO_FACTOR_SETUP_REQUIRED' } })).rejects.toEqual({
      redirectTo: '/account',
      logoutUser: false,
      message: false,
    });
    await expect(authProvider.checkError({ status: 404 })).resolves.toBeUndefined();
    await expect(authProvider.checkError(new TypeError('Failed to fetch'))).resolves.toBeUndefined();
    // A wrong code while setting up the app is no reason to end the session.
    await expect(authProvider.checkError({ status: 401, body: { code: 'WRONG_CODE' } })).resolves.toBeUndefined();
  });

  it('takes identity and the role (as permissions) from the stored user', async () => {
    const { authProvider } = setup(() => json(500), loggedIn);

    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 3,
      fullName: 'Bernd Büro',
      email: 'bernd@example.de',
      role: 'sales',
      twoFactorSetupRequired: false,
    });
    await expect(authProvider.getPermissions!({})).resolves.toBe('sales');
  });

  it('reads a user stored before roles existed by its isAdmin flag', async () => {
    const { role: _role, ...withoutRole } = user;
    const admin = setup(() => json(500), { ...loggedIn, [USER_KEY]: JSON.stringify({ ...withoutRole, isAdmin: true }) });
    await expect(admin.authProvider.getPermissions!({})).resolves.toBe('admin');
    const other = setup(() => json(500), { ...loggedIn, [USER_KEY]: JSON.stringify(withoutRole) });
    await expect(other.authProvider.getPermissions!({})).resolves.toBe('sales');
    const none = setup(() => json(500));
    await expect(none.authProvider.getPermissions!({})).resolves.toBeNull();
  });

  describe('second factor', () => {
    const step = { twoFactorRequired: true, methods: ['email', 'recovery'], token: 'challenge-token', user: { id: 3, email: 'bernd@example.de' } };
    const challenge = { token: step.token, methods: step.methods, user: step.user } as SecondFactorChallenge;

    it('stores nothing for the challenge token and rejects with the code step', async () => {
      const { authProvider, storage } = setup(() => json(200, step), loggedIn);

      const failure = await authProvider.login({ email: 'bernd@example.de', password: 'geheim-und-lang' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SecondFactorRequired);
      expect((failure as SecondFactorRequired).challenge).toEqual(challenge);
      // The old session is gone and the challenge token is not a session.
      expect(storage.dump()).toEqual({});
    });

    it('passes the code with the challenge token as bearer, stores the session and goes to /overview', async () => {
      const { authProvider, calls, storage } = setup(() => json(200, { token: 't1', renewToken: 'r1', user }));

      await expect(authProvider.login({ challenge, code: '123456' })).resolves.toEqual({ redirectTo: '/overview' });
      expect(calls[0]).toMatchObject({ url: '/auth/2fa', method: 'POST', body: { code: '123456' }, headers: { Authorization: 'Bearer challenge-token' } });
      expect(storage.dump()).toEqual({ [USER_TOKEN_KEY]: 't1', [RENEW_TOKEN_KEY]: 'r1', [USER_KEY]: JSON.stringify(user) });
    });

    it('sends a recovery code instead of a code when one is given', async () => {
      const { authProvider, calls } = setup(() => json(200, { token: 't1', renewToken: 'r1', user }));

      await authProvider.login({ challenge, recoveryCode: '7kq2-m9xd-4p' });
      expect(calls[0].body).toEqual({ recoveryCode: '7kq2-m9xd-4p' });
    });

    it("keeps the code step on a wrong code (the server's text, no renewal) and ends it after too many", async () => {
      const wrong = setup(() => json(401, { statusCode: 401, error: 'Der Code ist falsch oder abgelaufen.', code: 'WRONG_CODE' }));
      const failure = await wrong.authProvider.login({ challenge, code: '000000' }).catch((error: unknown) => error);
      expect(failure).toEqual(new LoginFailed('Der Code ist falsch oder abgelaufen.'));
      expect((failure as LoginFailed).challengeEnded).toBe(false);
      expect(wrong.calls).toHaveLength(1);

      const ended = setup(() => json(401, { statusCode: 401, error: 'Zu viele falsche Codes. Bitte melden Sie sich erneut an.', code: 'TOO_MANY_CODES' }));
      const last = await ended.authProvider.login({ challenge, code: '000000' }).catch((error: unknown) => error);
      expect((last as LoginFailed).challengeEnded).toBe(true);
      expect((last as LoginFailed).message).toBe('Zu viele falsche Codes. Bitte melden Sie sich erneut an.');
    });

    it('asks the server to mail a code for the challenge', async () => {
      const { authProvider, calls } = setup(() => new Response(null, { status: 204 }));

      await authProvider.sendLoginCode(challenge);
      expect(calls[0]).toMatchObject({ url: '/api/user/3/2fa/send', method: 'GET', headers: { Authorization: 'Bearer challenge-token' } });
    });

    it("goes to 'Mein Konto' and marks the session while the setting demands a factor not yet set up", async () => {
      const { authProvider, storage } = setup(() => json(200, { token: 't1', renewToken: 'r1', user, twoFactorSetupRequired: true }));

      await expect(authProvider.login({ email: 'bernd@example.de', password: 'geheim-und-lang' })).resolves.toEqual({ redirectTo: '/account' });
      expect(storage.dump()[SETUP_REQUIRED_KEY]).toBe('true');
      await expect(authProvider.getIdentity!()).resolves.toMatchObject({ twoFactorSetupRequired: true });
    });

    it('a renewal after the setup makes the session a full one', async () => {
      const { authProvider, storage } = setup(() => json(200, { token: 't2', renewToken: 'r2', user }), {
        ...loggedIn,
        [SETUP_REQUIRED_KEY]: 'true',
      });

      await authProvider.refreshSession();
      expect(storage.dump()).toEqual({ [USER_TOKEN_KEY]: 't2', [RENEW_TOKEN_KEY]: 'r2', [USER_KEY]: JSON.stringify(user) });
    });
  });

  it('a new own password keeps the session the server answers', async () => {
    const { authProvider, calls, storage } = setup(() => json(200, { token: 't3', renewToken: 'r3', user }), loggedIn);

    await authProvider.changePassword('altes-passwort', 'Neues-Passwort-2026!');
    expect(calls[0]).toMatchObject({ url: '/api/auth/password', method: 'PUT', body: { currentPassword: 'altes-passwort', newPassword: 'Neues-Passwort-2026!' } });
    expect(storage.dump()).toMatchObject({ [USER_TOKEN_KEY]: 't3', [RENEW_TOKEN_KEY]: 'r3' });
  });

  it('sets the password of an invitation link without any session', async () => {
    const { authProvider, calls } = setup(() => json(200, { email: 'neu@example.de' }));

    await expect(authProvider.setPassword('link-token-123', 'Sonnendach-Kupfer-42')).resolves.toEqual({ email: 'neu@example.de' });
    expect(calls[0]).toMatchObject({ url: '/auth/set-password', method: 'POST', body: { token: 'link-token-123', password: 'Sonnendach-Kupfer-42' } });
    expect(calls[0].headers.Authorization).toBeUndefined();
  });
});
