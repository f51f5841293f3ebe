import { Injectable } from '@nestjs/common';
import { DeliveryHttp, httpUrl } from './delivery-http';
import { configurationError, DeliveryError } from './delivery.error';
import type { DeliveryAdapter, DeliveryRequest, DeliveryResult } from './delivery.types';
import { summaryText } from './lead-summary';

const SERVICE = 'weClapp';
/** weClapp's salutation enum; 'Divers' and an empty salutation have no counterpart. */
const SALUTATIONS: Record<string, 'MR' | 'MRS'> = { Herr: 'MR', Frau: 'MRS' };

/**
 * A lead (a party of type PERSON with leadStatus NEW) in the buyer's weClapp, through its REST API v1
 * at `integrations.weClapp.uri` (e.g. https://firma.weclapp.com/webapp/api/v1) with the buyer's API token.
 */
@Injectable()
export class WeclappAdapter implements DeliveryAdapter {
  constructor(private readonly http: DeliveryHttp) {}

  async deliver(request: DeliveryRequest): Promise<DeliveryResult> {
    const base = httpUrl(request.buyer.integrations.weClapp?.uri, 'Die weClapp-Adresse');
    const key = request.buyer.secrets.weClappKey;
    if (!key) throw configurationError('Kein weClapp-API-Token hinterlegt.');
    const { lead } = request;
    const salutation = SALUTATIONS[lead.salutation];
    const answer = (await this.http.postJson({
      service: SERVICE,
      url: new URL(`${base.pathname.replace(/\/+$/, '')}/lead`, base.origin),
      idempotencyKey: request.saleId,
      headers: { AuthenticationToken: key },
      body: {
        partyType: 'PERSON',
        leadStatus: 'NEW',
        ...(salutation ? { salutation } : {}),
        firstName: lead.firstName,
        lastName: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        addresses: [{ street1: lead.street, zipcode: lead.zip, city: lead.city, countryCode: 'DE', primeAddress: true }],
        description: summaryText(request),
      },
    })) as { id?: unknown } | null;
    const id = answer?.id;
    if (typeof id !== 'string' && typeof id !== 'number') throw new DeliveryError(`${SERVICE} hat eine unerwartete Antwort geschickt.`, true);
    return { reference: String(id) };
  }
}
