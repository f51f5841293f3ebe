import type { AuthProvider, UserIdentity } from 'react-admin';
import { ApiError, type HttpClient } from '../http/httpClient';
import type { Session, TokenStorage } from './tokenStorage';
import { AUTH_ROUTES } from '../dataProvider/routes';

export const LOGIN_PATH = '/login';
export const AFTER_LOGIN_PATH = '/overview';

/** Translation keys for login failures the server did not put into words. */
export const LOGIN_ERRORS = {
  invalidCredentials: 'app.login.invalid_credentials',
  failed: 'app.login.failed',
} as const;

export interface LoginParams {
  email: string;
  password: string;
}

interface AuthProviderDeps {
  http: HttpClient;
  tokens: TokenStorage;
}

export function createAuthProvider({ http, tokens }: AuthProviderDeps): AuthProvider {
  return {
    async login({ email, password }: LoginParams) {
      try {
        const session = await http.request<Session>(AUTH_ROUTES.login, {
          method: 'POST',
          body: { email, password },
          renewOnUnauthorized: false,
        });
        tokens.save(session);
        return { redirectTo: AFTER_LOGIN_PATH };
      } catch (error) {
        // Spec section 8: a failed login leaves no half session behind.
        tokens.clear();
        throw new Error(loginErrorMessage(error));
      }
    },

    async logout() {
      const renewToken = tokens.getRenewToken();
      if (renewToken) {
        try {
          await http.request(AUTH_ROUTES.logout, {
            method: 'POST',
            body: { renewToken },
            renewOnUnauthorized: false,
          });
        } catch {
          // Logging out must work offline too; the server lets the renew token expire on its own.
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
          // renewSession already cleared the session; fall through to the login page.
        }
      }
      throw { redirectTo: LOGIN_PATH };
    },

    async checkError(error: { status?: number } | undefined) {
      // The http client has already tried to renew before a 401 gets here, so the session is over.
      const status = error?.status;
      if (status === 401 || status === 403) throw { redirectTo: LOGIN_PATH };
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = tokens.getUser();
      if (!user) throw new Error('ra.auth.auth_check_error');
      return { id: user.id, fullName: user.name, email: user.email };
    },

    async getPermissions() {
      return tokens.getUser()?.isAdmin === true;
    },
  };
}

function loginErrorMessage(error: unknown): string {
  // Anything but an HTTP answer (no network, server down) gets the generic text.
  if (!(error instanceof ApiError)) return LOGIN_ERRORS.failed;
  if (error.body?.error) return error.body.error;
  return error.status === 401 ? LOGIN_ERRORS.invalidCredentials : LOGIN_ERRORS.failed;
}
