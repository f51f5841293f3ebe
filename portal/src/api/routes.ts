/**
 * Every portal API address in one place (libs/portal-auth and libs/portal). Lists and single leads go
 * through ra-data-simple-rest on API_URL; everything else is named here (invoice documents come with
 * their download paths in the list).
 */
export const API_URL = '/portal-api';

export const AUTH_ROUTES = {
  login: `${API_URL}/auth/login`,
  /** `{ code }` or `{ recoveryCode }` with the challenge token as bearer; answers the session. */
  secondFactor: `${API_URL}/auth/2fa`,
  /** GET: mails a login code for the challenge (users whose factor is the e-mail). */
  sendCode: `${API_URL}/auth/2fa/send`,
  setPassword: `${API_URL}/auth/set-password`,
  renew: `${API_URL}/auth/renew`,
  logout: `${API_URL}/auth/logout`,
  me: `${API_URL}/auth/me`,
  /** `{ currentPassword, newPassword }`: a new session (every other one ends). */
  password: `${API_URL}/auth/password`,
  totp: `${API_URL}/auth/2fa/totp`,
  totpConfirm: `${API_URL}/auth/2fa/totp/confirm`,
  emailCodes: `${API_URL}/auth/2fa/email`,
  disableSecondFactor: `${API_URL}/auth/2fa`,
} as const;

const lead = (id: number | string) => `${API_URL}/leads/${encodeURIComponent(String(id))}`;

export const PORTAL_ROUTES = {
  leadsExport: `${API_URL}/leads/export`,
  outcome: (id: number | string) => `${lead(id)}/outcome`,
  complaint: (id: number | string) => `${lead(id)}/complaint`,
  complaintUpload: (id: number | string) => `${lead(id)}/complaint/upload`,
  deliveryTest: `${API_URL}/deliveries/test`,
  settings: `${API_URL}/settings`,
  users: `${API_URL}/users`,
} as const;
