import { berlinExcelDate } from './xlsx-stream';

const wall = (at: string) => berlinExcelDate(at)!.toISOString().slice(0, 16);

describe('berlinExcelDate (the Berlin wall clock as Excel shows it)', () => {
  it('follows the clock changes to the minute, seconds dropped', () => {
    expect(wall('2026-03-29T00:59:59Z')).toBe('2026-03-29T01:59');
    expect(wall('2026-03-29T01:00:00Z')).toBe('2026-03-29T03:00');
    expect(wall('2026-10-25T00:59:30Z')).toBe('2026-10-25T02:59');
    expect(wall('2026-10-25T01:00:00Z')).toBe('2026-10-25T02:00');
    expect(wall('2026-12-31T23:30:00Z')).toBe('2027-01-01T00:30');
  });

  it('gives the same answer from its memory as the first time', () => {
    expect(wall('2026-07-01T10:15:00Z')).toBe('2026-07-01T12:15');
    expect(wall('2026-07-01T10:45:00Z')).toBe('2026-07-01T12:45');
    expect(berlinExcelDate(null)).toBeNull();
  });
});
