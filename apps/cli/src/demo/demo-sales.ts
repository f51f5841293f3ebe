import { SalesService } from '@app/sales/sales.service';

/** How many of the demo leads staff have already qualified; the rest wait for them in the back office. */
export const QUALIFIED_DEMO_LEADS = 6;

/**
 * Qualifies the first demo leads, which sells each to the fitting demo buyers with their deliveries
 * queued. Safe to run twice: a qualified lead is never sold again. Returns the sales made now.
 */
export async function seedDemoSales(sales: SalesService, leadIds: readonly number[]): Promise<number> {
  let sold = 0;
  for (const leadId of leadIds.slice(0, QUALIFIED_DEMO_LEADS)) {
    sold += (await sales.sellQualified(leadId, { qualify: true })).length;
  }
  return sold;
}
