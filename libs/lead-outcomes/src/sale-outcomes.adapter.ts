import { Injectable, OnModuleInit } from '@nestjs/common';
import { SaleOutcomes, SaleOutcomesPort, SaleOutcomeView } from '@app/leads';
import { LeadOutcomesService } from './lead-outcomes.service';

/** Plugs the buyers' outcomes into the staff's lead page of libs/leads (see SaleOutcomes there for why it is a port). */
@Injectable()
export class SaleOutcomesAdapter implements SaleOutcomesPort, OnModuleInit {
  constructor(
    private readonly port: SaleOutcomes,
    private readonly outcomes: LeadOutcomesService,
  ) {}

  onModuleInit(): void {
    this.port.bind(this);
  }

  ofSales(saleIds: number[]): Promise<Map<number, SaleOutcomeView>> {
    return this.outcomes.ofSales(saleIds);
  }
}
