import { texts } from '../texts';

/** Spec section 9: seven entries (index 0-6), the next one every 5 seconds. */
export const TICKER_ENTRY_COUNT = 7;
export const TICKER_INTERVAL_MS = 5000;
const MAX_MINUTES = 10;

export interface TickerEntry {
  /** First name and last-name initial: "Lukas M." */
  name: string;
  /** 1 to 10. */
  minutes: number;
  activity: string;
}

/** A random source like Math.random: a number in [0, 1). */
export type RandomSource = () => number;

function pick<T>(items: readonly T[], random: RandomSource): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

/** Random social-proof entries: a first name, a last-name initial, 1 to 10 minutes ago, one of five activities. */
export function createTickerEntries(random: RandomSource = Math.random, count = TICKER_ENTRY_COUNT): TickerEntry[] {
  const { firstNames, lastNameInitials, activities } = texts.offer.ticker;
  return Array.from({ length: count }, () => {
    const name = `${pick(firstNames, random)} ${pick([...lastNameInitials], random)}.`;
    const minutes = 1 + Math.min(MAX_MINUTES - 1, Math.floor(random() * MAX_MINUTES));
    return { name, minutes, activity: pick(activities, random) };
  });
}

/** "Lukas M. hat vor 4 Minuten eine PV-Anlage konfiguriert" */
export function tickerSentence(entry: TickerEntry): string {
  return texts.offer.ticker.sentence(entry.name, entry.minutes, entry.activity);
}

export const nextTickerIndex = (index: number, count = TICKER_ENTRY_COUNT) => (index + 1) % count;
