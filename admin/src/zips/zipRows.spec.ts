import type { ZipCoverageRow } from '../dataProvider/apiTypes';
import { DEFAULT_ZIP_SORT, isCoverageGap, searchZips } from './zipRows';

const ROWS: ZipCoverageRow[] = [
  { zip: '10115', buyers: 1, orgas: 1 },
  { zip: '20095', buyers: 0, orgas: 0 },
  { zip: '80331', buyers: 1, orgas: 2 },
  { zip: '80333', buyers: 3, orgas: 3 },
];
const zips = (rows: ZipCoverageRow[]) => rows.map((row) => row.zip);

describe('searchZips', () => {
  it('keeps the postal codes containing the search, anywhere in them', () => {
    expect(zips(searchZips(ROWS, '803'))).toEqual(['80331', '80333']);
    expect(zips(searchZips(ROWS, '33'))).toEqual(['80331', '80333']);
    expect(zips(searchZips(ROWS, ' 0115 '))).toEqual(['10115']);
    expect(searchZips(ROWS, '99')).toEqual([]);
  });

  it('shows all rows for a blank search', () => {
    expect(searchZips(ROWS, '  ')).toEqual(ROWS);
  });

  it('ignores case', () => {
    const areas = [{ zip: 'AT-10', buyers: 0, orgas: 0 }];
    expect(searchZips(areas, 'at-1')).toEqual(areas);
  });
});

describe('DEFAULT_ZIP_SORT', () => {
  it('sorts by postal code ascending (spec section 9)', () => {
    expect(DEFAULT_ZIP_SORT).toEqual({ field: 'zip', order: 'ASC' });
  });
});

describe('isCoverageGap', () => {
  it('is a postal code without any active buyer', () => {
    expect(ROWS.filter(isCoverageGap).map((row) => row.zip)).toEqual(['20095']);
  });
});
