import { addCalendarDays, availabilityProblems, berlinWallClock, isGermanStateCode, type BuyerPause, type GermanStateCode } from '@contract';
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
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** The field a part of the form belongs to: changing it clears that field's error, and only that one. */
export const FIELD_OF: Record<keyof SettingsForm, SettingsField> = {
  pauses: 'pauses',
  holidaysState: 'holidaysState',
  budgetText: 'monthlyBudget',
  limitText: 'monthlyLeadLimit',
  notificationEmail: 'notificationEmail',
};

/**
 * The whole settings to save (PUT replaces them), or every field that stops it with its German reason: the
 * German number for the budget, a whole number for the limit, then the contract's rules (the server's), all at
 * once so the buyer corrects them together. Nothing is sent half.
 */
export function settingsPayload(form: SettingsForm, staffLeadLimit: number): { payload: PortalSettingsInput } | { errors: SettingsErrors } {
  const unreadable: SettingsErrors = {};
  const pauses = form.pauses.map((pause) => ({ from: pause.from, to: pause.to, reason: pause.reason.trim() }));
  let monthlyBudget: number | null = null;
  if (form.budgetText.trim() !== '') {
    monthlyBudget = parseGermanAmount(form.budgetText);
    if (monthlyBudget === null) unreadable.monthlyBudget = texts.settings.budgetInvalid;
  }
  let monthlyLeadLimit: number | null = null;
  if (form.limitText.trim() !== '') {
    const limit = form.limitText.trim();
    if (/^\d+$/.test(limit)) monthlyLeadLimit = Number(limit);
    else unreadable.monthlyLeadLimit = texts.settings.limitInvalid;
  }
  const holidaysState = isGermanStateCode(form.holidaysState) ? form.holidaysState : null;
  const payload = { pauses, holidaysState, monthlyBudget, monthlyLeadLimit, notificationEmail: form.notificationEmail.trim() };
  const errors = { ...availabilityProblems(payload, staffLeadLimit), ...unreadable };
  return Object.keys(errors).length ? { errors } : { payload };
}

const pauseKey = (pause: { from: string; to: string; reason?: string | null }) => `${pause.from}|${pause.to}|${(pause.reason ?? '').trim()}`;

/** Which of the rows on the page are saved as they are (a saved pause with the same days and reason). */
export function savedRows(rows: SettingsForm['pauses'], saved: readonly BuyerPause[]): boolean[] {
  const left = saved.map(pauseKey);
  return rows.map((row) => {
    const at = left.indexOf(pauseKey(row));
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
}

/** Whether the page holds changes the server does not have yet (the order of the pauses aside). */
export function formChanged(form: SettingsForm, saved: PortalSettingsInput): boolean {
  const before = formOf(saved);
  const pauses = (rows: SettingsForm['pauses']) => rows.map(pauseKey).sort().join('\n');
  // '1.500' and '1.500,00' are the same budget.
  const amount = (text: string) => (text.trim() === '' ? null : (parseGermanAmount(text) ?? text.trim()));
  return (
    pauses(form.pauses) !== pauses(before.pauses) ||
    form.holidaysState !== before.holidaysState ||
    amount(form.budgetText) !== amount(before.budgetText) ||
    form.limitText.trim() !== before.limitText ||
    form.notificationEmail.trim() !== before.notificationEmail.trim()
  );
}

/**
 * 'Nächste Woche pausieren', saved at once: the saved settings (not what else is typed on the page) with next
 * week's pause added, or null when a saved pause already covers that week.
 */
export function nextWeekPaused(saved: PortalSettingsInput, now: Date | number): { pause: BuyerPause; payload: PortalSettingsInput } | null {
  const week = nextWeek(now);
  if (saved.pauses.some((pause) => pause.from <= week.from && week.to <= pause.to)) return null;
  const pause = { ...week, reason: texts.settings.nextWeekReason };
  const { holidaysState, monthlyBudget, monthlyLeadLimit, notificationEmail } = saved;
  return { pause, payload: { pauses: [...saved.pauses, pause], holidaysState, monthlyBudget, monthlyLeadLimit, notificationEmail } };
}
