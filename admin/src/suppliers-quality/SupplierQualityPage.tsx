import { useMemo } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, Paper, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DataTable, DateInput, Link, List, TopToolbar, useDataProvider, useListContext, useTranslate, type SortPayload } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { SupplierScorecardRow } from '../dataProvider/apiTypes';
import { SUPPLIER_SCORECARD_RESOURCE, supplierScorecardFileName, type SupplierScorecardPeriod } from '../dataProvider/supplierScorecardApi';
import { EmptyState } from '../pages/EmptyState';
import { DownloadButton } from '../statistics/DownloadButton';
import { thisMonth } from '../statistics/qualityFilter';
import { figureColumns, FIGURE_COLUMNS, formatFigure, PING_COLUMNS } from './supplierQualityColumns';

const T = 'app.supplier_quality';
const SORT_FIELDS = ['name', ...FIGURE_COLUMNS.map((column) => column.key)] as const;
const PING_SORT_FIELDS = [...SORT_FIELDS, ...PING_COLUMNS.map((column) => column.key)];

/** The period the list shows: what the filter says, this month so far where it says nothing (as the API reads it). */
function periodOf(filter: SupplierScorecardPeriod): Required<SupplierScorecardPeriod> {
  const month = thisMonth(new Date());
  return { start: filter.start || month.from, end: filter.end || month.to };
}

const FILTERS = [
  <DateInput key="start" source="start" label={`${T}.filters.start`} alwaysOn sx={{ width: { xs: '100%', sm: 170 } }} />,
  <DateInput key="end" source="end" label={`${T}.filters.end`} alwaysOn sx={{ width: { xs: '100%', sm: 170 } }} />,
];

const ExportButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort } = useListContext<SupplierScorecardRow>();
  const period = periodOf(filterValues as SupplierScorecardPeriod);
  return (
    <DownloadButton
      label={`${T}.export`}
      loadingLabel={`${T}.export_loading`}
      failedMessage={`${T}.export_failed`}
      fileName={supplierScorecardFileName(period)}
      fetchFile={() => dataProvider.supplierScorecardExport(period, sort)}
    />
  );
};

const Actions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button component={Link} to="/statistics" startIcon={<ArrowBackIcon />} size="small">
        {translate(`${T}.back`)}
      </Button>
      <ExportButton />
    </TopToolbar>
  );
};

/** The API's German reason (e.g. a period whose first day lies after its last) in place of the rows. */
const LoadError = () => {
  const translate = useTranslate();
  const { error } = useListContext();
  return (
    <Alert severity="warning" sx={{ m: 1 }}>
      {translate(`${T}.load_error`, { reason: error instanceof Error ? error.message : '' })}
    </Alert>
  );
};

const SourceLink = ({ row }: { row: SupplierScorecardRow }) => {
  const translate = useTranslate();
  return (
    <Link to={`/leadsources/${row.id}`} title={translate(`${T}.open_leadsource`, { name: row.name })} sx={{ overflowWrap: 'anywhere' }}>
      {row.name}
    </Link>
  );
};

const Note = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
      {translate(`${T}.note`)}
    </Typography>
  );
};

/** At 1280 px: one line per lead source; a click on a heading sorts by it (a figure first the highest). */
const Table = () => {
  const translate = useTranslate();
  const { data } = useListContext<SupplierScorecardRow>();
  return (
    <>
      {/* Sixteen columns beside the menu at 1280 px: narrow cell padding keeps most of them in view. */}
      <DataTable<SupplierScorecardRow>
        rowClick={false}
        bulkActionButtons={false}
        empty={<EmptyState text={`${T}.empty`} />}
        aria-label={translate(`${T}.table`)}
        sx={{ '& .MuiTableCell-root': { px: 0.75 } }}
      >
        {/* When the figures are wider than the screen the table scrolls inside its box; the supplier's name stays in view. */}
        <DataTable.Col
          source="name"
          label={`${T}.columns.name`}
          render={(row: SupplierScorecardRow) => <SourceLink row={row} />}
          sx={{ minWidth: 110, position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' }}
        />
        {figureColumns(data).map((column) => (
          <DataTable.Col
            key={column.key}
            source={column.key}
            label={`${T}.columns.${column.key}`}
            align="right"
            sortByOrder="DESC"
            render={(row: SupplierScorecardRow) => formatFigure(row, column)}
            cellSx={() => ({ whiteSpace: 'nowrap' })}
          />
        ))}
      </DataTable>
      <Note />
    </>
  );
};

/** On a phone the heading cannot be clicked: the order is chosen here. */
const SortChoice = () => {
  const translate = useTranslate();
  const { sort, setSort, data } = useListContext<SupplierScorecardRow>();
  const fields = figureColumns(data) === FIGURE_COLUMNS ? SORT_FIELDS : PING_SORT_FIELDS;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={translate(`${T}.sort.field`)}
        value={sort.field}
        onChange={(event) => setSort({ field: event.target.value, order: event.target.value === 'name' ? 'ASC' : 'DESC' })}
        sx={{ flex: '1 1 180px' }}
      >
        {fields.map((field) => (
          <MenuItem key={field} value={field}>
            {translate(`${T}.columns.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate(`${T}.sort.order`)}
        value={sort.order}
        onChange={(event) => setSort({ field: sort.field, order: event.target.value as SortPayload['order'] })}
        sx={{ flex: '1 1 130px' }}
      >
        {(['DESC', 'ASC'] as const).map((order) => (
          <MenuItem key={order} value={order}>
            {translate(`${T}.sort.${order}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};

/** At 390 px: a card per lead source with its figures as term and value, nothing wider than the screen. */
const Cards = () => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<SupplierScorecardRow>();
  if (isPending) return <LinearProgress sx={{ m: 1 }} />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      <SortChoice />
      {!data?.length && <EmptyState text={`${T}.empty`} />}
      {data?.map((row) => (
        <Paper key={row.id} variant="outlined" sx={{ p: 1.5 }} data-testid="supplier-card">
          <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            <SourceLink row={row} />
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {figureColumns(data).map((column) => (
              <Box key={column.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`${T}.columns.${column.key}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {formatFigure(row, column)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
      <Note />
    </Stack>
  );
};

/**
 * Lieferanten-Qualität (`/statistics/suppliers`, next to Lead-Qualität under Verkauf-Statistik; issue 31 §3): per
 * lead source, what became of the leads it delivered in the period. Sorted, and read as one page, by the API
 * (GET /api/statistics/suppliers); the period and the order live in the address.
 */
export const SupplierQualityPage = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const month = useMemo(() => thisMonth(new Date()), []);
  return (
    <List<SupplierScorecardRow>
      resource={SUPPLIER_SCORECARD_RESOURCE}
      title={`${T}.title`}
      filters={FILTERS}
      filterDefaultValues={{ start: month.from, end: month.to }}
      actions={<Actions />}
      sort={{ field: 'leads', order: 'DESC' }}
      perPage={1000}
      pagination={false}
      empty={false}
      error={<LoadError />}
      // The reason shows in place of the rows (LoadError), not a second time as a notification.
      queryOptions={{ onError: () => undefined }}
      disableSyncWithLocation={false}
      sx={{
        '& .RaListToolbar-root': { flexWrap: 'wrap', alignItems: 'center' },
        '& .RaList-content': { contain: 'inline-size' },
        // Sixteen columns fit 1280 px when the headings wrap ('Einnahmen inkl. Rekla.' over two lines) and only the
        // sorted column keeps room for its arrow; on a narrower desk the table scrolls inside its box, never the page.
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& .RaDataTable-headerCell': { px: 0.5, verticalAlign: 'bottom', lineHeight: 1.3, fontSize: '0.8rem' },
        '& .RaDataTable-rowCell': { px: 0.5, fontSize: '0.8rem' },
        '& .RaDataTable-headerCell:first-of-type, & .RaDataTable-rowCell:first-of-type': { pl: 1 },
        '& .RaDataTable-headerCell:last-child, & .RaDataTable-rowCell:last-child': { pr: 1 },
        '& .MuiTableSortLabel-root': { textAlign: 'right' },
        '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
        '& .MuiTableSortLabel-icon': { fontSize: 16, mx: 0.25 },
      }}
    >
      {phone ? <Cards /> : <Table />}
    </List>
  );
};
