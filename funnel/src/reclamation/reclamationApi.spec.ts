import { fetchReclamation, fileReclamation, withToken, type ReclamationAccess } from './reclamationApi';
import { uploadError } from './useUploads';

type Call = { url: string; init: RequestInit };

/** Answers every fetch with `status` and `body`, recording what was asked. */
function fakeFetch(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

const visitor: ReclamationAccess = { orgaId: '7', link: { kind: 'token', value: 'orga.tok' }, staffToken: null };

describe('reclamation API client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads a request with the link token in the query and no bearer for a visitor', async () => {
    const calls = fakeFetch(200, { exists: true, id: 3, status: 'inProgress', content: { request: 'Falsche Nummer', answer: null }, documents: [], leadId: 42 });
    const result = await fetchReclamation(visitor, '42');
    expect(calls[0].url).toBe('/public-api/reclamationrequest/7/42?token=orga.tok');
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
    expect(result).toMatchObject({ ok: true, data: { exists: true, id: 3, status: 'inProgress', content: { request: 'Falsche Nummer', answer: null }, leadId: 42 } });
  });

  it('passes an old link on as sig and sends a staff token as bearer', async () => {
    const calls = fakeFetch(200, { exists: false, id: null, status: 'open', content: { request: '', answer: null }, documents: [] });
    await fetchReclamation({ orgaId: '7', link: { kind: 'sig', value: 'abc' }, staffToken: 'jwt' }, '42');
    expect(calls[0].url).toBe('/public-api/reclamationrequest/7/42?sig=abc');
    expect(calls[0].init.headers).toMatchObject({ Authorization: 'Bearer jwt' });
  });

  it('files the reason as { lId, oId, content } and reads the answer', async () => {
    const calls = fakeFetch(200, { exists: true, id: 9, status: 'open', content: { request: 'Doppelt geliefert', answer: null }, documents: [] });
    const result = await fileReclamation(visitor, '42', 'Doppelt geliefert');
    expect(calls[0].url).toBe('/public-api/reclamationrequest?token=orga.tok');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ lId: 42, oId: 7, content: 'Doppelt geliefert' });
    expect(result).toMatchObject({ ok: true, data: { exists: true, id: 9, content: { request: 'Doppelt geliefert' }, leadId: 42 } });
  });

  it("hands on the server's German reason of a refusal", async () => {
    fakeFetch(404, { statusCode: 404, error: 'Lead 42 wurde nicht an Solarhaus verkauft.' });
    expect(await fetchReclamation(visitor, '42')).toEqual({ ok: false, status: 404, error: 'Lead 42 wurde nicht an Solarhaus verkauft.' });
    fakeFetch(400, { error: 'Die Reklamationsfrist endete am 16.03.2026.' });
    expect(await fileReclamation(visitor, '42', 'x')).toEqual({ ok: false, status: 400, error: 'Die Reklamationsfrist endete am 16.03.2026.' });
  });

  it('reports no answer at all as status 0', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await fetchReclamation(visitor, '42')).toEqual({ ok: false, status: 0 });
  });

  it('leaves the query off when the link has no token', () => {
    expect(withToken('/public-api/reclamationrequest', null)).toBe('/public-api/reclamationrequest');
  });

  it('names why a file was refused: the server reason, else a German fallback', () => {
    expect(uploadError({ status: 415, error: 'Dateityp nicht erlaubt: application/x-msdownload' })).toBe('Dateityp nicht erlaubt: application/x-msdownload');
    expect(uploadError({ status: 413 })).toBe('Die Datei wurde nicht angenommen.');
    expect(uploadError({ status: 0 })).toMatch(/Internetverbindung/);
  });
});
