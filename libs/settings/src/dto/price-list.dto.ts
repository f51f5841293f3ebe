import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { PRICE_CONDITION_KINDS, PRICE_LIST_LIMITS, PRICE_LIST_MESSAGES, type PriceConditionKind } from '@app/contract';

/**
 * The price list's shape for the validation pipe: types only, each with the German message of libs/contract's
 * `validatePriceList`, which then checks ranges and which fields each condition needs (the service), so a field
 * has the same message whichever check refuses it and the back office's form can say it while typing.
 */

const finite = { allowNaN: false, allowInfinity: false } as const;

/** One condition; `kind` says which of the other fields it uses. */
export class PriceConditionDto {
  @ApiProperty({
    enum: PRICE_CONDITION_KINDS,
    description:
      'zipPrefix: PLZ beginnt mit `prefix`; answer: Antwort auf `key` ist eine von `values`; answerRange: Zahl der Antwort auf `key` liegt in [`min`, `max`]; exclusive: exklusiver Verkauf; ageDays: Lead ist `from` bis `to` Tage alt; afterComplaint: Weiterverkauf nach Reklamation',
  })
  @IsIn(PRICE_CONDITION_KINDS as readonly string[], { message: PRICE_LIST_MESSAGES.kind })
  kind: PriceConditionKind;

  @ApiPropertyOptional({ description: 'zipPrefix: 1 bis 5 Ziffern', example: '8' })
  @IsOptional()
  @IsString({ message: PRICE_LIST_MESSAGES.zipPrefix })
  prefix?: string;

  @ApiPropertyOptional({ description: 'answer, answerRange: Schlüssel der Funnel-Frage', example: 'interestBattery' })
  @IsOptional()
  @IsString({ message: PRICE_LIST_MESSAGES.key })
  key?: string;

  @ApiPropertyOptional({ type: [String], description: 'answer: die Antworten, bei denen die Regel gilt', example: ['Ja'] })
  @IsOptional()
  @IsArray({ message: PRICE_LIST_MESSAGES.values })
  @IsString({ each: true, message: PRICE_LIST_MESSAGES.values })
  values?: string[];

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'answerRange: Untergrenze (einschließlich)', example: 5000 })
  @IsOptional()
  @IsNumber(finite, { message: PRICE_LIST_MESSAGES.number })
  min?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'answerRange: Obergrenze (einschließlich)' })
  @IsOptional()
  @IsNumber(finite, { message: PRICE_LIST_MESSAGES.number })
  max?: number | null;

  @ApiPropertyOptional({ description: 'ageDays: ab diesem Tag (0 = Tag des Eingangs)', example: 3 })
  @IsOptional()
  @IsInt({ message: PRICE_LIST_MESSAGES.ageDays })
  from?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'ageDays: bis zu diesem Tag (einschließlich); leer = ohne Ende' })
  @IsOptional()
  @IsInt({ message: PRICE_LIST_MESSAGES.ageDays })
  to?: number | null;
}

/** Exactly one of `amount` (EUR, signed) and `percent` (of the running price). */
export class PriceChangeDto {
  @ApiPropertyOptional({ description: 'EUR, negativ zieht ab', example: 5 })
  @IsOptional()
  @IsNumber(finite, { message: PRICE_LIST_MESSAGES.amount })
  amount?: number;

  @ApiPropertyOptional({ description: 'Prozent des laufenden Preises, negativ zieht ab', example: -40 })
  @IsOptional()
  @IsNumber(finite, { message: PRICE_LIST_MESSAGES.percent })
  percent?: number;
}

export class PriceRuleDto {
  @ApiProperty({ description: 'Name, wie Käufer und Mitarbeiter ihn neben der Wirkung lesen', example: 'PLZ 8', maxLength: PRICE_LIST_LIMITS.nameLength })
  @IsString({ message: PRICE_LIST_MESSAGES.name })
  name: string;

  @ApiProperty({ type: PriceConditionDto })
  @IsObject({ message: PRICE_LIST_MESSAGES.kind })
  @ValidateNested()
  @Type(() => PriceConditionDto)
  when: PriceConditionDto;

  @ApiProperty({ type: PriceChangeDto })
  @IsObject({ message: PRICE_LIST_MESSAGES.change })
  @ValidateNested()
  @Type(() => PriceChangeDto)
  change: PriceChangeDto;
}

/** Settings 'Preise' (issue 30 §2): the base price per lead and the rules, applied in the order libs/contract's priceLead documents. */
export class PriceListDto {
  @ApiProperty({ description: 'Grundpreis pro Lead (EUR) für Käufer ohne vereinbarten Preis', example: 45, minimum: 0, maximum: PRICE_LIST_LIMITS.money })
  @IsNumber(finite, { message: PRICE_LIST_MESSAGES.basePrice })
  basePrice: number;

  @ApiProperty({ type: [PriceRuleDto], description: 'Regeln; leer = keine Preisliste (es gilt der vereinbarte Preis)' })
  @IsArray({ message: PRICE_LIST_MESSAGES.rules })
  @ArrayMaxSize(PRICE_LIST_LIMITS.rules, { message: PRICE_LIST_MESSAGES.tooManyRules })
  @ValidateNested({ each: true })
  @Type(() => PriceRuleDto)
  rules: PriceRuleDto[];
}
