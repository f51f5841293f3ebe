import { formatMoney } from './format';
import { splitEmailList } from './organisation';

/**
 * What a buyer decides about its own supply in the portal (issue 20): pauses such as a holiday week, no
 * leads on its state's public holidays, a monthly budget and a lead limit of its own below the one staff
 * set. Shared by the server (distribution, validation) and the apps that show or edit it.
 */

/** A pause, both days included, as German calendar days 'YYYY-MM-DD'. */
export interface BuyerPause {
  from: string;
  to: string;
  /** Free text the buyer typed, e.g. 'Urlaub'; may be empty. */
  reason: string;
}

export interface BuyerAvailability {
  pauses: BuyerPause[];
  /** A German state's code ('BY'): no leads on its public holidays; null: holidays are ordinary days. */
  holidaysState: GermanStateCode | null;
  /** EUR per calendar month for this month's non-reclaimed sales; null: no budget. */
  monthlyBudget: number | null;
  /** The buyer's own monthly lead limit; null: the one staff set applies alone. */
  monthlyLeadLimit: number | null;
  /** Where portal notices (outcome reminders, delivery notes) go; empty: the organisation's address. */
  notificationEmail: string;
}

export const EMPTY_BUYER_AVAILABILITY: BuyerAvailability = { pauses: [], holidaysState: null, monthlyBudget: null, monthlyLeadLimit: null, notificationEmail: '' };

/** The German states by the codes of the holiday library (feiertagejs), with their German names. */
export const GERMAN_STATES = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;
export type GermanStateCode = keyof typeof GERMAN_STATES;

export function isGermanStateCode(value: unknown): value is GermanStateCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(GERMAN_STATES, value);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_PAUSES = 50;
const MAX_REASON_LENGTH = 200;

/** 'YYYY-MM-DD' naming a day that exists (no 2026-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2026-12-14' → '14.12.2026' (calendar days have no time zone, so no Date is involved). */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The day after a calendar day, as 'YYYY-MM-DD'. */
function nextCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * Why these pauses cannot be saved (German), or null. Each needs both days, `from` not after `to`, and a
 * short reason; a pause may lie in the past (it is then simply over).
 */
export function pausesProblem(pauses: readonly BuyerPause[]): string | null {
  if (pauses.length > MAX_PAUSES) return `Es sind höchstens ${MAX_PAUSES} Pausen möglich.`;
  for (const [index, pause] of pauses.entries()) {
    const which = `Pause ${index + 1}`;
    if (!isCalendarDay(pause.from)) return `${which}: Bitte geben Sie den ersten Tag als Datum an (JJJJ-MM-TT).`;
    if (!isCalendarDay(pause.to)) return `${which}: Bitte geben Sie den letzten Tag als Datum an (JJJJ-MM-TT).`;
    if (pause.from > pause.to) return `${which}: Der erste Tag liegt nach dem letzten.`;
    if ((pause.reason ?? '').length > MAX_REASON_LENGTH) return `${which}: Der Grund darf höchstens ${MAX_REASON_LENGTH} Zeichen lang sein.`;
  }
  return null;
}

/**
 * The pause covering `today` ('YYYY-MM-DD', German calendar) with `to` stretched over pauses that follow
 * without a gap, so 'Pausiert bis' names the day the buyer really takes leads again after; null when none.
 */
export function pauseCovering(pauses: readonly BuyerPause[], today: string): BuyerPause | null {
  const current = pauses.find((pause) => pause.from <= today && today <= pause.to);
  if (!current) return null;
  let until = current.to;
  for (let extended = true; extended; ) {
    extended = false;
    for (const pause of pauses) {
      if (pause.from <= nextCalendarDay(until) && pause.to > until) {
        until = pause.to;
        extended = true;
      }
    }
  }
  return { ...current, to: until };
}

/** 'Pausiert bis 14.12.2026 (Urlaub)': what Lead Matchen and the organisation page say. */
export function pauseMessage(pause: BuyerPause): string {
  const reason = pause.reason?.trim();
  return `Pausiert bis ${formatCalendarDay(pause.to)}${reason ? ` (${reason})` : ''}`;
}

/** 'Feiertag in Bayern (1. Weihnachtstag)'. */
export function holidayMessage(state: GermanStateCode, holidayName?: string): string {
  return `Feiertag in ${GERMAN_STATES[state]}${holidayName ? ` (${holidayName})` : ''}`;
}

/** Whether one more lead at `price` keeps this month's spending within the budget (a null budget always does). */
export function withinBudget(monthlyBudget: number | null, spentThisMonth: number, price: number): boolean {
  if (monthlyBudget === null) return true;
  return Math.round((spentThisMonth + price) * 100) <= Math.round(monthlyBudget * 100);
}

/** 'Monatsbudget erreicht: 980,00 € von 1.000,00 € ausgegeben'. */
export function budgetMessage(monthlyBudget: number, spentThisMonth: number): string {
  return `Monatsbudget erreicht: ${formatMoney(spentThisMonth)} von ${formatMoney(monthlyBudget)} ausgegeben`;
}

/**
 * The monthly lead limit that counts: the lower of the one staff set and the buyer's own; 0 = none.
 * A buyer may only lower what staff allow, never raise it.
 */
export function effectiveLeadLimit(staffLimit: number, buyerLimit: number | null): number {
  if (buyerLimit === null || buyerLimit <= 0) return staffLimit;
  return staffLimit > 0 ? Math.min(staffLimit, buyerLimit) : buyerLimit;
}

/** Why the buyer's own limit cannot be saved (German), or null. */
export function buyerLeadLimitProblem(staffLimit: number, buyerLimit: number | null): string | null {
  if (buyerLimit === null) return null;
  if (!Number.isInteger(buyerLimit) || buyerLimit < 0) return 'Das monatliche Lead-Limit muss eine ganze Zahl ab 0 sein.';
  if (staffLimit > 0 && buyerLimit > staffLimit) return `Das monatliche Lead-Limit darf höchstens ${staffLimit} betragen (mit uns vereinbart).`;
  return null;
}

const NOTIFICATION_EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const MAX_MONTHLY_BUDGET = 10_000_000;

/**
 * Every rule these settings break, by field, in German; empty when they can be saved. All at once, so the
 * portal shows every field to correct together. `staffLeadLimit` is the most staff allow (0: no maximum).
 */
export function availabilityProblems(availability: BuyerAvailability, staffLeadLimit: number): Partial<Record<keyof BuyerAvailability, string>> {
  const problems: Partial<Record<keyof BuyerAvailability, string>> = {};
  const pauses = pausesProblem(availability.pauses);
  if (pauses) problems.pauses = pauses;
  if (availability.holidaysState !== null && !isGermanStateCode(availability.holidaysState)) problems.holidaysState = 'Bitte wählen Sie ein Bundesland aus der Liste.';
  const budget = availability.monthlyBudget;
  if (budget !== null && (!Number.isFinite(budget) || budget < 0 || budget > MAX_MONTHLY_BUDGET || Math.abs(Math.round(budget * 100) - budget * 100) > 1e-6)) {
    problems.monthlyBudget = 'Das Monatsbudget muss ein Betrag ab 0,00 € mit höchstens zwei Nachkommastellen sein.';
  }
  const limit = buyerLeadLimitProblem(staffLeadLimit, availability.monthlyLeadLimit);
  if (limit) problems.monthlyLeadLimit = limit;
  const email = availability.notificationEmail.trim();
  const addresses = splitEmailList(email);
  if (email && (email.length > 254 || addresses.length !== 1 || !NOTIFICATION_EMAIL.test(addresses[0]))) {
    problems.notificationEmail = 'Bitte geben Sie eine gültige E-Mail-Adresse für Benachrichtigungen an.';
  }
  return problems;
}

/** Why a buyer takes no leads on a day of its own choosing; null when it takes them. */
export interface AvailabilityBlock {
  reason: 'paused' | 'holiday';
  /** German: 'Pausiert bis 14.12.2026 (Urlaub)', 'Feiertag in Bayern (1. Weihnachtstag)'. */
  message: string;
}

/** The name of the state's public holiday on a calendar day, or null (the server asks its holiday library). */
export type HolidayLookup = (state: GermanStateCode, day: string) => string | null;

/** A pause or the state's public holiday that keeps the buyer from leads on `today` ('YYYY-MM-DD', German). */
export function availabilityBlock(availability: Pick<BuyerAvailability, 'pauses' | 'holidaysState'>, today: string, holidayOn: HolidayLookup): AvailabilityBlock | null {
  const pause = pauseCovering(availability.pauses, today);
  if (pause) return { reason: 'paused', message: pauseMessage(pause) };
  const state = availability.holidaysState;
  const holiday = state ? holidayOn(state, today) : null;
  return state && holiday ? { reason: 'holiday', message: holidayMessage(state, holiday) } : null;
}
