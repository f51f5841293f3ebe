/**
 * The dunning (Mahnwesen) maths: when the next reminder is due, when an invoice goes to a lawyer or
 * to Creditreform, and the default interest and flat fee of §288 BGB. Shared by the worker (which sends
 * the letters), the invoice screens (which show what comes next) and the settings form.
 *
 * Days are 'YYYY-MM-DD' calendar days, counted in whole days with no time zone involved: a due date is
 * a day on paper, not an instant.
 */
import { isValidEmail } from './lead-rules';
import { formatDate } from './format';

export interface DunningStepSetting {
  name: string;
  /** The first step counts from the invoice's due date, every later one from the step before. */
  daysAfterPrevious: number;
}

export interface BaseRatePeriod {
  /** 'YYYY-MM-DD' */
  validFrom: string;
  /** Basiszinssatz (§247 BGB) in percent; may be negative, e.g. -0.88. */
  rate: number;
}

export interface DunningSettings {
  steps: DunningStepSetting[];
  interestEnabled: boolean;
  flatFeeEnabled: boolean;
  baseRates: BaseRatePeriod[];
  creditreformEmail: string;
}

export const DUNNING_DEFAULTS: DunningSettings = {
  steps: [
    { name: 'Zahlungserinnerung', daysAfterPrevious: 7 },
    { name: '1. Mahnung', daysAfterPrevious: 14 },
    { name: '2. Mahnung', daysAfterPrevious: 14 },
  ],
  interestEnabled: true,
  flatFeeEnabled: true,
  // As published by the Deutsche Bundesbank; later values are entered by staff in the settings.
  baseRates: [
    { validFrom: '2023-01-01', rate: 1.62 },
    { validFrom: '2023-07-01', rate: 3.12 },
    { validFrom: '2024-01-01', rate: 3.62 },
    { validFrom: '2024-07-01', rate: 3.37 },
    { validFrom: '2025-01-01', rate: 2.27 },
    { validFrom: '2025-07-01', rate: 1.27 },
  ],
  creditreformEmail: '',
};

/** §288 (2) BGB: between businesses, 9 percentage points over the base rate. */
export const DEFAULT_INTEREST_POINTS = 9;
/** §288 (5) BGB: 40 € flat fee for the cost of collection. */
export const FLAT_FEE_CENTS = 4000;
/** Interest and the fee are charged from the '1. Mahnung' on; the friendly Zahlungserinnerung charges nothing. */
export const FIRST_CHARGING_STEP = 1;

export const DUNNING_LIMITS = {
  steps: { min: 1, max: 5 },
  nameLength: 40,
  daysAfterPrevious: { min: 1, max: 90 },
  rate: { min: -10, max: 20 },
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01, or null when `day` is no real calendar day (2026-02-30). */
function dayNumber(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, date);
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null;
  return Math.round(utc.getTime() / MS_PER_DAY);
}

function toDayNumber(day: string): number {
  const number = dayNumber(day);
  if (number === null) throw new RangeError(`Kein gültiges Datum: ${day}`);
  return number;
}

function fromDayNumber(number: number): string {
  return new Date(number * MS_PER_DAY).toISOString().slice(0, 10);
}

const addDays = (day: string, days: number): string => fromDayNumber(toDayNumber(day) + days);

export function isValidDay(day: string): boolean {
  return dayNumber(day) !== null;
}

/** The base rate valid on a day: the last period that started on or before it. The table need not be sorted. */
export function baseRateOn(day: string, baseRates: BaseRatePeriod[]): number {
  let current: BaseRatePeriod | undefined;
  for (const period of baseRates) {
    if (period.validFrom <= day && (!current || period.validFrom > current.validFrom)) current = period;
  }
  if (!current) throw new RangeError(`Für den ${formatDate(day, day)} ist kein Basiszinssatz hinterlegt.`);
  return current.rate;
}

/**
 * Default interest in cents on `principalCents` from the day after `dueDate` up to and including
 * `until`, each day at the base rate valid on it plus 9 points, act/365 (German practice for §288 BGB),
 * rounded half away from zero once at the end; 0 when until <= dueDate. The days are summed per
 * base-rate period, which equals summing them one by one.
 */
export function defaultInterestCents(principalCents: number, dueDate: string, until: string, baseRates: BaseRatePeriod[]): number {
  const last = toDayNumber(until);
  const changes = baseRates.map((period) => toDayNumber(period.validFrom)).sort((a, b) => a - b);
  let percentDays = 0;
  for (let from = toDayNumber(dueDate) + 1; from <= last; ) {
    const nextChange = changes.find((change) => change > from) ?? Infinity;
    const to = Math.min(last, nextChange - 1);
    // A base rate below -9 % would turn the interest into a credit; the law knows no such thing.
    const percent = Math.max(0, baseRateOn(fromDayNumber(from), baseRates) + DEFAULT_INTEREST_POINTS);
    percentDays += percent * (to - from + 1);
    from = to + 1;
  }
  const cents = (principalCents * percentDays) / 100 / 365;
  return Math.sign(cents) * Math.round(Math.abs(cents)) || 0;
}

/** Planned date of step `index` (0-based): the due date plus the days of steps 0..index. */
export function stepDate(dueDate: string, steps: DunningStepSetting[], index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= steps.length) throw new RangeError(`Keine Mahnstufe ${index + 1}`);
  const days = steps.slice(0, index + 1).reduce((sum, step) => sum + step.daysAfterPrevious, 0);
  return addDays(dueDate, days);
}

export type DunningHandover = 'lawyer' | 'creditreform';

/** What comes next; an action is due when its `date` <= today. */
export type DunningAction =
  | { kind: 'step'; index: number; name: string; date: string }
  | { kind: 'handover'; to: DunningHandover; date: string }
  | { kind: 'none' };

export interface DunningProgress {
  dueDate: string;
  /** Steps already sent (0 = none yet). */
  done: number;
  /** When the last step was actually sent; null when none was. */
  lastStepDate: string | null;
  steps: DunningStepSetting[];
  lawyer: { active: boolean; days: number };
  autoCrefo: boolean;
  crefoDays: number;
}

/**
 * The next step of an overdue invoice, or after the last step the handover (a lawyer before
 * Creditreform), or nothing. Counted from the day the last step was actually sent, so a letter sent
 * late still gives the customer the full period; before any step, from the due date. `done` may exceed
 * the steps when staff shortened the list meanwhile: then all steps count as done.
 */
export function nextDunningAction(input: DunningProgress): DunningAction {
  const { dueDate, done, lastStepDate, steps } = input;
  const planned = () => (steps.length > 0 ? stepDate(dueDate, steps, Math.min(done, steps.length) - 1) : dueDate);
  const previous = done === 0 ? dueDate : (lastStepDate ?? planned());
  if (done < steps.length) {
    const step = steps[done];
    return { kind: 'step', index: done, name: step.name, date: addDays(previous, step.daysAfterPrevious) };
  }
  if (input.lawyer.active) return { kind: 'handover', to: 'lawyer', date: addDays(previous, input.lawyer.days) };
  if (input.autoCrefo) return { kind: 'handover', to: 'creditreform', date: addDays(previous, input.crefoDays) };
  return { kind: 'none' };
}

export const DUNNING_STATES = ['open', 'step', 'lawyer', 'creditreform', 'paid', 'voided', 'released'] as const;
/** 'open': overdue, no step yet; 'step': steps sent; 'released': staff stopped the dunning by hand. */
export type DunningState = (typeof DUNNING_STATES)[number];

const DUNNING_STATE_LABELS: Record<Exclude<DunningState, 'step'>, string> = {
  open: 'Überfällig – noch nicht gemahnt',
  lawyer: 'An Anwalt übergeben',
  creditreform: 'An Creditreform übergeben',
  paid: 'Bezahlt – Mahnverfahren beendet',
  voided: 'Rechnung storniert – beendet',
  released: 'Freigegeben',
};

/**
 * Handed over to a lawyer or Creditreform: the organisation gets no leads until staff release the
 * dunning (the Mahnungen tab offers 'Freigeben' only then, and the server refuses it otherwise).
 */
export function isHandedOver(state: DunningState): boolean {
  return state === 'lawyer' || state === 'creditreform';
}

/** The label in the Mahnungen tab; for 'step' the name of the last step sent ('1. Mahnung'). */
export function dunningStateLabel(state: DunningState, lastStepName?: string): string {
  if (state === 'step') return lastStepName?.trim() || 'Gemahnt';
  return DUNNING_STATE_LABELS[state];
}

export const DUNNING_MESSAGES = {
  steps: `Es sind ${DUNNING_LIMITS.steps.min} bis ${DUNNING_LIMITS.steps.max} Mahnstufen möglich`,
  stepName: `Bitte einen Namen angeben (höchstens ${DUNNING_LIMITS.nameLength} Zeichen)`,
  daysAfterPrevious: `Tage nach der vorherigen Stufe: ganze Zahl von ${DUNNING_LIMITS.daysAfterPrevious.min} bis ${DUNNING_LIMITS.daysAfterPrevious.max}`,
  baseRates: 'Für Verzugszinsen ist mindestens ein Basiszinssatz nötig',
  validFrom: 'Bitte ein gültiges Datum angeben',
  validFromTwice: 'Für dieses Datum gibt es schon einen Basiszinssatz',
  rate: `Basiszinssatz muss zwischen ${DUNNING_LIMITS.rate.min} und ${DUNNING_LIMITS.rate.max} liegen (höchstens 2 Nachkommastellen)`,
  creditreformEmail: 'Bitte eine gültige E-Mail-Adresse angeben',
} as const;

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Field path (0-based, 'steps.1.daysAfterPrevious') → German message, for a 400 with `fields`. */
export function dunningSettingsErrors(settings: DunningSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  const { steps, baseRates } = settings;
  if (steps.length < DUNNING_LIMITS.steps.min || steps.length > DUNNING_LIMITS.steps.max) errors.steps = DUNNING_MESSAGES.steps;
  steps.forEach((step, index) => {
    const name = typeof step.name === 'string' ? step.name.trim() : '';
    if (!name || name.length > DUNNING_LIMITS.nameLength) errors[`steps.${index}.name`] = DUNNING_MESSAGES.stepName;
    const days = step.daysAfterPrevious;
    const { min, max } = DUNNING_LIMITS.daysAfterPrevious;
    if (!Number.isInteger(days) || days < min || days > max) errors[`steps.${index}.daysAfterPrevious`] = DUNNING_MESSAGES.daysAfterPrevious;
  });
  if (settings.interestEnabled && baseRates.length === 0) errors.baseRates = DUNNING_MESSAGES.baseRates;
  const seen = new Set<string>();
  baseRates.forEach((period, index) => {
    if (typeof period.validFrom !== 'string' || !isValidDay(period.validFrom)) errors[`baseRates.${index}.validFrom`] = DUNNING_MESSAGES.validFrom;
    else if (seen.has(period.validFrom)) errors[`baseRates.${index}.validFrom`] = DUNNING_MESSAGES.validFromTwice;
    seen.add(period.validFrom);
    const { rate } = period;
    const { min, max } = DUNNING_LIMITS.rate;
    if (!Number.isFinite(rate) || rate < min || rate > max || !hasAtMostTwoDecimals(rate)) errors[`baseRates.${index}.rate`] = DUNNING_MESSAGES.rate;
  });
  if (settings.creditreformEmail.trim() && !isValidEmail(settings.creditreformEmail)) errors.creditreformEmail = DUNNING_MESSAGES.creditreformEmail;
  return errors;
}
