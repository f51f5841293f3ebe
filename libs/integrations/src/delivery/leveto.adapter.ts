import { Injectable } from '@nestjs/common';
import { DeliveryHttp, httpUrl } from './delivery-http';
import { configurationError } from './delivery.error';
import type { DeliveryAdapter, DeliveryRequest, DeliveryResult } from './delivery.types';
import { webhookPayload } from './webhook-payload';
import { signingSecretOf } from './webhook-signature';

/** Leveto: the webhook payload as JSON, signed like every webhook, with the buyer's Leveto credentials as HTTP Basic auth. */
@Injectable()
export class LevetoAdapter implements DeliveryAdapter {
  constructor(private readonly http: DeliveryHttp) {}

  async deliver(request: DeliveryRequest): Promise<DeliveryResult> {
    const leveto = request.buyer.integrations.leveto;
    const secret = request.buyer.secrets.levetoSecret;
    if (!leveto?.active) throw configurationError('Leveto ist für dieses Unternehmen nicht aktiviert.');
    const url = httpUrl(leveto.uri, 'Die Leveto-Adresse');
    if (!leveto.username?.trim() || !secret) throw configurationError('Leveto-Benutzername oder -Passwort fehlt.');
    await this.http.postJson({
      service: 'Leveto',
      url,
      body: webhookPayload(request),
      idempotencyKey: request.saleId,
      signingSecret: signingSecretOf(request),
      headers: { Authorization: `Basic ${Buffer.from(`${leveto.username.trim()}:${secret}`).toString('base64')}` },
    });
    return {};
  }
}
