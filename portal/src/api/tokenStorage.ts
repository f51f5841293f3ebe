import { createTokenStorage as createSharedTokenStorage, type KeyValueStorage, type TokenStorage as SharedTokenStorage } from '@ui/auth/tokenStorage';
import type { PortalSession, PortalUser } from './types';

/**
 * The buyer's session in local storage. The back office on the same origin keeps its own under
 * 'user-token'; the portal's keys are prefixed so a staff member who is also logged in to the portal in
 * the same browser keeps both sessions apart (each token works only on its own API anyway).
 */
export const TOKEN_KEY = 'portal-token';
export const RENEW_TOKEN_KEY = 'portal-renew-token';
export const USER_KEY = 'portal-user';

export type TokenStorage = SharedTokenStorage<PortalUser, PortalSession>;

export function createTokenStorage(storage: KeyValueStorage): TokenStorage {
  return createSharedTokenStorage<PortalUser, PortalSession>(storage, { token: TOKEN_KEY, renewToken: RENEW_TOKEN_KEY, user: USER_KEY });
}
