import { Injectable } from '@nestjs/common';
import { LateBoundPort } from '@app/infrastructure';

/** What a ping asks of selling: would a buyer take a lead like this now? */
export interface LeadDemandPort {
  /**
   * Whether a lead with this postal code and these answers would be sold now, by the distribution's rules and
   * what was sold so far; nobody is known yet, so no buyer is out for having bought the same person.
   */
  wouldBuy(lead: { zip: string; answers: Record<string, string> }): Promise<boolean>;
}

/** Bound by the sales module (which depends on this lib, see LeadSelling for why it is a port). */
@Injectable()
export class LeadDemand extends LateBoundPort<LeadDemandPort> {
  constructor() {
    super('Nachfrage für Pings', 'SalesModule');
  }
}
