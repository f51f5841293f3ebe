import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class DunningRunDto {
  @ApiPropertyOptional({ example: '2027-02-01', description: 'Standard: heute' })
  @IsOptional()
  @IsString({ message: 'day muss ein Datum (JJJJ-MM-TT) sein' })
  day?: string;
}

/** The answer of POST /api/dunning/run. */
export class DunningRunResultDto {
  @ApiProperty({ example: '2027-02-01', description: 'Der Tag des Laufs' }) day: string;
  @ApiProperty({ description: 'Überfällige Rechnungen, die angesehen wurden' }) invoices: number;
}

/** The answer of POST /api/invoicing/lexoffice/payments. */
export class LexofficePaymentsResultDto {
  @ApiProperty({ description: 'Rechnungen, die Lexware Office als bezahlt meldet und jetzt bezahlt sind' }) paid: number;
}
