import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { checkPhone, FINDING_CODES, type PhoneType } from '@app/lead-checks';
import type { LeadQualityFinding, LeadQualityStatus } from '../entities/lead.entity';

export class LeadQualityFindingDto {
  @ApiProperty({ enum: FINDING_CODES, example: 'phone-invalid' }) code: string;
  @ApiProperty({ example: 'Telefonnummer ungültig: 0123 ist keine deutsche, österreichische oder Schweizer Nummer' }) text: string;
}

/** The quality verdict of a lead at intake (libs/lead-checks); null on leads stored before the checks existed. */
export class LeadQualityDto {
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Qualitätswert 0–100' }) score: number;
  @ApiProperty({ enum: ['ok', 'review', 'rejected'], description: "'review': unter der Mindestqualität der Leadsource, wartet auf Prüfung (Einkauf: Zu prüfen)" })
  status: LeadQualityStatus;
  @ApiProperty({ type: [LeadQualityFindingDto], description: 'Was die Prüfungen fanden, schwerstes zuerst' }) findings: LeadQualityFindingDto[];
  @ApiProperty({ description: 'Die Prüfungen nach dem Eingang (DNS, gleiche Adresse, Häufung) sind abgeschlossen' }) complete: boolean;
  @ApiPropertyOptional({
    enum: ['mobile', 'landline', 'other'],
    nullable: true,
    description: 'Art der Telefonnummer (nur am einzelnen Lead): Mobilfunk, Festnetz oder andere; null, wenn sie keine gültige Nummer ist',
  })
  phoneType?: PhoneType | null;

  /** With `phone` (the lead page), the number's type comes along: read from the number itself, so old leads have it too. */
  static of(
    lead: { qualityScore: number | null; qualityStatus: LeadQualityStatus | null; qualityFindings: LeadQualityFinding[]; qualityCheckedAt: Date | string | null },
    phone?: string,
  ): LeadQualityDto | null {
    if (lead.qualityScore === null || lead.qualityStatus === null) return null;
    const verdict = { score: lead.qualityScore, status: lead.qualityStatus, findings: lead.qualityFindings ?? [], complete: lead.qualityCheckedAt !== null };
    return phone === undefined ? verdict : { ...verdict, phoneType: checkPhone(phone).type };
  }
}
