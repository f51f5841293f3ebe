import { FilterError, parseIdFilter, parseTimeFilter } from './list-filters';

describe('list filters', () => {
  it('reads the word false as no filter', () => {
    expect(parseTimeFilter('false', 'start', 'startTime')).toBeNull();
    expect(parseTimeFilter(undefined, 'end', 'endTime')).toBeNull();
    expect(parseIdFilter('false', 'orga')).toBeNull();
  });

  it('reads days as German calendar days, the end day included', () => {
    expect(parseTimeFilter('2026-03-29', 'start', 'startTime')).toEqual(new Date('2026-03-28T23:00:00Z'));
    // The day clocks go forward has 23 hours.
    expect(parseTimeFilter('2026-03-29', 'end', 'endTime')).toEqual(new Date('2026-03-29T22:00:00Z'));
    expect(parseTimeFilter('2026-12-31', 'end', 'endTime')).toEqual(new Date('2026-12-31T23:00:00Z'));
  });

  it('reads unix seconds, the end second included', () => {
    expect(parseTimeFilter('1767225600', 'start', 'startTime')).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(parseTimeFilter('1767225600', 'end', 'endTime')).toEqual(new Date('2026-01-01T00:00:01Z'));
  });

  it('refuses anything else with a German reason', () => {
    expect(() => parseTimeFilter('2026-02-30', 'start', 'startTime')).toThrow(FilterError);
    expect(() => parseTimeFilter('gestern', 'start', 'startTime')).toThrow('startTime muss ein Tag (JJJJ-MM-TT) oder ein Unix-Zeitstempel sein');
    expect(() => parseIdFilter('99999999999', 'orga')).toThrow('orga muss eine gültige Nummer sein');
    expect(() => parseIdFilter('1.5', 'orga')).toThrow(FilterError);
  });
});
