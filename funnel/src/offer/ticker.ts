import { recentEnquirySentence, type RecentEnquiry } from '@contract/consent';

/** Spec section 9: up to seven entries (index 0-6), the next one every 5 seconds. */
export const TICKER_ENTRY_COUNT = 7;
export const TICKER_INTERVAL_MS = 5000;

/** The entries the ticker cycles through: real enquiries as the server sent them, newest first. */
export const tickerEntries = (entries: readonly RecentEnquiry[]): RecentEnquiry[] => entries.slice(0, TICKER_ENTRY_COUNT);

/**
 * 'Vor 12 Minuten: Angebot für eine PV-Anlage im Raum 80… angefragt'. The page may stay open a while:
 * the minutes since the entries were loaded are added, so the line stays true.
 */
export function tickerSentence(entry: RecentEnquiry, loadedAt: number, now: number): string {
  return recentEnquirySentence(entry, Math.max(0, Math.floor((now - loadedAt) / 60_000)));
}

export const nextTickerIndex = (index: number, count = TICKER_ENTRY_COUNT) => (count > 0 ? (index + 1) % count : 0);
