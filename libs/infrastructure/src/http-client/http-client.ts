import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { OutboundGuard, OutboundRefusal } from './outbound-guard';

/** Every outbound call gives up after this long unless its caller says otherwise. */
export const DEFAULT_HTTP_TIMEOUT_MS = 10_000;
/** The largest answer read; a remote that sends more is cut off (a sheet of postal codes or a voucher page is far smaller). */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;
/** What the remote said is shown to staff; a whole HTML error page is not. */
const MAX_REMOTE_MESSAGE = 200;
/** Longest wait for an in-call retry; a remote that wants longer is left to the caller (an outbox job retries later). */
const MAX_RETRY_WAIT_MS = 10_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpCall {
  /** Who is called, as staff know it ('Pipedrive', 'Google Sheets', 'Zapier' …): it starts every error message. */
  service: string;
  url: URL;
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** Sent as is, e.g. a multipart form (instead of `json`). */
  body?: { bytes: Buffer; contentType: string };
  /** The Accept header; `application/json` unless given. */
  accept?: string;
  /** Overrides the client's timeout for this call; it covers reading the answer too. */
  timeoutMs?: number;
  /**
   * How often a 429 answer is waited out (its Retry-After, else one second more per try, at most 10 s)
   * and the call sent again before failing. 0 unless given: a job that fails is retried by the outbox.
   */
  retriesOn429?: number;
  /**
   * Whether the remote's error text may appear in the error message: only for the operator's own fixed
   * services (Lexware Office), whose messages help to fix a booking. A buyer's address could point
   * anywhere, and what it answers is never shown (it could be anything the remote reads out).
   */
  showRemoteMessage?: boolean;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The answer as JSON, or its text when it is not JSON (Make answers "Accepted"). */
  json(): unknown;
}

/** `refused`: the target is not allowed (internal address, credentials in the URL); `redirect`: a 3xx, never followed. */
export type HttpFailureKind = 'timeout' | 'unreachable' | 'status' | 'redirect' | 'refused';

/**
 * An outbound call that failed, with a German message naming the service. `retryable`: whether trying
 * again later can help (timeouts, network, 408, 429, 5xx) or not (other 4xx: a setting or the payload is
 * wrong); `retryAfterMs`: the wait the remote asked for (Retry-After on 429/503).
 */
export class HttpCallError extends Error {
  constructor(
    message: string,
    readonly service: string,
    readonly kind: HttpFailureKind,
    readonly retryable: boolean,
    readonly details: { status?: number; retryAfterMs?: number; remoteMessage?: string; networkCode?: string } = {},
  ) {
    super(message);
    this.name = 'HttpCallError';
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get retryAfterMs(): number | undefined {
    return this.details.retryAfterMs;
  }

  /** What the remote said, shortened and without HTML, prefixed for appending to a sentence (' Antwort: …'), or ''. */
  get said(): string {
    return this.details.remoteMessage ? ` Antwort: ${this.details.remoteMessage}` : '';
  }
}

/**
 * The one way the server calls other systems (buyers' webhooks and CRMs, Pipedrive, Google Sheets,
 * Lexware Office): node:http(s) with a timeout over the whole exchange, every target checked by the
 * OutboundGuard (also each address its name resolves to, and the socket connects to exactly those), no
 * redirect followed, every failure turned into an HttpCallError.
 */
export class HttpClient {
  constructor(
    private readonly guard: OutboundGuard,
    private readonly timeoutMs = DEFAULT_HTTP_TIMEOUT_MS,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** The 2xx answer; anything else throws HttpCallError. */
  async request(call: HttpCall): Promise<HttpAnswer> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(call);
      } catch (error) {
        if (!(error instanceof HttpCallError) || error.status !== 429 || attempt >= (call.retriesOn429 ?? 0)) throw error;
        const waitMs = error.retryAfterMs ?? (attempt + 1) * 1000;
        if (waitMs > MAX_RETRY_WAIT_MS) throw error;
        await this.sleep(waitMs);
      }
    }
  }

  private async once(call: HttpCall): Promise<HttpAnswer> {
    const refusal = this.guard.refusal(call.url);
    if (refusal) throw refused(call.service, refusal);
    const timeoutMs = call.timeoutMs ?? this.timeoutMs;
    const headers: Record<string, string> = { Accept: call.accept ?? 'application/json', ...call.headers };
    let body: Buffer | undefined;
    if (call.body !== undefined) {
      body = call.body.bytes;
      headers['Content-Type'] = call.body.contentType;
    } else if (call.json !== undefined) {
      body = Buffer.from(JSON.stringify(call.json));
      headers['Content-Type'] = 'application/json';
    }
    const method = call.method ?? (body === undefined ? 'GET' : 'POST');
    let exchanged: { status: number; headers: Headers; text: string };
    try {
      exchanged = await this.exchange(call.url, method, headers, body, timeoutMs);
    } catch (error) {
      if (error instanceof OutboundRefusal) throw refused(call.service, error.reason);
      throw unreachable(call.service, timeoutMs, error);
    }
    const { status, text } = exchanged;
    if (status >= 200 && status < 300) return { status, headers: exchanged.headers, text, json: () => jsonOrText(text) };
    if (status >= 300 && status < 400) {
      throw new HttpCallError(`${call.service} leitet auf eine andere Adresse um (HTTP ${status}); Weiterleitungen werden nicht verfolgt.`, call.service, 'redirect', false, { status });
    }
    throw rejection(call.service, status, exchanged.headers, call.showRemoteMessage ? text : '');
  }

  /** One request and its whole answer, within `timeoutMs`; the socket goes only to addresses the guard checked. */
  private exchange(url: URL, method: HttpMethod, headers: Record<string, string>, body: Buffer | undefined, timeoutMs: number) {
    return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Length': String(body.length) },
        lookup: this.guard.lookupFor(url),
        // A socket of its own per call: none is reused for a name whose DNS answer changed meanwhile.
        agent: false,
      });
      // Why the exchange was cut off by us, whichever stream reports it first.
      let cutOff: Error | undefined;
      const cut = (error: Error) => {
        cutOff ??= error;
        request.destroy(error);
      };
      // The timeout covers reading the body too: a server may send headers and then stall.
      const timer = setTimeout(() => cut(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(cutOff ?? error);
      };
      request.on('error', fail);
      request.on('response', (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
            try {
              answerHeaders.append(name, item);
            } catch {
              // A header the Fetch rules refuse: none of ours reads it.
            }
          }
        }
        // A redirect's body is not read: nothing of it is used.
        if (status >= 300 && status < 400) {
          clearTimeout(timer);
          response.destroy();
          request.destroy();
          resolve({ status, headers: answerHeaders, text: '' });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) cut(Object.assign(new Error('answer too large'), { code: 'EANSWERTOOLARGE' }));
          else chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(timer);
          if (cutOff) reject(cutOff);
          else resolve({ status, headers: answerHeaders, text: Buffer.concat(chunks).toString('utf8') });
        });
      });
      request.end(body);
    });
  }
}

/** `Retry-After` as milliseconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function refused(service: string, reason: string): HttpCallError {
  return new HttpCallError(`Die Adresse von ${service} ${reason}.`, service, 'refused', false);
}

function unreachable(service: string, timeoutMs: number, error: unknown): HttpCallError {
  const { name, code } = error as Error & { code?: string };
  if (name === 'TimeoutError') {
    const seconds = (timeoutMs / 1000).toLocaleString('de-DE');
    return new HttpCallError(`${service} antwortet nicht (Zeitüberschreitung nach ${seconds} s).`, service, 'timeout', true);
  }
  if (code === 'EANSWERTOOLARGE') return new HttpCallError(`${service} hat eine zu große Antwort geschickt.`, service, 'unreachable', false);
  return new HttpCallError(`${service} ist nicht erreichbar${code ? ` (${code})` : ''}.`, service, 'unreachable', true, { networkCode: code });
}

function rejection(service: string, status: number, headers: Headers, text: string): HttpCallError {
  const remoteMessage = readableMessage(text) || undefined;
  const said = remoteMessage ? ` Antwort: ${remoteMessage}` : '';
  const fail = (message: string, retryable: boolean, retryAfterMs?: number) =>
    new HttpCallError(message, service, 'status', retryable, { status, retryAfterMs, remoteMessage });
  if (status === 429) return fail(`${service} meldet zu viele Anfragen (HTTP 429).${said}`, true, parseRetryAfter(headers.get('retry-after')));
  if (status === 408) return fail(`${service} hat die Anfrage nicht rechtzeitig angenommen (HTTP 408).${said}`, true);
  if (status >= 400 && status < 500) return fail(`${service} lehnt die Anfrage ab (HTTP ${status}).${said}`, false);
  // A 503 may say when to come back.
  return fail(`${service} antwortet mit Fehler ${status}.${said}`, true, parseRetryAfter(headers.get('retry-after')));
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The readable part of an error answer: `error`/`message`/`title`/`detail`, validation errors, or the text, without HTML. */
function readableMessage(text: string): string {
  const body = jsonOrText(text);
  const message = typeof body === 'object' && body !== null ? (messageOf(body as Record<string, unknown>) ?? text) : text;
  const plain = message
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > MAX_REMOTE_MESSAGE ? `${plain.slice(0, MAX_REMOTE_MESSAGE - 1)}…` : plain;
}

function messageOf(body: Record<string, unknown>): string | undefined {
  const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  const parts = [body.error, body.message, body.title, body.detail].filter(isText);
  if (Array.isArray(body.validationErrors)) {
    for (const entry of body.validationErrors as Record<string, unknown>[]) {
      const detail = [entry?.location, entry?.message ?? entry?.detail].filter(isText).join(': ');
      if (detail) parts.push(detail);
    }
  }
  const unique = [...new Set(parts.map((part) => part.trim()))];
  return unique.length > 0 ? unique.join('; ') : undefined;
}
