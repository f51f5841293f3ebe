import { Injectable } from '@nestjs/common';
import { DeliveryHttp, httpUrl } from './delivery-http';
import { configurationError } from './delivery.error';
import type { DeliveryAdapter, DeliveryBuyer, DeliveryRequest, DeliveryResult } from './delivery.types';
import { webhookPayload } from './webhook-payload';

/** Zapier and Make: the payload as JSON to the buyer's catch hook. */
@Injectable()
export class WebhookAdapter implements DeliveryAdapter {
  constructor(private readonly http: DeliveryHttp) {}

  async deliver(request: DeliveryRequest): Promise<DeliveryResult> {
    const { service, uri } = hookOf(request.buyer);
    const answer = await this.http.postJson({
      service,
      url: httpUrl(uri, `Die ${service}-Webhook-Adresse`),
      body: webhookPayload(request),
      idempotencyKey: request.saleId,
    });
    return { reference: hookReference(answer) };
  }
}

function hookOf(buyer: DeliveryBuyer): { service: string; uri: string } {
  if (buyer.type === 'zapier') return { service: 'Zapier', uri: buyer.integrations.zapier?.uri };
  if (buyer.type === 'make') return { service: 'Make', uri: buyer.integrations.make?.uri };
  throw configurationError(`Für den Typ „${buyer.type}“ gibt es keinen Webhook.`);
}

/** Zapier answers `{ status, id, request_id }`; Make answers the text "Accepted". */
function hookReference(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { request_id, id } = answer as { request_id?: unknown; id?: unknown };
  const reference = request_id ?? id;
  return typeof reference === 'string' || typeof reference === 'number' ? String(reference) : undefined;
}
