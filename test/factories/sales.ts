import { Sale, SalesService } from '@app/sales';
import { Running } from './running';

/** A sale as stored: at 50 EUR, now, automatic, not reclaimed. */
export function saleRow(overrides: Partial<Sale> & Pick<Sale, 'leadId' | 'organisationId'>): Partial<Sale> {
  return { price: '50.00', soldAt: new Date(), manual: false, forced: false, reclaimed: false, reclaimedAt: null, soldByUserId: null, ...overrides };
}

/** Stores the sale row directly (no delivery, no rules): for tests of what is computed from sales. */
export function insertSale(running: Pick<Running, 'db'>, overrides: Parameters<typeof saleRow>[0]): Promise<Sale> {
  return running.db.getRepository(Sale).save(saleRow(overrides));
}

/** Sells by hand through SalesService, as 'Lead Matchen' does: sales, deliveries and their outbox jobs. */
export function sellLead(running: Running, leadId: number, order: { organisations: number[]; force?: boolean; userId: number }): Promise<Sale[]> {
  return running.app.get(SalesService).sellManually(leadId, { force: false, ...order });
}
