/**
 * German display formatting (spec sections 1 and 9: locale de-DE, dates dd.mm.yyyy, money in EUR).
 * Pure TypeScript used by the server and both browser apps: no Node APIs, no DOM.
 *
 * Instants are always shown in Europe/Berlin time, whatever the time zone of the machine running
 * the code, so a server in UTC and a browser in Germany print the same day.
 *
 * Number output is Intl's de-DE output, unchanged: it puts a non-breaking space (U+00A0) between
 * the number and '€' or '%', which also keeps the sign from wrapping onto its own line.
 */

import { berlinWallClock } from './berlin-time';

export type DateInput = Date | string | number | null | undefined;
export type NumberInput = number | string | null | undefined;

const LOCALE = 'de-DE';

/**
 * 'yyyy-mm-dd', optionally followed by a wall-clock time ('T' or a space, then HH:mm[:ss[.fff]]),
 * with no zone designator. Such strings already are Berlin dates (database date columns, the
 * dash-separated lead date strings) and are reordered as written: parsing them with `Date` would
 * shift them by the machine's offset.
 */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

interface DateParts {
  day: string;
  month: string;
  year: string;
  /** 'HH:mm', absent when the input carried no time of day. */
  time?: string;
}

// Building an Intl formatter is costly; tables format thousands of cells.
let euro: Intl.NumberFormat | undefined;
let decimal: Intl.NumberFormat | undefined;

function pad(value: number | string, length: number): string {
  return String(value).padStart(length, '0');
}

function daysInMonth(year: number, month: number): number {
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

function wallClockParts(match: RegExpMatchArray): DateParts | null {
  const [, year, month, day, hour, minute] = match;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(Number(year), m)) return null;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59)) return null;
  return { day, month, year, time: hour === undefined ? undefined : `${hour}:${minute}` };
}

function instantParts(date: Date): DateParts | null {
  if (Number.isNaN(date.getTime())) return null;
  const clock = berlinWallClock(date);
  return { day: pad(clock.day, 2), month: pad(clock.month, 2), year: pad(clock.year, 4), time: clock.time };
}

function toParts(value: DateInput): DateParts | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return instantParts(value);
  if (typeof value === 'number') return Number.isFinite(value) ? instantParts(new Date(value)) : null;
  const text = value.trim();
  if (text === '') return null;
  const wallClock = text.match(WALL_CLOCK);
  if (wallClock) return wallClockParts(wallClock);
  return instantParts(new Date(text));
}

/**
 * 'dd.mm.yyyy' in Berlin time. Accepts a Date, epoch milliseconds, an ISO instant
 * ('2026-03-01T23:30:00Z' → '02.03.2026') or a zone-less 'yyyy-mm-dd[ HH:mm[:ss]]' string, which is
 * reordered without any shifting. Missing or invalid input gives `fallback` (for example 'Fehlt').
 */
export function formatDate(value: DateInput, fallback = ''): string {
  const parts = toParts(value);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : fallback;
}

/**
 * 'dd.mm.yyyy HH:mm' (24-hour clock) in Berlin time; same inputs as `formatDate`. A date-only
 * string has no time of day, so it gives just 'dd.mm.yyyy' rather than an invented '00:00'.
 */
export function formatDateTime(value: DateInput, fallback = ''): string {
  const parts = toParts(value);
  if (!parts) return fallback;
  const date = `${parts.day}.${parts.month}.${parts.year}`;
  return parts.time ? `${date} ${parts.time}` : date;
}

/**
 * 'mm.yyyy' in Berlin time, for figures per month; same inputs as `formatDate` (a month is usually
 * given by its first day, '2026-04-01').
 */
export function formatMonth(value: DateInput, fallback = ''): string {
  const parts = toParts(value);
  return parts ? `${parts.month}.${parts.year}` : fallback;
}

/** Numbers arrive as numbers, or as strings from numeric database columns ('1234.50'). */
function toNumber(value: NumberInput): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string' && value.trim() === '') return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

/**
 * Euro amount in German formatting: 1234.5 → '1.234,50\u00a0€'. A missing or unreadable amount counts
 * as 0 (spec section 9: a missing cost counts as 0), so it gives '0,00\u00a0€'.
 */
export function formatMoney(value: NumberInput): string {
  euro ??= new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: 'EUR',
    // No '-0,00 €' for tiny negative remainders of revenue arithmetic.
    signDisplay: 'negative',
  });
  return euro.format(toNumber(value));
}

let rate: Intl.NumberFormat | undefined;

/**
 * A measured share in percent (complaint rate, reached or won leads) with one decimal, the same on every screen:
 * 12.345 → '12,3\u00a0%', 0 → '0,0\u00a0%'; null (nothing to measure) → '–'. Agreed quotes keep `formatPercent`.
 */
export function formatRate(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  rate ??= new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'negative' });
  return `${rate.format(value)}\u00a0%`;
}

/**
 * A percentage given in percent (a reclamation quote of 12.5 means 12.5 %): 12.5 → '12,5\u00a0%',
 * at most two decimals, no trailing zeros. Missing or unreadable counts as 0 → '0\u00a0%'.
 */
export function formatPercent(value: NumberInput): string {
  // Decimal style plus the sign, not style 'percent': that one needs value / 100, and the float
  // division turns 14.3 into 0.14300000000000002.
  decimal ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2, signDisplay: 'negative' });
  return `${decimal.format(toNumber(value))}\u00a0%`;
}
