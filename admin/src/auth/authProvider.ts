import type { UserIdentity } from 'react-admin';
import { ApiError } from '@ui/http/apiError';
import type { HttpClient } from '@ui/http/httpClient';
import type { SecondFactorStep, SetPasswordAnswer } from '../dataProvider/apiTypes';
import type { Session, TokenStorage } from './tokenStorage';
import { AUTH_ROUTES } from '../dataProvider/routes';
import { fillPath } from '../dataProvider/mappers';
import { roleOf, type StaffRole } from './roles';
import { challengeEnded, isSecondFactorStep, LoginFailed, SecondFactorRequired, type SecondFactorAuthProvider, type SecondFactorChallenge } from '@ui/auth/secondFactor';

export const LOGIN_PATH = '/login';
export const AFTER_LOGIN_PATH = '/overview';
/** 'Mein Konto': where a session that must first set up a second factor is held. */
export const ACCOUNT_PATH = '/account';

/** Translation keys for login failures the server did not put into words. */
export const LOGIN_ERRORS = {
  invalidCredentials: 'app.login.invalid_credentials',
  failed: 'app.login.failed',
  wrongCode: 'app.login.code.wrong',
} as const;

const SECOND_FACTOR_REQUIRED = 'app.login.code.required';

/** Step one: e-mail and password. */
export interface PasswordLogin {
  email: string;
  password: string;
}

/** Step two, for a user with a second factor: a code from the app or the mail, or one recovery code. */
export interface SecondFactorLogin {
  challenge: SecondFactorChallenge;
  code?: string;
  recoveryCode?: string;
}

export type LoginParams = PasswordLogin | SecondFactorLogin;

/** The logged-in user as react-admin's identity, with the role and whether only the factor setup is open. */
export interface StaffIdentity extends UserIdentity {
  email: string;
  role: StaffRole | null;
  twoFactorSetupRequired: boolean;
}

/** react-admin's auth provider plus the session calls of the login, set-password and 'Mein Konto' pages. */
export interface AppAuthProvider extends SecondFactorAuthProvider {
  login(params: LoginParams): Promise<{ redirectTo: string }>;
  /** The invitation link's password; answers the account's e-mail for the login page. */
  setPassword(token: string, password: string): Promise<SetPasswordAnswer>;
  /** The own password: the server ends every other session and answers a new one, which is kept. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * A new session for the same login: after the second factor is set up, a session that could only
   * set it up becomes a full one.
   */
  refreshSession(): Promise<void>;
}

interface AuthProviderDeps {
  http: HttpClient;
  tokens: TokenStorage;
}

const startPathOf = (session: Session) => (session.twoFactorSetupRequired ? ACCOUNT_PATH : AFTER_LOGIN_PATH);

export function createAuthProvider({ http, tokens }: AuthProviderDeps): AppAuthProvider {
  const passSecondFactor = async ({ challenge, code, recoveryCode }: SecondFactorLogin) => {
    try {
      const session = await http.request<Session>(AUTH_ROUTES.secondFactor, {
        method: 'POST',
        body: recoveryCode !== undefined ? { recoveryCode } : { code: code ?? '' },
        // The challenge token is no session: it is sent only here and never renewed.
        headers: { Authorization: `Bearer ${challenge.token}` },
        renewOnUnauthorized: false,
      });
      tokens.save(session);
      return { redirectTo: startPathOf(session) };
    } catch (error) {
      throw new LoginFailed(loginErrorMessage(error, LOGIN_ERRORS.wrongCode), challengeEnded(error));
    }
  };

  return {
    async login(params: LoginParams) {
      if ('challenge' in params) return passSecondFactor(params);
      let answer: Session | SecondFactorStep;
      try {
        answer = await http.request<Session | SecondFactorStep>(AUTH_ROUTES.login, {
          method: 'POST',
          body: { email: params.email, password: params.password },
          renewOnUnauthorized: false,
        });
      } catch (error) {
        // Spec section 8: a failed login leaves no half session behind.
        tokens.clear();
        throw new LoginFailed(loginErrorMessage(error, LOGIN_ERRORS.invalidCredentials));
      }
      if (isSecondFactorStep(answer)) {
        // A new login replaces whatever session was stored; the challenge token itself is never stored.
        tokens.clear();
        throw new SecondFactorRequired({ token: answer.token, methods: answer.methods, user: answer.user }, SECOND_FACTOR_REQUIRED);
      }
      tokens.save(answer);
      return { redirectTo: startPathOf(answer) };
    },

    async sendLoginCode(challenge: SecondFactorChallenge) {
      try {
        await http.request(fillPath(AUTH_ROUTES.sendCode, challenge.user.id), {
          headers: { Authorization: `Bearer ${challenge.token}` },
          renewOnUnauthorized: false,
        });
      } catch (error) {
        throw new LoginFailed(loginErrorMessage(error, LOGIN_ERRORS.failed), challengeEnded(error));
      }
    },

    async setPassword(token: string, password: string) {
      return http.request<SetPasswordAnswer>(AUTH_ROUTES.setPassword, {
        method: 'POST',
        body: { token, password },
        renewOnUnauthorized: false,
      });
    },

    async changePassword(currentPassword: string, newPassword: string) {
      const session = await http.request<Session>(AUTH_ROUTES.password, { method: 'PUT', body: { currentPassword, newPassword } });
      tokens.save(session);
    },

    refreshSession: () => http.renewSession(),

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

    async checkError(error: { status?: number; body?: { code?: unknown } } | undefined) {
      // The http client has already tried to renew before a 401 gets here, so the session is over.
      const status = error?.status;
      // A wrong code while setting up the second factor is a 401 of its own: the session is fine.
      if (status === 401 && error?.body?.code === 'WRONG_CODE') return;
      if (status === 401) throw { redirectTo: LOGIN_PATH };
      // A session that may only set up the second factor is sent there, still logged in.
      if (status === 403 && error?.body?.code === 'TWO_FACTOR_SETUP_REQUIRED') {
        throw { redirectTo: ACCOUNT_PATH, logoutUser: false, message: false };
      }
      // Any other 403 is the role's refusal: the session stays, the screen says what was refused.
    },

    async getIdentity(): Promise<StaffIdentity> {
      const user = tokens.getUser();
      if (!user) throw new Error('ra.auth.auth_check_error');
      return { id: user.id, fullName: user.name, email: user.email, role: roleOf(user), twoFactorSetupRequired: tokens.setupRequired() };
    },

    /** The role (admin, sales, accounting), read by useCan against the permission table. */
    async getPermissions() {
      return roleOf(tokens.getUser());
    },
  };
}

function loginErrorMessage(error: unknown, unauthorizedKey: string): string {
  // Anything but an HTTP answer (no network, server down) gets the generic text.
  if (!(error instanceof ApiError)) return LOGIN_ERRORS.failed;
  if (error.body?.error) return error.body.error;
  return error.status === 401 ? unauthorizedKey : LOGIN_ERRORS.failed;
}
