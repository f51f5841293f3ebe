/**
 * German calendar time (Europe/Berlin, daylight saving included) for instants, whatever the time zone
 * of the machine: the server in UTC and a browser anywhere agree on days, weeks, months and years.
 * Built on date-fns and @date-fns/tz; pure TypeScript used by the server and both browser apps.
 *
 * Periods are half-open instant ranges [start, end): a Berlin day is 23 or 25 hours long on the
 * last Sundays of March and October, weeks start on Monday.
 */
import { TZDate } from '@date-fns/tz';
// One module per function: date-fns' index loads all of its some 250 functions (0.2 s in every server process).
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { addYears } from 'date-fns/addYears';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { startOfYear } from 'date-fns/startOfYear';
import type { WeekDay } from './organisation';

export const BERLIN_TIME_ZONE = 'Europe/Berlin';

export type BerlinPeriodUnit = 'day' | 'week' | 'month' | 'year';

/** [start, end): `start` belongs to the period, `end` is the first instant after it. */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** A calendar month in Germany; `month` is 1-12. */
export interface BerlinMonth {
  year: number;
  month: number;
}

/** An instant as a clock on a wall in Germany shows it. */
export interface BerlinWallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekDay: WeekDay;
  /** Minutes since Berlin midnight, 0-1439 (active-days windows compare against it). */
  minutesOfDay: number;
  /** 'HH:mm', 24-hour clock. */
  time: string;
  /** 'YYYY-MM-DD' */
  date: string;
}

/** Date#getDay order. */
const WEEK_DAYS_FROM_SUNDAY: readonly WeekDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const inBerlin = (at: Date | number) => new TZDate(typeof at === 'number' ? at : at.getTime(), BERLIN_TIME_ZONE);
/** A plain Date, so callers (TypeORM, JSON) never see the zoned subclass. */
const instant = (date: Date) => new Date(date.getTime());
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function berlinWallClock(at: Date | number): BerlinWallClock {
  const berlin = inBerlin(at);
  const [year, month, day] = [berlin.getFullYear(), berlin.getMonth() + 1, berlin.getDate()];
  const [hour, minute] = [berlin.getHours(), berlin.getMinutes()];
  return {
    year,
    month,
    day,
    hour,
    minute,
    weekDay: WEEK_DAYS_FROM_SUNDAY[berlin.getDay()],
    minutesOfDay: hour * 60 + minute,
    time: `${pad(hour)}:${pad(minute)}`,
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
  };
}

const START_OF: Record<BerlinPeriodUnit, (date: TZDate) => TZDate> = {
  day: (date) => startOfDay(date),
  week: (date) => startOfWeek(date, { weekStartsOn: 1 }),
  month: (date) => startOfMonth(date),
  year: (date) => startOfYear(date),
};
const ADD: Record<BerlinPeriodUnit, (date: TZDate, amount: number) => TZDate> = {
  day: addDays,
  week: addWeeks,
  month: addMonths,
  year: addYears,
};

/**
 * The Berlin day, week (from Monday), month or year that contains `at`, or with `shift` the one that
 * many periods later (−1: yesterday, last week, last month …).
 */
export function berlinPeriod(unit: BerlinPeriodUnit, at: Date | number, shift = 0): InstantRange {
  const start = ADD[unit](START_OF[unit](inBerlin(at)), shift);
  return { start: instant(start), end: instant(ADD[unit](start, 1)) };
}

export const startOfBerlinDay = (at: Date | number): Date => berlinPeriod('day', at).start;
export const startOfBerlinWeek = (at: Date | number): Date => berlinPeriod('week', at).start;
export const startOfBerlinMonth = (at: Date | number): Date => berlinPeriod('month', at).start;
export const startOfBerlinYear = (at: Date | number): Date => berlinPeriod('year', at).start;

/** The Berlin calendar month an instant falls in (a sale at 2026-12-31T23:30Z is January 2027's). */
export function berlinMonthOf(at: Date | number): BerlinMonth {
  const { year, month } = berlinWallClock(at);
  return { year, month };
}

export function berlinMonthRange({ year, month }: BerlinMonth): InstantRange {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Kein gültiger Monat: ${month}/${year}`);
  const start = new TZDate(year, month - 1, 1, BERLIN_TIME_ZONE);
  return { start: instant(start), end: instant(addMonths(start, 1)) };
}

/** A 'YYYY-MM-DD' day in Germany as [its midnight, the next midnight); null when it is no real day. */
export function berlinDayRange(day: string): InstantRange | null {
  const match = DAY.exec(day.trim());
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number);
  const start = new TZDate(year, month - 1, date, BERLIN_TIME_ZONE);
  // 2026-02-30 would roll over into March.
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== date) return null;
  return { start: instant(start), end: instant(addDays(start, 1)) };
}

/**
 * The month before the one `executionDate` falls in: what a run on that date invoices
 * (2027-01-01 → December 2026). A 'YYYY-MM-DD' day is read as a Berlin calendar day.
 */
export function previousBerlinMonth(executionDate: Date | string): BerlinMonth {
  let month: BerlinMonth;
  if (typeof executionDate === 'string') {
    const range = berlinDayRange(executionDate);
    if (!range) throw new RangeError(`Kein gültiges Datum: ${executionDate}`);
    month = berlinMonthOf(range.start);
  } else month = berlinMonthOf(executionDate);
  return month.month === 1 ? { year: month.year - 1, month: 12 } : { year: month.year, month: month.month - 1 };
}

/** A 'YYYY-MM-DD' calendar day plus `days` (plain dates: no time zone involved). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Kein gültiges Datum: ${day}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and last calendar day of a month, 'YYYY-MM-DD'. */
export function monthDays({ year, month }: BerlinMonth): { first: string; last: string } {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { first, last: addCalendarDays(next, -1) };
}
