import { Injectable } from '@nestjs/common';
import { DeliveryHttp, httpUrl } from './delivery-http';
import { configurationError } from './delivery.error';
import type { DeliveryAdapter, DeliveryBuyer, DeliveryRequest, DeliveryResult } from './delivery.types';
import { webhookPayload } from './webhook-payload';
import { signingSecretOf } from './webhook-signature';
import type { WebhookSettings } from '@app/contract';

/**
 * Zapier and Make: the payload as JSON to the buyer's catch hook, signed with the buyer's webhook
 * secret, with HTTP Basic auth when the hook has a user name or secret. A switched-off hook is not called.
 */
@Injectable()
export class WebhookAdapter implements DeliveryAdapter {
  constructor(private readonly http: DeliveryHttp) {}

  async deliver(request: DeliveryRequest): Promise<DeliveryResult> {
    const { service, hook, secret } = hookOf(request.buyer);
    if (!hook?.active) throw configurationError(`${service}-Hook ist deaktiviert: Bitte beim Unternehmen aktivieren, dann wird der Lead zugestellt.`);
    const url = httpUrl(hook.uri, `Die ${service}-Webhook-Adresse`);
    const username = hook.username?.trim() ?? '';
    const answer = await this.http.postJson({
      service,
      url,
      body: webhookPayload(request),
      idempotencyKey: request.saleId,
      signingSecret: signingSecretOf(request),
      headers: username || secret ? { Authorization: `Basic ${Buffer.from(`${username}:${secret ?? ''}`).toString('base64')}` } : undefined,
    });
    return { reference: hookReference(answer) };
  }
}

function hookOf(buyer: DeliveryBuyer): { service: string; hook: WebhookSettings | undefined; secret: string | undefined } {
  if (buyer.type === 'zapier') return { service: 'Zapier', hook: buyer.integrations.zapier, secret: buyer.secrets.zapierSecret };
  if (buyer.type === 'make') return { service: 'Make', hook: buyer.integrations.make, secret: buyer.secrets.makeSecret };
  throw configurationError(`Für den Typ „${buyer.type}“ gibt es keinen Webhook.`);
}

/** Zapier answers `{ status, id, request_id }`; Make answers the text "Accepted". */
function hookReference(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { request_id, id } = answer as { request_id?: unknown; id?: unknown };
  const reference = request_id ?? id;
  return typeof reference === 'string' || typeof reference === 'number' ? String(reference) : undefined;
}
