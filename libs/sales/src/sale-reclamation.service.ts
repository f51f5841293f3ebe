import { Injectable } from '@nestjs/common';
import { Clock, Transactional } from '@app/infrastructure';
import { Actor, LeadHistoryService } from '@app/leads';
import { MailService } from '@app/mail';
import { OrganisationsService } from '@app/organisations';
import { escapeHtml } from '@app/contract';
import { Sale } from './entities/sale.entity';
import { SaleRepository } from './sale.repository';
import { SalesException } from './sales.exception';

/**
 * Staff reclaim a sale (the buyer does not pay for it; it no longer counts towards the buyer's monthly
 * limit) or revert that. The buyer is told by mail either way; the lead's history records who and when.
 */
@Injectable()
export class SaleReclamationService {
  constructor(
    private readonly sales: SaleRepository,
    private readonly organisations: OrganisationsService,
    private readonly history: LeadHistoryService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** One sale of the lead to this buyer; reclaiming twice (or reverting an unreclaimed sale) changes nothing. */
  @Transactional()
  async setReclaimed(leadId: number, organisationId: number, saleId: number, reclaimed: boolean, actor: Actor): Promise<void> {
    const sale = await this.sales.lockSale(saleId);
    if (!sale || sale.leadId !== leadId || sale.organisationId !== organisationId) {
      throw new SalesException('SALE_NOT_FOUND', `Kein Verkauf ${saleId} von Lead ${leadId} an dieses Unternehmen`);
    }
    if (sale.reclaimed === reclaimed) return;
    await this.change(sale, reclaimed, reclaimed ? 'Vom Backoffice reklamiert' : null, actor);
  }

  /** 'Reklamation durch Käufer': every sale of the lead reclaimed with the note, each buyer mailed once. */
  @Transactional()
  async reclaimAll(leadId: number, note: string, actor: Actor): Promise<void> {
    const sales = await this.sales.lockSalesOfLead(leadId);
    if (sales.length === 0) throw new SalesException('SALE_NOT_FOUND', `Lead ${leadId} wurde an niemanden verkauft`);
    for (const sale of sales.filter((candidate) => !candidate.reclaimed)) await this.change(sale, true, note, actor);
  }

  /**
   * An accepted complaint: the sale is reclaimed in the caller's transaction (the complaint's decision
   * commits with it). The buyer is not mailed here; the complaint's decision mail tells it. Reclaiming
   * a reclaimed sale changes nothing. `actor` null: a complaint rule accepted it (libs/reclamations).
   */
  @Transactional()
  async reclaimForComplaint(saleId: number, note: string, actor: Actor | null): Promise<void> {
    const sale = await this.sales.lockSale(saleId);
    if (!sale) throw new SalesException('SALE_NOT_FOUND', `Verkauf ${saleId} gibt es nicht`);
    if (sale.reclaimed) return;
    await this.change(sale, true, note, actor, false);
  }

  private async change(sale: Sale, reclaimed: boolean, note: string | null, actor: Actor | null, mailBuyer = true): Promise<void> {
    const now = this.clock.now();
    await this.sales.setReclaimed(sale.id, reclaimed ? { reclaimed: true, reclaimedAt: now, reclamationNote: note } : { reclaimed: false, reclaimedAt: null, reclamationNote: null });
    const buyer = await this.organisations.get(sale.organisationId);
    const text = reclaimed ? `Verkauf an ${buyer.name} reklamiert${note ? `: ${note}` : ''}` : `Reklamation des Verkaufs an ${buyer.name} zurückgenommen`;
    await this.history.record(sale.leadId, reclaimed ? 'sale-reclaimed' : 'sale-reinstated', text, actor);
    const recipient = buyer.config?.reclamationEmail?.trim() || buyer.email;
    if (recipient && mailBuyer) await this.mail.queue({ ...buyerMail(sale.leadId, reclaimed, note), recipient, leadId: sale.leadId });
  }
}

function buyerMail(leadId: number, reclaimed: boolean, note: string | null) {
  if (reclaimed) {
    const reason = note ? `\n\nGrund: ${note}` : '';
    return {
      kind: 'sale-reclaimed' as const,
      subject: `Lead ${leadId} wurde reklamiert`,
      text: `Guten Tag,\n\nder Lead ${leadId} wurde reklamiert und wird Ihnen nicht berechnet.${reason}\n`,
      html: `<p>Guten Tag,</p><p>der Lead ${leadId} wurde reklamiert und wird Ihnen nicht berechnet.</p>${note ? `<p>Grund: ${escapeHtml(note)}</p>` : ''}`,
    };
  }
  return {
    kind: 'sale-reinstated' as const,
    subject: `Lead ${leadId}: Reklamation zurückgenommen`,
    text: `Guten Tag,\n\ndie Reklamation des Leads ${leadId} wurde zurückgenommen. Der Lead wird Ihnen wieder berechnet.\n`,
    html: `<p>Guten Tag,</p><p>die Reklamation des Leads ${leadId} wurde zurückgenommen. Der Lead wird Ihnen wieder berechnet.</p>`,
  };
}
