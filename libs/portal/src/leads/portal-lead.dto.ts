import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import { LEAD_OUTCOME_STATUSES, LOST_REASONS, RECLAMATION_REASON_CODES } from '@app/contract';
import type { LeadOutcomeSource, LeadOutcomeStatus, LostReason, ReclamationReasonCode } from '@app/contract';
import { ComplaintDecidedByDto, ReasonCodeProperty } from '@app/reclamations';

/** The delivery as the buyer may rely on it: pending only while attempts are still to come. */
export const PORTAL_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export const PORTAL_COMPLAINT_STATUSES = ['open', 'inProgress', 'approved', 'rejected', 'proofRequired'] as const;
export type PortalComplaintStatus = (typeof PORTAL_COMPLAINT_STATUSES)[number];

/** ra-data-simple-rest's list parameters. */
export class PortalListQueryDto {
  @ApiPropertyOptional({ example: '[0,24]' }) @IsOptional() @IsString() @MaxLength(100) range?: string;
  @ApiPropertyOptional({ example: '["soldAt","DESC"]' }) @IsOptional() @IsString() @MaxLength(100) sort?: string;
  @ApiPropertyOptional({
    example: '{"from":"2026-11-01","to":"2026-11-30","zip":"80","outcome":"won","complaint":"none"}',
    description:
      "JSON: from/to = Verkaufstag 'JJJJ-MM-TT' (Berliner Zeit, beide eingeschlossen); zip = PLZ-Anfang; outcome = Ergebnis oder 'none'; complaint = Reklamationsstatus oder 'none'",
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  filter?: string;
}

/** The export's link: the list's filter, and the portal access token when opened as a plain link. */
export class PortalExportQueryDto {
  @ApiPropertyOptional({ example: '{"from":"2026-11-01"}', description: 'Wie filter der Liste' }) @IsOptional() @IsString() @MaxLength(2000) filter?: string;
  @ApiPropertyOptional({ description: 'Portal-Zugangstoken (ein Link trägt keinen Header)' }) @IsOptional() @IsString() @MaxLength(4000) token?: string;
}

export class PortalContactDto {
  @ApiProperty() salutation: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() phone: string;
  @ApiProperty() email: string;
  @ApiProperty() street: string;
  @ApiProperty() zip: string;
  @ApiProperty() city: string;
}

/** One answer of the funnel: the question as the funnel asks it, and what the customer chose or typed. */
export class PortalAnswerDto {
  @ApiProperty({ description: 'Schlüssel des Funnel-Schritts' }) key: string;
  @ApiProperty({ description: 'Die Frage (Stromverbrauch, Hausart …)' }) label: string;
  @ApiProperty() value: string;
}

/** How the lead reached the buyer; the error is short and without addresses or keys. */
export class PortalDeliveryDto {
  @ApiProperty({ description: "Lieferweg: 'E-Mail', 'Zapier', 'Make', 'Leveto', 'Pipedrive', 'weClapp'" }) channel: string;
  @ApiProperty({ enum: PORTAL_DELIVERY_STATES, description: 'pending: es laufen noch Versuche; failed: gescheitert oder angehalten, wir kümmern uns' })
  status: (typeof PORTAL_DELIVERY_STATES)[number];
  @ApiProperty({ description: "Zustand auf Deutsch: 'Zugestellt am TT.MM.JJJJ', 'Wird zugestellt' oder 'Zustellung fehlgeschlagen – wir kümmern uns'" })
  statusLabel: string;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'Kurzer Fehlergrund (Deutsch) ohne Adressen oder Zugangsdaten; null nach der Zustellung' })
  error: string | null;
  @ApiProperty({ type: String, nullable: true }) deliveredAt: string | null;
  @ApiProperty({ description: 'Ersatzweise per E-Mail zugestellt, weil Ihr System nicht erreichbar war' }) fallback: boolean;
}

/** The complaint in the list: its status and the staff's answer. */
export class PortalComplaintSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: PORTAL_COMPLAINT_STATUSES }) status: PortalComplaintStatus;
  @ApiProperty({ description: 'Status auf Deutsch' }) statusLabel: string;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Antwort unseres Teams' }) answer: string | null;
  @ApiProperty({ description: 'Ein Nachweis wurde angefordert: Dateien hochladen' }) proofRequested: boolean;
}

export class PortalOutcomeDto {
  @ApiProperty({ enum: LEAD_OUTCOME_STATUSES }) status: LeadOutcomeStatus;
  @ApiProperty({ description: 'Ergebnis auf Deutsch' }) label: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Auftragswert in EUR (nur bei won)' }) value: number | null;
  @ApiProperty({ enum: LOST_REASONS, nullable: true, description: 'Grund (nur bei lost)' }) reason: LostReason | null;
  @ApiProperty() note: string;
  @ApiProperty() changedAt: string;
  @ApiProperty({ enum: ['portal', 'pipedrive'] }) source: LeadOutcomeSource;
  @ApiProperty({ description: 'Name des Benutzers oder Pipedrive' }) changedBy: string;
}

/** One step that made the price: the base first, then each rule's effect in EUR. */
export class PortalPriceRuleDto {
  @ApiProperty({ example: 'PLZ 8' }) name: string;
  @ApiProperty({ example: 5 }) change: number;
}

/** A lead sold to the buyer (`GET /portal-api/leads`); `id` is the lead's number. */
export class PortalLeadDto {
  @ApiProperty({ description: 'Lead-Nummer (in jeder Portal-Route die {id})' }) id: number;
  @ApiProperty({ description: 'Nummer des Verkaufs' }) saleId: number;
  @ApiProperty({ description: 'Verkauft am (ISO)' }) soldAt: string;
  @ApiProperty({ description: 'Preis in EUR' }) price: number;
  @ApiProperty({ description: 'Exklusiv: Sie haben diesen Lead allein erhalten, kein anderes Unternehmen bekommt ihn' }) exclusive: boolean;
  @ApiPropertyOptional({
    type: [PortalPriceRuleDto],
    description: 'Wie der Preis zustande kam (Preisliste), z. B. Basis 45,00 € · PLZ 8 +5,00 €; leer beim vereinbarten Preis',
  })
  priceRules?: PortalPriceRuleDto[];
  @ApiProperty({ description: 'Reklamiert (die Reklamation wurde akzeptiert oder von uns gebucht): wird nicht berechnet' }) reclaimed: boolean;
  @ApiProperty({ type: String, nullable: true }) reclaimedAt: string | null;
  @ApiProperty({ description: 'Lead eingegangen am (ISO)' }) created: string;
  @ApiProperty({ type: PortalContactDto }) contact: PortalContactDto;
  @ApiProperty({ type: [PortalAnswerDto], description: 'Antworten in der Reihenfolge des Funnels' }) answers: PortalAnswerDto[];
  @ApiProperty({ type: PortalDeliveryDto, nullable: true }) delivery: PortalDeliveryDto | null;
  @ApiProperty({ type: PortalComplaintSummaryDto, nullable: true, description: 'null: keine Reklamation' }) complaint: PortalComplaintSummaryDto | null;
  @ApiProperty({ type: PortalOutcomeDto, nullable: true, description: 'null: noch kein Ergebnis' }) outcome: PortalOutcomeDto | null;
}

export class PortalComplaintDocumentDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty({ description: 'Download-Pfad; Bearer-Header oder ?token=<Portal-Zugangstoken>' }) url: string;
}

/** The complaint on the lead page: everything the buyer needs to file, follow and answer it. */
export class PortalComplaintDto {
  @ApiProperty({ description: 'Es gibt eine Reklamation' }) exists: boolean;
  @ApiProperty({ type: Number, nullable: true }) id: number | null;
  @ApiProperty({ enum: PORTAL_COMPLAINT_STATUSES }) status: PortalComplaintStatus;
  @ApiProperty() statusLabel: string;
  @ApiProperty({ description: 'Ihr Reklamationsgrund' }) request: string;
  @ApiProperty({ type: String, nullable: true, description: 'Antwort unseres Teams' }) answer: string | null;
  @ApiProperty({ description: 'Nachweis angefordert: bitte Dateien hochladen' }) proofRequested: boolean;
  @ApiProperty({ type: [PortalComplaintDocumentDto] }) documents: PortalComplaintDocumentDto[];
  @ApiProperty({ description: 'Reklamation möglich bis (ISO)' }) deadline: string;
  @ApiProperty() deadlinePassed: boolean;
  @ApiProperty({ description: 'Grund senden oder ändern ist jetzt möglich (offen und in der Frist)' }) canFile: boolean;
  @ApiProperty({ description: 'Dateien hochladen ist jetzt möglich (offen oder Nachweis angefordert)' }) canUpload: boolean;
  @ApiPropertyOptional({ enum: RECLAMATION_REASON_CODES, description: 'Gewählter Grund (GET /public-api/reclamation-reasons); fehlt: keiner' }) reasonCode?: ReclamationReasonCode;
  @ApiPropertyOptional({ type: ComplaintDecidedByDto, description: 'Sofort akzeptiert, weil eine Regel es belegt; fehlt: nicht' }) decidedBy?: ComplaintDecidedByDto;
}

/** `GET /portal-api/leads/{id}`: the list's fields plus history, complaint and deliveries. */
export class PortalLeadDetailDto extends PortalLeadDto {
  @ApiProperty({ type: [PortalOutcomeDto], description: 'Jede Änderung des Ergebnisses, älteste zuerst' }) outcomeHistory: PortalOutcomeDto[];
  @ApiProperty({ type: PortalComplaintDto, description: 'Die Reklamation (exists false: noch keine; deadline sagt, bis wann)' }) complaintDetail: PortalComplaintDto;
  @ApiProperty({ type: [PortalDeliveryDto], description: 'Zustellungen dieses Leads an Sie' }) deliveries: PortalDeliveryDto[];
}

/** `PUT /portal-api/leads/{id}/outcome`; the rules are libs/contract's checkLeadOutcome. */
export class PortalOutcomeInputDto {
  // Checked whole by checkLeadOutcome (libs/contract), which names the field in its German reason.
  @ApiProperty({ enum: LEAD_OUTCOME_STATUSES }) @Allow() status: unknown;
  @ApiPropertyOptional({ type: Number, description: 'Auftragswert in EUR, Pflicht bei won' }) @Allow() value?: unknown;
  @ApiPropertyOptional({ enum: LOST_REASONS, description: 'Pflicht bei lost' }) @Allow() reason?: unknown;
  @ApiPropertyOptional({ type: String, maxLength: 1000 }) @Allow() note?: unknown;
}

/** `POST /portal-api/leads/{id}/complaint`. */
export class PortalComplaintInputDto {
  @ApiProperty({ description: 'Reklamationsgrund', maxLength: 5000 })
  @IsString({ message: 'Bitte geben Sie einen Reklamationsgrund ein.' })
  @MaxLength(5000, { message: 'Der Reklamationsgrund darf höchstens 5000 Zeichen lang sein.' })
  content: string;

  @ReasonCodeProperty()
  reasonCode?: ReclamationReasonCode | null;
}
