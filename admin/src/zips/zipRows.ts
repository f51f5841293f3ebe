import type { ZipCoverageRow } from '../dataProvider/apiTypes';
import type { SortPayload } from 'react-admin';

/** Spec section 9: zips sorted by the postal code, ascending. */
export const DEFAULT_ZIP_SORT: SortPayload = { field: 'zip', order: 'ASC' };

/** Spec section 9: the list is fetched again 500 ms after 'Zweistellig' is switched. */
export const ZIP_REFETCH_DELAY_MS = 500;

/** The search box: a case-insensitive substring of the postal code; blank shows all. */
export function searchZips(rows: readonly ZipCoverageRow[], query: string): ZipCoverageRow[] {
  const needle = query.trim().toLowerCase();
  return needle ? rows.filter((row) => row.zip.toLowerCase().includes(needle)) : [...rows];
}

/** No active buyer gets leads here: a gap in the coverage. */
export const isCoverageGap = (row: ZipCoverageRow) => row.buyers === 0;
