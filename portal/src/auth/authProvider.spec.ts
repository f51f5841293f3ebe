import { LoginFailed, SecondFactorRequired } from '@ui/auth/secondFactor';
import { ApiError } from '@ui/http/apiError';
import type { HttpClient } from '@ui/http/httpClient';
import { memoryStorage } from '@ui/testing/fakes';
import { createTokenStorage } from '../api/tokenStorage';
import { createAuthProvider } from './authProvider';

const USER = { id: 7, email: 'einkauf@solar.de', name: 'Petra Müller', organisationId: 4 };

function setUp(answers: Record<string, unknown>) {
  const tokens = createTokenStorage(memoryStorage());
  const sent: { path: string; options?: unknown }[] = [];
  const request = jest.fn(async (path: string, options?: unknown) => {
    sent.push({ path, options });
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const http = { request, exchange: jest.fn(), download: jest.fn(), renewSession: jest.fn() } as unknown as HttpClient;
  return { auth: createAuthProvider({ http, tokens }), tokens, sent };
}

describe('portal auth provider', () => {
  it('keeps the session of a login without second factor and leads to the leads', async () => {
    const { auth, tokens } = setUp({ '/portal-api/auth/login': { token: 't', renewToken: 'r', user: USER } });
    await expect(auth.login({ email: USER.email, password: 'geheim' })).resolves.toEqual({ redirectTo: '/leads' });
    expect(tokens.getToken()).toBe('t');
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 7, fullName: 'Petra Müller' });
  });

  it('asks for the code without keeping a session, then sends it with the challenge token', async () => {
    const step = { twoFactorRequired: true, methods: ['totp', 'recovery'], token: 'challenge', user: { id: 7, email: USER.email } };
    const { auth, tokens, sent } = setUp({ '/portal-api/auth/login': step, '/portal-api/auth/2fa': { token: 't2', renewToken: 'r2', user: USER } });
    const failure = await auth.login({ email: USER.email, password: 'geheim' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SecondFactorRequired);
    expect(tokens.getToken()).toBeNull();
    await auth.login({ challenge: (failure as SecondFactorRequired).challenge, code: '123456' });
    expect(sent.at(-1)).toEqual({
      path: '/portal-api/auth/2fa',
      options: { method: 'POST', body: { code: '123456' }, headers: { Authorization: 'Bearer challenge' }, renewOnUnauthorized: false },
    });
    expect(tokens.getToken()).toBe('t2');
  });

  it('says in German why a login failed, and when the code step is over', async () => {
    const { auth } = setUp({
      '/portal-api/auth/login': new ApiError('E-Mail oder Passwort ist falsch.', 401, { error: 'E-Mail oder Passwort ist falsch.' }),
      '/portal-api/auth/2fa': new ApiError('Zu viele falsche Codes.', 401, { error: 'Zu viele falsche Codes.', code: 'TOO_MANY_CODES' }),
    });
    await expect(auth.login({ email: 'x@y.de', password: 'falsch' })).rejects.toMatchObject({ message: 'E-Mail oder Passwort ist falsch.' });
    const ended = await auth.login({ challenge: { token: 'c', methods: ['totp'], user: { id: 1, email: 'x@y.de' } }, code: '1' }).catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(LoginFailed);
    expect(ended).toMatchObject({ message: 'Zu viele falsche Codes.', challengeEnded: true });
  });

  it('sends a session without token to the portal login', async () => {
    const { auth } = setUp({});
    await expect(auth.checkAuth!({})).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(auth.checkError!({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(auth.checkError!({ status: 404 })).resolves.toBeUndefined();
  });
});
