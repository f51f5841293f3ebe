import { filterFromSearch, isReversed, searchFromFilter } from './statisticsFilter';

describe('statistics filter in the address', () => {
  it('reads the four filters and leaves out what is empty or malformed', () => {
    expect(filterFromSearch(new URLSearchParams('orga=12&leadsource=3&start=2026-04-01&end=2026-04-30'))).toEqual({
      orga: '12',
      leadsource: '3',
      start: '2026-04-01',
      end: '2026-04-30',
    });
    expect(filterFromSearch(new URLSearchParams('orga=&start=gestern&leadsource=abc&end=2026-04-30'))).toEqual({ end: '2026-04-30' });
  });

  it('writes only the filters that are set, and reads back what it wrote', () => {
    const filter = { orga: 5, start: '2026-01-01' };
    expect(searchFromFilter(filter).toString()).toBe('orga=5&start=2026-01-01');
    expect(filterFromSearch(searchFromFilter(filter))).toEqual({ orga: '5', start: '2026-01-01' });
  });

  it('knows a start after the end', () => {
    expect(isReversed({ start: '2026-05-01', end: '2026-04-30' })).toBe(true);
    expect(isReversed({ start: '2026-04-30', end: '2026-04-30' })).toBe(false);
    expect(isReversed({ start: '2026-04-30' })).toBe(false);
  });
});
