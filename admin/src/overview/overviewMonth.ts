import type { BerlinMonth } from '@contract/berlin-time';
import type { AppDataProvider } from '../dataProvider/dataProvider';

/** The month's daily figures (the days chart): one query, started by the page and read by the chart. */
export const monthDaysQuery = (dataProvider: AppDataProvider, month: BerlinMonth) => ({
  queryKey: ['overview', 'days', month],
  queryFn: () => dataProvider.monthDays(month),
});

/** The first year the month picker offers; the product's sales start later. */
export const FIRST_YEAR = 2020;

export function shiftMonth({ year, month }: BerlinMonth, by: number): BerlinMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const compareMonths = (a: BerlinMonth, b: BerlinMonth): number => a.year * 12 + a.month - (b.year * 12 + b.month);

/**
 * The month in the address (`?month=4&year=2026`), or `current` when it names none, a malformed one, one
 * before FIRST_YEAR or one after `current` (the future has no sales yet).
 */
export function monthFromSearch(search: URLSearchParams, current: BerlinMonth): BerlinMonth {
  const month = Number(search.get('month'));
  const year = Number(search.get('year'));
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < FIRST_YEAR) return current;
  const chosen = { year, month };
  return compareMonths(chosen, current) > 0 ? current : chosen;
}

export function searchFromMonth({ year, month }: BerlinMonth): URLSearchParams {
  return new URLSearchParams({ month: String(month), year: String(year) });
}

/** The years the picker offers, newest first. */
export function pickerYears(current: BerlinMonth): number[] {
  return Array.from({ length: current.year - FIRST_YEAR + 1 }, (_, index) => current.year - index);
}
