import { TableCell, TableSortLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TableSort } from './tableSort';

interface SortableHeaderCellProps<F extends string> {
  field: F;
  /** Translation key of the column title. */
  label: string;
  sort: TableSort<F> | null;
  onSort: (field: F) => void;
  numeric?: boolean;
}

/** A column title that sorts by its column; the header cell's aria-sort tells which way. */
export function SortableHeaderCell<F extends string>({ field, label, sort, onSort, numeric }: SortableHeaderCellProps<F>) {
  const translate = useTranslate();
  const active = sort?.field === field;
  const direction = active && sort.order === 'DESC' ? 'desc' : 'asc';
  return (
    <TableCell align={numeric ? 'right' : 'left'} sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={direction} onClick={() => onSort(field)}>
        {translate(label)}
      </TableSortLabel>
    </TableCell>
  );
}
