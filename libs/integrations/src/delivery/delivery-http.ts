import { Inject, Injectable, Optional } from '@nestjs/common';
import { Clock, DEFAULT_HTTP_TIMEOUT_MS, HttpCall, HttpCallError, HttpClient, OutboundGuard } from '@app/infrastructure';
import { configurationError, DeliveryError, UNREACHABLE_FOR_BUYERS } from './delivery.error';
import { SIGNATURE_HEADER, webhookSignature } from './webhook-signature';

/** Injection token: how long one outbound call may take (ms). Tests set it low to check hanging servers. */
export const DELIVERY_TIMEOUT_MS = 'DELIVERY_TIMEOUT_MS';
/** Every outbound delivery call (HTTP or SMTP) gives up after this long, unless a test injects another. */
export const DEFAULT_DELIVERY_TIMEOUT_MS = DEFAULT_HTTP_TIMEOUT_MS;

export interface JsonGet {
  /** Who is called, as the back office names it: 'Pipedrive', 'weClapp', 'Zapier' … */
  service: string;
  url: URL;
  headers?: Record<string, string>;
  /** Only for Pipedrive (PIPEDRIVE_API_URL, the operator's setting): its error text names the field to fix. */
  showRemoteMessage?: boolean;
}

export interface JsonPost extends JsonGet {
  body: unknown;
  /** The sale id; lets a receiver that supports it drop a repeated delivery. */
  idempotencyKey: number;
  /** The buyer's webhook secret: the exact bytes sent are signed in the X-Leadportal-Signature header. */
  signingSecret?: string;
}

/**
 * JSON calls to buyers' systems over the shared HttpClient, turning every failure into a DeliveryError:
 * 4xx other than 408/429, redirects and refused addresses are final, everything else (5xx, 408, 429,
 * timeouts, network) is retried. What a buyer's system answers is never kept: its address could point
 * anywhere, and the error is shown in the back office.
 */
@Injectable()
export class DeliveryHttp {
  private readonly client: HttpClient;

  constructor(
    guard: OutboundGuard,
    @Optional() @Inject(DELIVERY_TIMEOUT_MS) timeoutMs: number = DEFAULT_DELIVERY_TIMEOUT_MS,
    @Optional() private readonly clock?: Clock,
  ) {
    this.client = new HttpClient(guard, timeoutMs);
  }

  /**
   * The answer's JSON, or its text when it is not JSON (Make answers "Accepted"). The body is serialised
   * here, once, so the signature covers exactly the bytes that leave; each attempt is signed anew.
   */
  async postJson(post: JsonPost): Promise<unknown> {
    const raw = JSON.stringify(post.body);
    const signature: Record<string, string> = post.signingSecret ? { [SIGNATURE_HEADER]: webhookSignature(post.signingSecret, raw, this.clock?.now() ?? new Date()) } : {};
    return this.send({
      service: post.service,
      url: post.url,
      method: 'POST',
      headers: { 'Idempotency-Key': String(post.idempotencyKey), ...signature, ...post.headers },
      body: { bytes: Buffer.from(raw, 'utf8'), contentType: 'application/json' },
      showRemoteMessage: post.showRemoteMessage,
    });
  }

  /**
   * A lookup before a POST (does the buyer's CRM hold it already?). It fails exactly like a POST would:
   * a lookup that cannot be answered must not be read as "not there", or the retry would create duplicates.
   */
  async getJson(get: JsonGet): Promise<unknown> {
    return this.send({ service: get.service, url: get.url, method: 'GET', headers: get.headers, showRemoteMessage: get.showRemoteMessage });
  }

  private async send(call: HttpCall): Promise<unknown> {
    try {
      return (await this.client.request(call)).json();
    } catch (error) {
      if (!(error instanceof HttpCallError)) throw error;
      // A refused delivery is named as such in the back office's delivery list.
      const message = error.kind === 'status' && !error.retryable ? `${error.service} lehnt die Lieferung ab (HTTP ${error.status}).${error.said}` : error.message;
      // The summary reaches the buyer (portal, test delivery): what a name resolved to or which network error
      // occurred would map the operator's network for anyone who can set a webhook address. Staff keep the message.
      const hidden = error.kind === 'refused' || error.kind === 'unreachable';
      const summary = hidden ? UNREACHABLE_FOR_BUYERS : error.said && message.endsWith(error.said) ? message.slice(0, -error.said.length) : message;
      throw new DeliveryError(message, error.retryable, error.retryAfterMs, { summary });
    }
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
