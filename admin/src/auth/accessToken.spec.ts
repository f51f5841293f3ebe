import { ApiError } from '@ui/http/apiError';
import { createDownloadToken, DOWNLOAD_TOKEN_MARGIN_MS, expiresWithin } from './accessToken';

const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;
const NOW = Date.UTC(2026, 1, 1, 12);

describe('download token', () => {
  it('reads the expiry of a JWT (base64url, unpadded)', () => {
    const token = jwt({ sub: 'ä?>', exp: NOW / 1000 + 120 });
    expect(expiresWithin(token, DOWNLOAD_TOKEN_MARGIN_MS, NOW)).toBe(false);
    expect(expiresWithin(token, DOWNLOAD_TOKEN_MARGIN_MS, NOW + 61_000)).toBe(true);
  });

  it('takes a token whose expiry cannot be read as it is', () => {
    expect(expiresWithin('opaque', DOWNLOAD_TOKEN_MARGIN_MS, NOW)).toBe(false);
    expect(expiresWithin('a.%%%.c', DOWNLOAD_TOKEN_MARGIN_MS, NOW)).toBe(false);
    expect(expiresWithin(jwt({ sub: 1 }), DOWNLOAD_TOKEN_MARGIN_MS, NOW)).toBe(false);
  });

  it('renews a token about to expire, or a missing one, and answers the new one', async () => {
    let stored: string | null = jwt({ exp: NOW / 1000 + 30 });
    const fresh = jwt({ exp: NOW / 1000 + 900 });
    const http = { renewSession: jest.fn(async () => void (stored = fresh)) };
    const token = createDownloadToken(http, { getToken: () => stored }, () => NOW);
    expect(await token()).toBe(fresh);
    expect(await token()).toBe(fresh);
    expect(http.renewSession).toHaveBeenCalledTimes(1);
    stored = null;
    await token();
    expect(http.renewSession).toHaveBeenCalledTimes(2);
  });

  it('rejects when the session cannot be renewed', async () => {
    const http = { renewSession: async () => Promise.reject(new ApiError('ra.notification.logged_out', 401)) };
    await expect(createDownloadToken(http, { getToken: () => null })()).rejects.toMatchObject({ status: 401 });
  });
});
