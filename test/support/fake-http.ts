import { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/** Building blocks of the fake remote APIs (webhooks, Pipedrive, weClapp). */

/** How a fake answers: normally, 500, 429 with `Retry-After: 7`, 400 with a message, or not at all. */
export type FakeMode = 'ok' | 'error' | 'rate-limited' | 'reject' | 'hang';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; undefined when there was none or it was not JSON. */
  body: unknown;
  /** The body exactly as received (what a signature covers), where the fake keeps it. */
  rawBody?: string;
}

export type Send = (status: number, body: unknown, headers?: Record<string, string>) => void;

export function sender(response: ServerResponse): Send {
  return (status, body, headers = {}) => {
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
}

/** Answers the failure modes ('error', 'rate-limited', 'reject'); true when it answered. */
export function answerFailure(mode: FakeMode, send: Send, bodies: { error: unknown; rejected: unknown }): boolean {
  if (mode === 'error') send(500, bodies.error);
  else if (mode === 'rate-limited') send(429, bodies.error, { 'Retry-After': '7' });
  else if (mode === 'reject') send(400, bodies.rejected);
  else return false;
  return true;
}

export async function readBody(request: IncomingMessage): Promise<{ text: string; json: unknown }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return { text, json: text === '' ? undefined : JSON.parse(text) };
  } catch {
    return { text, json: undefined };
  }
}

export const isJsonRequest = (request: IncomingMessage) => String(request.headers['content-type'] ?? '').startsWith('application/json');

/** Starts an HTTP server on 127.0.0.1 and returns its origin. */
export async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes the server, also cutting requests a 'hang' mode left open. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
