import { ApiProperty } from '@nestjs/swagger';
import type { Conditions, OrganisationType } from '@app/contract';
import { ComplaintRateDto } from '../complaint-rates.port';

/** A row of the organisations list: no secrets, no API key. */
export class OrganisationListItemDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() active: boolean;
  @ApiProperty() deleted: boolean;
  @ApiProperty() type: OrganisationType;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() zip: string;
  @ApiProperty() city: string;
  @ApiProperty() prio: number;
  @ApiProperty() creationDate: string;
  @ApiProperty() leadSellCost: number;
  @ApiProperty() monthlyLeadLimit: number;
  @ApiProperty() monthlyLeadGoal: number;
  @ApiProperty({ type: [String], description: 'Warum das Unternehmen keine Leads erhalten kann' }) warnings: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Lieferstopp wegen eines an Anwalt oder Creditreform übergebenen Mahnverfahrens (Grund); null ohne' })
  dunningHold: string | null;
}

/** State of the postal codes read from the organisation's Google sheet (conditions.config.googleZipSheet). */
export class SheetSyncStatusDto {
  @ApiProperty({ description: 'Postleitzahlen aus der Tabelle, die die Zuordnung verwendet' }) zips: number;
  @ApiProperty({ type: String, nullable: true, description: 'Letzter erfolgreicher Abgleich mit den aktuellen Tabellen-Angaben' }) syncedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Warum der letzte Abgleich fehlschlug (die zuletzt gelesenen Postleitzahlen gelten weiter)' }) error: string | null;
}

/** One organisation with everything the detail screen edits; secrets only as "is set" flags. */
export class OrganisationDetailDto extends OrganisationListItemDto {
  @ApiProperty() street: string;
  @ApiProperty() country: string;
  @ApiProperty({ description: 'Nur lesbar' }) apiKey: string;
  @ApiProperty() leadBuyCost: number;
  @ApiProperty() reclamationQuote: number;
  @ApiProperty() leadEvaluationMail: string;
  @ApiProperty() leadEvaluationDay: number;
  @ApiProperty() sendStatistic: boolean;
  @ApiProperty() sendInvoice: boolean;
  @ApiProperty() sendReclaLink: boolean;
  @ApiProperty() autoCrefo: boolean;
  @ApiProperty() crefoDays: number;
  @ApiProperty() zapier: { active: boolean; uri: string; username: string; secretSet: boolean };
  @ApiProperty() make: { active: boolean; uri: string; username: string; secretSet: boolean };
  @ApiProperty() leveto: { active: boolean; uri: string; username: string; secretSet: boolean };
  @ApiProperty() pipedrive: { type: 'deal' | 'lead'; pipeline: number | null; stage: number | null; leadLabel: string | null; tokenSet: boolean };
  @ApiProperty() lexOffice: { number: string; id: string };
  @ApiProperty() weClapp: { uri: string; keySet: boolean };
  @ApiProperty() config: { reclamationEmail: string };
  @ApiProperty() extension: { lawyer: { active: boolean; email: string; days: number } };
  @ApiProperty() conditions: Conditions;
  @ApiProperty({ type: SheetSyncStatusDto, nullable: true, description: 'Nur lesbar; null ohne Google-Tabelle' }) sheetSync: SheetSyncStatusDto | null;
  @ApiProperty({ type: [Object] }) invoices: unknown[];
  @ApiProperty({ type: [Object] }) dunnings: unknown[];
  @ApiProperty({ type: [Object] }) missingInvoices: unknown[];
}

/** The detail as GET/PUT /api/organisation/{id} answer it: with the buyer's complaint rate, so abuse shows. */
export class OrganisationDetailWithRateDto extends OrganisationDetailDto {
  @ApiProperty({ type: ComplaintRateDto, description: 'Akzeptierte Reklamationen je Verkauf in Prozent' }) complaintRate: ComplaintRateDto;
}
