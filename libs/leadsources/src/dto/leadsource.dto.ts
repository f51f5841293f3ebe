import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { IsValidEmail, Omittable, trimmedText } from '@app/infrastructure';
import { COST_CONDITION_KINDS, COST_RULE_MESSAGES, validateCostRules, type CostRule } from '../cost-rules';
import { Leadsource } from '../entities/leadsource.entity';

const decimal = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(value) ? Number(value.replace(',', '.')) : value;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/;
export const SLUG_MESSAGE = 'Nur Kleinbuchstaben, Ziffern und Bindestriche (2–50 Zeichen)';

const NAME_RULES = [
  Transform(trimmedText),
  IsString({ message: 'Bitte einen Namen angeben' }),
  MinLength(1, { message: 'Bitte einen Namen angeben' }),
  MaxLength(200, { message: 'Der Name darf höchstens 200 Zeichen lang sein' }),
];
const SLUG_RULES = [
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
  IsString({ message: SLUG_MESSAGE }),
  MinLength(2, { message: SLUG_MESSAGE }),
  Matches(SLUG_PATTERN, { message: SLUG_MESSAGE }),
];
/**
 * Each refused part of the cost rules with its rule's number ('Zu-/Abschlag 2: PLZ-Anfang: 1 bis 5 Ziffern'); the
 * rules themselves are the price list's (libs/contract), checked by one function for the API and the service.
 */
function IsCostRules(): PropertyDecorator {
  return ValidateBy({
    name: 'isCostRules',
    validator: {
      validate: (value: unknown) => validateCostRules(value).ok,
      defaultMessage: (args) => {
        const checked = validateCostRules(args?.value);
        if (checked.ok) return '';
        return Object.entries(checked.errors)
          .map(([path, message]) => {
            const index = /^costRules\.(\d+)/.exec(path)?.[1];
            return index === undefined ? message : `Zu-/Abschlag ${Number(index) + 1}: ${message}`;
          })
          .join('; ');
      },
    },
  });
}

/** A rule's condition: only postal code and answers, which a ping has. */
export class CostConditionDto {
  @ApiProperty({ enum: COST_CONDITION_KINDS, example: 'zipPrefix', description: 'zipPrefix: PLZ beginnt mit; answer: Antwort ist eine von; answerRange: Zahl in der Antwort liegt zwischen' })
  kind: string;
  @ApiPropertyOptional({ example: '8', description: 'zipPrefix: 1 bis 5 Ziffern' }) prefix?: string;
  @ApiPropertyOptional({ example: 'consumption', description: 'answer, answerRange: Schritt-Schlüssel der Frage' }) key?: string;
  @ApiPropertyOptional({ type: [String], example: ['Einfamilienhaus'], description: 'answer: die Antworten, bei denen die Regel gilt' }) values?: string[];
  @ApiPropertyOptional({ example: 5000, description: 'answerRange: Untergrenze' }) min?: number;
  @ApiPropertyOptional({ example: 8000, description: 'answerRange: Obergrenze' }) max?: number;
}

/** A rule's effect: `amount` (EUR, negative = Abschlag) or `percent` of the running price. */
export class CostChangeDto {
  @ApiPropertyOptional({ example: 2.5, description: 'EUR hinzu (negativ: abziehen)' }) amount?: number;
  @ApiPropertyOptional({ example: -10, description: 'Prozent des laufenden Preises' }) percent?: number;
}

export class CostRuleDto {
  @ApiProperty({ example: 'PLZ 8' }) name: string;
  @ApiProperty({ type: CostConditionDto }) when: CostConditionDto;
  @ApiProperty({ type: CostChangeDto }) change: CostChangeDto;
}

const all = (rules: PropertyDecorator[]): PropertyDecorator => (target, key) => rules.forEach((rule) => rule(target, key));

/** The other fields of a lead source, all optional. */
class LeadsourceFieldsDto {
  @ApiPropertyOptional({ example: 'reklamation@solarvergleich.example', description: 'Reklamations-E-Mail' })
  @IsOptional()
  @Transform(trimmedText)
  @IsString()
  @ValidateIf((dto: LeadsourceFormDto) => Boolean(dto.mail))
  @IsValidEmail({ message: 'Bitte eine gültige E-Mail-Adresse angeben' })
  mail?: string;

  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'Aktiv muss wahr oder falsch sein' }) active?: boolean;

  @ApiPropertyOptional({ example: 10, description: 'Reklamationsquote in Prozent' })
  @Omittable()
  @Transform(decimal)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Reklaquote muss eine Zahl von 0 bis 100 sein' })
  @Min(0, { message: 'Reklaquote muss eine Zahl von 0 bis 100 sein' })
  @Max(100, { message: 'Reklaquote muss eine Zahl von 0 bis 100 sein' })
  reclaQuote?: number;

  @ApiPropertyOptional({ example: 18.5, nullable: true, type: Number, description: 'Einkaufspreis je Lead in EUR (für die Marge im Bericht Lead-Qualität); null löscht ihn' })
  @IsOptional()
  @Transform(decimal)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Der Einkaufspreis je Lead muss ein Betrag ab 0,00 € mit höchstens zwei Nachkommastellen sein' })
  @Min(0, { message: 'Der Einkaufspreis je Lead muss ein Betrag ab 0,00 € mit höchstens zwei Nachkommastellen sein' })
  @Max(100000, { message: 'Der Einkaufspreis je Lead darf höchstens 100.000,00 € betragen' })
  leadCost?: number | null;

  @ApiPropertyOptional({
    type: [CostRuleDto],
    description: 'Zu- und Abschläge auf den Einkaufspreis nach PLZ-Anfang und Antworten (wie die Preisliste: erst Beträge, dann Prozente); gelten für Leads mit Ping',
  })
  @Omittable()
  @IsArray({ message: COST_RULE_MESSAGES.list })
  @IsCostRules()
  costRules?: unknown[];

  @ApiPropertyOptional({ description: 'Leads dieser Quelle gelten beim Eingang als qualifiziert' })
  @Omittable()
  @IsBoolean({ message: 'Vorqualifiziert muss wahr oder falsch sein' })
  preQualified?: boolean;

  @ApiPropertyOptional({ description: 'Einwilligungsnachweis verlangen: Leads ohne consent.text, consent.at und consent.ip oder consent.proofUrl werden abgelehnt (422)' })
  @Omittable()
  @IsBoolean({ message: 'Einwilligungsnachweis verlangen muss wahr oder falsch sein' })
  requireConsent?: boolean;

  @ApiPropertyOptional({ example: 60, description: 'Mindestqualität 0–100 (0 = aus): Leads mit niedrigerem Qualitätswert werden gespeichert, aber nicht automatisch verteilt (Einkauf: Zu prüfen)' })
  @Omittable()
  @Transform(decimal)
  @IsInt({ message: 'Mindestqualität muss eine ganze Zahl von 0 bis 100 sein' })
  @Min(0, { message: 'Mindestqualität muss eine ganze Zahl von 0 bis 100 sein' })
  @Max(100, { message: 'Mindestqualität muss eine ganze Zahl von 0 bis 100 sein' })
  minQuality?: number;

  @ApiPropertyOptional({ type: [String], example: ['0170 1111111'], description: 'Testnummern der Leadsource: ein Lead mit einer davon gilt als offensichtlich falsch (höchstens 20)' })
  @IsOptional()
  @IsArray({ message: 'Testnummern müssen eine Liste sein' })
  @ArrayMaxSize(20, { message: 'Höchstens 20 Testnummern' })
  @IsString({ each: true, message: 'Jede Testnummer muss ein Text sein' })
  @MaxLength(30, { each: true, message: 'Eine Testnummer darf höchstens 30 Zeichen lang sein' })
  // An empty entry is dropped (a trailing comma in the form).
  @Matches(/^\s*$|\d{4}/, { each: true, message: 'Jede Testnummer braucht Ziffern (z. B. 0170 1111111)' })
  testPhoneNumbers?: string[];

  // Shown but never taken from the client.
  @Allow() id?: unknown;
  @Allow() apiKey?: unknown;
  @Allow() creationDate?: unknown;
  @Allow() builtIn?: unknown;
  @Allow() throttled?: unknown;
}

/** A lead source as the back office edits it; send what changed (or the whole form). */
export class LeadsourceFormDto extends LeadsourceFieldsDto {
  @ApiPropertyOptional({ example: 'Solarvergleich Süd GmbH' })
  @Omittable()
  @all(NAME_RULES)
  name?: string;

  @ApiPropertyOptional({ example: 'solarvergleich-sued', description: 'Für ?ls=<slug> in der Funnel-Adresse' })
  @Omittable()
  @all(SLUG_RULES)
  slug?: string;
}

export class CreateLeadsourceDto extends LeadsourceFieldsDto {
  @ApiProperty({ example: 'Solarvergleich Süd GmbH' })
  @all(NAME_RULES)
  name: string;

  @ApiProperty({ example: 'solarvergleich-sued', description: 'Für ?ls=<slug> in der Funnel-Adresse' })
  @all(SLUG_RULES)
  slug: string;
}

export class LeadsourceThrottleDto {
  @ApiProperty({ description: 'Seit wann gedrosselt' }) since: string;
  @ApiProperty({ description: 'Warum, mit den Zahlen' }) reason: string;
}

export class LeadsourceListItemDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() mail: string;
  @ApiProperty() active: boolean;
  @ApiProperty() reclaQuote: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Einkaufspreis je Lead in EUR; null: nicht hinterlegt' }) leadCost: number | null;
  @ApiProperty({ type: [CostRuleDto], description: 'Zu- und Abschläge auf den Einkaufspreis (Ping/Post)' }) costRules: CostRule[];
  @ApiProperty() preQualified: boolean;
  @ApiProperty({ description: 'Einwilligungsnachweis verlangen' }) requireConsent: boolean;
  @ApiProperty({ description: 'Mindestqualität 0–100; 0 = aus' }) minQuality: number;
  @ApiProperty({ type: [String], description: 'Testnummern der Leadsource' }) testPhoneNumbers: string[];
  @ApiProperty({ type: LeadsourceThrottleDto, nullable: true, description: 'Gedrosselt: Leads brauchen eine Qualifizierung von Hand, bis die Drosselung aufgehoben wird' })
  throttled: LeadsourceThrottleDto | null;
  @ApiProperty({ description: 'Die eingebaute Website-Quelle kann nicht gelöscht werden' }) builtIn: boolean;
  @ApiProperty() creationDate: string;

  static from(source: Leadsource): LeadsourceListItemDto {
    return {
      id: source.id,
      name: source.name,
      slug: source.slug,
      mail: source.mail,
      active: source.active,
      reclaQuote: Number(source.reclaQuote),
      leadCost: source.leadCost === null || source.leadCost === undefined ? null : Number(source.leadCost),
      costRules: source.costRules ?? [],
      preQualified: source.preQualified,
      requireConsent: source.requireConsent,
      minQuality: source.minQuality,
      testPhoneNumbers: source.testPhoneNumbers ?? [],
      throttled: source.throttledAt ? { since: source.throttledAt.toISOString(), reason: source.throttleReason ?? '' } : null,
      builtIn: source.builtIn,
      creationDate: source.creationDate.toISOString(),
    };
  }
}

export class LeadsourceDetailDto extends LeadsourceListItemDto {
  @ApiProperty({ description: 'Header X-Api-Key für POST /public-api/leadsource/lead; nur lesbar' }) apiKey: string;

  static override from(source: Leadsource): LeadsourceDetailDto {
    return { ...LeadsourceListItemDto.from(source), apiKey: source.apiKey };
  }
}

export class LeadsourceApiKeyDto {
  @ApiProperty({ description: 'Der neue Schlüssel; der alte gilt ab sofort nicht mehr' }) apiKey: string;
}

export class LeadsourceDeletedDto {
  @ApiProperty() id: number;
}
