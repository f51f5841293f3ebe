import { Injectable } from '@nestjs/common';
import { DeliveryHttp, httpUrl } from './delivery-http';
import { configurationError, DeliveryError } from './delivery.error';
import type { DeliveryAdapter, DeliveryRequest, DeliveryResult } from './delivery.types';
import { summaryText } from './lead-summary';

const SERVICE = 'weClapp';
/** weClapp's salutation enum; 'Divers' and an empty salutation have no counterpart. */
const SALUTATIONS: Record<string, 'MR' | 'MRS'> = { Herr: 'MR', Frau: 'MRS' };

/**
 * The lead number the sale's lead gets in the buyer's weClapp. weClapp ignores the Idempotency-Key header,
 * so this number is what a retry finds its earlier record by.
 */
const weclappLeadNumber = (saleId: number) => `LP-${saleId}`;

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
    const leads = new URL(`${base.pathname.replace(/\/+$/, '')}/lead`, base.origin);
    const headers = { AuthenticationToken: key };
    const leadNumber = weclappLeadNumber(request.saleId);
    // An earlier attempt may have created the lead and lost weClapp's answer (timeout, dropped connection).
    const existing = await this.find(leads, headers, leadNumber);
    if (existing !== undefined) return { reference: existing };
    const { lead } = request;
    const salutation = SALUTATIONS[lead.salutation];
    const answer = (await this.http.postJson({
      service: SERVICE,
      url: leads,
      idempotencyKey: request.saleId,
      headers,
      body: {
        partyType: 'PERSON',
        leadStatus: 'NEW',
        leadNumber,
        ...(salutation ? { salutation } : {}),
        firstName: lead.firstName,
        lastName: lead.lastName,
        email: lead.email,
        phone: lead.phone,
        addresses: [{ street1: lead.street, zipcode: lead.zip, city: lead.city, countryCode: 'DE', primeAddress: true }],
        description: summaryText(request),
      },
    })) as { id?: unknown } | null;
    return { reference: idOf(answer?.id) };
  }

  /**
   * The id of the lead with this number, via weClapp's property filter (`leadNumber-eq`); undefined when there
   * is none. An answer without a result list is unexpected, not "none", or a retry would create a second lead.
   */
  private async find(leads: URL, headers: Record<string, string>, leadNumber: string): Promise<string | undefined> {
    const url = new URL(leads);
    url.searchParams.set('leadNumber-eq', leadNumber);
    url.searchParams.set('properties', 'id,leadNumber');
    const answer = (await this.http.getJson({ service: SERVICE, url, headers })) as { result?: unknown } | null;
    if (!Array.isArray(answer?.result)) throw unexpectedAnswer();
    const [found] = answer.result as ({ id?: unknown } | null)[];
    return found ? idOf(found.id) : undefined;
  }
}

const unexpectedAnswer = () => new DeliveryError(`${SERVICE} hat eine unerwartete Antwort geschickt.`, true);

function idOf(id: unknown): string {
  if (typeof id !== 'string' && typeof id !== 'number') throw unexpectedAnswer();
  return String(id);
}
