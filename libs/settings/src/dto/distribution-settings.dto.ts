import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

/** How leads are distributed: how many buyers get one, and how long a person counts as a duplicate. */
export class DistributionSettingsDto {
  @ApiProperty({ minimum: 1, maximum: 10, default: 3, description: 'Käufer pro Lead' })
  @IsInt({ message: 'Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein' })
  @Min(1, { message: 'Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein' })
  @Max(10, { message: 'Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein' })
  buyersPerLead: number;

  @ApiProperty({ minimum: 1, maximum: 365, default: 30, description: 'Dubletten-Zeitraum (Tage)' })
  @IsInt({ message: 'Dubletten-Zeitraum muss eine ganze Zahl von 1 bis 365 Tagen sein' })
  @Min(1, { message: 'Dubletten-Zeitraum muss eine ganze Zahl von 1 bis 365 Tagen sein' })
  @Max(365, { message: 'Dubletten-Zeitraum muss eine ganze Zahl von 1 bis 365 Tagen sein' })
  duplicateWindowDays: number;
}
