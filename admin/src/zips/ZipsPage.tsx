import { useId, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useGetList, useTranslate } from 'react-admin';
import type { ZipCoverageRow } from '../dataProvider/distributionApi';
import type { OrganisationListItem } from '../organisations/types';
import { EmptyState } from '../pages/EmptyState';
import { Page } from '../pages/Page';
import { SortableHeaderCell } from './SortableHeaderCell';
import { nextSort, pageOf, type TableSort } from './tableSort';
import { useZipCoverage } from './useZipCoverage';
import { DEFAULT_ZIP_SORT, isCoverageGap, shownZipRows, ZIP_COLUMNS, type ZipSortField } from './zipRows';

const PER_PAGE_OPTIONS = [50, 100, 500];
/** Spec section 9: the search box is 260px wide. */
const SEARCH_WIDTH = 260;

/** Deleted organisations count nowhere, so excluding one would change nothing. */
const SELECTABLE = {
  pagination: { page: 1, perPage: 100_000 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: { status: ['active', 'inactive'] },
};

/** 'Firma ausschließen': organisations chosen by name, sent by id. */
const ExcludeOrganisations = ({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<OrganisationListItem>('organisations', SELECTABLE);
  return (
    <Autocomplete
      multiple
      size="small"
      sx={{ minWidth: 320, flex: 1, maxWidth: 640 }}
      options={data}
      value={data.filter((organisation) => value.includes(organisation.id))}
      onChange={(_, chosen) => onChange(chosen.map((organisation) => organisation.id))}
      getOptionLabel={(organisation) => organisation.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // Keyed by id: two organisations may share a name.
      renderOption={({ key: _key, ...props }, organisation) => (
        <li key={organisation.id} {...props}>
          {organisation.name}
        </li>
      )}
      loading={isPending}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('app.zips.no_organisations')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      renderInput={(params) => <TextField {...params} label={translate('app.zips.exclude')} />}
    />
  );
};

const Summary = ({ rows, loading }: { rows: readonly ZipCoverageRow[]; loading: boolean }) => {
  const translate = useTranslate();
  const titleId = useId();
  const items = [
    { key: 'total', label: 'app.zips.total', value: rows.length },
    { key: 'gaps', label: 'app.zips.gaps', value: rows.filter(isCoverageGap).length },
  ];
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={4} component="dl" sx={{ m: 0 }}>
          {items.map(({ key, label, value }) => (
            <Box key={key}>
              <Typography id={key === 'total' ? titleId : undefined} component="dt" variant="body2" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }} data-testid={`zip-${key}`}>
                {loading ? '–' : value}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};

interface ZipTableProps {
  /** Searched and sorted. */
  rows: ZipCoverageRow[];
  sort: TableSort<ZipSortField>;
  onSort: (field: ZipSortField) => void;
  page: number;
  perPage: number;
  onPage: (page: number, perPage: number) => void;
}

const ZipTable = ({ rows, sort, onSort, page, perPage, onPage }: ZipTableProps) => {
  const translate = useTranslate();
  const shown = pageOf(rows, page, perPage);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={translate('app.zips.table')}>
          <TableHead>
            <TableRow>
              {ZIP_COLUMNS.map((field) => (
                <SortableHeaderCell
                  key={field}
                  field={field}
                  label={`app.zips.columns.${field}`}
                  sort={sort}
                  onSort={onSort}
                  numeric={field !== 'zip'}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.rows.map((row) => {
              const gap = isCoverageGap(row);
              return (
                <TableRow key={row.zip} sx={gap ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}>
                  <TableCell>{row.zip}</TableCell>
                  <TableCell align="right">
                    {gap && <Chip size="small" color="warning" variant="outlined" label={translate('app.zips.gap')} sx={{ mr: 1 }} />}
                    {row.buyers}
                  </TableCell>
                  <TableCell align="right">{row.orgas}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={shown.page}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE_OPTIONS}
        onPageChange={(_, next) => onPage(next, perPage)}
        onRowsPerPageChange={(event) => onPage(0, Number(event.target.value))}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      />
    </Paper>
  );
};

/**
 * Lead Analyse (`/zips`, spec section 2): how many buyers get leads per postal code or two-digit
 * area, gaps included. The API counts; searching, sorting and paging happen here.
 */
export const ZipsPage = () => {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const [excluded, setExcluded] = useState<number[]>([]);
  const [twoDigits, setTwoDigits] = useState(true);
  // Kept here, not in the table, so that they survive a new fetch.
  const [sort, setSort] = useState<TableSort<ZipSortField>>(DEFAULT_ZIP_SORT);
  const [paging, setPaging] = useState({ page: 0, perPage: 100 });
  const coverage = useZipCoverage({ excluded, twoDigits });
  const rows = coverage.status === 'loaded' ? shownZipRows(coverage.rows, query, sort) : [];
  const firstPage = () => setPaging({ ...paging, page: 0 });

  return (
    <Page title="app.page.zips">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label={translate('app.zips.search')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            firstPage();
          }}
          sx={{ width: SEARCH_WIDTH }}
        />
        <ExcludeOrganisations value={excluded} onChange={setExcluded} />
        <FormControlLabel
          control={<Switch checked={twoDigits} onChange={(event) => setTwoDigits(event.target.checked)} />}
          label={translate(twoDigits ? 'app.zips.two_digits' : 'app.zips.all_digits')}
        />
      </Stack>
      <Summary rows={rows} loading={coverage.status === 'loading'} />
      {coverage.status === 'loading' && (
        <Box role="status">
          <LinearProgress sx={{ mb: 1 }} />
          <Typography color="text.secondary">{translate('app.zips.loading')}</Typography>
        </Box>
      )}
      {coverage.status === 'failed' && <Alert severity="error">{translate('app.zips.load_error')}</Alert>}
      {coverage.status === 'loaded' &&
        (rows.length ? (
          <ZipTable
            rows={rows}
            sort={sort}
            onSort={(field) => {
              setSort(nextSort(sort, field));
              firstPage();
            }}
            page={paging.page}
            perPage={paging.perPage}
            onPage={(page, perPage) => setPaging({ page, perPage })}
          />
        ) : (
          <EmptyState />
        ))}
    </Page>
  );
};
