import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { OutboundGuard } from '@app/infrastructure';
import { closeServer, listen } from '../../../../test/support/fake-http';
import { deliveryFailure } from '../../../../test/support/fake-delivery-request';
import { DeliveryHttp, httpUrl } from './delivery-http';

describe('DeliveryHttp', () => {
  let server: Server;
  let origin: string;
  let answer: { status: number; headers?: Record<string, string>; body: string };
  let received: { method?: string; headers: IncomingHttpHeaders; body: string };
  /** Allowed to call the test server only, as OUTBOUND_ALLOW_HOSTS would name it. */
  let http: DeliveryHttp;
  const post = (showRemoteMessage?: boolean) => http.postJson({ service: 'Testdienst', url: new URL('/hook', origin), body: { a: 1 }, idempotencyKey: 5, showRemoteMessage });
  const get = (showRemoteMessage?: boolean) => http.getJson({ service: 'Testdienst', url: new URL('/items?term=a', origin), headers: { 'X-Key': 'k' }, showRemoteMessage });

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received = { method: request.method, headers: request.headers, body };
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body);
      });
    });
    origin = await listen(server);
    http = new DeliveryHttp(new OutboundGuard([new URL(origin).host]), 1500);
  });
  afterAll(() => closeServer(server));

  it('returns JSON answers parsed and other answers as text', async () => {
    answer = { status: 201, headers: { 'Content-Type': 'application/json' }, body: '{"id":7}' };
    await expect(post()).resolves.toEqual({ id: 7 });
    answer = { status: 200, body: 'Accepted' };
    await expect(post()).resolves.toBe('Accepted');
  });

  it('retries 408 and a 503, honouring its Retry-After', async () => {
    answer = { status: 408, body: '' };
    expect(await deliveryFailure(post())).toMatchObject({ retryable: true, message: 'Testdienst hat die Anfrage nicht rechtzeitig angenommen (HTTP 408).' });
    answer = { status: 503, headers: { 'Retry-After': '120' }, body: 'Wartung' };
    expect(await deliveryFailure(post())).toMatchObject({ retryable: true, retryAfterMs: 120_000, message: 'Testdienst antwortet mit Fehler 503.' });
  });

  it('keeps nothing of what a buyer’s system answered, only status and reason', async () => {
    answer = { status: 400, body: '{"error":"ami-id: i-0123456789abcdef0"}' };
    expect(await deliveryFailure(post())).toMatchObject({ retryable: false, message: 'Testdienst lehnt die Lieferung ab (HTTP 400).' });
    answer = { status: 500, body: 'root:x:0:0:root:/root:/bin/bash' };
    expect((await deliveryFailure(post())).message).toBe('Testdienst antwortet mit Fehler 500.');
  });

  it('follows no redirect and refuses internal addresses, for good', async () => {
    answer = { status: 307, headers: { Location: 'http://169.254.169.254/latest/meta-data/' }, body: '' };
    expect(await deliveryFailure(post())).toMatchObject({
      retryable: false,
      message: 'Testdienst leitet auf eine andere Adresse um (HTTP 307); Weiterleitungen werden nicht verfolgt.',
    });
    const strict = new DeliveryHttp(new OutboundGuard([]), 1500);
    const refused = await deliveryFailure(strict.postJson({ service: 'Zapier', url: new URL('/hook', origin), body: {}, idempotencyKey: 1 }));
    expect(refused).toMatchObject({ retryable: false, message: 'Die Adresse von Zapier zeigt auf eine interne oder reservierte Adresse (127.0.0.1) und ist nicht erlaubt.' });
  });

  it('shortens what Pipedrive said and strips an HTML error page to its text', async () => {
    answer = { status: 422, body: `<html><body><h1>Unprocessable</h1><p>${'x'.repeat(500)}</p></body></html>` };
    const error = await deliveryFailure(post(true));
    expect(error.retryable).toBe(false);
    const said = error.message.split('Antwort: ')[1];
    // What travels further (a stop reason, an alert mail) leaves out what the remote said.
    expect(error.summary).toBe('Testdienst lehnt die Lieferung ab (HTTP 422).');
    expect(error.configuration).toBe(false);
    expect(said.startsWith('Unprocessable xxx')).toBe(true);
    expect(said).toHaveLength(200);
    expect(said.endsWith('…')).toBe(true);
  });

  it('looks things up with a GET that fails exactly like a POST', async () => {
    answer = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"success":true,"data":null}' };
    await expect(get()).resolves.toEqual({ success: true, data: null });
    expect(received).toMatchObject({ method: 'GET', body: '', headers: { accept: 'application/json', 'x-key': 'k' } });
    expect(received.headers).not.toHaveProperty('idempotency-key');
    answer = { status: 401, body: '{"success":false,"error":"unauthorized access"}' };
    expect(await deliveryFailure(get(true))).toMatchObject({ retryable: false, message: 'Testdienst lehnt die Lieferung ab (HTTP 401). Antwort: unauthorized access' });
    answer = { status: 429, headers: { 'Retry-After': '7' }, body: '' };
    expect(await deliveryFailure(get())).toMatchObject({ retryable: true, retryAfterMs: 7000, message: 'Testdienst meldet zu viele Anfragen (HTTP 429).' });
    answer = { status: 502, body: 'Bad Gateway' };
    expect(await deliveryFailure(get(true))).toMatchObject({ retryable: true, message: 'Testdienst antwortet mit Fehler 502. Antwort: Bad Gateway' });
  });

  it('sends POSTs as JSON with the idempotency key', async () => {
    answer = { status: 201, body: '' };
    await post();
    expect(received).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': '5' } });
  });

  it('retries when nothing listens at the address', async () => {
    const gone = createServer();
    const address = await listen(gone);
    await closeServer(gone);
    const nowhere = new DeliveryHttp(new OutboundGuard([new URL(address).host]), 1500);
    const error = await deliveryFailure(nowhere.postJson({ service: 'Testdienst', url: new URL(address), body: {}, idempotencyKey: 1 }));
    expect(error).toMatchObject({ retryable: true, message: 'Testdienst ist nicht erreichbar (ECONNREFUSED).' });
  });
});

describe('httpUrl', () => {
  it('accepts http(s) addresses and names a missing or wrong one', () => {
    expect(httpUrl(' https://hooks.zapier.com/hooks/catch/1/a/ ', 'Die Adresse').href).toBe('https://hooks.zapier.com/hooks/catch/1/a/');
    expect(() => httpUrl(undefined, 'Die Adresse')).toThrow('Die Adresse fehlt.');
    expect(() => httpUrl('hooks.zapier.com', 'Die Adresse')).toThrow('Die Adresse ist keine gültige Adresse.');
    expect(() => httpUrl('javascript:alert(1)', 'Die Adresse')).toThrow('Die Adresse muss mit http:// oder https:// beginnen.');
  });
});
