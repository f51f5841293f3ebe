import { berlinMonthStart } from './berlin-month';

describe('berlinMonthStart', () => {
  it.each([
    ['2026-11-22T12:00:00Z', '2026-10-31T23:00:00.000Z'],
    ['2026-11-01T00:30:00Z', '2026-10-31T23:00:00.000Z'],
    ['2026-10-31T23:30:00Z', '2026-10-31T23:00:00.000Z'],
    ['2026-10-31T22:30:00Z', '2026-09-30T22:00:00.000Z'],
    ['2026-04-10T08:00:00Z', '2026-03-31T22:00:00.000Z'],
    ['2027-01-01T00:00:00Z', '2026-12-31T23:00:00.000Z'],
  ])('%s → %s', (now, start) => {
    expect(berlinMonthStart(new Date(now)).toISOString()).toBe(start);
  });
});
