import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { clampEvaluationDay, ORGANISATION_TYPES, WEEK_DAYS } from '@app/contract';
import { Omittable, trimmedText } from '@app/infrastructure';
import { INVALID_SHEET_ID } from '../sheet-zips/google-sheet-source';
import { IsEmailList, IsGoogleSheetId, IsQuarterHour } from './validators';

/** Money and percentages may come as "45,50" from German users. */
const decimal = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(value) ? Number(value.replace(',', '.')) : value;
/** Like `decimal`, and an emptied field ('') is null: no value. */
const decimalOrNull = (input: { value: unknown }) => (typeof input.value === 'string' && input.value.trim() === '' ? null : decimal(input));
const URL_PATTERN = /^(https?:\/\/\S+)?$/;
const URL_MESSAGE = 'muss eine http(s)://-Adresse sein';
const EMAIL_LIST_MESSAGE = 'Bitte gültige E-Mail-Adressen angeben, mehrere durch Komma getrennt';

/** Zapier and Make (spec: active, uri, username and a secret). Omitted fields keep their stored value. */
export class WebhookDto {
  @ApiPropertyOptional({ description: 'Aus: Leads an dieses Unternehmen werden nicht zugestellt', default: true })
  @IsOptional()
  @IsBoolean({ message: 'Hook aktiv muss wahr oder falsch sein' })
  active?: boolean;

  @ApiProperty({ example: 'https://hooks.zapier.com/hooks/catch/123/abc' })
  @Transform(trimmedText)
  @IsString({ message: `Webhook-URL ${URL_MESSAGE}` })
  @Matches(URL_PATTERN, { message: `Webhook-URL ${URL_MESSAGE}` })
  @MaxLength(1000, { message: 'Webhook-URL ist zu lang' })
  uri: string;

  @ApiPropertyOptional({ description: 'Mit dem Secret als HTTP-Basic-Anmeldung gesendet, wenn gesetzt' })
  @IsOptional()
  @Transform(trimmedText)
  @IsString({ message: 'Webhook-Benutzername muss ein Text sein' })
  @MaxLength(200, { message: 'Webhook-Benutzername ist zu lang' })
  username?: string;

  @ApiPropertyOptional({ type: String, description: 'Nur zum Setzen: weglassen oder leer = unverändert, null = löschen', nullable: true })
  @IsOptional()
  @IsString({ message: 'Webhook-Secret muss ein Text sein' })
  @MaxLength(500, { message: 'Webhook-Secret ist zu lang' })
  secret?: string | null;

  @Allow() secretSet?: boolean;
}

export class LevetoDto {
  @ApiProperty() @IsBoolean({ message: 'Leveto aktiv muss wahr oder falsch sein' }) active: boolean;

  @ApiProperty()
  @Transform(trimmedText)
  @IsString()
  @Matches(URL_PATTERN, { message: `Leveto-URL ${URL_MESSAGE}` })
  @MaxLength(1000)
  uri: string;

  @ApiProperty() @Transform(trimmedText) @IsString() @MaxLength(200) username: string;

  @ApiPropertyOptional({ type: String, description: 'Nur zum Setzen: leer = unverändert, null = löschen', nullable: true })
  @IsOptional()
  @IsString({ message: 'Leveto-Secret muss ein Text sein' })
  @MaxLength(500)
  secret?: string | null;

  @Allow() secretSet?: boolean;
}

export class PipedriveDto {
  @ApiPropertyOptional({ type: String, description: 'API-Token, nur zum Setzen: leer = unverändert, null = löschen', nullable: true })
  @IsOptional()
  @IsString({ message: 'Pipedrive-Token muss ein Text sein' })
  @MaxLength(200)
  token?: string | null;

  @ApiProperty({ enum: ['deal', 'lead'] })
  @IsIn(['deal', 'lead'], { message: 'Pipedrive-Art muss Deal oder Lead sein' })
  type: 'deal' | 'lead';

  @ApiPropertyOptional({ type: Number, nullable: true })
  @ValidateIf((dto: PipedriveDto) => dto.pipeline !== null && dto.pipeline !== undefined)
  @IsInt({ message: 'Pipeline muss eine Pipedrive-Pipeline sein' })
  pipeline: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @ValidateIf((dto: PipedriveDto) => dto.stage !== null && dto.stage !== undefined)
  @IsInt({ message: 'Phase muss eine Pipedrive-Phase sein' })
  stage: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((dto: PipedriveDto) => dto.leadLabel !== null && dto.leadLabel !== undefined)
  @IsString()
  @MaxLength(100)
  leadLabel: string | null;

  @Allow() tokenSet?: boolean;
}

export class LexOfficeDto {
  @ApiProperty({ description: 'Kundennummer' }) @Transform(trimmedText) @IsString() @MaxLength(50) number: string;
  @ApiProperty() @Transform(trimmedText) @IsString() @MaxLength(100) id: string;
}

export class WeClappDto {
  @ApiProperty()
  @Transform(trimmedText)
  @IsString()
  @Matches(URL_PATTERN, { message: `weClapp-URL ${URL_MESSAGE}` })
  @MaxLength(1000)
  uri: string;

  @ApiPropertyOptional({ type: String, description: 'API-Key, nur zum Setzen: leer = unverändert, null = löschen', nullable: true })
  @IsOptional()
  @IsString({ message: 'weClapp-Key muss ein Text sein' })
  @MaxLength(200)
  key?: string | null;

  @Allow() keySet?: boolean;
}

export class OrganisationConfigDto {
  @ApiProperty()
  @Transform(trimmedText)
  @IsString()
  @IsEmailList({ message: EMAIL_LIST_MESSAGE })
  @MaxLength(1000)
  reclamationEmail: string;
}

export class LawyerDto {
  @ApiProperty() @IsBoolean() active: boolean;

  @ApiProperty()
  @Transform(trimmedText)
  @IsString()
  @IsEmailList({ message: EMAIL_LIST_MESSAGE })
  @MaxLength(1000)
  email: string;

  @ApiProperty({ minimum: 1, default: 30 })
  @IsInt({ message: 'Anwalt nach Tagen muss eine ganze Zahl ab 1 sein' })
  @Min(1, { message: 'Anwalt nach Tagen muss eine ganze Zahl ab 1 sein' })
  @Max(3650, { message: 'Anwalt nach Tagen ist zu groß' })
  days: number;
}

export class ExtensionDto {
  @ApiProperty({ type: LawyerDto }) @ValidateNested() @Type(() => LawyerDto) lawyer: LawyerDto;
}

export class GoogleZipSheetDto {
  @ApiProperty({ description: 'Id der Google-Tabelle oder ihre Adresse; leer: keine Tabelle' })
  @Transform(trimmedText)
  @IsString()
  @MaxLength(200)
  @ValidateIf((sheet: GoogleZipSheetDto) => sheet.sheetId !== '')
  @IsGoogleSheetId({ message: INVALID_SHEET_ID })
  sheetId: string;
  @ApiProperty() @Transform(trimmedText) @IsString() @MaxLength(200) pageName: string;
  @ApiProperty() @Transform(trimmedText) @IsString() @MaxLength(200) tableName: string;
  @ApiProperty({ default: true }) @IsBoolean() whiteList: boolean;
}

export class ConditionsConfigDto {
  @ApiProperty() @IsBoolean() radius: boolean;
  @ApiProperty() @IsBoolean() otherAndRadius: boolean;
  @ApiProperty({ type: GoogleZipSheetDto }) @ValidateNested() @Type(() => GoogleZipSheetDto) googleZipSheet: GoogleZipSheetDto;
}

export class ZipConditionDto {
  @ApiProperty({ example: '803', description: 'PLZ oder Anfang einer PLZ (1–5 Ziffern)' })
  @Transform(trimmedText)
  @IsString()
  @Matches(/^\d{1,5}$/, { message: 'PLZ muss aus 1 bis 5 Ziffern bestehen' })
  zip: string;

  @ApiProperty({ example: 'vertrieb@example.de, chef@example.de' })
  @Transform(trimmedText)
  @IsString()
  @IsEmailList({ message: EMAIL_LIST_MESSAGE })
  @MaxLength(1000)
  email: string;
}

export class RadiusConditionDto {
  @ApiProperty({ example: '80331' })
  @Transform(trimmedText)
  @IsString()
  @Matches(/^\d{5}$/, { message: 'PLZ muss aus 5 Ziffern bestehen' })
  zip: string;

  @ApiProperty({ example: 50, description: 'km' })
  @Transform(decimal)
  @IsNumber({}, { message: 'Umkreis muss eine Zahl (km) sein' })
  @Min(1, { message: 'Umkreis muss mindestens 1 km sein' })
  @Max(1000, { message: 'Umkreis darf höchstens 1000 km sein' })
  radius: number;
}

export class ActiveDayDto {
  @ApiProperty() @IsBoolean() active: boolean;
  @ApiProperty({ enum: WEEK_DAYS }) @IsIn(WEEK_DAYS, { message: 'Unbekannter Wochentag' }) weekDay: (typeof WEEK_DAYS)[number];
  @ApiProperty() @IsString() @MaxLength(20) label: string;
  @ApiProperty({ example: '08:00' }) @IsQuarterHour({ message: 'Beginn muss eine Uhrzeit in Viertelstunden sein (HH:MM)' }) startTime: string;
  @ApiProperty({ example: '18:00' }) @IsQuarterHour({ message: 'Ende muss eine Uhrzeit in Viertelstunden sein (HH:MM)' }) endTime: string;
}

export class ConditionsDto {
  @ApiProperty({ default: 0, description: 'Minuten bis zur Zustellung' })
  @IsInt({ message: 'Verzögerung muss eine ganze Zahl (Minuten) sein' })
  @Min(0, { message: 'Verzögerung darf nicht negativ sein' })
  @Max(10_080, { message: 'Verzögerung darf höchstens eine Woche betragen' })
  delay: number;

  @ApiProperty({ default: 7, description: 'Höchstes Lead-Alter in Tagen' })
  @IsInt({ message: 'Max. Lead-Alter muss eine ganze Zahl (Tage) sein' })
  @Min(0, { message: 'Max. Lead-Alter darf nicht negativ sein' })
  @Max(3650, { message: 'Max. Lead-Alter ist zu groß' })
  age: number;

  @ApiProperty({ type: ConditionsConfigDto }) @ValidateNested() @Type(() => ConditionsConfigDto) config: ConditionsConfigDto;

  @ApiProperty({ type: [ZipConditionDto] })
  @IsArray()
  @ArrayMaxSize(5000, { message: 'Höchstens 5000 PLZ-Einträge' })
  @ValidateNested({ each: true })
  @Type(() => ZipConditionDto)
  zipConditions: ZipConditionDto[];

  @ApiProperty({ type: [RadiusConditionDto] })
  @IsArray()
  @ArrayMaxSize(500, { message: 'Höchstens 500 Umkreis-Einträge' })
  @ValidateNested({ each: true })
  @Type(() => RadiusConditionDto)
  radiuses: RadiusConditionDto[];

  @ApiProperty({ type: [ActiveDayDto] })
  @IsArray()
  @ArrayMinSize(7, { message: 'Es müssen genau sieben Wochentage sein' })
  @ArrayMaxSize(7, { message: 'Es müssen genau sieben Wochentage sein' })
  @ValidateNested({ each: true })
  @Type(() => ActiveDayDto)
  activeDays: ActiveDayDto[];

  @ApiProperty({
    description: 'Je Funnel-Schritt (Schlüssel) die akzeptierten Antworten; leer = alle',
    example: { roofType: ['Satteldach'] },
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  @IsObject({ message: 'Antwortfilter müssen ein Objekt sein' })
  answers: Record<string, string[]>;
}

/**
 * The fields of an organisation as the back office edits them (the whole form). Every field is optional
 * so a client may send only what changed; read-only fields (id, apiKey, creationDate, lists) are
 * accepted and ignored.
 */
class OrganisationFieldsDto {
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'Aktiv muss wahr oder falsch sein' }) active?: boolean;

  @ApiPropertyOptional({ enum: ORGANISATION_TYPES })
  @Omittable()
  @IsIn(ORGANISATION_TYPES, { message: `Typ muss einer von ${ORGANISATION_TYPES.join(', ')} sein` })
  type?: (typeof ORGANISATION_TYPES)[number];

  @ApiPropertyOptional({ example: 'leads@sonnenstrom.example, chef@sonnenstrom.example' })
  @Omittable()
  @Transform(trimmedText)
  @IsString()
  @IsEmailList({ message: EMAIL_LIST_MESSAGE })
  @MaxLength(1000)
  email?: string;

  @ApiPropertyOptional() @Omittable() @Transform(trimmedText) @IsString() @MaxLength(40) phone?: string;
  @ApiPropertyOptional() @Omittable() @Transform(trimmedText) @IsString() @MaxLength(250) street?: string;

  @ApiPropertyOptional({ example: '80331' })
  @Omittable()
  @Transform(trimmedText)
  @IsString()
  @Matches(/^(\d{5})?$/, { message: 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)' })
  zip?: string;

  @ApiPropertyOptional() @Omittable() @Transform(trimmedText) @IsString() @MaxLength(100) city?: string;

  @ApiPropertyOptional({ enum: ['germany'] })
  @Omittable()
  @IsIn(['germany'], { message: 'Land: nur Deutschland (germany) ist möglich' })
  country?: string;

  @ApiPropertyOptional({ default: 100 })
  @Omittable()
  @IsInt({ message: 'Prio muss eine ganze Zahl sein' })
  @Min(0, { message: 'Prio darf nicht negativ sein' })
  @Max(100_000, { message: 'Prio ist zu groß' })
  prio?: number;

  @ApiPropertyOptional({
    example: 45.5,
    nullable: true,
    type: Number,
    description: 'Vereinbarter Preis pro Lead (EUR); 0 oder null: kein vereinbarter Preis, die Preisliste (Einstellungen → Preise) gilt. Gespeichert und angezeigt wird dann 0.',
  })
  @IsOptional()
  @Transform(decimal)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Verkaufspreis muss ein Betrag in EUR sein' })
  @Min(0, { message: 'Verkaufspreis darf nicht negativ sein' })
  @Max(99_999_999, { message: 'Verkaufspreis ist zu groß' })
  leadSellCost?: number | null;

  @ApiPropertyOptional({ example: 20 })
  @Omittable()
  @Transform(decimal)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Einkaufspreis muss ein Betrag in EUR sein' })
  @Min(0, { message: 'Einkaufspreis darf nicht negativ sein' })
  @Max(99_999_999, { message: 'Einkaufspreis ist zu groß' })
  leadBuyCost?: number;

  @ApiPropertyOptional({ default: false, description: 'Exklusive Leads: die Verteilung darf dem Unternehmen einen Lead allein verkaufen (geteilte Leads erhält es weiter)' })
  @Omittable()
  @IsBoolean({ message: 'Exklusive Leads muss wahr oder falsch sein' })
  exclusiveLeads?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 120,
    description: 'Preis exklusiv (EUR) für einen Lead, den das Unternehmen allein erhält; null: die Preisliste bestimmt ihn (sein Preis und die Regeln zu „Exklusiv“)',
  })
  @IsOptional()
  @Transform(decimalOrNull)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Preis exklusiv muss ein Betrag in EUR sein (oder leer)' })
  @Min(0, { message: 'Preis exklusiv darf nicht negativ sein' })
  @Max(99_999_999, { message: 'Preis exklusiv ist zu groß' })
  exclusiveLeadSellCost?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 5000,
    description: 'Kreditlimit (EUR, netto): ab offenen Rechnungen plus noch nicht berechneten Leads in dieser Höhe erhält das Unternehmen keine Leads; null: kein Limit',
  })
  @IsOptional()
  @Transform(decimalOrNull)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Kreditlimit muss ein Betrag in EUR sein (oder leer für kein Limit)' })
  @Min(0, { message: 'Kreditlimit darf nicht negativ sein' })
  @Max(9_999_999_999, { message: 'Kreditlimit ist zu groß' })
  creditLimit?: number | null;

  @ApiPropertyOptional({ example: 10 })
  @Omittable()
  @Transform(decimal)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Reklamationsquote muss eine Zahl von 0 bis 100 sein' })
  @Min(0, { message: 'Reklamationsquote muss eine Zahl von 0 bis 100 sein' })
  @Max(100, { message: 'Reklamationsquote muss eine Zahl von 0 bis 100 sein' })
  reclamationQuote?: number;

  @ApiPropertyOptional({ default: 0 })
  @Omittable()
  @IsInt({ message: 'Monatliches Lead-Limit muss eine ganze Zahl sein' })
  @Min(0, { message: 'Monatliches Lead-Limit darf nicht negativ sein' })
  monthlyLeadLimit?: number;

  @ApiPropertyOptional({ default: 0 })
  @Omittable()
  @IsInt({ message: 'Monatliches Lead-Ziel muss eine ganze Zahl sein' })
  @Min(0, { message: 'Monatliches Lead-Ziel darf nicht negativ sein' })
  monthlyLeadGoal?: number;

  @ApiPropertyOptional()
  @Omittable()
  @Transform(trimmedText)
  @IsString()
  @IsEmailList({ message: EMAIL_LIST_MESSAGE })
  @MaxLength(1000)
  leadEvaluationMail?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 28, description: 'Wird auf 1–28 begrenzt' })
  @Omittable()
  @Transform(({ value }) => (typeof value === 'number' ? clampEvaluationDay(value) : value))
  @IsInt({ message: 'Leadauswertung Tag muss eine Zahl von 1 bis 28 sein' })
  leadEvaluationDay?: number;

  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'Statistik senden muss wahr oder falsch sein' }) sendStatistic?: boolean;
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'Rechnung senden muss wahr oder falsch sein' }) sendInvoice?: boolean;
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'Reklamationslink senden muss wahr oder falsch sein' }) sendReclaLink?: boolean;
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'Automatisch an Creditreform muss wahr oder falsch sein' }) autoCrefo?: boolean;

  @ApiPropertyOptional({ minimum: 1, default: 30 })
  @Omittable()
  @IsInt({ message: 'Crefo nach Tagen muss eine ganze Zahl ab 1 sein' })
  @Min(1, { message: 'Crefo nach Tagen muss eine ganze Zahl ab 1 sein' })
  @Max(3650, { message: 'Crefo nach Tagen ist zu groß' })
  crefoDays?: number;

  @ApiPropertyOptional({ type: WebhookDto }) @IsOptional() @ValidateNested() @Type(() => WebhookDto) zapier?: WebhookDto;
  @ApiPropertyOptional({ type: WebhookDto }) @IsOptional() @ValidateNested() @Type(() => WebhookDto) make?: WebhookDto;
  @ApiPropertyOptional({ type: LevetoDto }) @IsOptional() @ValidateNested() @Type(() => LevetoDto) leveto?: LevetoDto;
  @ApiPropertyOptional({ type: PipedriveDto }) @IsOptional() @ValidateNested() @Type(() => PipedriveDto) pipedrive?: PipedriveDto;
  @ApiPropertyOptional({ type: LexOfficeDto }) @IsOptional() @ValidateNested() @Type(() => LexOfficeDto) lexOffice?: LexOfficeDto;
  @ApiPropertyOptional({ type: WeClappDto }) @IsOptional() @ValidateNested() @Type(() => WeClappDto) weClapp?: WeClappDto;
  @ApiPropertyOptional({ type: OrganisationConfigDto }) @IsOptional() @ValidateNested() @Type(() => OrganisationConfigDto) config?: OrganisationConfigDto;
  @ApiPropertyOptional({ type: ExtensionDto }) @IsOptional() @ValidateNested() @Type(() => ExtensionDto) extension?: ExtensionDto;
  @ApiPropertyOptional({ type: ConditionsDto }) @IsOptional() @ValidateNested() @Type(() => ConditionsDto) conditions?: ConditionsDto;

  // Read-only in the back office's form; accepted so the whole form can be sent back, never applied.
  @Allow() id?: unknown;
  @Allow() apiKey?: unknown;
  @Allow() creationDate?: unknown;
  @Allow() updatedAt?: unknown;
  @Allow() deleted?: unknown;
  @Allow() invoices?: unknown;
  @Allow() dunnings?: unknown;
  @Allow() missingInvoices?: unknown;
  @Allow() warnings?: unknown;
  @Allow() sheetSync?: unknown;
  @Allow() complaintRate?: unknown;
  @Allow() dunningHold?: unknown;
  @Allow() deliveryStop?: unknown;
  @Allow() webhookSecretHint?: unknown;
  @Allow() selectedLeads?: unknown;
  @Allow() unqualifiedLeads?: unknown;
  @Allow() credit?: unknown;
}

const NAME_RULES = [
  Transform(trimmedText),
  IsString({ message: 'Bitte einen Namen angeben' }),
  MinLength(1, { message: 'Bitte einen Namen angeben' }),
  MaxLength(200, { message: 'Der Name darf höchstens 200 Zeichen lang sein' }),
];
const nameRules: PropertyDecorator = (target, key) => NAME_RULES.forEach((rule) => rule(target, key));

/** Updating: send what changed (or the whole form). */
export class OrganisationFormDto extends OrganisationFieldsDto {
  @ApiPropertyOptional({ example: 'Sonnenstrom Bayern GmbH' })
  @Omittable()
  @nameRules
  name?: string;
}

/** Creating needs a name; the rest starts from the defaults. */
export class CreateOrganisationDto extends OrganisationFieldsDto {
  @ApiProperty({ example: 'Sonnenstrom Bayern GmbH' })
  @nameRules
  name: string;
}
