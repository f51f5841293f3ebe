import { ApiError, createHttpClient, fileNameOf } from './httpClient';
import { createTokenStorage, RENEW_TOKEN_KEY, TOKEN_KEY } from './tokenStorage';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key), values };
}

describe('portal http client', () => {
  it('keeps its session apart from the back office (own storage keys)', () => {
    const storage = memoryStorage();
    createTokenStorage(storage).save({ token: 't', renewToken: 'r', user: { id: 1, email: 'a@b.de', name: 'A', organisationId: 4 } });
    expect([...storage.values.keys()].sort()).toEqual(['portal-renew-token', 'portal-token', 'portal-user']);
  });

  it('renews once for parallel 401s and replays them with the new token', async () => {
    const storage = memoryStorage();
    const tokens = createTokenStorage(storage);
    tokens.save({ token: 'old', renewToken: 'renew-1' });
    const calls: string[] = [];
    const fetch = jest.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string>).Authorization ?? '';
      calls.push(`${path} ${auth}`);
      if (path === '/portal-api/auth/renew') return json(200, { token: 'new', renewToken: 'renew-2' });
      return auth === 'Bearer new' ? json(200, { ok: path }) : json(401, { error: 'Nicht angemeldet', code: 'NOT_AUTHENTICATED' });
    });
    const http = createHttpClient({ fetch: fetch as typeof globalThis.fetch, tokens });
    const answers = await Promise.all([http.request('/portal-api/leads'), http.request('/portal-api/invoices')]);
    expect(answers).toEqual([{ ok: '/portal-api/leads' }, { ok: '/portal-api/invoices' }]);
    expect(calls.filter((call) => call.startsWith('/portal-api/auth/renew'))).toHaveLength(1);
    expect(storage.values.get(TOKEN_KEY)).toBe('new');
    expect(storage.values.get(RENEW_TOKEN_KEY)).toBe('renew-2');
  });

  it('does not renew for a wrong code, and ends the session when renewing fails', async () => {
    const tokens = createTokenStorage(memoryStorage());
    tokens.save({ token: 'old', renewToken: 'renew-1' });
    const fetch = jest.fn(async (path: RequestInfo | URL) =>
      path === '/portal-api/auth/renew' ? json(401, { error: 'abgelaufen' }) : json(401, { error: 'Der Code stimmt nicht.', code: 'WRONG_CODE' }),
    );
    const http = createHttpClient({ fetch: fetch as typeof globalThis.fetch, tokens });
    await expect(http.request('/portal-api/auth/2fa/totp/confirm', { method: 'POST', body: { code: '1' } })).rejects.toMatchObject({ status: 401, message: 'Der Code stimmt nicht.' });
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockImplementation(async (path: RequestInfo | URL) => (path === '/portal-api/auth/renew' ? json(401, { error: 'abgelaufen' }) : json(401, {})));
    await expect(http.request('/portal-api/leads')).rejects.toMatchObject({ status: 401 });
    expect(tokens.getToken()).toBeNull();
  });

  it('answers the German reason and the field messages react-admin shows at each field', async () => {
    const tokens = createTokenStorage(memoryStorage());
    const body = { statusCode: 400, error: 'Bitte wählen Sie bei „Verloren“ einen Grund.', fields: { reason: 'Bitte wählen Sie bei „Verloren“ einen Grund.' } };
    const http = createHttpClient({ fetch: (async () => json(400, body)) as typeof globalThis.fetch, tokens });
    const failure = await http.request('/portal-api/leads/5/outcome', { method: 'PUT', body: { status: 'lost' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: body.error, body: { fields: body.fields, errors: body.fields } });
  });

  it('reads the download name of Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename="RE2026-0001.pdf"; filename*=UTF-8''RE2026-0001%20%C3%A4.pdf`)).toBe('RE2026-0001 ä.pdf');
    expect(fileNameOf('attachment; filename="LeadExport.xlsx"')).toBe('LeadExport.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
