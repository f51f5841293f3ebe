import type { ZipCoverageRow } from '../dataProvider/distributionApi';
import { sortRows, type TableSort } from './tableSort';

export type ZipSortField = 'zip' | 'buyers' | 'orgas';

export const ZIP_COLUMNS: readonly ZipSortField[] = ['zip', 'buyers', 'orgas'];

/** Spec section 9: zips sorted by the postal code, ascending. */
export const DEFAULT_ZIP_SORT: TableSort<ZipSortField> = { field: 'zip', order: 'ASC' };

/** Spec section 9: the list is fetched again 500 ms after 'Zweistellig' is switched. */
export const ZIP_REFETCH_DELAY_MS = 500;

/** The search box: a case-insensitive substring of the postal code; blank shows all. */
export function searchZips(rows: readonly ZipCoverageRow[], query: string): ZipCoverageRow[] {
  const needle = query.trim().toLowerCase();
  return needle ? rows.filter((row) => row.zip.toLowerCase().includes(needle)) : [...rows];
}

/** The rows the table shows, in its order; their number is 'Gesamte Postleitzahlen'. */
export function shownZipRows(rows: readonly ZipCoverageRow[], query: string, sort: TableSort<ZipSortField>): ZipCoverageRow[] {
  return sortRows(searchZips(rows, query), sort, (row, field) => row[field]);
}

/** No active buyer gets leads here: a gap in the coverage. */
export const isCoverageGap = (row: ZipCoverageRow) => row.buyers === 0;
