import { qualityFilterFromSearch, searchFromQualityFilter, thisMonth } from './qualityFilter';

// 23:30 UTC on 30 November is already 1 December in Berlin.
const LATE_NOVEMBER_UTC = new Date('2026-11-30T23:30:00Z');
const MID_NOVEMBER = new Date('2026-11-27T10:00:00Z');

describe('Lead-Qualität filters', () => {
  it('default to this month in German days', () => {
    expect(thisMonth(MID_NOVEMBER)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(thisMonth(LATE_NOVEMBER_UTC)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('read the address, and fall back to the defaults for anything unreadable', () => {
    expect(qualityFilterFromSearch(new URLSearchParams('from=2026-10-01&to=2026-10-31&groupBy=zip2'), MID_NOVEMBER)).toEqual({ from: '2026-10-01', to: '2026-10-31', groupBy: 'zip2' });
    expect(qualityFilterFromSearch(new URLSearchParams('from=1.10.2026&groupBy=supplier'), MID_NOVEMBER)).toEqual({ from: '2026-11-01', to: '2026-11-27', groupBy: 'leadsource' });
  });

  it('write back what they read', () => {
    const filter = { from: '2026-10-01', to: '2026-10-31', groupBy: 'organisation' as const };
    expect(qualityFilterFromSearch(searchFromQualityFilter(filter), MID_NOVEMBER)).toEqual(filter);
  });
});
