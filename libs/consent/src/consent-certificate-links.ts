import { Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '@app/infrastructure';

/**
 * The buyer's link to a lead's consent certificate (in the delivery mail): signed over the lead and the
 * organisation, so it cannot be guessed or moved to another lead, and does not expire. A buyer shows the
 * certificate when a homeowner asks where the number came from, often months later.
 */
@Injectable()
export class ConsentCertificateLinks {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    const secret = config.ENCRYPTION_KEY ?? config.jwtSecret;
    this.key = Buffer.from(hkdfSync('sha256', secret, 'leadportal', 'consent-certificate-links', 32));
  }

  token(leadId: number, organisationId: number): string {
    return createHmac('sha256', this.key).update(`${leadId}:${organisationId}`).digest('base64url');
  }

  verify(leadId: number, organisationId: number, token: string): boolean {
    const expected = Buffer.from(this.token(leadId, organisationId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  link(leadId: number, organisationId: number): string {
    return `${this.config.publicBaseUrl}/public-api/lead/${leadId}/consent.pdf?buyer=${organisationId}&token=${this.token(leadId, organisationId)}`;
  }
}
