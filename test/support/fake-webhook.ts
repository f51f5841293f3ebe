import { createServer } from 'node:http';
import { answerFailure, closeServer, FakeMode, isJsonRequest, listen, readBody, ReceivedRequest, sender } from './fake-http';

/**
 * A local catch hook like Zapier's or Make's, also standing in for Leveto (with `basicAuth`).
 * Like the real hooks it takes only a POST of JSON to its own path and answers like Zapier
 * (`{ status: 'success', id, request_id }`); with `basicAuth` it rejects other credentials with 401.
 * Beyond that it insists on our own contract: an `Idempotency-Key` header on every delivery.
 */
export interface FakeWebhook {
  /** Address of the hook, e.g. http://127.0.0.1:1234/hooks/catch/123456/abcdef/ */
  url: string;
  requests: ReceivedRequest[];
  /** The Idempotency-Key of every delivery it accepted (answered 200), in order; repeats show double deliveries. */
  acceptedKeys: string[];
  mode: FakeMode;
  /** Milliseconds each answer takes (a slow endpoint), 0 by default. */
  delayMs: number;
  close(): Promise<void>;
}

export const FAKE_WEBHOOK_PATH = '/hooks/catch/123456/abcdef/';

export async function startFakeWebhook(options: { basicAuth?: { username: string; password: string } } = {}): Promise<FakeWebhook> {
  const fake: FakeWebhook = { url: '', requests: [], acceptedKeys: [], mode: 'ok', delayMs: 0, close: async () => undefined };
  const { basicAuth } = options;
  const expectedAuth = basicAuth ? `Basic ${Buffer.from(`${basicAuth.username}:${basicAuth.password}`).toString('base64')}` : undefined;
  let received = 0;
  const server = createServer((request, response) => {
    void readBody(request).then(async ({ json, text }) => {
      if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      fake.requests.push({ method: request.method ?? '', path, headers: request.headers, body: json, rawBody: text });
      if (fake.mode === 'hang') return;
      const send = sender(response);
      const error = { status: 'error', message: 'Internal Server Error' };
      if (answerFailure(fake.mode, send, { error, rejected: { status: 'error', message: 'Ungültige Daten: Feld „email“ fehlt' } })) return;
      if (path !== FAKE_WEBHOOK_PATH) return send(404, { status: 'error', message: 'Hook not found' });
      if (request.method !== 'POST') return send(405, { status: 'error', message: 'Method not allowed' });
      if (expectedAuth && request.headers.authorization !== expectedAuth) return send(401, { status: 'error', message: 'Zugangsdaten ungültig' });
      if (!isJsonRequest(request) || typeof json !== 'object' || json === null) return send(400, { status: 'error', message: 'Body is not a JSON object' });
      if (!request.headers['idempotency-key']) return send(400, { status: 'error', message: 'Idempotency-Key header missing' });
      received += 1;
      fake.acceptedKeys.push(String(request.headers['idempotency-key']));
      send(200, { status: 'success', attempt: `attempt-${received}`, id: `hook-${received}`, request_id: `req-${received}` });
    });
  });
  fake.url = `${await listen(server)}${FAKE_WEBHOOK_PATH}`;
  fake.close = () => closeServer(server);
  return fake;
}
