import type { ZipCoverageRow } from '../dataProvider/distributionApi';
import { DEFAULT_ZIP_SORT, isCoverageGap, searchZips, shownZipRows } from './zipRows';

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

describe('shownZipRows', () => {
  it('sorts by postal code ascending by default', () => {
    expect(DEFAULT_ZIP_SORT).toEqual({ field: 'zip', order: 'ASC' });
    expect(zips(shownZipRows([...ROWS].reverse(), '', DEFAULT_ZIP_SORT))).toEqual(['10115', '20095', '80331', '80333']);
  });

  it('sorts by the counts, equal counts in postal-code order', () => {
    expect(zips(shownZipRows(ROWS, '', { field: 'buyers', order: 'DESC' }))).toEqual(['80333', '10115', '80331', '20095']);
    expect(zips(shownZipRows(ROWS, '', { field: 'orgas', order: 'ASC' }))).toEqual(['20095', '10115', '80331', '80333']);
    expect(zips(shownZipRows(ROWS, '', { field: 'zip', order: 'DESC' }))).toEqual(['80333', '80331', '20095', '10115']);
  });

  it('searches, then sorts', () => {
    expect(zips(shownZipRows(ROWS, '8', { field: 'buyers', order: 'ASC' }))).toEqual(['80331', '80333']);
  });
});

describe('isCoverageGap', () => {
  it('is a postal code without any active buyer', () => {
    expect(ROWS.filter(isCoverageGap).map((row) => row.zip)).toEqual(['20095']);
  });
});
