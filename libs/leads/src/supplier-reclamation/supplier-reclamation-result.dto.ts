import { ApiProperty } from '@nestjs/swagger';
import type { SupplierReclamationResult } from './supplier-reclamation.service';

/** The answer of `PUT /api/leads/reclamate`. */
export class SupplierReclamationResultDto implements SupplierReclamationResult {
  @ApiProperty({ type: [Number], description: 'Mit dieser Anfrage reklamiert' }) reclaimed: number[];
  @ApiProperty({ type: [Number], description: 'Waren schon reklamiert; unverändert' }) unchanged: number[];
  @ApiProperty({ type: [String], description: 'Lieferanten ohne E-Mail-Adresse: niemand wurde benachrichtigt' }) withoutMail: string[];
}
