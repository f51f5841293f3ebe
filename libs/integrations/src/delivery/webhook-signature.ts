import { createHmac, randomBytes } from 'node:crypto';
import { configurationError } from './delivery.error';
import type { DeliveryRequest } from './delivery.types';

/** The header every webhook delivery (Zapier, Make, Leveto) carries: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'X-Leadportal-Signature';

/** Like other services' webhook secrets, so a buyer recognises what it is when pasting it somewhere. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** 32 random bytes, base64url: about 256 bits, and safe in headers, URLs and environment variables. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What the back office shows of a secret after it was shown once: its last four characters. */
export function webhookSecretHint(secret: string): string {
  return secret.slice(-4);
}

/**
 * The signature of one delivery: HMAC-SHA256 with the secret string's UTF-8 bytes as key over
 * "<t>.<raw body>". The time is signed too, so a buyer can refuse an old delivery played again.
 */
export function webhookSignature(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${t}.${rawBody}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Every webhook is signed: without a key nothing is posted (sales creates one on first need, so this means a broken key). */
export function signingSecretOf(request: DeliveryRequest): string {
  const secret = request.buyer.webhookSecret;
  if (!secret) throw configurationError('Der Signatur-Schlüssel für Webhooks fehlt: Bitte beim Unternehmen einen erzeugen.');
  return secret;
}
