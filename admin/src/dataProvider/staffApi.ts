import type { Identifier } from 'react-admin';
import type { HttpClient } from '@ui/http/httpClient';
import type { SecuritySettings, User } from './apiTypes';
import { fillPath } from './mappers';
import { STAFF_API_ROUTES } from './routes';

/** Settings → Mitarbeiter beyond react-admin's CRUD (administrators only); failures reject with the German ApiError. */
export interface StaffApi {
  /** A new link to set the password goes out by mail; earlier links stop working. */
  resendInvitation(id: Identifier): Promise<User>;
  /** Removes the staff member's second factor (lost phone); they set up a new one. */
  resetSecondFactor(id: Identifier): Promise<User>;
  securitySettings(): Promise<SecuritySettings>;
  saveSecuritySettings(settings: SecuritySettings): Promise<SecuritySettings>;
}

export function createStaffApi(http: HttpClient): StaffApi {
  return {
    resendInvitation: (id) => http.request<User>(fillPath(STAFF_API_ROUTES.invitation, id), { method: 'POST' }),
    resetSecondFactor: (id) => http.request<User>(fillPath(STAFF_API_ROUTES.resetSecondFactor, id), { method: 'DELETE' }),
    securitySettings: () => http.request<SecuritySettings>(STAFF_API_ROUTES.security),
    saveSecuritySettings: ({ requireTwoFactor }) =>
      http.request<SecuritySettings>(STAFF_API_ROUTES.security, { method: 'PUT', body: { requireTwoFactor: requireTwoFactor === true } }),
  };
}
