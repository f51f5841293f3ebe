import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ErrorBody } from './error-body';

/** One refused row of an imported file (orders' CSV import), numbered as in the file (header = row 1). */
export class ImportRowErrorDto {
  @ApiProperty({ example: 3 }) row: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { zip: 'PLZ muss fünf Ziffern haben' } })
  errors: Record<string, string>;
}

/**
 * Every error answer of the API, as the exception filter writes it (ErrorBody). Described here so the
 * browsers read it from the generated types like any other answer.
 */
export class ErrorBodyDto implements ErrorBody {
  [more: string]: unknown;
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ description: 'Für Menschen, auf Deutsch', example: 'Bitte die markierten Felder prüfen.' }) error: string;
  @ApiPropertyOptional({ description: 'Maschinenlesbarer Grund, z. B. INVOICE_EXISTS' }) code?: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Meldung je Feld (Pfad mit Punkten)' })
  fields?: Record<string, string>;
  @ApiPropertyOptional({ type: [ImportRowErrorDto], description: 'Ein abgelehnter Import: die fehlerhaften Zeilen' })
  rows?: ImportRowErrorDto[];
}
