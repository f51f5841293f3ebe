import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, Allow, IsArray, IsBoolean, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { IsId } from '@app/infrastructure';
import { LEAD_OUTCOME_STATUSES, LOST_REASONS, type LeadContact, type LeadOutcome, type LeadOutcomeSource, type LeadOutcomeStatus, type LostReason } from '@app/contract';
import { LeadConsentDto } from '../consent/lead-consent.dto';
import { LeadQualityDto } from './lead-quality.dto';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A lead's contact (libs/contract LeadContact); the funnel sends it as LeadFormContactDto. */
export class LeadContactDto implements LeadContact {
  @ApiProperty({ description: 'Herr, Frau, Divers oder leer' }) salutation: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ example: '+491711234567' }) phone: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Straße und Hausnummer' }) street: string;
  @ApiProperty({ example: '80331' }) zip: string;
  @ApiProperty() city: string;
}

/** Staff change some fields of the contact; fields not sent stay as they are. */
export class LeadContactChangeDto extends PartialType(LeadContactDto) {}

export class SaleOrganisationDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'held', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How a sold lead reached its buyer (mail, webhook, CRM); the outbox tries again while pending. */
export class SaleDeliveryDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: DELIVERY_STATUSES, description: 'held: wartet auf einen SMTP-Server (Postausgang)' }) status: DeliveryStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'Grund des letzten Fehlschlags (Deutsch); null nach der Zustellung' }) lastError: string | null;
  @ApiProperty({ type: String, nullable: true }) deliveredAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Kennung beim Empfänger (Zapier-Request, Pipedrive-Deal …)' }) reference: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Solange ausstehend: wann der nächste Versuch fällig ist' }) nextAttemptAt: string | null;
  @ApiProperty({ description: 'Zustellung an Webhook/CRM gestoppt: der Lead ging ersatzweise per E-Mail an das Unternehmen und hat dessen System noch nicht erreicht' })
  fallback: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Wann die Ersatz-Mail rausging (bleibt, wenn der Lead später auch das System erreicht)' }) fallbackAt: string | null;
}

/** What the buyer says became of the lead (libs/contract LeadOutcome): set in the portal or read from its Pipedrive deal. */
export class SaleOutcomeDto implements LeadOutcome {
  @ApiProperty({ enum: LEAD_OUTCOME_STATUSES }) status: LeadOutcomeStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'Auftragswert in EUR, nur bei won' }) value: number | null;
  @ApiProperty({ enum: LOST_REASONS, nullable: true, description: 'Grund, nur bei lost' }) reason: LostReason | null;
  @ApiProperty({ description: 'Notiz des Käufers' }) note: string;
  @ApiProperty({ example: '2026-11-25T15:30:00.000Z' }) changedAt: string;
  @ApiProperty({ enum: ['portal', 'pipedrive'] }) source: LeadOutcomeSource;
  @ApiProperty({ type: Number, nullable: true, description: 'Käufer-Benutzer; null bei Pipedrive' }) changedByUserId: number | null;
  @ApiProperty({ example: 'Anna Becker', description: "Name des Käufer-Benutzers oder 'Pipedrive'" }) changedBy: string;
}

/** One step that made a sale's price: 'Basis' 45,00, 'PLZ 8' +5,00 (EUR, signed). */
export class SalePriceRuleDto {
  @ApiProperty({ example: 'PLZ 8' }) name: string;
  @ApiProperty({ example: 5, description: 'EUR; beim ersten Schritt die Basis, danach die Wirkung (negativ: Abschlag)' }) change: number;
}

export class SellingStatisticDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Verkaufszeitpunkt' }) dateTime: string;
  @ApiProperty({ type: SaleOrganisationDto }) organisation: SaleOrganisationDto;
  @ApiProperty({ description: 'Reklamiert' }) reclamation: boolean;
  @ApiProperty({ type: String, nullable: true }) reclaimedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Grund der Reklamation' }) reclamationNote: string | null;
  @ApiProperty({ description: 'EUR' }) price: number;
  // Optional in the schema only for clients built before exclusive leads; the server always answers it.
  @ApiPropertyOptional({ description: 'Exklusiv verkauft: das Unternehmen hat den Lead allein' }) exclusive?: boolean;
  @ApiPropertyOptional({ enum: ['distribution', 'resale', 'marketplace', 'manual'], description: 'Wie der Verkauf zustande kam: Verteilung, Wiederverkauf, Marktplatz, von Hand' })
  kind?: 'distribution' | 'resale' | 'marketplace' | 'manual';
  @ApiPropertyOptional({
    type: [SalePriceRuleDto],
    description: 'Die Schritte, die den Preis ergaben (Preisliste); leer, wenn der vereinbarte Preis des Unternehmens unverändert galt',
  })
  priceRules?: SalePriceRuleDto[];
  @ApiProperty({ description: 'Von Hand verkauft (Lead Matchen), nicht durch die Verteilung' }) manual: boolean;
  @ApiProperty({ description: 'Von Hand an ein Unternehmen verkauft, das laut Regeln nicht passt' }) forced: boolean;
  @ApiProperty({ type: SaleDeliveryDto, nullable: true, description: 'null bei einem Verkauf ohne Zustellung' }) delivery: SaleDeliveryDto | null;
  @ApiPropertyOptional({ type: SaleOutcomeDto, nullable: true, description: 'Nur in der Lead-Ansicht: was der Käufer zum Lead sagt (Käuferportal oder Pipedrive); null: noch nichts' })
  outcome?: SaleOutcomeDto | null;
  @ApiPropertyOptional({ type: [SaleOutcomeDto], description: 'Nur in der Lead-Ansicht: jede Änderung des Ergebnisses, älteste zuerst' }) outcomeHistory?: SaleOutcomeDto[];
}

/** The lead reclaimed from its supplier (Einkauf, or the lead page): why and when. */
export class SupplierReclamationDto {
  @ApiProperty() reason: string;
  @ApiProperty() at: string;
}

/** One line of the lead's history: who (null: the system) did what when. */
export class LeadHistoryEntryDto {
  @ApiProperty() at: string;
  @ApiProperty({ description: 'Art des Eintrags (qualified, sold, edited …)' }) kind: string;
  @ApiProperty() text: string;
  @ApiProperty({ type: String, nullable: true }) user: string | null;
}

/** Answers by funnel step key (free-text answers as typed). */
export const LEAD_DATA_SCHEMA = { type: 'object', additionalProperties: { type: 'string' }, example: { roofType: 'Satteldach' } } as const;

export class LeadDetailDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Dieselbe Nummer wie id' }) lId: number;
  @ApiProperty() created: string;
  @ApiProperty({ description: 'Tatsächlicher Eingang, nur lesbar' }) realCreated: string;
  @ApiProperty() qualified: boolean;
  @ApiProperty({ type: String, nullable: true }) qualifiedAt: string | null;
  @ApiProperty({ type: LeadContactDto }) contact: LeadContactDto;
  @ApiProperty({ ...LEAD_DATA_SCHEMA, description: 'Antworten nach Schritt-Schlüssel, nur lesbar' }) data: Record<string, string>;
  @ApiProperty() leadsource: string;
  @ApiProperty() leadsourceSlug: string;
  @ApiProperty({ type: String, nullable: true, description: 'Deal-Id im CRM' }) pipedriveId: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Früherer Lead derselben Person (gleiche Telefonnummer oder E-Mail im Dubletten-Zeitraum)' })
  duplicateOfId: number | null;
  @ApiProperty({ type: [SellingStatisticDto] }) sellingStatistics: SellingStatisticDto[];
  @ApiProperty({ description: 'Beim Lieferanten reklamiert' }) recla: boolean;
  @ApiProperty({ type: SupplierReclamationDto, nullable: true, description: 'Reklamation beim Lieferanten: Grund und Zeitpunkt' }) reclamation: SupplierReclamationDto | null;
  @ApiProperty({ type: [LeadHistoryEntryDto], description: 'Wer wann was geändert hat, neueste zuerst' }) history: LeadHistoryEntryDto[];
  @ApiProperty({ type: String, nullable: true, description: 'E-Mail bestätigt (Double-Opt-in): wann' }) emailConfirmedAt: string | null;
  @ApiProperty({ description: 'Ein Bestätigungslink wurde verschickt (Double-Opt-in)' }) emailConfirmationRequested: boolean;
  @ApiProperty({ description: '„Nur bestätigte Leads verkaufen“: der Lead wird erst verkauft, wenn die E-Mail-Adresse bestätigt ist' })
  heldUntilConfirmed: boolean;
  @ApiProperty({ type: LeadConsentDto, description: 'Die Einwilligung: Zeitpunkt, IP, Browser, Text und seine Fassung' }) consent: LeadConsentDto;
  @ApiProperty({ type: LeadQualityDto, nullable: true, description: 'Qualitätsprüfung beim Eingang; null bei Leads von vor der Prüfung' }) quality: LeadQualityDto | null;
}

/** `PUT /api/lead/{lId}/reclamate/buyer/{orgId}`: one sale reclaimed (true) or its reclamation reverted (false). */
export class ReclaimSaleDto {
  @ApiProperty({ description: 'Id des Verkaufs (sellingStatistics[].id)' })
  @IsId({ message: 'Bitte die Nummer des Verkaufs (id) angeben' })
  id: number;

  @ApiProperty()
  @IsBoolean({ message: 'reclamation muss wahr oder falsch sein' })
  reclamation: boolean;
}

/** `PUT /api/lead/{lId}/reclamate/buyers`: every sale reclaimed with the buyers' reason. */
export class ReclaimByBuyersDto {
  @ApiProperty({ description: 'Grund (Freitext)' })
  @Transform(trimmed)
  @IsString({ message: 'Bitte einen Grund angeben' })
  @MinLength(1, { message: 'Bitte einen Grund angeben' })
  @MaxLength(1000, { message: 'Der Grund darf höchstens 1.000 Zeichen lang sein' })
  note: string;
}


/** `POST /api/lead/{lId}/reject`: a lead held for review is rejected and given back to its supplier (within its quota). */
export class RejectLeadDto {
  @ApiPropertyOptional({ description: 'Grund für die Leadsource (Freitext); ohne Angabe die Befunde der Qualitätsprüfung' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Der Grund muss ein Text sein' })
  @MaxLength(1000, { message: 'Der Grund darf höchstens 1.000 Zeichen lang sein' })
  reason?: string;
}

export class LeadRejectedDto extends LeadDetailDto {
  @ApiProperty({ description: 'Bei der Leadsource reklamiert (nicht vergütet)' }) supplierReclaimed: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Warum nicht bei der Leadsource reklamiert (etwa: Quote erschöpft)' }) notReclaimed: string | null;
}

/** Staff edit a lead: qualify it, set the CRM deal id, correct the contact (checked by the funnel's rules, libs/contract). */
export class UpdateLeadDto {
  @ApiPropertyOptional({ description: 'true verteilt den Lead an die passenden Käufer (einmal)' })
  @IsOptional()
  @IsBoolean({ message: 'Qualifiziert muss wahr oder falsch sein' })
  qualified?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Deal-Id im CRM' })
  @IsOptional()
  @Transform(trimmed)
  @ValidateIf((dto: UpdateLeadDto) => dto.pipedriveId !== null)
  @IsString({ message: 'Deal-Id muss ein Text sein' })
  @MaxLength(50, { message: 'Deal-Id darf höchstens 50 Zeichen lang sein' })
  pipedriveId?: string | null;

  // The whole lead may be sent back; these parts are shown, not changed here.
  @Allow() id?: unknown;
  @Allow() lId?: unknown;
  @Allow() created?: unknown;
  @Allow() realCreated?: unknown;
  @Allow() qualifiedAt?: unknown;
  @ApiPropertyOptional({ type: LeadContactChangeDto, description: 'Geänderte Kontaktfelder; nicht gesendete Felder bleiben' })
  @Allow()
  contact?: unknown;
  @Allow() data?: unknown;
  @Allow() leadsource?: unknown;
  @Allow() leadsourceSlug?: unknown;
  @Allow() duplicateOfId?: unknown;
  @Allow() sellingStatistics?: unknown;
  @Allow() recla?: unknown;
  @Allow() reclamation?: unknown;
  @Allow() history?: unknown;
  @Allow() emailConfirmedAt?: unknown;
  @Allow() emailConfirmationRequested?: unknown;
  @Allow() heldUntilConfirmed?: unknown;
  @Allow() consent?: unknown;
  @Allow() quality?: unknown;
}

export class SellLeadDto {
  @ApiProperty({ type: [Number], description: 'Unternehmen, an die verkauft wird' })
  @IsArray({ message: 'Bitte mindestens ein Unternehmen wählen' })
  @ArrayMinSize(1, { message: 'Bitte mindestens ein Unternehmen wählen' })
  @ArrayMaxSize(50, { message: 'Höchstens 50 Unternehmen auf einmal' })
  @IsId({ each: true, message: 'Unternehmen müssen Ids sein (ganze Zahlen von 1 bis 2147483647)' })
  organisations: number[];

  @ApiPropertyOptional({ description: 'Auch an Unternehmen verkaufen, die laut Regeln nicht passen (wird vermerkt)' })
  @IsOptional()
  @IsBoolean({ message: 'force muss wahr oder falsch sein' })
  force?: boolean;
}
