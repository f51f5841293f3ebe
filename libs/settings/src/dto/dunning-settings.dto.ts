import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsNumber, IsString, ValidateNested } from 'class-validator';
import type { DunningSettings } from '@app/contract';

export class DunningStepDto {
  @ApiProperty({ description: 'Name der Stufe, z. B. "1. Mahnung"' })
  @IsString({ message: 'Name der Mahnstufe muss ein Text sein' })
  name: string;

  @ApiProperty({ description: 'Tage nach der vorigen Stufe (die erste: nach Fälligkeit)' })
  @IsInt({ message: 'Tage nach der vorigen Stufe müssen eine ganze Zahl sein' })
  daysAfterPrevious: number;
}

export class BaseRatePeriodDto {
  @ApiProperty({ description: 'Gültig ab (JJJJ-MM-TT)', example: '2026-01-01' })
  @IsString({ message: 'Gültig ab muss ein Datum sein' })
  validFrom: string;

  @ApiProperty({ description: 'Basiszinssatz in Prozent (§ 247 BGB), auch negativ' })
  @IsNumber({}, { message: 'Basiszinssatz muss eine Zahl sein' })
  rate: number;
}

/**
 * Card 'Mahnwesen': the reminder steps, default interest (9 points over the Basiszinssatz, from the
 * dated table) and the 40 € flat fee (§ 288 BGB), and where Creditreform handovers go. Ranges and
 * formats are checked by `dunningSettingsErrors`.
 */
export class DunningSettingsDto implements DunningSettings {
  @ApiProperty({ type: [DunningStepDto] })
  @IsArray({ message: 'Mahnstufen müssen eine Liste sein' })
  @ValidateNested({ each: true })
  @Type(() => DunningStepDto)
  steps: DunningStepDto[];

  @ApiProperty({ description: 'Verzugszinsen ab der 1. Mahnung' })
  @IsBoolean({ message: 'Verzugszinsen muss an oder aus sein' })
  interestEnabled: boolean;

  @ApiProperty({ description: '40 € Verzugspauschale ab der 1. Mahnung' })
  @IsBoolean({ message: 'Verzugspauschale muss an oder aus sein' })
  flatFeeEnabled: boolean;

  @ApiProperty({ type: [BaseRatePeriodDto] })
  @IsArray({ message: 'Basiszinssätze müssen eine Liste sein' })
  @ValidateNested({ each: true })
  @Type(() => BaseRatePeriodDto)
  baseRates: BaseRatePeriodDto[];

  @ApiProperty({ description: 'E-Mail-Adresse für Übergaben an Creditreform' })
  @IsString({ message: 'Creditreform-E-Mail muss ein Text sein' })
  creditreformEmail: string;
}
