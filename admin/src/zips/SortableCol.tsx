import { DataTable, useDataTableRenderContext, useDataTableSortContext, type DataTableColumnProps, type RaRecord } from 'react-admin';

/**
 * A `DataTable.Col` whose header cell tells assistive technology how the table is sorted
 * (`aria-sort`), which react-admin's header cell leaves out; body cells stay as they are.
 */
export function SortableCol<RecordType extends RaRecord>(props: DataTableColumnProps<RecordType>) {
  const renderContext = useDataTableRenderContext();
  const sort = useDataTableSortContext();
  const sorted = renderContext === 'header' && props.source !== undefined && sort?.field === props.source;
  const sortDirection = sorted ? (sort.order === 'DESC' ? 'desc' : 'asc') : undefined;
  return <DataTable.Col<RecordType> {...props} {...(sortDirection ? { sortDirection } : {})} />;
}
