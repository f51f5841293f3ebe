import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { closeServer, listen } from '../../../../test/support/fake-http';
import { HttpCallError, HttpClient, parseRetryAfter } from './http-client';

type Answer = { status: number; headers?: Record<string, string>; body: string } | 'hang';

describe('HttpClient', () => {
  let server: Server;
  let origin: string;
  let answers: Answer[];
  let received: { method?: string; headers: IncomingHttpHeaders; body: string }[];
  const waits: number[] = [];
  const client = new HttpClient(500, async (ms) => {
    waits.push(ms);
  });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(HttpCallError);
        return error as HttpCallError;
      },
    );
  const answer = (...next: Answer[]) => {
    answers = next;
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ method: request.method, headers: request.headers, body });
        const next = answers.length > 1 ? answers.shift()! : answers[0];
        if (next === 'hang') return;
        response.writeHead(next.status, next.headers);
        response.end(next.body);
      });
    });
    origin = await listen(server);
  });
  afterAll(() => closeServer(server));
  beforeEach(() => {
    received = [];
    waits.length = 0;
  });

  it('GETs by default with Accept JSON, and POSTs a JSON body', async () => {
    answer({ status: 200, body: '{"id":7}' });
    const got = await client.request({ service: 'Testdienst', url: new URL('/a?x=1', origin), headers: { 'X-Key': 'k' } });
    expect(got.json()).toEqual({ id: 7 });
    expect(received[0]).toMatchObject({ method: 'GET', body: '', headers: { accept: 'application/json', 'x-key': 'k' } });
    expect(received[0].headers).not.toHaveProperty('content-type');
    await client.request({ service: 'Testdienst', url: new URL('/b', origin), json: { a: 1 } });
    expect(received[1]).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
  });

  it('hands back text answers as text, also through json()', async () => {
    answer({ status: 200, body: 'PLZ\n80331' });
    const got = await client.request({ service: 'Testdienst', url: new URL('/csv', origin), accept: 'text/csv' });
    expect(got.text).toBe('PLZ\n80331');
    expect(got.json()).toBe('PLZ\n80331');
    expect(received[0].headers.accept).toBe('text/csv');
  });

  it.each([
    [{ status: 400, body: '{"error":"Feld fehlt"}' }, false, 'Testdienst lehnt die Anfrage ab (HTTP 400). Antwort: Feld fehlt', undefined],
    [{ status: 404, body: '' }, false, 'Testdienst lehnt die Anfrage ab (HTTP 404).', undefined],
    [{ status: 408, body: '' }, true, 'Testdienst hat die Anfrage nicht rechtzeitig angenommen (HTTP 408).', undefined],
    [{ status: 429, headers: { 'Retry-After': '7' }, body: '' }, true, 'Testdienst meldet zu viele Anfragen (HTTP 429).', 7000],
    [{ status: 503, headers: { 'Retry-After': '120' }, body: 'Wartung' }, true, 'Testdienst antwortet mit Fehler 503. Antwort: Wartung', 120_000],
    [
      { status: 422, body: '{"title":"Ungültig","validationErrors":[{"location":"email","message":"kaputt"}]}' },
      false,
      'Testdienst lehnt die Anfrage ab (HTTP 422). Antwort: Ungültig; email: kaputt',
      undefined,
    ],
  ])('maps %j to a German error (retryable %s)', async (reply, retryable, message, retryAfterMs) => {
    answer(reply);
    const error = await failure(client.request({ service: 'Testdienst', url: new URL('/x', origin) }));
    expect(error).toMatchObject({ message, retryable, kind: 'status', status: reply.status, retryAfterMs });
  });

  it('shortens what the remote said and strips an HTML error page to its text', async () => {
    answer({ status: 500, body: `<html><body><h1>Kaputt</h1><p>${'x'.repeat(500)}</p></body></html>` });
    const error = await failure(client.request({ service: 'Testdienst', url: new URL('/x', origin) }));
    expect(error.said.startsWith(' Antwort: Kaputt xxx')).toBe(true);
    expect(error.said).toHaveLength(' Antwort: '.length + 200);
    expect(error.said.endsWith('…')).toBe(true);
  });

  it('gives up after the timeout, also when the server stalls', async () => {
    answer('hang');
    const error = await failure(client.request({ service: 'Testdienst', url: new URL('/x', origin) }));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, message: 'Testdienst antwortet nicht (Zeitüberschreitung nach 0,5 s).' });
    const longer = await failure(client.request({ service: 'Testdienst', url: new URL('/x', origin), timeoutMs: 1200 }));
    expect(longer.message).toBe('Testdienst antwortet nicht (Zeitüberschreitung nach 1,2 s).');
  });

  it('names a refused connection', async () => {
    const gone = createServer();
    const address = await listen(gone);
    await closeServer(gone);
    const error = await failure(client.request({ service: 'Testdienst', url: new URL(address) }));
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true, message: 'Testdienst ist nicht erreichbar (ECONNREFUSED).' });
  });

  it('waits out 429 answers and tries again when asked to, honouring Retry-After', async () => {
    answer({ status: 429, headers: { 'Retry-After': '2' }, body: '' }, { status: 429, body: '' }, { status: 200, body: '{"ok":true}' });
    const got = await client.request({ service: 'Lexware', url: new URL('/x', origin), retriesOn429: 2 });
    expect(got.json()).toEqual({ ok: true });
    expect(waits).toEqual([2000, 2000]);
    expect(received).toHaveLength(3);
  });

  it('fails with the 429 when the tries are used up or the remote asks for a long wait', async () => {
    answer({ status: 429, body: '' });
    expect((await failure(client.request({ service: 'Lexware', url: new URL('/x', origin), retriesOn429: 1 }))).status).toBe(429);
    expect(received).toHaveLength(2);
    answer({ status: 429, headers: { 'Retry-After': '60' }, body: '' });
    expect(await failure(client.request({ service: 'Lexware', url: new URL('/x', origin), retriesOn429: 3 }))).toMatchObject({ retryAfterMs: 60_000 });
    expect(received).toHaveLength(3);
    expect(waits).toEqual([1000]);
  });

  it('never retries other failures by itself', async () => {
    answer({ status: 503, body: '' }, { status: 200, body: '' });
    await failure(client.request({ service: 'Testdienst', url: new URL('/x', origin), retriesOn429: 3 }));
    expect(received).toHaveLength(1);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Mon, 02 Mar 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Mon, 02 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('bald', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
