import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { ORGANISATION_TYPES, type Conditions, type OrganisationType } from '@app/contract';
import { ComplaintRateDto } from '../complaint-rates.port';
import { CreditStateDto } from '../credit.port';
import { OrganisationLeadRefDto } from '../organisation-leads.port';
import { ConditionsDto, ExtensionDto, LexOfficeDto, OrganisationConfigDto } from './organisation-form.dto';

/** Zapier, Make and Leveto as stored; the secret is write-only, `secretSet` says whether one is stored. */
export class HookSettingsDto {
  @ApiProperty() active: boolean;
  @ApiProperty() uri: string;
  @ApiProperty() username: string;
  @ApiProperty() secretSet: boolean;
}

/** Pipedrive as stored; the token is write-only, `tokenSet` says whether one is stored. */
export class PipedriveSettingsDto {
  @ApiProperty({ enum: ['deal', 'lead'] }) type: 'deal' | 'lead';
  @ApiProperty({ type: Number, nullable: true }) pipeline: number | null;
  @ApiProperty({ type: Number, nullable: true }) stage: number | null;
  @ApiProperty({ type: String, nullable: true }) leadLabel: string | null;
  @ApiProperty() tokenSet: boolean;
}

/** weClapp as stored; the key is write-only, `keySet` says whether one is stored. */
export class WeClappSettingsDto {
  @ApiProperty() uri: string;
  @ApiProperty() keySet: boolean;
}

/**
 * The Rechnungen and Mahnungen tabs' rows come from libs/invoicing, which depends on this lib: the
 * document names its schemas (registered by the invoicing controllers) instead of importing them.
 */
const listOf = (schema: string, description?: string) => ({ type: 'array' as const, items: { $ref: getSchemaPath(schema) }, description });

/** The circuit breaker holds the buyer's webhook/CRM deliveries; its leads go to its e-mail address meanwhile. */
export class DeliveryStopDto {
  @ApiProperty({ description: 'Seit wann (ISO 8601)' }) since: string;
  @ApiProperty({ description: "Warum (Deutsch), angezeigt als 'Zustellung gestoppt: …'" }) reason: string;
}

/** A row of the organisations list: no secrets, no API key. */
export class OrganisationListItemDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() active: boolean;
  @ApiProperty() deleted: boolean;
  @ApiProperty({ enum: ORGANISATION_TYPES }) type: OrganisationType;
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
  @ApiProperty({
    type: DeliveryStopDto,
    nullable: true,
    description: 'Zustellung an Webhook/CRM gestoppt (nach 10 Fehlversuchen in Folge oder über einer Stunde Fehlschlägen); Leads gehen solange per E-Mail. null, solange zugestellt wird',
  })
  deliveryStop: DeliveryStopDto | null;
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
  @ApiProperty({ description: 'Exklusive Leads: kann einen Lead allein erhalten' }) exclusiveLeads: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'Preis exklusiv (EUR); null: die Preisliste bestimmt ihn' }) exclusiveLeadSellCost: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Kreditlimit (EUR, netto); null: kein Limit' }) creditLimit: number | null;
  @ApiProperty() reclamationQuote: number;
  @ApiProperty() leadEvaluationMail: string;
  @ApiProperty() leadEvaluationDay: number;
  @ApiProperty() sendStatistic: boolean;
  @ApiProperty() sendInvoice: boolean;
  @ApiProperty() sendReclaLink: boolean;
  @ApiProperty() autoCrefo: boolean;
  @ApiProperty() crefoDays: number;
  @ApiProperty({ type: HookSettingsDto }) zapier: HookSettingsDto;
  @ApiProperty({ type: HookSettingsDto }) make: HookSettingsDto;
  @ApiProperty({ type: HookSettingsDto }) leveto: HookSettingsDto;
  @ApiProperty({ type: PipedriveSettingsDto }) pipedrive: PipedriveSettingsDto;
  @ApiProperty({ type: LexOfficeDto }) lexOffice: { number: string; id: string };
  @ApiProperty({ type: WeClappSettingsDto }) weClapp: WeClappSettingsDto;
  @ApiProperty({ type: OrganisationConfigDto }) config: { reclamationEmail: string };
  @ApiProperty({ type: ExtensionDto }) extension: { lawyer: { active: boolean; email: string; days: number } };
  @ApiProperty({ type: ConditionsDto }) conditions: Conditions;
  @ApiProperty({ type: SheetSyncStatusDto, nullable: true, description: 'Nur lesbar; null ohne Google-Tabelle' }) sheetSync: SheetSyncStatusDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Die letzten vier Zeichen des Signatur-Schlüssels der Webhooks; null, solange keiner erzeugt ist' })
  webhookSecretHint: string | null;
  @ApiProperty(listOf('InvoiceDto')) invoices: unknown[];
  @ApiProperty(listOf('DunningDto')) dunnings: unknown[];
  @ApiProperty(listOf('MissingInvoiceDto', "Monate mit Verkäufen ohne Rechnung (Platzhalter 'missing')")) missingInvoices: unknown[];
}

/** The detail as GET/PUT /api/organisation/{id} answer it: with the buyer's complaint rate, so abuse shows. */
export class OrganisationDetailWithRateDto extends OrganisationDetailDto {
  @ApiProperty({ type: ComplaintRateDto, description: 'Akzeptierte Reklamationen je Verkauf in Prozent' }) complaintRate: ComplaintRateDto;
  @ApiProperty({ type: CreditStateDto, nullable: true, description: 'Kreditlimit: wie viel davon genutzt ist; null ohne Limit' }) credit: CreditStateDto | null;
  @ApiProperty({ type: [OrganisationLeadRefDto], description: 'Die in diesem Monat (Berliner Zeit) an das Unternehmen verkauften Leads, neueste zuerst, höchstens 500' })
  selectedLeads: OrganisationLeadRefDto[];
  @ApiProperty({ type: [OrganisationLeadRefDto], description: 'Nicht qualifizierte Leads der letzten 30 Tage in seinem Gebiet (Regeln der Verteilung), neueste zuerst, höchstens 200' })
  unqualifiedLeads: OrganisationLeadRefDto[];
}

/** A choice of the Pipedrive setup: a pipeline, or a lead label (whose id is a text). */
export class PipedriveChoiceDto {
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }] }) id: number | string;
  @ApiProperty() name: string;
}

export class PipedriveStageDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() pipelineId: number;
}

export class OrganisationApiKeyDto {
  @ApiProperty({ description: 'Der neue Schlüssel; der alte gilt ab sofort nicht mehr' }) apiKey: string;
}

export class OrganisationDeletedDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: [true], description: 'Nur als gelöscht markiert' }) deleted: true;
}

/** The new webhook signing secret: shown in full only in this answer. */
export class WebhookSecretDto {
  @ApiProperty({ description: "Der neue Signatur-Schlüssel ('whsec_…'); der alte gilt ab sofort nicht mehr. Wird nur dieses eine Mal vollständig gezeigt" })
  secret: string;
}
