import { Injectable } from '@nestjs/common';
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
 * The port's socket. The sales lib depends on this lib (it reads and locks leads through
 * LeadsService), so this lib must not import sales: it owns the port, and the sales module plugs its
 * implementation in when it starts, the way feature modules register their outbox handlers. Nest
 * would need a global module or forwardRef for the same; this keeps the dependency one-way and visible.
 * Without the sales module, qualifying fails loudly instead of leaving a lead qualified but unsold.
 */
@Injectable()
export class LeadSelling implements LeadSellingPort {
  private port?: LeadSellingPort;

  provide(port: LeadSellingPort): void {
    if (this.port) throw new Error('Der Lead-Verkauf ist schon angeschlossen');
    this.port = port;
  }

  async sellQualified(leadId: number): Promise<void> {
    return this.connected().sellQualified(leadId);
  }

  async sellManually(leadId: number, order: ManualSaleOrder): Promise<void> {
    return this.connected().sellManually(leadId, order);
  }

  async salesOf(leadId: number): Promise<SellingStatisticDto[]> {
    return this.connected().salesOf(leadId);
  }

  async setSaleReclaimed(leadId: number, organisationId: number, saleId: number, reclaimed: boolean, actor: Actor): Promise<void> {
    return this.connected().setSaleReclaimed(leadId, organisationId, saleId, reclaimed, actor);
  }

  async reclaimAllSales(leadId: number, note: string, actor: Actor): Promise<void> {
    return this.connected().reclaimAllSales(leadId, note, actor);
  }

  private connected(): LeadSellingPort {
    if (!this.port) throw new Error('Kein Lead-Verkauf angeschlossen (SalesModule fehlt)');
    return this.port;
  }
}
