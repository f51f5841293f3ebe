import { Injectable } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LateBoundPort } from '@app/infrastructure';

/**
 * The buyer's complaint rate ('Reklaquote', libs/contract complaintRate): the share of its sales that were
 * reclaimed, as the statistics count them, for the sales of this Berlin month and of the three whole months
 * before; null without sales in the period. The months are given so every screen names the same period.
 */
export class ComplaintRateDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Reklamierte Verkäufe je Verkauf in %, Verkäufe dieses Monats' }) thisMonth: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Dasselbe für die Verkäufe der drei Monate davor' }) lastThreeMonths: number | null;
  @ApiProperty({ example: '2026-04-01', description: 'Erster Tag dieses Monats (Berliner Zeit): der Zeitraum von thisMonth' }) thisMonthFrom: string;
  @ApiProperty({ example: '2026-01-01', description: 'Erster Tag des ersten der drei Monate davor' }) lastThreeMonthsFrom: string;
  @ApiProperty({ example: '2026-03-01', description: 'Erster Tag des letzten der drei Monate davor' }) lastThreeMonthsTo: string;
  /** Beside the rate because it is counted from the same sales; the organisation page warns with it. */
  @ApiPropertyOptional({ type: Number, description: 'Nicht reklamierte Verkäufe dieses Monats (zählen gegen das monatliche Lead-Limit)' }) soldThisMonth?: number;
}

export interface ComplaintRatesPort {
  of(organisationId: number): Promise<ComplaintRateDto>;
}

/**
 * Where the complaint rate on the organisation detail comes from. Complaints (libs/reclamations) depend
 * on sales, which depend on this lib, so this lib cannot import them: the reclamations module binds
 * its implementation when it starts (see LateBoundPort).
 */
@Injectable()
export class ComplaintRates extends LateBoundPort<ComplaintRatesPort> {
  constructor() {
    super('Reklamationsquote', 'ReclamationsModule');
  }
}
