import type { HttpClient } from '@ui/http/httpClient';
import { createTokenStorage, type TokenStorage } from './tokenStorage';

/**
 * The logged-in user's access token for download links (spec section 6: a link cannot carry a
 * header, so the token is part of its path). Read when a link is drawn; '' without a session.
 */
export function accessToken(): string {
  return createTokenStorage(window.localStorage).getToken() ?? '';
}

/** Links are refreshed when the token has less than this left: the click, the request and the server's check take a moment. */
export const DOWNLOAD_TOKEN_MARGIN_MS = 60_000;

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
}

/**
 * Whether a JWT expires within `marginMs` of `nowMs` (its `exp` claim, read without checking the
 * signature: only the server can, this only decides whether to renew first). A token whose expiry
 * cannot be read is taken as it is; the server then says whether it still holds.
 */
export function expiresWithin(token: string, marginMs: number, nowMs: number): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const exp = (JSON.parse(base64UrlDecode(payload)) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 - nowMs < marginMs;
  } catch {
    return false;
  }
}

/**
 * An access token good for a download: the stored one, or a renewed one when it is (nearly)
 * expired, through the http client's shared renewal (one renewal for parallel callers). Rejects with
 * the 401 ApiError of a failed renewal, after which react-admin shows the login page.
 */
export function createDownloadToken(http: Pick<HttpClient, 'renewSession'>, tokens: Pick<TokenStorage, 'getToken'>, now: () => number = Date.now) {
  return async (): Promise<string> => {
    const token = tokens.getToken();
    if (token && !expiresWithin(token, DOWNLOAD_TOKEN_MARGIN_MS, now())) return token;
    await http.renewSession();
    return tokens.getToken() ?? '';
  };
}
