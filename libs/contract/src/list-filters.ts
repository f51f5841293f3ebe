import { berlinDayRange } from './berlin-time';

/**
 * The list filters of the back office (spec section 7): an unset filter arrives as the word `false`,
 * days as 'YYYY-MM-DD' (a German calendar day, the end day included) or as unix seconds.
 */
export class FilterError extends Error {}

/** Ids are PostgreSQL `integer` columns: a larger number would make the query itself fail. */
export const MAX_ID = 2_147_483_647;

/** Whether a filter is set at all. */
export function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === 'false';
}

/** A time filter as the first instant it includes (`start`) or the first instant after it (`end`). */
export function parseTimeFilter(value: unknown, bound: 'start' | 'end', name: string): Date | null {
  if (isUnset(value)) return null;
  const text = String(value).trim();
  if (/^\d{1,12}$/.test(text)) {
    const seconds = Number(text);
    return new Date((bound === 'start' ? seconds : seconds + 1) * 1000);
  }
  const day = berlinDayRange(text);
  if (!day) throw new FilterError(`${name} muss ein Tag (JJJJ-MM-TT) oder ein Unix-Zeitstempel sein`);
  return bound === 'start' ? day.start : day.end;
}

/** A filter naming a record by its numeric id. */
export function parseIdFilter(value: unknown, name: string): number | null {
  if (isUnset(value)) return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new FilterError(`${name} muss eine gültige Nummer sein`);
  return id;
}
