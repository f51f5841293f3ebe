import { Injectable } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LateBoundPort } from '@app/infrastructure';

/** Percent of a buyer's sales accepted as complaints; null without sales in the period. */
export class ComplaintRateDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Dieser Monat (Verkäufe dieses Monats)' }) thisMonth: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Die drei Monate vor diesem' }) lastThreeMonths: number | null;
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
