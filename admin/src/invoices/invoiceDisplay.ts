import { berlinWallClock, previousBerlinMonth } from '@contract/berlin-time';
import { isValidDay } from '@contract/dunning-rules';
import { serviceMonth } from '../dataProvider/invoiceMappers';

/** Pure helpers of the invoice screens, unit-tested. */

/** Today in Germany, 'YYYY-MM-DD': the default of the date fields, and their upper bound. */
export function todayInGermany(now: Date = new Date()): string {
  return berlinWallClock(now).date;
}

/** 'MM.JJJJ' of the month a run on `executionDate` bills (2027-01-01 → '12.2026'); '' for no valid day. */
export function billedMonth(executionDate: string): string {
  if (!isValidDay(executionDate)) return '';
  return serviceMonth(previousBerlinMonth(executionDate));
}

/** A month can be billed once it has ended: from the first day of the month after it. */
export function billedMonthEnded(executionDate: string, today: string): boolean {
  return isValidDay(executionDate) && `${executionDate.slice(0, 7)}-01` <= today;
}

/** A payment is recorded for a real day, not in the future. */
export function isPaidDateValid(paidDate: string, today: string): boolean {
  return isValidDay(paidDate) && paidDate <= today;
}

export type ChipColor = 'default' | 'success' | 'error' | 'info' | 'warning';

/** The status chip's colour: paid green, overdue red, open blue; drafts and cancelled ones grey. */
export function invoiceStatusColor(status: string): ChipColor {
  switch (status) {
    case 'paid':
      return 'success';
    case 'overdue':
      return 'error';
    case 'open':
      return 'info';
    default:
      return 'default';
  }
}
