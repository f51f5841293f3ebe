import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, Max, Min, ValidateIf } from 'class-validator';

export const RECLAMATION_DEADLINE_DAYS = { min: 1, max: 365, default: 14 } as const;
const MESSAGE = `Reklamationsfrist (Tage) muss eine ganze Zahl von ${RECLAMATION_DEADLINE_DAYS.min} bis ${RECLAMATION_DEADLINE_DAYS.max} sein`;
const RATE_MESSAGE = 'Sofort akzeptieren bis Reklaquote (%) muss leer (aus) oder eine Zahl von 0 bis 100 mit höchstens zwei Nachkommastellen sein';

/** Card 'Reklamationsfrist (Tage)': how many days after a sale its buyer may file a complaint. */
export class ReclamationSettingsDto {
  @ApiProperty({ minimum: RECLAMATION_DEADLINE_DAYS.min, maximum: RECLAMATION_DEADLINE_DAYS.max, default: RECLAMATION_DEADLINE_DAYS.default, description: 'Reklamationsfrist (Tage)' })
  @IsInt({ message: MESSAGE })
  @Min(RECLAMATION_DEADLINE_DAYS.min, { message: MESSAGE })
  @Max(RECLAMATION_DEADLINE_DAYS.max, { message: MESSAGE })
  deadlineDays: number;

  /**
   * Issue 31 §4, default off: a buyer whose return share (accepted complaints per sale, this month and the three
   * before, counting the new complaint) stays at or below this percentage gets its complaint accepted when it
   * files it. Absent in the answer while off; absent in a request keeps the stored value, null or 0 turns it off.
   */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 100, description: 'Sofort akzeptieren bis Reklaquote (%); fehlt, null oder 0: aus' })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: RATE_MESSAGE })
  @Min(0, { message: RATE_MESSAGE })
  @Max(100, { message: RATE_MESSAGE })
  autoAcceptBelowRate?: number | null;
}
