import type { UserIdentity } from 'react-admin';
import { challengeEnded, isSecondFactorStep, LoginFailed, SecondFactorRequired, type SecondFactorAuthProvider, type SecondFactorChallenge } from '@ui/auth/secondFactor';
import { ApiError } from '@ui/http/apiError';
import type { HttpClient } from '@ui/http/httpClient';
import { AUTH_ROUTES } from '../api/routes';
import type { TokenStorage } from '../api/tokenStorage';
import type { PortalSession, SecondFactorStep, SetPasswordAnswer } from '../api/types';
import { texts } from '../texts';

/** Inside the portal's router (basename /portal). */
export const LOGIN_PATH = '/login';
export const AFTER_LOGIN_PATH = '/leads';

export type LoginParams = { email: string; password: string } | { challenge: SecondFactorChallenge; code?: string; recoveryCode?: string };

export interface PortalAuthProvider extends SecondFactorAuthProvider {
  login(params: LoginParams): Promise<{ redirectTo: string }>;
  setPassword(token: string, password: string): Promise<SetPasswordAnswer>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
}

function loginError(error: unknown, unauthorized: string): string {
  if (!(error instanceof ApiError)) return texts.login.failed;
  if (error.body?.error) return error.body.error;
  return error.status === 401 ? unauthorized : texts.login.failed;
}

export function createAuthProvider({ http, tokens }: { http: HttpClient; tokens: TokenStorage }): PortalAuthProvider {
  return {
    async login(params) {
      if ('challenge' in params) {
        const { challenge, code, recoveryCode } = params;
        try {
          const session = await http.request<PortalSession>(AUTH_ROUTES.secondFactor, {
            method: 'POST',
            body: recoveryCode !== undefined ? { recoveryCode } : { code: code ?? '' },
            headers: { Authorization: `Bearer ${challenge.token}` },
            renewOnUnauthorized: false,
          });
          tokens.save(session);
          return { redirectTo: AFTER_LOGIN_PATH };
        } catch (error) {
          throw new LoginFailed(loginError(error, texts.login.wrongCode), challengeEnded(error));
        }
      }
      let answer: PortalSession | SecondFactorStep;
      try {
        answer = await http.request<PortalSession | SecondFactorStep>(AUTH_ROUTES.login, {
          method: 'POST',
          body: { email: params.email, password: params.password },
          renewOnUnauthorized: false,
        });
      } catch (error) {
        // A failed login leaves no half session behind.
        tokens.clear();
        throw new LoginFailed(loginError(error, texts.login.invalid));
      }
      if (isSecondFactorStep(answer)) {
        tokens.clear();
        throw new SecondFactorRequired({ token: answer.token, methods: answer.methods, user: answer.user }, texts.login.codeRequired);
      }
      tokens.save(answer);
      return { redirectTo: AFTER_LOGIN_PATH };
    },

    async sendLoginCode(challenge) {
      try {
        await http.request(AUTH_ROUTES.sendCode, { headers: { Authorization: `Bearer ${challenge.token}` }, renewOnUnauthorized: false });
      } catch (error) {
        throw new LoginFailed(loginError(error, texts.login.failed), challengeEnded(error));
      }
    },

    setPassword: (token, password) =>
      http.request<SetPasswordAnswer>(AUTH_ROUTES.setPassword, { method: 'POST', body: { token, password }, renewOnUnauthorized: false }),

    async changePassword(currentPassword, newPassword) {
      const session = await http.request<PortalSession | undefined>(AUTH_ROUTES.password, { method: 'PUT', body: { currentPassword, newPassword } });
      // The server ends every other session and answers a new one for this tab.
      if (session?.token && session.renewToken) tokens.save(session);
    },

    async logout() {
      const renewToken = tokens.getRenewToken();
      if (renewToken) {
        try {
          await http.request(AUTH_ROUTES.logout, { method: 'POST', body: { renewToken }, renewOnUnauthorized: false });
        } catch {
          // Logging out works offline too; the renew token then expires on its own.
        }
      }
      tokens.clear();
    },

    async checkAuth() {
      if (tokens.getToken()) return;
      if (tokens.getRenewToken()) {
        try {
          await http.renewSession();
          return;
        } catch {
          // The session is cleared; on to the login page.
        }
      }
      throw { redirectTo: LOGIN_PATH, message: false };
    },

    async checkError(error: { status?: number } | undefined) {
      // The http client has already tried to renew before a 401 gets here.
      if (error?.status === 401) throw { redirectTo: LOGIN_PATH };
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = tokens.getUser();
      if (!user) throw new Error(texts.login.sessionMissing);
      return { id: user.id, fullName: user.name || user.email };
    },

    getPermissions: async () => undefined,
  };
}
