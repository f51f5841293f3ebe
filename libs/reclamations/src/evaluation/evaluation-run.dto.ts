import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCalendarDate } from '@app/infrastructure';

export class EvaluationRunDto {
  @ApiPropertyOptional({ example: '2026-12-10', description: 'Tag (JJJJ-MM-TT), Standard heute: Unternehmen mit diesem Auswertungstag bekommen die Leads des Vormonats' })
  @IsOptional()
  @IsCalendarDate({ message: 'Der Tag muss ein gültiges Datum (JJJJ-MM-TT) sein.' })
  day?: string;
}

export class EvaluationRunResultDto {
  @ApiProperty({ example: '2026-12-10' }) day: string;
  @ApiProperty({ example: 2026 }) year: number;
  @ApiProperty({ example: 11, description: 'Der ausgewertete Monat (1–12)' }) month: number;
  @ApiProperty({ description: 'Unternehmen, für die eine Mail angestoßen wurde' }) organisations: number;
}
