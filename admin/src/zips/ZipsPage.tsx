import { useId, useMemo, useState } from 'react';
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
  TextField,
  Typography,
  type SxProps,
} from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { DataTable, ListContextProvider, Pagination, useGetList, useList, useTranslate } from 'react-admin';
import type { ZipCoverageRow } from '../dataProvider/apiTypes';
import type { OrganisationListItem } from '../organisations/types';
import { EmptyState } from '../pages/EmptyState';
import { Page } from '../pages/Page';
import { SortableCol } from './SortableCol';
import { useZipCoverage } from './useZipCoverage';
import { DEFAULT_ZIP_SORT, isCoverageGap, searchZips } from './zipRows';

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

/** react-admin's lists need an `id`: a postal code (or area) is one. */
type ZipRecord = ZipCoverageRow & { id: string };


/** The rows of the list context: searched, sorted and paged by `useList`. */
const ZipTable = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const gapSx = (row: ZipRecord): SxProps => (isCoverageGap(row) ? { bgcolor: alpha(theme.palette.warning.main, 0.12) } : {});
  return (
    <Paper variant="outlined">
      <DataTable<ZipRecord> resource="zips" bulkActionButtons={false} rowClick={false} rowSx={gapSx} aria-label={translate('app.zips.table')}>
        <SortableCol source="zip" label="app.zips.columns.zip" />
        <SortableCol<ZipRecord>
          source="buyers"
          label="app.zips.columns.buyers"
          align="right"
          render={(row) => (
            <>
              {isCoverageGap(row) && <Chip size="small" color="warning" variant="outlined" label={translate('app.zips.gap')} sx={{ mr: 1 }} />}
              {row.exclusiveTo && (
                <Chip size="small" color="info" variant="outlined" label={translate('app.zips.exclusive', { names: row.exclusiveTo.join(', ') })} sx={{ mr: 1 }} />
              )}
              {row.buyers}
            </>
          )}
        />
        <SortableCol source="orgas" label="app.zips.columns.orgas" align="right" />
      </DataTable>
      <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />
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
  const coverage = useZipCoverage({ excluded, twoDigits });
  const loaded = useMemo(
    () => (coverage.status === 'loaded' ? coverage.rows.map((row): ZipRecord => ({ id: row.zip, ...row })) : undefined),
    [coverage],
  );
  // Sort, search and page live in the list context, so they survive a new fetch.
  const listContext = useList<ZipRecord>({
    data: loaded,
    isPending: !loaded,
    sort: DEFAULT_ZIP_SORT,
    perPage: 100,
  });
  const shown = loaded ? searchZips(loaded, query) : [];

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
            // react-admin's full-text filter `q`: a substring of the postal code, the only text column.
            listContext.setFilters({ q: event.target.value.trim() });
          }}
          sx={{ width: SEARCH_WIDTH, maxWidth: '100%' }}
        />
        <ExcludeOrganisations value={excluded} onChange={setExcluded} />
        <FormControlLabel
          control={<Switch checked={twoDigits} onChange={(event) => setTwoDigits(event.target.checked)} />}
          label={translate(twoDigits ? 'app.zips.two_digits' : 'app.zips.all_digits')}
        />
      </Stack>
      <Summary rows={shown} loading={coverage.status === 'loading'} />
      {coverage.status === 'loading' && (
        <Box role="status">
          <LinearProgress sx={{ mb: 1 }} />
          <Typography color="text.secondary">{translate('app.zips.loading')}</Typography>
        </Box>
      )}
      {coverage.status === 'failed' && <Alert severity="error">{translate('app.zips.load_error')}</Alert>}
      {coverage.status === 'loaded' &&
        (shown.length ? (
          <ListContextProvider value={listContext}>
            <ZipTable />
          </ListContextProvider>
        ) : (
          <EmptyState />
        ))}
    </Page>
  );
};
