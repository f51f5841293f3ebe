import { splitByMonth } from './statistics.repository';

describe('splitByMonth (whole months from the monthly tally, the rest by day)', () => {
  it('reads a year as twelve whole months', () => {
    expect(splitByMonth('2025-01-01', '2026-01-01')).toEqual({ months: { from: '2025-01-01', before: '2026-01-01' }, dayRanges: [] });
  });

  it('reads the days of the months a range covers in part, December into January included', () => {
    expect(splitByMonth('2025-11-15', '2026-02-10')).toEqual({
      months: { from: '2025-12-01', before: '2026-02-01' },
      dayRanges: [
        { from: '2025-11-15', before: '2025-12-01' },
        { from: '2026-02-01', before: '2026-02-10' },
      ],
    });
  });

  it('reads a range within one month, or up to its end, by day only', () => {
    expect(splitByMonth('2026-03-05', '2026-03-20')).toEqual({ months: null, dayRanges: [{ from: '2026-03-05', before: '2026-03-20' }] });
    expect(splitByMonth('2026-03-05', '2026-04-01')).toEqual({ months: null, dayRanges: [{ from: '2026-03-05', before: '2026-04-01' }] });
    expect(splitByMonth('2026-03-05', '2026-03-05')).toEqual({ months: null, dayRanges: [] });
  });

  it('leaves open ends open', () => {
    expect(splitByMonth(null, null)).toEqual({ months: { from: null, before: null }, dayRanges: [] });
    expect(splitByMonth(null, '2026-03-10')).toEqual({ months: { from: null, before: '2026-03-01' }, dayRanges: [{ from: '2026-03-01', before: '2026-03-10' }] });
    expect(splitByMonth('2026-03-10', null)).toEqual({ months: { from: '2026-04-01', before: null }, dayRanges: [{ from: '2026-03-10', before: '2026-04-01' }] });
  });
});
