import { publicHolidayOn } from './public-holidays';

describe('public holidays per German state', () => {
  it('knows the holidays of each state from the maintained library', () => {
    expect(publicHolidayOn('BY', '2026-12-25')).toBe('1. Weihnachtstag');
    expect(publicHolidayOn('BE', '2026-12-25')).toBe('1. Weihnachtstag');
    expect(publicHolidayOn('BY', '2026-01-06')).toBe('Heilige Drei Könige');
    expect(publicHolidayOn('BE', '2026-01-06')).toBeNull();
    expect(publicHolidayOn('BY', '2026-11-27')).toBeNull();
    // Easter moves: Good Friday 2027 is on 26 March.
    expect(publicHolidayOn('NW', '2027-03-26')).toBe('Karfreitag');
  });
});
