import type { Identifier } from 'react-admin';
import { ApiError } from '@ui/http/apiError';
import type { MatchedOrganisation } from '../dataProvider/apiTypes';

/** The organisation ids ticked in the result table (the list context's `selectedIds`). */
export type Selection = readonly Identifier[];

/** What the confirm dialog shows and what it sends. */
export interface SellPlan {
  leadId: number;
  /** The ticked organisations, in the API's order (the order they would get the lead). */
  chosen: MatchedOrganisation[];
  /** The chosen ones that do not fit: selling to them must be forced, and is recorded as such. */
  misfits: MatchedOrganisation[];
  force: boolean;
  organisations: number[];
}

/**
 * `null` when there is nothing to sell: no row ticked, or an answer without the lead's number.
 * Ticks of rows no longer shown (the list was matched again) are left out.
 */
export function sellPlan(rows: readonly MatchedOrganisation[], selection: Selection): SellPlan | null {
  const chosen = rows.filter((row) => selection.includes(row.id));
  const leadId = rows[0]?.leadId ?? 0;
  if (!chosen.length || leadId <= 0) return null;
  const misfits = chosen.filter((row) => !row.eligible);
  return { leadId, chosen, misfits, force: misfits.length > 0, organisations: chosen.map((row) => row.id) };
}

/**
 * What the dialog says when the sale failed: the server's German text ('Nicht verkauft: …'), or a
 * translation key when there is none (a network error's message is the browser's English).
 */
export function sellFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : 'app.matching.sell.failed';
}
