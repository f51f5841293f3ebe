import { Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '@app/common';

/**
 * The link in a delivery mail to the complaint page for exactly this lead and buyer, signed so a
 * buyer cannot open complaints for leads it never bought by editing the address.
 */
@Injectable()
export class ReclamationLinks {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.ENCRYPTION_KEY ?? config.jwtSecret, 'leadportal', 'reclamation-links', 32));
  }

  signature(organisationId: number, leadId: number): string {
    return createHmac('sha256', this.key).update(`${organisationId}:${leadId}`).digest('base64url').slice(0, 32);
  }

  link(organisationId: number, leadId: number): string {
    return `${this.config.publicBaseUrl}/reclamation/${organisationId}?lead=${leadId}&sig=${this.signature(organisationId, leadId)}`;
  }

  verify(organisationId: number, leadId: number, signature: string): boolean {
    const expected = Buffer.from(this.signature(organisationId, leadId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
