import { Inject, Injectable, Optional } from '@nestjs/common';
import { configurationError, DeliveryError, parseRetryAfter } from './delivery.error';

/** Injection token: how long one outbound call may take (ms). Tests set it low to check hanging servers. */
export const DELIVERY_TIMEOUT_MS = 'DELIVERY_TIMEOUT_MS';
/** Every outbound delivery call (HTTP or SMTP) gives up after this long, unless a test injects another. */
export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;
/** What the remote said is shown in the back office; a whole HTML error page is not. */
const MAX_REMOTE_MESSAGE = 200;

export interface JsonGet {
  /** Who is called, as the back office names it: 'Pipedrive', 'weClapp', 'Zapier' … */
  service: string;
  url: URL;
  headers?: Record<string, string>;
}

export interface JsonPost extends JsonGet {
  body: unknown;
  /** The sale id; lets a receiver that supports it drop a repeated delivery. */
  idempotencyKey: number;
}

/**
 * JSON calls to buyers' systems with a timeout, turning every failure into a DeliveryError:
 * 4xx other than 408/429 are final, everything else (5xx, 408, 429, timeouts, network) is retried.
 */
@Injectable()
export class DeliveryHttp {
  constructor(@Optional() @Inject(DELIVERY_TIMEOUT_MS) private readonly timeoutMs: number = DEFAULT_DELIVERY_TIMEOUT_MS) {}

  /** The answer's JSON, or its text when it is not JSON (Make answers "Accepted"). */
  async postJson(post: JsonPost): Promise<unknown> {
    return this.send(post.service, post.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': String(post.idempotencyKey), ...post.headers },
      body: JSON.stringify(post.body),
    });
  }

  /**
   * A lookup before a POST (does the buyer's CRM hold it already?). It fails exactly like a POST would:
   * a lookup that cannot be answered must not be read as "not there", or the retry would create duplicates.
   */
  async getJson(get: JsonGet): Promise<unknown> {
    return this.send(get.service, get.url, { method: 'GET', headers: { ...get.headers } });
  }

  private async send(service: string, url: URL, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }): Promise<unknown> {
    let status: number;
    let headers: Headers;
    let text: string;
    try {
      const response = await fetch(url, {
        ...init,
        headers: { Accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      ({ status, headers } = response);
      // The timeout covers reading the body too: a server may send headers and then stall.
      text = await response.text();
    } catch (error) {
      throw this.unreachable(service, error);
    }
    if (status >= 200 && status < 300) return parseBody(text);
    throw rejection(service, status, headers, text);
  }

  private unreachable(service: string, error: unknown): DeliveryError {
    const { name, cause } = error as Error & { cause?: { code?: string } };
    if (name === 'TimeoutError') {
      const seconds = (this.timeoutMs / 1000).toLocaleString('de-DE');
      return new DeliveryError(`${service} antwortet nicht (Zeitüberschreitung nach ${seconds} s).`, true);
    }
    return new DeliveryError(`${service} ist nicht erreichbar${cause?.code ? ` (${cause.code})` : ''}.`, true);
  }
}

/** A configured address as URL; a missing or non-http(s) one is a setting to fix, not worth retrying. */
export function httpUrl(value: string | undefined, what: string): URL {
  const text = value?.trim() ?? '';
  if (text === '') throw configurationError(`${what} fehlt.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw configurationError(`${what} ist keine gültige Adresse.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw configurationError(`${what} muss mit http:// oder https:// beginnen.`);
  return url;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function rejection(service: string, status: number, headers: Headers, text: string): DeliveryError {
  const remote = remoteMessage(text);
  const said = remote ? ` Antwort: ${remote}` : '';
  if (status === 429) {
    return new DeliveryError(`${service} meldet zu viele Anfragen (HTTP 429).${said}`, true, parseRetryAfter(headers.get('retry-after')));
  }
  if (status === 408) return new DeliveryError(`${service} hat die Anfrage nicht rechtzeitig angenommen (HTTP 408).${said}`, true);
  if (status >= 400 && status < 500) return new DeliveryError(`${service} lehnt die Lieferung ab (HTTP ${status}).${said}`, false);
  // A 503 may say when to come back.
  return new DeliveryError(`${service} antwortet mit Fehler ${status}.${said}`, true, parseRetryAfter(headers.get('retry-after')));
}

/** The readable part of an error answer: Pipedrive's `error`, weClapp's `title`/`detail`/validation errors, a text. */
function remoteMessage(text: string): string {
  const body = parseBody(text);
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
