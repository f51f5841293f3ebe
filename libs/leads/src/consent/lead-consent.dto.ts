import { ApiProperty } from '@nestjs/swagger';
import { CONSENT_TEXT_KINDS, type ConsentTextKind } from '@app/contract';
import type { Lead } from '../entities/lead.entity';

/** The version of the consent text a lead was given under. */
export class LeadConsentVersionDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CONSENT_TEXT_KINDS }) kind: ConsentTextKind;
  @ApiProperty({ description: 'SHA-256 des Textes (hex)' }) hash: string;
  @ApiProperty() validFrom: string;
  @ApiProperty({ type: String, nullable: true }) validTo: string | null;
}

/** How the lead's consent was given: when, from where, to which text; for suppliers their proof address. */
export class LeadConsentDto {
  @ApiProperty({ type: String, nullable: true, description: 'Zeitpunkt der Einwilligung' }) at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'IP-Adresse bei der Einwilligung' }) ip: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Browser (User-Agent) bei der Einwilligung' }) userAgent: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Der Einwilligungstext, wörtlich' }) text: string | null;
  @ApiProperty({ type: LeadConsentVersionDto, nullable: true, description: 'Die Fassung des Textes (mit Prüfsumme)' }) version: LeadConsentVersionDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Nachweis-Adresse des Lieferanten' }) proofUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'IP-Adresse bei der Bestätigung der E-Mail-Adresse (Double-Opt-in)' }) confirmationIp: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Browser bei der Bestätigung der E-Mail-Adresse' }) confirmationUserAgent: string | null;
}

export function leadConsentOf(lead: Lead): LeadConsentDto {
  const version = lead.consentVersion;
  return {
    at: lead.consentAt?.toISOString() ?? null,
    ip: lead.consentIp || null,
    userAgent: lead.consentUserAgent || null,
    text: lead.consentText,
    version: version
      ? { id: version.id, kind: version.kind, hash: version.hash, validFrom: version.validFrom.toISOString(), validTo: version.validTo?.toISOString() ?? null }
      : null,
    proofUrl: lead.consentProofUrl,
    confirmationIp: lead.emailConfirmIp,
    confirmationUserAgent: lead.emailConfirmUserAgent,
  };
}

/** A confirmation link went out (double opt-in); it may have been used since. */
export const emailConfirmationRequested = (lead: Pick<Lead, 'emailConfirmTokenHash' | 'emailConfirmedAt'>): boolean =>
  Boolean(lead.emailConfirmTokenHash || lead.emailConfirmedAt);

/**
 * A funnel lead that was sent a confirmation link and has not used it: with 'nur bestätigte Leads
 * verkaufen' it is neither distributed nor sold by hand.
 */
export const awaitsEmailConfirmation = (lead: Pick<Lead, 'emailConfirmTokenHash' | 'emailConfirmedAt'>): boolean =>
  Boolean(lead.emailConfirmTokenHash) && !lead.emailConfirmedAt;
