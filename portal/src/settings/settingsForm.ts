import { addCalendarDays, berlinWallClock, buyerLeadLimitProblem, isGermanStateCode, pausesProblem, type GermanStateCode } from '@contract';
import { parseGermanAmount } from '@contract/german-amount';
import type { PortalSettingsInput } from '../api/types';
import { texts } from '../texts';

/** The settings as typed: budget and limit are text until saved ('1.500,00', '40'). */
export interface SettingsForm {
  pauses: { from: string; to: string; reason: string }[];
  holidaysState: GermanStateCode | '';
  budgetText: string;
  limitText: string;
  notificationEmail: string;
}

const WEEK_OFFSET_FROM_MONDAY: Record<string, number> = { monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6 };

/** 'Nächste Woche pausieren': Monday to Sunday of the week after the one `now` lies in (German calendar). */
export function nextWeek(now: Date | number): { from: string; to: string } {
  const today = berlinWallClock(now);
  const monday = addCalendarDays(today.date, 7 - WEEK_OFFSET_FROM_MONDAY[today.weekDay]);
  return { from: monday, to: addCalendarDays(monday, 6) };
}

export function formOf(settings: PortalSettingsInput): SettingsForm {
  const german = (value: number) => value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    pauses: settings.pauses.map((pause) => ({ ...pause, reason: pause.reason ?? '' })),
    holidaysState: settings.holidaysState ?? '',
    budgetText: settings.monthlyBudget === null ? '' : german(settings.monthlyBudget),
    limitText: settings.monthlyLeadLimit === null ? '' : String(settings.monthlyLeadLimit),
    notificationEmail: settings.notificationEmail ?? '',
  };
}

export type SettingsField = 'pauses' | 'holidaysState' | 'monthlyBudget' | 'monthlyLeadLimit' | 'notificationEmail';

/**
 * The whole settings to save (PUT replaces them), or the field and German reason that stops it: the
 * contract's rules for pauses and the limit, the German number for the budget. Nothing is sent half.
 */
export function settingsPayload(form: SettingsForm, staffLeadLimit: number): { payload: PortalSettingsInput } | { field: SettingsField; message: string } {
  const pauses = form.pauses.map((pause) => ({ from: pause.from, to: pause.to, reason: pause.reason.trim() }));
  const pauseProblem = pausesProblem(pauses);
  if (pauseProblem) return { field: 'pauses', message: pauseProblem };
  let monthlyBudget: number | null = null;
  if (form.budgetText.trim() !== '') {
    monthlyBudget = parseGermanAmount(form.budgetText);
    if (monthlyBudget === null || monthlyBudget < 0) return { field: 'monthlyBudget', message: texts.settings.budgetInvalid };
  }
  let monthlyLeadLimit: number | null = null;
  if (form.limitText.trim() !== '') {
    const limit = form.limitText.trim();
    if (!/^\d+$/.test(limit)) return { field: 'monthlyLeadLimit', message: texts.settings.limitInvalid };
    monthlyLeadLimit = Number(limit);
    const problem = buyerLeadLimitProblem(staffLeadLimit, monthlyLeadLimit);
    if (problem) return { field: 'monthlyLeadLimit', message: problem };
  }
  const holidaysState = isGermanStateCode(form.holidaysState) ? form.holidaysState : null;
  return { payload: { pauses, holidaysState, monthlyBudget, monthlyLeadLimit, notificationEmail: form.notificationEmail.trim() } };
}
