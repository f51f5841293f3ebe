import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsDefined,
  IsISO8601,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsId } from '@app/infrastructure';
import { CONSENT_TEXT, CONTACT_MESSAGES, SALUTATIONS, type ContactInput } from '@app/contract';

const TOO_LONG = 'ist zu lang';

/**
 * Contact data as the funnel and suppliers send it (spec section 3 'Lead form (contact)', libs/contract
 * ContactInput); the content rules (patterns, required) are checked by the intake.
 */
export class LeadFormContactDto implements ContactInput {
  @ApiPropertyOptional({ enum: SALUTATIONS })
  @IsOptional()
  @IsString({ message: CONTACT_MESSAGES.salutation })
  @MaxLength(20, { message: `Anrede ${TOO_LONG}` })
  salutation?: string;

  @ApiProperty({ example: 'Anna' })
  @IsString({ message: CONTACT_MESSAGES.firstName })
  @MaxLength(100, { message: `Vorname ${TOO_LONG}` })
  firstName: string;

  @ApiProperty({ example: 'Schmidt' })
  @IsString({ message: CONTACT_MESSAGES.lastName })
  @MaxLength(100, { message: `Nachname ${TOO_LONG}` })
  lastName: string;

  @ApiProperty({ example: '+491711234567', description: 'Führende 0 wird zu +49' })
  @IsString({ message: CONTACT_MESSAGES.phone })
  @MaxLength(40, { message: CONTACT_MESSAGES.phone })
  phone: string;

  @ApiProperty({ example: 'anna.schmidt@example.de' })
  @IsString({ message: CONTACT_MESSAGES.mail })
  @MaxLength(254, { message: CONTACT_MESSAGES.mail })
  mail: string;

  @ApiProperty({ example: 'Lindenstraße 5a', description: 'Straße und Hausnummer' })
  @IsString({ message: CONTACT_MESSAGES.street })
  @MaxLength(200, { message: `Straße ${TOO_LONG}` })
  street: string;

  @ApiPropertyOptional({ description: 'Hausnummer, falls getrennt gesendet (wird an die Straße angehängt)' })
  @IsOptional()
  @IsString({ message: CONTACT_MESSAGES.streetNr })
  @MaxLength(20, { message: `Hausnummer ${TOO_LONG}` })
  streetNr?: string;

  @ApiPropertyOptional({ example: 'München' })
  @IsOptional()
  @IsString({ message: CONTACT_MESSAGES.city })
  @MaxLength(100, { message: `Ort ${TOO_LONG}` })
  city?: string;

  @ApiProperty({ example: '80331' })
  @IsString({ message: CONTACT_MESSAGES.zip })
  @MaxLength(10, { message: CONTACT_MESSAGES.zip })
  zip: string;

  @ApiPropertyOptional({ description: 'Adresse der Funnel-Seite; `ls=<slug>` wählt die Leadsource' })
  @IsOptional()
  @IsString({ message: 'fromUrl muss ein Text sein' })
  @MaxLength(2000, { message: `fromUrl ${TOO_LONG}` })
  fromUrl?: string;
}

export class ClickActionDto {
  @ApiProperty({ example: 'Einfamilienhaus', description: 'Text der gewählten Antwort' })
  @IsString({ message: 'Antwort fehlt' })
  @MaxLength(200, { message: `Antwort ${TOO_LONG}` })
  title: string;

  @ApiPropertyOptional({ description: 'Eingegebener Text bei einer Freitext-Antwort' })
  @IsOptional()
  @IsString({ message: 'Freitext muss ein Text sein' })
  @MaxLength(500, { message: 'Freitext darf höchstens 500 Zeichen lang sein' })
  freeText?: string;
}

export class ClickHistoryEntryDto {
  @ApiPropertyOptional({ example: 'Hausart' })
  @IsOptional()
  @IsString({ message: 'Titel muss ein Text sein' })
  @MaxLength(200, { message: `Titel ${TOO_LONG}` })
  title?: string;

  @ApiPropertyOptional({ example: 2 })
  @IsOptional()
  @IsId({ message: 'Schritt-Id muss eine ganze Zahl von 1 bis 2147483647 sein' })
  id?: number;

  @ApiProperty({ example: 'buildingType' })
  @IsString({ message: 'Schritt-Schlüssel fehlt' })
  @MaxLength(50, { message: `Schritt-Schlüssel ${TOO_LONG}` })
  key: string;

  @ApiProperty({ type: ClickActionDto })
  @IsDefined({ message: 'Antwort fehlt' })
  @ValidateNested()
  @Type(() => ClickActionDto)
  action: ClickActionDto;
}

export class ConsentDto {
  @ApiProperty({ example: CONSENT_TEXT, description: 'Der angezeigte Einwilligungstext, wörtlich' })
  @IsString({ message: 'Einwilligungstext fehlt' })
  @Equals(CONSENT_TEXT, { message: 'Einwilligungstext stimmt nicht mit dem angezeigten Text überein' })
  text: string;

  @ApiProperty({ example: true })
  @IsBoolean({ message: 'Bitte der Übermittlung zustimmen' })
  @Equals(true, { message: 'Bitte der Übermittlung zustimmen' })
  accepted: boolean;
}

/** `POST /public-api/lead`: what the offer funnel sends. */
/**
 * How the funnel was filled in, for the quality check at intake (libs/lead-checks): optional, a client that
 * does not send it gets no finding from it. Never shown to anyone but staff, as findings.
 */
export class FunnelSignalsDto {
  @ApiPropertyOptional({ example: 48_000, description: 'Millisekunden vom ersten Schritt bis zum Absenden' })
  @IsOptional()
  @IsInt({ message: 'elapsedMs muss eine ganze Zahl sein' })
  @Min(0, { message: 'elapsedMs darf nicht negativ sein' })
  @Max(86_400_000 * 30, { message: 'elapsedMs ist zu groß' })
  elapsedMs?: number;

  @ApiPropertyOptional({ description: 'Das versteckte Feld, das Menschen nicht sehen (Bots füllen es aus)' })
  @IsOptional()
  @IsString({ message: 'website muss ein Text sein' })
  @MaxLength(500, { message: `website ${TOO_LONG}` })
  website?: string;

  @ApiPropertyOptional({ example: 'b3d1c0de-…', description: 'Zufällige Kennung der Browsersitzung (je Tab), für viele Anfragen aus einem Browser' })
  @IsOptional()
  @IsString({ message: 'session muss ein Text sein' })
  @MaxLength(64, { message: `session ${TOO_LONG}` })
  session?: string;
}

export class CreateFunnelLeadDto {
  @ApiProperty({ type: LeadFormContactDto })
  @IsDefined({ message: 'Kontaktdaten fehlen' })
  @ValidateNested()
  @Type(() => LeadFormContactDto)
  contact: LeadFormContactDto;

  @ApiProperty({ type: [ClickHistoryEntryDto], description: 'Klickverlauf: eine Antwort je Frage' })
  @IsArray({ message: 'Antworten fehlen' })
  @ArrayMaxSize(30, { message: 'Zu viele Antworten' })
  @ValidateNested({ each: true })
  @Type(() => ClickHistoryEntryDto)
  details: ClickHistoryEntryDto[];

  @ApiPropertyOptional({
    type: ConsentDto,
    description: 'Optional: ohne Angabe gilt die Einwilligungszeile des Funnels (mit Zeitpunkt, IP-Adresse und Browser) als gegeben',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ConsentDto)
  consent?: ConsentDto;

  @ApiPropertyOptional({ type: FunnelSignalsDto, description: 'Optional: wie der Funnel ausgefüllt wurde (für die Qualitätsprüfung)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => FunnelSignalsDto)
  signals?: FunnelSignalsDto;
}

export class SupplierConsentDto {
  @ApiPropertyOptional({ description: 'Einwilligungstext, dem der Kunde beim Lieferanten zugestimmt hat' })
  @IsOptional()
  @IsString({ message: 'Einwilligungstext muss ein Text sein' })
  @MaxLength(2000, { message: `Einwilligungstext ${TOO_LONG}` })
  text?: string;

  @ApiPropertyOptional({ example: '2026-11-20T09:30:00Z' })
  @IsOptional()
  @IsISO8601({}, { message: 'Einwilligungszeitpunkt muss ein Datum (ISO 8601) sein' })
  at?: string;

  @ApiPropertyOptional({ example: '203.0.113.7' })
  @IsOptional()
  @IsString({ message: 'IP-Adresse muss ein Text sein' })
  @MaxLength(64, { message: `IP-Adresse ${TOO_LONG}` })
  ip?: string;

  @ApiPropertyOptional({ example: 'https://lieferant.example/einwilligung/LS-2026-000123', description: 'Adresse, unter der der Lieferant die Einwilligung nachweist (statt oder neben der IP-Adresse)' })
  @IsOptional()
  @IsString({ message: 'Nachweis-Adresse muss ein Text sein' })
  @MaxLength(2000, { message: `Nachweis-Adresse ${TOO_LONG}` })
  @Matches(/^https?:\/\/\S+$/, { message: 'Nachweis-Adresse muss mit http:// oder https:// beginnen' })
  proofUrl?: string;
}

/** `POST /public-api/leadsource/lead`: a supplier's lead, with its `X-Api-Key`. */
export class CreateSupplierLeadDto {
  @ApiPropertyOptional({ example: 'LS-2026-000123', description: 'Eigene Id des Lieferanten; dieselbe Id legt keinen zweiten Lead an' })
  @IsOptional()
  @IsString({ message: 'externalId muss ein Text sein' })
  @MaxLength(100, { message: `externalId ${TOO_LONG}` })
  externalId?: string;

  @ApiProperty({ type: LeadFormContactDto })
  @IsDefined({ message: 'Kontaktdaten fehlen' })
  @ValidateNested()
  @Type(() => LeadFormContactDto)
  contact: LeadFormContactDto;

  @ApiPropertyOptional({
    example: { consumption: 'bis 3.000 kWh', buildingType: 'Einfamilienhaus', extraInfo: 'Dach 2019 neu gedeckt' },
    description: 'Antworten nach Schritt-Schlüssel (siehe GET /public-api/funnel) und extraInfo',
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  })
  @IsOptional()
  @IsObject({ message: 'data muss ein Objekt sein' })
  data?: Record<string, unknown>;

  @ApiPropertyOptional({ type: SupplierConsentDto, description: 'Pflicht bei „Einwilligungsnachweis verlangen“: text, at und ip oder proofUrl (sonst 422)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => SupplierConsentDto)
  consent?: SupplierConsentDto;
  @ApiPropertyOptional({
    example: '3f2b8c1e-9a4d-4c1b-8e77-2d5f0b6a9c10',
    description: 'Id eines Pings (POST /public-api/leadsource/ping): der Lead wird zum Preis des Pings angenommen, wenn Postleitzahl und Antworten passen und der Ping weder abgelaufen (422) noch verwendet ist (409)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'pingId muss die Id eines Pings sein (wie von POST /public-api/leadsource/ping erhalten)' })
  pingId?: string;
}

export class LeadCreatedDto {
  @ApiProperty({ example: 1042, description: 'Nummer des Leads' }) id: number;
}

/** `POST /public-api/lead`: the thank-you page shows the number and asks for the confirmation when there is a link. */
export class FunnelLeadCreatedDto extends LeadCreatedDto {
  @ApiProperty({ description: 'true: Die Bestätigungsmail enthält einen Link, mit dem die Person ihre E-Mail-Adresse bestätigt (Double-Opt-in)' })
  doubleOptIn: boolean;
}
