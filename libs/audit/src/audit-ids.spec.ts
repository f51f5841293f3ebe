import { idRanges } from './audit-ids';

describe('idRanges', () => {
  it('merges ids into sorted ranges, duplicates once', () => {
    expect(idRanges([7, 3, 4, 5, 9, 10, 5, 1])).toEqual([
      [1, 1],
      [3, 5],
      [7, 7],
      [9, 10],
    ]);
  });

  it('gives nothing for nothing', () => {
    expect(idRanges([])).toEqual([]);
  });
});
