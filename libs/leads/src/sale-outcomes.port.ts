import { Injectable } from '@nestjs/common';
import type { LeadOutcome } from '@app/contract';
import { LateBoundPort } from '@app/infrastructure';

/** What a buyer said became of the lead it bought: the outcome as it stands and every change, oldest first. */
export interface SaleOutcomeView {
  outcome: LeadOutcome | null;
  history: LeadOutcome[];
}

export interface SaleOutcomesPort {
  /** The outcomes of these sales by sale id; sales the buyer said nothing about are missing. */
  ofSales(saleIds: number[]): Promise<Map<number, SaleOutcomeView>>;
}

/**
 * Where the lead page gets the buyers' outcomes (libs/lead-outcomes). Outcomes belong to sales, which
 * depend on this lib, so this lib cannot import them: the lead-outcomes module binds its implementation
 * when it starts (see LateBoundPort). A process without that module shows no outcomes.
 */
@Injectable()
export class SaleOutcomes extends LateBoundPort<SaleOutcomesPort> {
  constructor() {
    super('Ergebnisse der Käufer', 'LeadOutcomesModule', { ofSales: async () => new Map() });
  }
}
