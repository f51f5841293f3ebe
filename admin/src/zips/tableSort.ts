/**
 * German sorting of the tables the browser sorts itself (Lead Matchen; react-admin's `useList` compares with `<`): pure, so it is unit
 * tested without a page. Same collation as the data provider's lists: German, numbers by value.
 */

export type SortOrder = 'ASC' | 'DESC';

export interface TableSort<F extends string> {
  field: F;
  order: SortOrder;
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
