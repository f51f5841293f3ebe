/**
 * Sorting of tables the browser sorts itself (Lead Analyse, Lead Matchen): pure, so it is unit
 * tested without a page. Same collation as the data provider's lists: German, numbers by value.
 */

export type SortOrder = 'ASC' | 'DESC';

export interface TableSort<F extends string> {
  field: F;
  order: SortOrder;
}

/** Clicking the sorted column again reverses it; another column starts ascending. */
export function nextSort<F extends string>(current: TableSort<F> | null, field: F): TableSort<F> {
  if (current?.field === field) return { field, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
  return { field, order: 'ASC' };
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

export type SortValue = string | number | undefined;

function compareValues(left: SortValue, right: SortValue): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

const isBlank = (value: SortValue) => value === undefined || value === '';

/**
 * A sorted copy; `null` keeps the given order. Rows without a value go last in both directions,
 * and rows that compare equal keep their given order (the sort is stable).
 */
export function sortRows<T, F extends string>(rows: readonly T[], sort: TableSort<F> | null, valueOf: (row: T, field: F) => SortValue): T[] {
  if (!sort) return [...rows];
  const direction = sort.order === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a, sort.field);
    const right = valueOf(b, sort.field);
    if (isBlank(left) || isBlank(right)) return Number(isBlank(left)) - Number(isBlank(right));
    return direction * compareValues(left, right);
  });
}

/** The rows of one page (0-based); a page past the end shows the last one. */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): { rows: T[]; page: number } {
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const shown = Math.min(Math.max(0, page), lastPage);
  return { rows: rows.slice(shown * perPage, (shown + 1) * perPage), page: shown };
}
