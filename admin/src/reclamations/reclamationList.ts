import { formatPercent } from '@contract/format';
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

/** '12,5 % Monat · 8 % 3 Monate', or null when the buyer has no sales to measure. */
export function complaintRateParts(rate: ComplaintRate): { month: string; quarter: string } | null {
  if (rate.thisMonth === null && rate.lastThreeMonths === null) return null;
  const show = (value: number | null) => (value === null ? '–' : formatPercent(value));
  return { month: show(rate.thisMonth), quarter: show(rate.lastThreeMonths) };
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
