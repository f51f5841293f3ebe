import { berlinWallClock, previousBerlinMonth } from '@contract/berlin-time';
import { isValidDay } from '@contract/dunning-rules';
import { serviceMonth } from '../dataProvider/invoiceMappers';
import type { InvoicingRunResult } from '../dataProvider/apiTypes';

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

/**
 * 'Rechnungslauf gestartet' in parts (each with its own plural): the month, how many invoices the run
 * creates and how many existed already, the corrections; the counts only when the server sent them.
 */
export function runDoneMessages(result: InvoicingRunResult): { key: string; args: Record<string, unknown> }[] {
  const T = 'app.invoices.run';
  const messages: { key: string; args: Record<string, unknown> }[] = [{ key: `${T}.done`, args: { month: serviceMonth(result) } }];
  if (result.created === undefined || result.existing === undefined) {
    messages.push({ key: `${T}.done_organisations`, args: { smart_count: result.organisations } });
  } else {
    messages.push({ key: `${T}.done_created`, args: { smart_count: result.created } });
    messages.push({ key: `${T}.done_existing`, args: { smart_count: result.existing } });
  }
  messages.push({ key: `${T}.done_corrections`, args: { smart_count: result.corrections } });
  if (result.created !== 0 || result.corrections > 0) messages.push({ key: `${T}.done_soon`, args: {} });
  return messages;
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
