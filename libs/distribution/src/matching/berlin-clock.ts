import type { WeekDay } from '@app/shared';

const WEEK_DAY_BY_SHORT: Record<string, WeekDay> = {
  Mon: 'monday',
  Tue: 'tuesday',
  Wed: 'wednesday',
  Thu: 'thursday',
  Fri: 'friday',
  Sat: 'saturday',
  Sun: 'sunday',
};

const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday and 'HH:mm' wall-clock time in Germany at an instant (daylight saving included). */
export function berlinClock(at: Date): { weekDay: WeekDay; time: string } {
  const parts = Object.fromEntries(FORMAT.formatToParts(at).map((part) => [part.type, part.value]));
  return { weekDay: WEEK_DAY_BY_SHORT[parts.weekday], time: `${parts.hour}:${parts.minute}` };
}
