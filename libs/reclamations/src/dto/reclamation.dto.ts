import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { RECLAMATION_REASON_CODES, UNKNOWN_REASON_MESSAGE, type ReclamationReasonCode } from '@app/contract';
import { IsId } from '@app/infrastructure';
import { ComplaintRateDto } from '@app/organisations';
import { DECISIONS, MAX_TEXT_LENGTH, RECLAMATION_STATUSES } from '../decision-rules';
import type { Decision, ReclamationStatus } from '../decision-rules';
import { COMPLAINT_RULES, type ComplaintRule } from '../rules/complaint-rules';

/** A number typed into the page may arrive as text ('4711'). */
const toNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value);

const TEXT_TOO_LONG = `Der Text darf höchstens ${MAX_TEXT_LENGTH} Zeichen lang sein`;

export class ReclamationDocumentDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
}

/** `GET /public-api/reclamation-reasons`: one reason of the catalogue (libs/contract reclamation-reasons). */
export class ReclamationReasonDto {
  @ApiProperty({ enum: RECLAMATION_REASON_CODES }) code: ReclamationReasonCode;
  @ApiProperty({ description: 'Der Grund auf Deutsch' }) text: string;
  @ApiProperty({ description: 'Welcher Nachweis dazu nötig ist' }) proof: string;
}

/** The rule that accepted a complaint when it was filed. */
export class ComplaintDecidedByDto {
  @ApiProperty({ enum: COMPLAINT_RULES }) rule: ComplaintRule;
  @ApiProperty({ description: 'Warum, auf Deutsch (so, wie es beim Einreichen galt)' }) text: string;
}

/** What the acceptance did at the lead's supplier (only for reasons that are the supplier's fault). */
export class ComplaintSupplierReclamationDto {
  @ApiProperty({ description: 'Der Lead ist bei seiner Leadsource reklamiert' }) reclaimed: boolean;
  @ApiProperty({ description: 'Was geschah, oder warum nicht (Reklamationsquote der Leadsource)' }) text: string;
}

/** Optional on the create payloads (public page and portal): a code of the catalogue; an unknown one → 400 with the German reason. */
export const ReasonCodeProperty = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: RECLAMATION_REASON_CODES, nullable: true, description: 'Grund aus dem Katalog (GET /public-api/reclamation-reasons); fehlt: bisheriger bleibt, null: keiner' }),
    IsOptional(),
    IsIn(RECLAMATION_REASON_CODES, { message: UNKNOWN_REASON_MESSAGE }),
  );

export class ReclamationContentDto {
  @ApiProperty({ description: 'Reklamationsgrund' }) request: string;
  @ApiProperty({ type: String, nullable: true, description: 'Antwort des Backoffice' }) answer: string | null;
}

/** POST /public-api/reclamationrequest (spec: Complaint creation payload). */
export class FileReclamationDto {
  @ApiProperty({ description: 'Lead-Nummer' })
  @Transform(toNumber)
  @IsId({ message: 'Bitte eine gültige Lead-Id eingeben' })
  lId: number;

  @ApiProperty({ description: 'Id des Unternehmens' })
  @Transform(toNumber)
  @IsId({ message: 'Ungültige Unternehmens-Id' })
  oId: number;

  @ApiPropertyOptional({ description: 'Reklamationsgrund; Pflicht ohne Anmeldung', maxLength: MAX_TEXT_LENGTH })
  @IsOptional()
  @IsString({ message: 'Der Reklamationsgrund muss ein Text sein' })
  @MaxLength(MAX_TEXT_LENGTH, { message: TEXT_TOO_LONG })
  content?: string;

  @ReasonCodeProperty()
  reasonCode?: ReclamationReasonCode | null;
}

/** The complaint as the public page shows it. */
export class PublicReclamationDto {
  @ApiProperty() exists: boolean;
  @ApiProperty({ type: Number, nullable: true }) id: number | null;
  @ApiProperty({ enum: RECLAMATION_STATUSES }) status: ReclamationStatus;
  @ApiProperty({ type: ReclamationContentDto }) content: ReclamationContentDto;
  @ApiProperty({ type: [ReclamationDocumentDto] }) documents: ReclamationDocumentDto[];
  @ApiProperty() leadId: number;
  @ApiProperty() organisationId: number;
  @ApiProperty() organisationName: string;
  @ApiProperty({ description: 'Verkauft am (ISO)' }) leadBought: string;
  @ApiProperty({ description: 'Reklamation möglich bis (ISO)' }) deadline: string;
  @ApiProperty() deadlinePassed: boolean;
  @ApiPropertyOptional({ enum: RECLAMATION_REASON_CODES, description: 'Gewählter Grund; fehlt: keiner' }) reasonCode?: ReclamationReasonCode;
  @ApiPropertyOptional({ type: ComplaintDecidedByDto, description: 'Von einer Regel akzeptiert; fehlt: nicht' }) decidedBy?: ComplaintDecidedByDto;
}

export class UploadResultDto {
  @ApiProperty({ type: [ReclamationDocumentDto], description: 'Alle Dokumente der Reklamation' }) documents: ReclamationDocumentDto[];
}

/** A row of the queue (spec section 3, Complaint request). */
export class ReclamationRowDto {
  @ApiProperty() id: number;
  @ApiProperty() leadId: number;
  @ApiProperty({ type: String, nullable: true, description: 'Deal-Id im CRM' }) pipedriveId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Link zum Deal im CRM (CRM_DEAL_URL)' }) crmDealUrl: string | null;
  @ApiProperty() creationDate: string;
  @ApiProperty() organisationId: number;
  @ApiProperty() organisationName: string;
  @ApiProperty() leadZip: string;
  @ApiProperty() leadBought: string;
  @ApiProperty() request: string;
  @ApiProperty({ enum: RECLAMATION_STATUSES }) status: ReclamationStatus;
  @ApiProperty({ type: ReclamationContentDto }) content: ReclamationContentDto;
  @ApiProperty({ type: [ReclamationDocumentDto] }) documents: ReclamationDocumentDto[];
  @ApiProperty({ type: ComplaintRateDto, description: 'Akzeptierte Reklamationen je Verkauf des Käufers in Prozent' }) complaintRate: ComplaintRateDto;
  @ApiProperty({ description: 'Kann (noch) entschieden werden' }) decidable: boolean;
  @ApiPropertyOptional({ enum: RECLAMATION_REASON_CODES, description: 'Gewählter Grund aus dem Katalog; fehlt: nur Freitext' }) reasonCode?: ReclamationReasonCode;
  @ApiPropertyOptional({ type: ComplaintDecidedByDto, description: "Von einer Regel akzeptiert ('Automatisch akzeptiert'); fehlt: nicht" }) decidedBy?: ComplaintDecidedByDto;
  @ApiPropertyOptional({ type: ComplaintSupplierReclamationDto, description: 'Bei der Leadsource reklamiert oder warum nicht; fehlt: nicht deren Fehler' })
  supplierReclamation?: ComplaintSupplierReclamationDto;
}

export class ReclamationHistoryEntryDto {
  @ApiProperty() at: string;
  @ApiProperty({ enum: RECLAMATION_STATUSES }) status: ReclamationStatus;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, nullable: true }) user: string | null;
}

export class ReclamationDetailDto extends ReclamationRowDto {
  @ApiProperty({ type: [ReclamationHistoryEntryDto], description: 'Neueste zuerst' }) history: ReclamationHistoryEntryDto[];
}

/** PUT /api/reclamation/request/{id} (spec section 4, Staff decision). */
export class DecisionDto {
  @ApiPropertyOptional({ description: 'Notiz = Antwort an den Käufer (leer: Standardantwort)', maxLength: MAX_TEXT_LENGTH })
  @IsOptional()
  @IsString({ message: 'Die Notiz muss ein Text sein' })
  @MaxLength(MAX_TEXT_LENGTH, { message: TEXT_TOO_LONG })
  content?: string;

  @ApiProperty({ enum: DECISIONS })
  @IsIn(DECISIONS, { message: 'Entscheidung muss approved, rejected oder proofRequired sein' })
  approved: Decision;
}

/** PUT /api/reclamation/requests: the same decision for every selected complaint. */
export class BulkDecisionDto extends DecisionDto {
  @ApiProperty({ type: [Number] })
  @IsArray({ message: 'ids muss eine Liste sein' })
  @ArrayMinSize(1, { message: 'Bitte mindestens eine Reklamation auswählen' })
  @ArrayMaxSize(500, { message: 'Höchstens 500 Reklamationen auf einmal' })
  @IsId({ each: true, message: 'ids enthält eine ungültige Id' })
  ids: number[];
}

export class BulkDecisionResultDto {
  @ApiProperty({ description: 'Entschiedene Reklamationen (alle oder keine)' }) updated: number;
}

/** Queue filters (spec section 3, Reclamation filters); unset ones arrive as the word `false`. */
export class ReclamationListQueryDto {
  @ApiPropertyOptional({ description: 'PLZ-Anfang (nur Ziffern)' }) @IsOptional() @IsString() @MaxLength(20) zipfilter?: string;
  @ApiPropertyOptional({ description: 'Reklamiert von (Id des Unternehmens)' }) @IsOptional() @IsString() @MaxLength(20) reclamatedFrom?: string;
  @ApiPropertyOptional({ description: 'Deal-Id im CRM' }) @IsOptional() @IsString() @MaxLength(100) pidfilter?: string;
  @ApiPropertyOptional({ description: "'true': bearbeitete (akzeptiert/abgelehnt); sonst offene, in Bearbeitung und Nachweis angefordert" })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  proccessed?: string;
  @ApiPropertyOptional({ example: '[0,24]' }) @IsOptional() @IsString() @MaxLength(100) range?: string;
  @ApiPropertyOptional({ example: '["creationDate","DESC"]' }) @IsOptional() @IsString() @MaxLength(100) sort?: string;
  @ApiPropertyOptional({ example: '{}' }) @IsOptional() @IsString() @MaxLength(2000) filter?: string;
}
