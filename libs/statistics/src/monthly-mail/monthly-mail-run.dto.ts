import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCalendarDate } from '@app/infrastructure';

export class MonthlyMailRunDto {
  @ApiPropertyOptional({ example: '2026-12-01', description: 'Ausführungstag (JJJJ-MM-TT), Standard heute: verschickt wird die Statistik des Vormonats' })
  @IsOptional()
  @IsCalendarDate({ message: 'Der Tag muss ein gültiges Datum (JJJJ-MM-TT) sein.' })
  day?: string;
}

export class MonthlyMailRunResultDto {
  @ApiProperty({ example: '2026-12-01' }) day: string;
  @ApiProperty({ example: 2026 }) year: number;
  @ApiProperty({ example: 11, description: 'Der Monat der Statistik (1–12)' }) month: number;
  @ApiProperty({ description: 'Unternehmen, für die eine Mail angestoßen wurde' }) organisations: number;
}
