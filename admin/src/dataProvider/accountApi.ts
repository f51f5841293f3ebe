import type { HttpClient } from '@ui/http/httpClient';
import type { CurrentUser, RecoveryCodes, TotpSetup } from './apiTypes';
import { ACCOUNT_API_ROUTES } from './routes';

/**
 * 'Mein Konto': the logged-in user's own second factor. Failures reject with the German ApiError.
 * Changing the password starts a new session, so it lives in the auth provider, which keeps sessions.
 */
export interface AccountApi {
  /** Who is logged in, whether the setting makes them set up a factor first, and the recovery codes left. */
  currentUser(): Promise<CurrentUser>;
  /** Step one of the authenticator app: the secret (also as QR code); it counts once a code is confirmed. */
  startTotp(password?: string): Promise<TotpSetup>;
  /** 401 for a wrong code; on success the ten recovery codes, shown this once. */
  confirmTotp(code: string): Promise<RecoveryCodes>;
  /** Step one of codes by e-mail: a test code to the own address (409 without an SMTP server). */
  startEmailCodes(password?: string): Promise<void>;
  /** Step two, with the test code: codes by e-mail from now on; the ten recovery codes (400 for a wrong code). */
  confirmEmailCodes(code: string): Promise<RecoveryCodes>;
  /** 400 for a wrong password, 409 while the setting demands a factor for everyone. */
  disableSecondFactor(password: string): Promise<void>;
}

export function createAccountApi(http: HttpClient): AccountApi {
  return {
    currentUser: () => http.request<CurrentUser>(ACCOUNT_API_ROUTES.me),
    // The password only when a factor is set up already (replacing it needs it).
    startTotp: (password) => http.request<TotpSetup>(ACCOUNT_API_ROUTES.totp, { method: 'POST', body: password ? { password } : {} }),
    confirmTotp: (code) => http.request<RecoveryCodes>(ACCOUNT_API_ROUTES.totpConfirm, { method: 'POST', body: { code } }),
    startEmailCodes: async (password) => {
      await http.request(ACCOUNT_API_ROUTES.email, { method: 'POST', body: password ? { password } : {} });
    },
    confirmEmailCodes: (code) => http.request<RecoveryCodes>(ACCOUNT_API_ROUTES.email, { method: 'PUT', body: { enabled: true, code } }),
    disableSecondFactor: async (password) => {
      await http.request(ACCOUNT_API_ROUTES.secondFactor, { method: 'DELETE', body: { password } });
    },
  };
}
