import { Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '@app/infrastructure';

const equal = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Links to the complaint page. Delivery mails carry the organisation's token: signed over the
 * organisation's id and its current apiKey, so the buyer may complain about any lead it bought (it types
 * the lead's number), and regenerating the apiKey withdraws every link sent before. Links sent earlier
 * carry a per-lead signature (`sig`) instead, which stays valid for exactly that lead and buyer.
 */
@Injectable()
export class ReclamationLinks {
  private readonly leadKey: Buffer;
  private readonly organisationKey: Buffer;

  constructor(private readonly config: AppConfig) {
    const secret = config.ENCRYPTION_KEY ?? config.jwtSecret;
    this.leadKey = Buffer.from(hkdfSync('sha256', secret, 'leadportal', 'reclamation-links', 32));
    this.organisationKey = Buffer.from(hkdfSync('sha256', secret, 'leadportal', 'reclamation-organisation-token', 32));
  }

  /** The old per-lead signature (links sent before organisation tokens). */
  signature(organisationId: number, leadId: number): string {
    return createHmac('sha256', this.leadKey).update(`${organisationId}:${leadId}`).digest('base64url').slice(0, 32);
  }

  verify(organisationId: number, leadId: number, signature: string): boolean {
    return equal(this.signature(organisationId, leadId), signature);
  }

  /** The organisation's token for the complaint page and its documents. */
  organisationToken(organisation: { id: number; apiKey: string }): string {
    return createHmac('sha256', this.organisationKey).update(`${organisation.id}\n${organisation.apiKey}`).digest('base64url');
  }

  verifyOrganisationToken(organisation: { id: number; apiKey: string }, token: string): boolean {
    return equal(this.organisationToken(organisation), token);
  }

  /** The complaint page for this lead, with the organisation's token (delivery mails, proof requests). */
  link(organisation: { id: number; apiKey: string }, leadId: number): string {
    return `${this.config.publicBaseUrl}/reclamation/${organisation.id}?lead=${leadId}&token=${this.organisationToken(organisation)}`;
  }
}
