import { compareMonths, monthFromSearch, pickerYears, searchFromMonth, shiftMonth } from './overviewMonth';

const now = { year: 2026, month: 4 };

describe('overview month', () => {
  it('steps over year boundaries', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2026, month: 4 }, -16)).toEqual({ year: 2024, month: 12 });
    expect(compareMonths({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBeLessThan(0);
  });

  it('reads the month from the address, falling back to the current one', () => {
    expect(monthFromSearch(new URLSearchParams('month=12&year=2025'), now)).toEqual({ year: 2025, month: 12 });
    expect(monthFromSearch(new URLSearchParams(''), now)).toEqual(now);
    expect(monthFromSearch(new URLSearchParams('month=13&year=2025'), now)).toEqual(now);
    expect(monthFromSearch(new URLSearchParams('month=5&year=2026'), now)).toEqual(now);
    expect(monthFromSearch(new URLSearchParams('month=5&year=1999'), now)).toEqual(now);
    expect(searchFromMonth({ year: 2025, month: 3 }).toString()).toBe('month=3&year=2025');
  });

  it('offers the years from 2020 to now, newest first', () => {
    expect(pickerYears(now)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
  });
});
