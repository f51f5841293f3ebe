import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export const RECLAMATION_DEADLINE_DAYS = { min: 1, max: 365, default: 14 } as const;
const MESSAGE = `Reklamationsfrist (Tage) muss eine ganze Zahl von ${RECLAMATION_DEADLINE_DAYS.min} bis ${RECLAMATION_DEADLINE_DAYS.max} sein`;

/** Card 'Reklamationsfrist (Tage)': how many days after a sale its buyer may file a complaint. */
export class ReclamationSettingsDto {
  @ApiProperty({ minimum: RECLAMATION_DEADLINE_DAYS.min, maximum: RECLAMATION_DEADLINE_DAYS.max, default: RECLAMATION_DEADLINE_DAYS.default, description: 'Reklamationsfrist (Tage)' })
  @IsInt({ message: MESSAGE })
  @Min(RECLAMATION_DEADLINE_DAYS.min, { message: MESSAGE })
  @Max(RECLAMATION_DEADLINE_DAYS.max, { message: MESSAGE })
  deadlineDays: number;
}
