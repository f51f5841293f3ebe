import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Autocomplete, Box, Button, LinearProgress, Paper, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import EuroIcon from '@mui/icons-material/Euro';
import InsightsIcon from '@mui/icons-material/Insights';
import InputIcon from '@mui/icons-material/Input';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useQuery } from '@tanstack/react-query';
import { DataTable, Link, ListContextProvider, Pagination, SimpleList, useDataProvider, useGetList, useList, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { formatMoney, formatMonth, formatPercent } from '@contract/format';
import { addMoney } from '@contract/revenue';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { LeadsourceListItem, OrganisationListItem } from '../dataProvider/apiTypes';
import { STATISTICS_EXPORT_FILE, statisticTableRow, type StatisticTableRow as StatisticRow, type StatisticsFilter } from '../dataProvider/statisticsApi';
import { EmptyState } from '../pages/EmptyState';
import { Page } from '../pages/Page';
import { SortableCol } from '../zips/SortableCol';
import { DeductionCell, hasFlatDeduction } from './DeductionCell';
import { DownloadButton } from './DownloadButton';
import { StatCards } from './StatCards';
import { filterFromSearch, isReversed, searchFromFilter } from './statisticsFilter';

const ALL = { pagination: { page: 1, perPage: 100_000 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };
const PER_PAGE_OPTIONS = [25, 50, 100];

interface Option {
  id: number;
  name: string;
}

/** A filter by name, sent by id; without any option it says 'Keine Firma vorhanden' (spec section 2). */
const RecordFilter = ({ label, options, loading, value, onChange }: { label: string; options: Option[]; loading: boolean; value: string | undefined; onChange: (id: string | undefined) => void }) => {
  const translate = useTranslate();
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 220 } }}
      options={options}
      value={options.find((option) => String(option.id) === value) ?? null}
      onChange={(_, chosen) => onChange(chosen ? String(chosen.id) : undefined)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // Keyed by id: two companies may share a name.
      renderOption={({ key: _key, ...props }, option) => (
        <li key={option.id} {...props}>
          {option.name}
        </li>
      )}
      loading={loading}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('app.statistics.filters.no_options')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
    />
  );
};

const DayFilter = ({ label, value, onChange }: { label: string; value: string | undefined; onChange: (day: string | undefined) => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      type="date"
      size="small"
      label={translate(label)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: 'calc(50% - 8px)', sm: 160 } }}
    />
  );
};

const Filters = ({ filter, onChange, actions }: { filter: StatisticsFilter; onChange: (filter: StatisticsFilter) => void; actions: ReactNode }) => {
  const translate = useTranslate();
  const organisations = useGetList<OrganisationListItem>('organisations', ALL);
  const leadsources = useGetList<LeadsourceListItem>('leadsources', ALL);
  const set = (key: keyof StatisticsFilter) => (value: string | undefined) => onChange({ ...filter, [key]: value });
  const anySet = Object.values(filter).some(Boolean);
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} role="search">
      <RecordFilter label="app.statistics.filters.organisation" options={organisations.data ?? []} loading={organisations.isPending} value={filter.orga ? String(filter.orga) : undefined} onChange={set('orga')} />
      <RecordFilter label="app.statistics.filters.leadsource" options={leadsources.data ?? []} loading={leadsources.isPending} value={filter.leadsource ? String(filter.leadsource) : undefined} onChange={set('leadsource')} />
      <DayFilter label="app.statistics.filters.start" value={filter.start} onChange={set('start')} />
      <DayFilter label="app.statistics.filters.end" value={filter.end} onChange={set('end')} />
      {anySet && (
        <Button size="small" onClick={() => onChange({})}>
          {translate('app.statistics.filters.reset')}
        </Button>
      )}
      <Box sx={{ ml: { sm: 'auto' } }}>{actions}</Box>
    </Stack>
  );
};

const Summary = ({ rows, loading }: { rows: readonly StatisticRow[]; loading: boolean }) => {
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  const reclamations = rows.reduce((sum, row) => sum + row.reclamations, 0);
  return (
    <StatCards
      loading={loading}
      items={[
        { key: 'count', label: 'app.statistics.cards.count', value: count, icon: <ShoppingCartOutlinedIcon /> },
        { key: 'reclamations', label: 'app.statistics.cards.reclamations', value: reclamations, icon: <ReportProblemOutlinedIcon /> },
        { key: 'income', label: 'app.statistics.cards.income', value: formatMoney(addMoney(rows).income), icon: <EuroIcon /> },
      ]}
    />
  );
};

/** The row's statistics-details address (react-admin passes the record untyped to SimpleList). */
const toDetails = (_id: Identifier, _resource: string, row: RaRecord) => (row as StatisticRow).details;

const StatisticTable = () => {
  const translate = useTranslate();
  const money = (field: 'revenue' | 'income') => (row: StatisticRow) => formatMoney(row[field]);
  return (
    // The eight columns are wider than a tablet: the table scrolls inside its box, never the page
    // (react-admin's layout grows to fit its content, so the box must not pass the table's width up).
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <DataTable<StatisticRow> resource="statistics" bulkActionButtons={false} rowClick={toDetails} aria-label={translate('app.statistics.table')} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
        <SortableCol<StatisticRow> source="date" label="app.statistics.columns.date" render={(row) => formatMonth(row.date)} />
        <SortableCol source="companyName" label="app.statistics.columns.companyName" />
        <SortableCol source="count" label="app.statistics.columns.count" align="right" />
        <SortableCol source="reclamations" label="app.statistics.columns.reclamations" align="right" />
        <SortableCol<StatisticRow>
          source="details"
          label="app.statistics.columns.details"
          render={(row) => (
            // The row opens the details too; the link is what keyboards and screen readers find.
            <Link to={row.details} onClick={(event: MouseEvent) => event.stopPropagation()}>
              {translate('app.statistics.details_link')}
            </Link>
          )}
        />
        <DataTable.Col<StatisticRow> source="revenue" label="app.statistics.columns.revenue" align="right" disableSort render={money('revenue')} />
        <DataTable.Col<StatisticRow> source="deduction" label="app.statistics.columns.deduction" align="right" disableSort render={(row) => <DeductionCell row={row} />} />
        <DataTable.Col<StatisticRow> source="income" label="app.statistics.columns.income" align="right" disableSort render={money('income')} />
      </DataTable>
    </Box>
  );
};

/** On a phone: one entry per company and month, as in react-admin's demo. */
const StatisticLines = () => {
  const translate = useTranslate();
  return (
    <SimpleList<StatisticRow>
      resource="statistics"
      empty={<EmptyState />}
      rowClick={toDetails}
      primaryText={(row) => row.companyName}
      secondaryText={(row) => translate('app.statistics.line_counts', { count: row.count, reclamations: row.reclamations })}
      tertiaryText={(row) =>
        [formatMonth(row.date), formatMoney(row.income), hasFlatDeduction(row) ? translate('app.statistics.line_deduction_quote', { quote: formatPercent(row.company.reclamationQuote) }) : null]
          .filter(Boolean)
          .join(' · ')
      }
    />
  );
};

/**
 * Statistik (`/statistics`, spec section 2): sales per company and month with the money of spec
 * section 9 as the API computes it; filtered by company, lead source and days; sorted and paged here.
 */
export const StatisticsPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const reversed = isReversed(filter);
  const statistics = useQuery({
    queryKey: ['statistics', filter],
    queryFn: () => dataProvider.statistics(filter),
    enabled: !reversed,
  });
  const rows = useMemo(() => statistics.data?.map(statisticTableRow), [statistics.data]);
  const listContext = useList<StatisticRow>({ data: rows, isPending: !rows, sort: { field: 'date', order: 'DESC' }, perPage: 50 });

  return (
    <Page title="app.page.statistics">
      <Filters
        filter={filter}
        onChange={(next) => setSearch(searchFromFilter(next), { replace: true })}
        actions={
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button component={Link} to="/statistics/quality" variant="outlined" startIcon={<InsightsIcon />}>
              {translate('app.quality.link')}
            </Button>
            <Button component={Link} to="/statistics/suppliers" variant="outlined" startIcon={<InputIcon />}>
              {translate('app.supplier_quality.link')}
            </Button>
            <DownloadButton
            label="app.statistics.export"
            loadingLabel="app.statistics.export_loading"
            failedMessage="app.statistics.export_failed"
            fileName={STATISTICS_EXPORT_FILE}
            fetchFile={() => dataProvider.statisticsExport(filter)}
            />
          </Stack>
        }
      />
      {reversed && <Alert severity="warning">{translate('app.statistics.filters.reversed')}</Alert>}
      {!reversed && <Summary rows={rows ?? []} loading={statistics.isPending} />}
      {!reversed && statistics.isPending && (
        <Box role="status">
          <LinearProgress sx={{ mb: 1 }} />
          <Typography color="text.secondary">{translate('app.statistics.loading')}</Typography>
        </Box>
      )}
      {statistics.isError && <Alert severity="error">{translate('app.statistics.load_error')}</Alert>}
      {!reversed && rows &&
        (rows.length ? (
          <ListContextProvider value={listContext}>
            <Paper variant="outlined">
              {phone ? <StatisticLines /> : <StatisticTable />}
              <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />
            </Paper>
          </ListContextProvider>
        ) : (
          <EmptyState />
        ))}
    </Page>
  );
};
