/**
 * The session as the browser keeps it (spec section 4): both tokens in local storage under the
 * spec's key names, plus the user so a reload can show who is logged in without a server call.
 */
import { createTokenStorage as createSharedTokenStorage, type KeyValueStorage, type TokenStorage as SharedTokenStorage } from '@ui/auth/tokenStorage';
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

/** `user` may be missing from a renew answer; the stored one then stays. */
export type StoredSession = Omit<Session, 'user'> & { user?: SessionUser };

export interface TokenStorage extends SharedTokenStorage<SessionUser, StoredSession> {
  /** The session may only set up a second factor so far (SETUP_REQUIRED_KEY). */
  setupRequired(): boolean;
}

export function createTokenStorage(storage: KeyValueStorage): TokenStorage {
  const tokens = createSharedTokenStorage<SessionUser, StoredSession>(storage, { token: USER_TOKEN_KEY, renewToken: RENEW_TOKEN_KEY, user: USER_KEY });
  return {
    ...tokens,
    setupRequired: () => storage.getItem(SETUP_REQUIRED_KEY) === 'true',
    save(session) {
      tokens.save(session);
      // Every session answer says it anew (login, renewal, new password), so the flag follows the server.
      if (session.twoFactorSetupRequired === true) storage.setItem(SETUP_REQUIRED_KEY, 'true');
      else storage.removeItem(SETUP_REQUIRED_KEY);
    },
    clear() {
      tokens.clear();
      storage.removeItem(SETUP_REQUIRED_KEY);
    },
  };
}
