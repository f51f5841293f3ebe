export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What every session answer carries (`POST …/auth/login`, `…/auth/2fa`, `…/auth/renew`). */
export interface SessionTokens {
  token: string;
  renewToken: string;
}

/**
 * The local-storage keys of one app's session. Each app has its own: a staff member logged in to the back
 * office and the portal in the same browser (one origin) keeps both sessions apart.
 */
export interface TokenStorageKeys {
  token: string;
  renewToken: string;
  user: string;
}

export interface TokenStorage<User, Session extends SessionTokens = SessionTokens & { user?: User }> {
  getToken(): string | null;
  getRenewToken(): string | null;
  /** Who is logged in, kept so a reload can show it without a server call. */
  getUser(): User | null;
  /** `user` may be missing from a renew answer; the stored one then stays. */
  save(session: Session): void;
  clear(): void;
}

export function createTokenStorage<User, Session extends SessionTokens & { user?: User } = SessionTokens & { user?: User }>(
  storage: KeyValueStorage,
  keys: TokenStorageKeys,
): TokenStorage<User, Session> {
  return {
    getToken: () => storage.getItem(keys.token),
    getRenewToken: () => storage.getItem(keys.renewToken),
    getUser() {
      const stored = storage.getItem(keys.user);
      if (!stored) return null;
      try {
        return JSON.parse(stored) as User;
      } catch {
        // A hand-edited or foreign value must not break the app; the next login rewrites it.
        return null;
      }
    },
    save(session) {
      storage.setItem(keys.token, session.token);
      storage.setItem(keys.renewToken, session.renewToken);
      if (session.user) storage.setItem(keys.user, JSON.stringify(session.user));
    },
    clear() {
      storage.removeItem(keys.token);
      storage.removeItem(keys.renewToken);
      storage.removeItem(keys.user);
    },
  };
}
