import { LeadDetailService } from '@app/leads';

/** How many of the demo leads staff have already qualified; the rest wait for them in the back office. */
export const QUALIFIED_DEMO_LEADS = 6;

/**
 * Qualifies the first demo leads as staff do on the lead page, which sells each to the fitting demo
 * buyers with their deliveries queued. Safe to run twice: a qualified lead is never sold again.
 * Returns the sales made now.
 */
export async function seedDemoSales(leads: LeadDetailService, leadIds: readonly number[]): Promise<number> {
  let sold = 0;
  for (const leadId of leadIds.slice(0, QUALIFIED_DEMO_LEADS)) {
    const before = await leads.detail(leadId);
    if (before.qualified) continue;
    const after = await leads.update(leadId, { qualified: true });
    sold += after.sellingStatistics.length - before.sellingStatistics.length;
  }
  return sold;
}
