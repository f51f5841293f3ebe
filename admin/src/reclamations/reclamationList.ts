import { formatMonth, formatRate } from '@contract/format';
import type { Identifier } from 'react-admin';
import type { ComplaintRate, ReclamationDecision, ReclamationRequest } from '../dataProvider/apiTypes';

/** Pure helpers of the complaints queue, unit-tested. */

/** What the generic confirm dialog resolves with (spec section 2). */
export type ConfirmResult = 'ok' | 'proofRequired' | 'rejected' | 'cancel';

/** Spec section 4: rejected wins, then proof requested, otherwise accepted; cancel decides nothing. */
export function decisionOf(result: ConfirmResult): ReclamationDecision | null {
  switch (result) {
    case 'ok':
      return 'approved';
    case 'proofRequired':
      return 'proofRequired';
    case 'rejected':
      return 'rejected';
    case 'cancel':
      return null;
  }
}

/** '01.–03.2026', or '11.2025–01.2026' across a new year: months as the statistics name them. */
function monthRange(from: string, to: string): string {
  const [first, last] = [formatMonth(from), formatMonth(to)];
  return first.slice(3) === last.slice(3) ? `${first.slice(0, 3)}–${last}` : `${first}–${last}`;
}

/**
 * The arguments of 'app.reclamations.rate', the one text of a buyer's complaint rate on the queue and the
 * organisation page: each rate with the months of sales it covers ('Reklaquote 04.2026: 12,5 % · 01.–03.2026: 8,0 %'),
 * '–' for a period without sales; null when the buyer sold nothing in any of them.
 */
export function complaintRateParts(rate: ComplaintRate): { month: string; thisMonth: string; earlier: string; lastThreeMonths: string } | null {
  if (rate.thisMonth === null && rate.lastThreeMonths === null) return null;
    return {
    month: formatMonth(rate.thisMonthFrom),
    thisMonth: formatRate(rate.thisMonth),
    earlier: monthRange(rate.lastThreeMonthsFrom, rate.lastThreeMonthsTo),
    lastThreeMonths: formatRate(rate.lastThreeMonths),
  };
}

/** The queue's switch: unset counts as the open requests (spec: default open). */
export function showsProcessed(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Spec section 5: the postcode filter takes numbers only (a German postcode has five; fewer match its start). */
export function digitsOnly(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D+/g, '').slice(0, 5) : '';
}

/**
 * Whether the selected requests may be decided together: none of those on the page is decided for
 * good. Selected rows of other pages are checked by the server (all or nothing).
 */
export function allDecidable(selectedIds: readonly Identifier[], rows: readonly Pick<ReclamationRequest, 'id' | 'decidable'>[]): boolean {
  const selected = new Set(selectedIds.map(String));
  return rows.every((row) => !selected.has(String(row.id)) || row.decidable);
}
