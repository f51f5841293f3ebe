import {
  addCalendarDays,
  monthDays,
  berlinDayRange,
  berlinMonthOf,
  berlinMonthRange,
  berlinPeriod,
  BerlinPeriodUnit,
  berlinWallClock,
  previousBerlinMonth,
  startOfBerlinDay,
  startOfBerlinMonth,
  startOfBerlinWeek,
  startOfBerlinYear,
} from './berlin-time';

const iso = (range: { start: Date; end: Date }) => [range.start.toISOString(), range.end.toISOString()];

describe('berlinPeriod', () => {
  it.each<[string, BerlinPeriodUnit, string, number, string, string]>([
    // Summer time begins on Sunday 29 March 2026 (02:00 → 03:00): that day has 23 hours.
    ['DST start: the short day', 'day', '2026-03-29T10:00:00Z', 0, '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['DST start: the day before', 'day', '2026-03-29T10:00:00Z', -1, '2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z'],
    ['DST start: its week (Monday to Monday, 167 hours)', 'week', '2026-03-29T21:59:59Z', 0, '2026-03-22T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['DST start: the week after', 'week', '2026-03-29T22:00:00Z', 0, '2026-03-29T22:00:00.000Z', '2026-04-05T22:00:00.000Z'],
    ['DST start: its month', 'month', '2026-03-30T12:00:00Z', 0, '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
    // Summer time ends on Sunday 25 October 2026 (03:00 → 02:00): that day has 25 hours.
    ['DST end: the long day', 'day', '2026-10-25T12:00:00Z', 0, '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['DST end: its week (169 hours)', 'week', '2026-10-19T00:00:00Z', 0, '2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['DST end: last week from the week after', 'week', '2026-10-27T08:00:00Z', -1, '2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['DST end: its month', 'month', '2026-10-31T22:59:59Z', 0, '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ['DST end: the month after', 'month', '2026-10-31T23:00:00Z', 0, '2026-10-31T23:00:00.000Z', '2026-11-30T23:00:00.000Z'],
    // New Year: 2026-12-31T23:30Z is already 1 January 2027 in Germany.
    ['New Year: the day', 'day', '2026-12-31T23:30:00Z', 0, '2026-12-31T23:00:00.000Z', '2027-01-01T23:00:00.000Z'],
    ['New Year: the week spans two years', 'week', '2026-12-31T23:30:00Z', 0, '2026-12-27T23:00:00.000Z', '2027-01-03T23:00:00.000Z'],
    ['New Year: the month', 'month', '2026-12-31T23:30:00Z', 0, '2026-12-31T23:00:00.000Z', '2027-01-31T23:00:00.000Z'],
    ['New Year: last month is December', 'month', '2026-12-31T23:30:00Z', -1, '2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['New Year: the year', 'year', '2026-12-31T23:30:00Z', 0, '2026-12-31T23:00:00.000Z', '2027-12-31T23:00:00.000Z'],
    ['New Year: last year', 'year', '2026-12-31T23:30:00Z', -1, '2025-12-31T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['New Year\'s Eve in UTC is still the old year', 'year', '2026-12-31T22:59:59Z', 0, '2025-12-31T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['December', 'month', '2026-12-15T12:00:00Z', 0, '2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    ['December: next month', 'month', '2026-12-15T12:00:00Z', 1, '2026-12-31T23:00:00.000Z', '2027-01-31T23:00:00.000Z'],
    ['a leap-year February', 'month', '2028-02-29T12:00:00Z', 0, '2028-01-31T23:00:00.000Z', '2028-02-29T23:00:00.000Z'],
    ['a Sunday belongs to the week that began on Monday', 'week', '2026-11-22T20:00:00Z', 0, '2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z'],
    ['a Monday just after midnight starts a week', 'week', '2026-11-22T23:00:00Z', 0, '2026-11-22T23:00:00.000Z', '2026-11-29T23:00:00.000Z'],
  ])('%s', (_, unit, at, shift, start, end) => {
    expect(iso(berlinPeriod(unit, new Date(at), shift))).toEqual([start, end]);
  });

  it('gives plain Dates and the same answer for epoch milliseconds', () => {
    const at = Date.parse('2026-03-29T10:00:00Z');
    expect(berlinPeriod('day', at).start.constructor).toBe(Date);
    expect(startOfBerlinDay(at).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfBerlinWeek(at).toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(startOfBerlinMonth(at).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(startOfBerlinYear(at).toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });
});

describe('startOfBerlinMonth (monthly limits and goals count from here)', () => {
  it.each([
    ['2026-11-22T12:00:00Z', '2026-10-31T23:00:00.000Z'],
    ['2026-11-01T00:30:00Z', '2026-10-31T23:00:00.000Z'],
    ['2026-10-31T23:30:00Z', '2026-10-31T23:00:00.000Z'],
    ['2026-10-31T22:30:00Z', '2026-09-30T22:00:00.000Z'],
    ['2026-04-10T08:00:00Z', '2026-03-31T22:00:00.000Z'],
    ['2027-01-01T00:00:00Z', '2026-12-31T23:00:00.000Z'],
  ])('%s → %s', (now, start) => {
    expect(startOfBerlinMonth(new Date(now)).toISOString()).toBe(start);
  });
});

describe('berlinWallClock', () => {
  it.each([
    ['winter time', '2026-11-22T12:05:00Z', { date: '2026-11-22', time: '13:05', weekDay: 'sunday', minutesOfDay: 13 * 60 + 5 }],
    ['summer time', '2026-07-01T22:30:00Z', { date: '2026-07-02', time: '00:30', weekDay: 'thursday', minutesOfDay: 30 }],
    ['the last minute before summer time', '2026-03-29T00:59:00Z', { date: '2026-03-29', time: '01:59', weekDay: 'sunday', minutesOfDay: 119 }],
    ['the first minute of summer time (02:xx does not exist)', '2026-03-29T01:00:00Z', { time: '03:00', minutesOfDay: 180 }],
    ['02:30 the first time on the day summer time ends', '2026-10-25T00:30:00Z', { time: '02:30', weekDay: 'sunday' }],
    ['02:30 the second time', '2026-10-25T01:30:00Z', { time: '02:30', weekDay: 'sunday' }],
    ['New Year in Germany, still 2026 in UTC', '2026-12-31T23:00:00Z', { year: 2027, month: 1, day: 1, date: '2027-01-01', time: '00:00', weekDay: 'friday' }],
    ['just before midnight', '2026-11-23T22:59:00Z', { date: '2026-11-23', time: '23:59', weekDay: 'monday', minutesOfDay: 1439 }],
  ])('%s', (_, at, expected) => {
    expect(berlinWallClock(new Date(at))).toMatchObject(expected);
  });
});

describe('berlinDayRange', () => {
  it.each([
    ['2026-11-22', '2026-11-21T23:00:00.000Z', '2026-11-22T23:00:00.000Z'],
    ['2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['2027-01-01', '2026-12-31T23:00:00.000Z', '2027-01-01T23:00:00.000Z'],
    ['2028-02-29', '2028-02-28T23:00:00.000Z', '2028-02-29T23:00:00.000Z'],
  ])('%s → [%s, %s)', (day, start, end) => {
    expect(iso(berlinDayRange(day)!)).toEqual([start, end]);
  });

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '22.11.2026', '2026-11-22T10:00', ''])('refuses %j', (day) => {
    expect(berlinDayRange(day)).toBeNull();
  });
});

describe('months', () => {
  it.each([
    ['2026-12-31T22:59:59Z', { year: 2026, month: 12 }],
    ['2026-12-31T23:00:00Z', { year: 2027, month: 1 }],
    ['2026-03-31T21:59:59Z', { year: 2026, month: 3 }],
    ['2026-03-31T22:00:00Z', { year: 2026, month: 4 }],
  ])('the month of %s', (at, month) => {
    expect(berlinMonthOf(new Date(at))).toEqual(month);
  });

  it.each([
    [{ year: 2026, month: 12 }, '2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
    [{ year: 2027, month: 1 }, '2026-12-31T23:00:00.000Z', '2027-01-31T23:00:00.000Z'],
    [{ year: 2026, month: 3 }, '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
    [{ year: 2026, month: 10 }, '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
  ])('the range of %j', (month, start, end) => {
    expect(iso(berlinMonthRange(month))).toEqual([start, end]);
  });

  it('refuses a month that does not exist', () => {
    expect(() => berlinMonthRange({ year: 2026, month: 13 })).toThrow(RangeError);
  });

  it.each<[string | Date, { year: number; month: number }]>([
    ['2027-01-01', { year: 2026, month: 12 }],
    ['2026-03-01', { year: 2026, month: 2 }],
    ['2026-12-31', { year: 2026, month: 11 }],
    [new Date('2026-12-31T23:30:00Z'), { year: 2026, month: 12 }],
    [new Date('2026-12-31T22:30:00Z'), { year: 2026, month: 11 }],
  ])('an execution date %s invoices the month before', (executionDate, month) => {
    expect(previousBerlinMonth(executionDate)).toEqual(month);
  });

  it('refuses an execution date that is no day', () => {
    expect(() => previousBerlinMonth('2026-02-30')).toThrow(RangeError);
  });
});

describe('calendar days', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addCalendarDays('2026-12-15', 14)).toBe('2026-12-29');
    expect(addCalendarDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(() => addCalendarDays('kein Datum', 1)).toThrow(RangeError);
  });

  it('names the first and last day of a month', () => {
    expect(monthDays({ year: 2026, month: 12 })).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(monthDays({ year: 2028, month: 2 })).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays({ year: 2026, month: 4 })).toEqual({ first: '2026-04-01', last: '2026-04-30' });
  });
});
