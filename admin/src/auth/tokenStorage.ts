/**
 * The session as the browser keeps it (spec section 4): both tokens in local storage under the
 * spec's key names, plus the user so a reload can show who is logged in without a server call.
 */
import type { Session, User } from '../dataProvider/apiTypes';

export const USER_TOKEN_KEY = 'user-token';
export const RENEW_TOKEN_KEY = 'renew-token';
export const USER_KEY = 'user';

/**
 * Set while the session may only set up a second factor (the setting demands one and the user has
 * none): the back office then shows 'Mein Konto' and nothing else. A renewal after the setup clears it.
 */
export const SETUP_REQUIRED_KEY = 'two-factor-setup';

/**
 * Who is logged in, as kept for a reload: the part of the server's user the back office shows. `role`
 * decides which buttons show; a session stored before roles existed has none (see roleOf).
 */
export type SessionUser = Pick<User, 'id' | 'email' | 'name' | 'isAdmin'> & Partial<Pick<User, 'role'>>;

/** The body of a successful `POST /auth/login` or `POST /auth/renew`. */
export type { Session };

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStorage {
  getToken(): string | null;
  getRenewToken(): string | null;
  getUser(): SessionUser | null;
  /** The session may only set up a second factor so far (SETUP_REQUIRED_KEY). */
  setupRequired(): boolean;
  /** `user` may be missing from a renew answer; the stored one then stays. */
  save(session: Omit<Session, 'user'> & { user?: SessionUser }): void;
  clear(): void;
}

export function createTokenStorage(storage: KeyValueStorage): TokenStorage {
  return {
    getToken: () => storage.getItem(USER_TOKEN_KEY),
    getRenewToken: () => storage.getItem(RENEW_TOKEN_KEY),
    getUser() {
      const stored = storage.getItem(USER_KEY);
      if (!stored) return null;
      try {
        return JSON.parse(stored) as SessionUser;
      } catch {
        // A hand-edited or foreign value must not break the app; the next login rewrites it.
        return null;
      }
    },
    setupRequired: () => storage.getItem(SETUP_REQUIRED_KEY) === 'true',
    save(session) {
      storage.setItem(USER_TOKEN_KEY, session.token);
      storage.setItem(RENEW_TOKEN_KEY, session.renewToken);
      if (session.user) storage.setItem(USER_KEY, JSON.stringify(session.user));
      // Every session answer says it anew (login, renewal, new password), so the flag follows the server.
      if (session.twoFactorSetupRequired === true) storage.setItem(SETUP_REQUIRED_KEY, 'true');
      else storage.removeItem(SETUP_REQUIRED_KEY);
    },
    clear() {
      storage.removeItem(USER_TOKEN_KEY);
      storage.removeItem(RENEW_TOKEN_KEY);
      storage.removeItem(USER_KEY);
      storage.removeItem(SETUP_REQUIRED_KEY);
    },
  };
}
