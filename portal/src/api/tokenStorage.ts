import type { PortalSession, PortalUser } from './types';

/**
 * The buyer's session in local storage. The back office on the same origin keeps its own under
 * 'user-token'; the portal's keys are prefixed so a staff member who is also logged in to the portal in
 * the same browser keeps both sessions apart (each token works only on its own API anyway).
 */
export const TOKEN_KEY = 'portal-token';
export const RENEW_TOKEN_KEY = 'portal-renew-token';
export const USER_KEY = 'portal-user';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStorage {
  getToken(): string | null;
  getRenewToken(): string | null;
  getUser(): PortalUser | null;
  save(session: PortalSession): void;
  clear(): void;
}

export function createTokenStorage(storage: KeyValueStorage): TokenStorage {
  return {
    getToken: () => storage.getItem(TOKEN_KEY),
    getRenewToken: () => storage.getItem(RENEW_TOKEN_KEY),
    getUser() {
      const stored = storage.getItem(USER_KEY);
      if (!stored) return null;
      try {
        return JSON.parse(stored) as PortalUser;
      } catch {
        // A hand-edited value must not break the app; the next login rewrites it.
        return null;
      }
    },
    save(session) {
      storage.setItem(TOKEN_KEY, session.token);
      storage.setItem(RENEW_TOKEN_KEY, session.renewToken);
      if (session.user) storage.setItem(USER_KEY, JSON.stringify(session.user));
    },
    clear() {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(RENEW_TOKEN_KEY);
      storage.removeItem(USER_KEY);
    },
  };
}
