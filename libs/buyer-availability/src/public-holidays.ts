import { getHolidayByDate } from 'feiertagejs';
import type { GermanStateCode } from '@app/contract';

/**
 * The German name of the state's public holiday on this calendar day ('YYYY-MM-DD'), or null.
 * feiertagejs reads the Date's local calendar day, so the day is built at local noon: whatever the
 * server's time zone, it is the German day that was asked for.
 */
export function publicHolidayOn(state: GermanStateCode, day: string): string | null {
  const [year, month, date] = day.split('-').map(Number);
  const holiday = getHolidayByDate(new Date(year, month - 1, date, 12), state);
  return holiday ? (holiday.translate('de') ?? holiday.name) : null;
}
