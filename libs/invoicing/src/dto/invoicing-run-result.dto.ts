import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The answer of POST /api/invoicing/run: which month it bills and what it set going. */
export class InvoicingRunResultDto {
  @ApiProperty({ example: 2026 }) year: number;
  @ApiProperty({ example: 11, description: 'Leistungsmonat 1–12' }) month: number;
  @ApiProperty({ description: 'Unternehmen mit Verkäufen im Monat' }) organisations: number;
  @ApiProperty({ description: 'Unternehmen, deren nachträglich akzeptierte Reklamationen gutgeschrieben werden' }) corrections: number;
  @ApiPropertyOptional({ description: 'Rechnungen, die dieser Lauf neu erstellt (gleich danach, je Unternehmen ein Auftrag)' }) created?: number;
  @ApiPropertyOptional({ description: 'Unternehmen, deren Rechnung für den Monat es schon gab (bleibt unverändert)' }) existing?: number;
}
