/** Every outbound call gives up after this long unless its caller says otherwise. */
export const DEFAULT_HTTP_TIMEOUT_MS = 10_000;
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
  /** The Accept header; `application/json` unless given. */
  accept?: string;
  /** Overrides the client's timeout for this call; it covers reading the answer too. */
  timeoutMs?: number;
  /**
   * How often a 429 answer is waited out (its Retry-After, else one second more per try, at most 10 s)
   * and the call sent again before failing. 0 unless given: a job that fails is retried by the outbox.
   */
  retriesOn429?: number;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The answer as JSON, or its text when it is not JSON (Make answers "Accepted"). */
  json(): unknown;
}

export type HttpFailureKind = 'timeout' | 'unreachable' | 'status';

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
 * The one way the server calls other systems (buyers' webhooks and CRMs, Pipedrive, Google Sheets):
 * Node's fetch with a timeout over the whole exchange, every failure turned into an HttpCallError.
 */
export class HttpClient {
  constructor(
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
    const timeoutMs = call.timeoutMs ?? this.timeoutMs;
    const headers: Record<string, string> = { Accept: call.accept ?? 'application/json', ...call.headers };
    if (call.json !== undefined) headers['Content-Type'] = 'application/json';
    let status: number;
    let responseHeaders: Headers;
    let text: string;
    try {
      const response = await fetch(call.url, {
        method: call.method ?? (call.json === undefined ? 'GET' : 'POST'),
        headers,
        body: call.json === undefined ? undefined : JSON.stringify(call.json),
        signal: AbortSignal.timeout(timeoutMs),
      });
      ({ status, headers: responseHeaders } = response);
      // The timeout covers reading the body too: a server may send headers and then stall.
      text = await response.text();
    } catch (error) {
      throw unreachable(call.service, timeoutMs, error);
    }
    if (status >= 200 && status < 300) return { status, headers: responseHeaders, text, json: () => jsonOrText(text) };
    throw rejection(call.service, status, responseHeaders, text);
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

function unreachable(service: string, timeoutMs: number, error: unknown): HttpCallError {
  const { name, cause } = error as Error & { cause?: { code?: string } };
  if (name === 'TimeoutError') {
    const seconds = (timeoutMs / 1000).toLocaleString('de-DE');
    return new HttpCallError(`${service} antwortet nicht (Zeitüberschreitung nach ${seconds} s).`, service, 'timeout', true);
  }
  const code = cause?.code;
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
