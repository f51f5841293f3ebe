import { ORGANISATION_TYPE_LABELS, type OrganisationType } from '@contract/organisation';
import type { MatchedOrganisation } from '../dataProvider/apiTypes';
import { sortRows, type TableSort } from '../zips/tableSort';

export type MatchSortField = 'name' | 'type' | 'email' | 'phone' | 'zip' | 'reason';

/** The German name of an organisation type; an unknown type as it is. */
export const typeLabel = (type: string) => ORGANISATION_TYPE_LABELS[type as OrganisationType] ?? type;

/** What a row is sorted by: the type as shown, not its key; fitting rows have no reason. */
function sortValue(row: MatchedOrganisation, field: MatchSortField): string {
  if (field === 'type') return typeLabel(row.type);
  if (field === 'reason') return row.reason ?? '';
  return row[field];
}

/** `null` keeps the API's order: the fitting organisations first, in the order they get the lead. */
export function sortMatches(rows: readonly MatchedOrganisation[], sort: TableSort<MatchSortField> | null): MatchedOrganisation[] {
  return sortRows(rows, sort, sortValue);
}

export const eligibleCount = (rows: readonly MatchedOrganisation[]) => rows.filter((row) => row.eligible).length;
