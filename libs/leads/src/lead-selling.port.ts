import { Injectable } from '@nestjs/common';
import { LateBoundPort } from '@app/infrastructure';
import type { SellingStatisticDto } from './dto/lead-detail.dto';
import type { Actor } from './history/lead-history';

export interface ManualSaleOrder {
  organisations: number[];
  force: boolean;
  userId: number;
}

/** What the lead detail needs from selling. */
export interface LeadSellingPort {
  /**
   * Sells a qualified lead to the buyers it fits, joining the caller's transaction (qualifying and
   * selling commit together); a lead sold automatically before gets nothing more.
   */
  sellQualified(leadId: number): Promise<void>;
  /** Staff sell to chosen buyers; a buyer the rules exclude needs `force` (recorded). Refusals throw with a German reason. */
  sellManually(leadId: number, order: ManualSaleOrder): Promise<void>;
  /** The lead's sales with their buyer and delivery state. */
  salesOf(leadId: number): Promise<SellingStatisticDto[]>;
  /** Reclaims one sale of the lead to that buyer, or reverts its reclamation; the buyer is mailed. */
  setSaleReclaimed(leadId: number, organisationId: number, saleId: number, reclaimed: boolean, actor: Actor): Promise<void>;
  /** Reclaims every sale of the lead with the note ('Reklamation durch Käufer'); each buyer is mailed once. */
  reclaimAllSales(leadId: number, note: string, actor: Actor): Promise<void>;
}

/**
 * Where the sales module plugs selling in. The sales lib depends on this lib (it reads and locks leads
 * through LeadsService), so this lib must not import sales (see LateBoundPort). Without the sales
 * module, qualifying fails loudly instead of leaving a lead qualified but unsold.
 */
@Injectable()
export class LeadSelling extends LateBoundPort<LeadSellingPort> {
  constructor() {
    super('Lead-Verkauf', 'SalesModule');
  }
}
