import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/** Percent of a buyer's sales accepted as complaints; null without sales in the period. */
export class ComplaintRateDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Dieser Monat (Verkäufe dieses Monats)' }) thisMonth: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Die drei Monate vor diesem' }) lastThreeMonths: number | null;
}

export interface ComplaintRatesPort {
  of(organisationId: number): Promise<ComplaintRateDto>;
}

/**
 * The socket for the complaint rate on the organisation detail. Complaints (libs/reclamations) depend
 * on sales, which depend on this lib, so this lib cannot import them: the reclamations module plugs
 * its implementation in when it starts, as the sales module does with LeadSelling.
 */
@Injectable()
export class ComplaintRates implements ComplaintRatesPort {
  private port?: ComplaintRatesPort;

  provide(port: ComplaintRatesPort): void {
    if (this.port) throw new Error('Die Reklamationsquote ist schon angeschlossen');
    this.port = port;
  }

  of(organisationId: number): Promise<ComplaintRateDto> {
    if (!this.port) throw new Error('Keine Reklamationsquote angeschlossen (ReclamationsModule fehlt)');
    return this.port.of(organisationId);
  }
}
