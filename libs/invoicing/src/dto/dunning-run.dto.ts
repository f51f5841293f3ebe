import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class DunningRunDto {
  @ApiPropertyOptional({ example: '2027-02-01', description: 'Standard: heute' })
  @IsOptional()
  @IsString({ message: 'day muss ein Datum (JJJJ-MM-TT) sein' })
  day?: string;
}
