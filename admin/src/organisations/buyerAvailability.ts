import { budgetMessage } from '@contract/buyer-availability';
import type { BuyerSettings } from '../dataProvider/apiTypes';

/**
 * Why the buyer gets no leads today by its own choice in the portal, in Lead Matchen's words: a pause or
 * its state's public holiday (the server's message), its monthly budget, its own lead limit below the
 * one staff set. Empty when none of its own settings stops it (staff's rules are DeliveryWarnings').
 */
export function buyerBlockReasons(settings: BuyerSettings): string[] {
  const reasons: string[] = [];
  if (settings.today.blocked && settings.today.message) reasons.push(settings.today.message);
  if (settings.thisMonth.budgetReached && settings.monthlyBudget !== null) reasons.push(budgetMessage(settings.monthlyBudget, settings.thisMonth.spent));
  // The staff limit alone is DeliveryWarnings' own warning; only a lower limit of the buyer's is said here.
  const ownLimitCounts = settings.monthlyLeadLimit !== null && settings.monthlyLeadLimit > 0 && settings.thisMonth.effectiveLeadLimit < (settings.maxMonthlyLeadLimit || Infinity);
  if (settings.thisMonth.limitReached && ownLimitCounts) {
    reasons.push(`Monatliches Lead-Limit erreicht: ${settings.thisMonth.sold} von ${settings.thisMonth.effectiveLeadLimit}`);
  }
  return reasons;
}
