import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { closeServer, listen } from '../../../../test/support/fake-http';
import { HttpCallError, HttpClient, parseRetryAfter } from './http-client';
import { OutboundGuard } from './outbound-guard';

type Answer = { status: number; headers?: Record<string, string>; body: string } | 'hang';

describe('HttpClient', () => {
  let server: Server;
  let origin: string;
  let answers: Answer[];
  let received: { method?: string; headers: IncomingHttpHeaders; body: string }[];
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  /** Allowed to call exactly the test server (a loopback address, refused otherwise). */
  let client: HttpClient;
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
    client = new HttpClient(new OutboundGuard([new URL(origin).host]), 500, sleep);
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
    [{ status: 400, body: '{"error":"Feld fehlt"}' }, false, 'Testdienst lehnt die Anfrage ab (HTTP 400).', undefined],
    [{ status: 404, body: '' }, false, 'Testdienst lehnt die Anfrage ab (HTTP 404).', undefined],
    [{ status: 408, body: '' }, true, 'Testdienst hat die Anfrage nicht rechtzeitig angenommen (HTTP 408).', undefined],
    [{ status: 429, headers: { 'Retry-After': '7' }, body: '' }, true, 'Testdienst meldet zu viele Anfragen (HTTP 429).', 7000],
    [{ status: 503, headers: { 'Retry-After': '120' }, body: 'Wartung' }, true, 'Testdienst antwortet mit Fehler 503.', 120_000],
  ])('maps %j to a German error (retryable %s), without what the remote answered', async (reply, retryable, message, retryAfterMs) => {
    answer(reply);
    const error = await failure(client.request({ service: 'Testdienst', url: new URL('/x', origin) }));
    expect(error).toMatchObject({ message, retryable, kind: 'status', status: reply.status, retryAfterMs });
    expect(error.said).toBe('');
  });

  it.each([
    [{ status: 400, body: '{"error":"Feld fehlt"}' }, 'Testdienst lehnt die Anfrage ab (HTTP 400). Antwort: Feld fehlt'],
    [{ status: 503, body: 'Wartung' }, 'Testdienst antwortet mit Fehler 503. Antwort: Wartung'],
    [
      { status: 422, body: '{"title":"Ungültig","validationErrors":[{"location":"email","message":"kaputt"}]}' },
      'Testdienst lehnt die Anfrage ab (HTTP 422). Antwort: Ungültig; email: kaputt',
    ],
  ])('adds what a fixed service of the operator answered when the call asks for it: %j', async (reply, message) => {
    answer(reply);
    const error = await failure(client.request({ service: 'Testdienst', url: new URL('/x', origin), showRemoteMessage: true }));
    expect(error.message).toBe(message);
  });

  it('shortens what the remote said and strips an HTML error page to its text', async () => {
    answer({ status: 500, body: `<html><body><h1>Kaputt</h1><p>${'x'.repeat(500)}</p></body></html>` });
    const error = await failure(client.request({ service: 'Testdienst', url: new URL('/x', origin), showRemoteMessage: true }));
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
    const error = await failure(new HttpClient(new OutboundGuard([new URL(address).host]), 500).request({ service: 'Testdienst', url: new URL(address) }));
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

  it('sends a raw body with its content type', async () => {
    answer({ status: 201, body: '{"id":"v1"}' });
    await client.request({ service: 'Testdienst', url: new URL('/files', origin), body: { bytes: Buffer.from('--x\r\nDatei\r\n--x--'), contentType: 'multipart/form-data; boundary=x' } });
    expect(received[0]).toMatchObject({ method: 'POST', body: '--x\r\nDatei\r\n--x--', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '17' } });
  });

  it('follows no redirect: a 3xx is a failure, its target never called', async () => {
    answer({ status: 302, headers: { Location: 'http://169.254.169.254/latest/meta-data/' }, body: 'weiter' }, { status: 200, body: '{}' });
    const error = await failure(client.request({ service: 'Zapier', url: new URL('/hook', origin), json: { lead: 1 } }));
    expect(error).toMatchObject({
      kind: 'redirect',
      retryable: false,
      status: 302,
      message: 'Zapier leitet auf eine andere Adresse um (HTTP 302); Weiterleitungen werden nicht verfolgt.',
    });
    expect(received).toHaveLength(1);
  });

  it('refuses internal targets not named in OUTBOUND_ALLOW_HOSTS before connecting', async () => {
    const strict = new HttpClient(new OutboundGuard([]), 500);
    const error = await failure(strict.request({ service: 'Zapier', url: new URL('/hook', origin), json: { lead: 1 } }));
    expect(error).toMatchObject({ kind: 'refused', retryable: false, message: 'Die Adresse von Zapier zeigt auf eine interne oder reservierte Adresse (127.0.0.1) und ist nicht erlaubt.' });
    const port = new URL(origin).port;
    for (const url of [`http://2130706433:${port}/`, `http://0x7f.1:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, `http://a:b@${new URL(origin).host}/`]) {
      expect((await failure(strict.request({ service: 'Zapier', url: new URL(url) }))).kind).toBe('refused');
    }
    expect(received).toHaveLength(0);
  });

  it('checks the addresses a name resolves to and connects to exactly those', async () => {
    const port = new URL(origin).port;
    // The name is made up: only the injected DNS knows it, so a connection can only come through the guard's lookup.
    const resolver = async (hostname: string) => (hostname === 'sink.example' || hostname === 'peer.example' ? [{ address: '127.0.0.1', family: 4 }] : []);
    const guarded = new HttpClient(new OutboundGuard([`peer.example:${port}`], resolver), 500);
    const refused = await failure(guarded.request({ service: 'Make', url: new URL(`http://sink.example:${port}/hook`) }));
    expect(refused).toMatchObject({
      kind: 'refused',
      message: 'Die Adresse von Make führt zu einer internen oder reservierten Adresse (sink.example → 127.0.0.1) und ist nicht erlaubt.',
    });
    expect(received).toHaveLength(0);
    answer({ status: 200, body: '{"ok":true}' });
    expect((await guarded.request({ service: 'CRM', url: new URL(`http://peer.example:${port}/x`) })).json()).toEqual({ ok: true });
    expect(received[0].headers.host).toBe(`peer.example:${port}`);
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
