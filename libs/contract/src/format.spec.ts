import { formatDate, formatDateTime, formatMoney, formatMonth, formatPercent, formatRate } from './format';

// Intl's de-DE output separates number and sign with a non-breaking space; the tests pin it.
const NBSP = '\u00a0';

describe('formatDate', () => {
  it.each([
    // Instants are shown in Berlin time.
    ['UTC late evening is the next day in Berlin', '2026-03-01T23:30:00Z', '02.03.2026'],
    ['last second before Berlin midnight (CET, +1)', '2026-03-01T22:59:59Z', '01.03.2026'],
    ['explicit offset', '2026-03-02T00:30:00+01:00', '02.03.2026'],
    ['two-digit day and month', '2026-01-05T10:00:00Z', '05.01.2026'],
    ['milliseconds in the instant', '2026-07-15T12:00:00.123Z', '15.07.2026'],
    // Summer time starts 29.03.2026 at 01:00 UTC: 22:30 UTC is already the next day.
    ['evening after the switch to CEST (+2)', '2026-03-29T22:30:00Z', '30.03.2026'],
    ['evening before the switch, still CET', '2026-03-28T22:30:00Z', '28.03.2026'],
    ['midnight CET before the switch', '2026-03-28T23:00:00Z', '29.03.2026'],
    // Summer time ends 25.10.2026 at 01:00 UTC.
    ['evening before the end of summer time (+2)', '2026-10-24T22:30:00Z', '25.10.2026'],
    ['evening after the end of summer time (+1)', '2026-10-25T22:30:00Z', '25.10.2026'],
    // Year boundaries.
    ['New Year in Berlin, still old year in UTC', '2025-12-31T23:00:00Z', '01.01.2026'],
    ['last minute of the year in Berlin', '2025-12-31T22:59:00Z', '31.12.2025'],
    ['New Year 2000', '1999-12-31T23:00:00Z', '01.01.2000'],
    // Zone-less strings are reordered as written, never shifted.
    ['plain date', '2026-03-01', '01.03.2026'],
    ['plain date on New Year', '2026-01-01', '01.01.2026'],
    ['plain date on New Year Eve', '2025-12-31', '31.12.2025'],
    ['plain date with surrounding spaces', ' 2026-03-01 ', '01.03.2026'],
    ['zone-less date-time with a space, late evening', '2026-03-01 23:30', '01.03.2026'],
    ['zone-less date-time with T and seconds', '2026-03-01T23:30:59', '01.03.2026'],
    ['zone-less date-time with fractions', '2026-12-31 23:59:59.999', '31.12.2026'],
    ['leap day', '2024-02-29', '29.02.2024'],
    ['leap day in 2000', '2000-02-29', '29.02.2000'],
  ])('%s: %s → %s', (_label, input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([
    ['a Date', new Date('2026-03-01T23:30:00Z'), '02.03.2026'],
    ['epoch milliseconds', Date.UTC(2025, 11, 31, 23, 0), '01.01.2026'],
    ['epoch zero', 0, '01.01.1970'],
    ['a Date in summer time', new Date('2026-06-30T22:15:00Z'), '01.07.2026'],
  ])('%s', (_label, input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['blank string', '   '],
    ['text', 'abc'],
    ['invalid Date', new Date('not a date')],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['30 February', '2026-02-30'],
    ['29 February outside a leap year', '2026-02-29'],
    ['29 February in 1900', '1900-02-29'],
    ['month 13', '2026-13-01'],
    ['month 0', '2026-00-10'],
    ['day 0', '2026-03-00'],
    ['31 April', '2026-04-31'],
    ['hour 24', '2026-03-01 24:00'],
    ['minute 60', '2026-03-01 12:60'],
    ['German order is not an input format', '01.03.2026x'],
  ])('%s gives the fallback', (_label, input) => {
    expect(formatDate(input)).toBe('');
    expect(formatDate(input, 'Fehlt')).toBe('Fehlt');
  });

  it('ignores the fallback for a valid date', () => {
    expect(formatDate('2026-03-01', 'Fehlt')).toBe('01.03.2026');
  });
});

describe('formatDateTime', () => {
  it.each([
    ['UTC late evening', '2026-03-01T23:30:00Z', '02.03.2026 00:30'],
    ['midnight is 00:00, not 24:00', '2026-03-01T23:00:00Z', '02.03.2026 00:00'],
    ['afternoon CET', '2026-01-15T14:05:00Z', '15.01.2026 15:05'],
    ['afternoon CEST', '2026-07-15T14:05:00Z', '15.07.2026 16:05'],
    ['seconds are dropped, not rounded', '2026-01-15T14:05:59Z', '15.01.2026 15:05'],
    // 29.03.2026: the clock jumps from 02:00 to 03:00 Berlin time.
    ['last minute before summer time', '2026-03-29T00:59:00Z', '29.03.2026 01:59'],
    ['first minute of summer time', '2026-03-29T01:00:00Z', '29.03.2026 03:00'],
    // 25.10.2026: 02:30 Berlin time happens twice.
    ['02:30 the first time (CEST)', '2026-10-25T00:30:00Z', '25.10.2026 02:30'],
    ['02:30 the second time (CET)', '2026-10-25T01:30:00Z', '25.10.2026 02:30'],
    ['New Year in Berlin', '2025-12-31T23:00:00Z', '01.01.2026 00:00'],
    ['last minute of the year', '2025-12-31T22:59:00Z', '31.12.2025 23:59'],
    ['zone-less date-time is not shifted', '2026-03-01 23:30', '01.03.2026 23:30'],
    ['zone-less with T and seconds', '2026-03-01T07:05:09', '01.03.2026 07:05'],
    ['a date-only string has no time of day', '2026-03-01', '01.03.2026'],
  ])('%s: %s → %s', (_label, input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });

  it.each([
    ['a Date', new Date('2026-10-25T01:30:00Z'), '25.10.2026 02:30'],
    ['epoch milliseconds', Date.UTC(2026, 2, 29, 1, 0), '29.03.2026 03:00'],
  ])('%s', (_label, input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', new Date(Number.NaN), Number.NaN, '2026-02-30 10:00'])(
    '%p gives the fallback',
    (input) => {
      expect(formatDateTime(input)).toBe('');
      expect(formatDateTime(input, 'Fehlt')).toBe('Fehlt');
    },
  );
});

describe('formatMoney', () => {
  it.each([
    [1234.5, `1.234,50${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [12.3, `12,30${NBSP}€`],
    [999, `999,00${NBSP}€`],
    [1000, `1.000,00${NBSP}€`],
    [1234567.891, `1.234.567,89${NBSP}€`],
    [0.994, `0,99${NBSP}€`],
    [0.996, `1,00${NBSP}€`],
    [-1234.5, `-1.234,50${NBSP}€`],
    // Rounding leftovers of revenue arithmetic must not print as '-0,00 €'.
    [-0.001, `0,00${NBSP}€`],
    [-0, `0,00${NBSP}€`],
    // Numeric database columns arrive as strings.
    ['1234.5', `1.234,50${NBSP}€`],
    ['49.90', `49,90${NBSP}€`],
    [' 7 ', `7,00${NBSP}€`],
    // A missing cost counts as 0 (spec section 9).
    [null, `0,00${NBSP}€`],
    [undefined, `0,00${NBSP}€`],
    ['', `0,00${NBSP}€`],
    ['abc', `0,00${NBSP}€`],
    [Number.NaN, `0,00${NBSP}€`],
    [Number.POSITIVE_INFINITY, `0,00${NBSP}€`],
  ])('%p → %p', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('uses a non-breaking space, not a plain one, before the euro sign', () => {
    expect(formatMoney(5)).not.toContain(' ');
    expect(formatMoney(5).charCodeAt(formatMoney(5).length - 2)).toBe(0xa0);
  });
});

describe('formatPercent', () => {
  it.each([
    [12.5, `12,5${NBSP}%`],
    [0, `0${NBSP}%`],
    [100, `100${NBSP}%`],
    [7.25, `7,25${NBSP}%`],
    // 14.3 / 100 is 0.14300000000000002 in floating point; the output must not show it.
    [14.3, `14,3${NBSP}%`],
    [33.333, `33,33${NBSP}%`],
    [2 / 3, `0,67${NBSP}%`],
    [1234.5, `1.234,5${NBSP}%`],
    [-5, `-5${NBSP}%`],
    [-0.001, `0${NBSP}%`],
    ['7.25', `7,25${NBSP}%`],
    [null, `0${NBSP}%`],
    [undefined, `0${NBSP}%`],
    ['', `0${NBSP}%`],
    ['abc', `0${NBSP}%`],
  ])('%p → %p', (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });
});

describe('formatMonth', () => {
  it.each([
    ['first day of a month', '2026-04-01', '04.2026'],
    ['December', '2025-12-01', '12.2025'],
    ['an instant late on New Year Eve in UTC is January in Berlin', '2025-12-31T23:30:00Z', '01.2026'],
  ])('%s: %s → %s', (_label, input, expected) => {
    expect(formatMonth(input)).toBe(expected);
  });

  it('gives the fallback for a missing or invalid month', () => {
    expect(formatMonth(null, 'Fehlt')).toBe('Fehlt');
    expect(formatMonth('2026-13-01')).toBe('');
  });
});

describe('formatRate', () => {
  it('gives one decimal with a German comma', () => {
    expect(formatRate(12.345)).toBe('12,3\u00a0%');
    expect(formatRate(100)).toBe('100,0\u00a0%');
    expect(formatRate(0)).toBe('0,0\u00a0%');
  });

  it('shows a dash when there is no share to give', () => {
    expect(formatRate(null)).toBe('–');
  });
});
