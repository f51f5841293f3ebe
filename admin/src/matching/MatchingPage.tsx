import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
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
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useDataProvider, useTranslate } from 'react-admin';
import { ApiError } from '../auth/httpClient';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { MatchedOrganisation } from '../dataProvider/distributionApi';
import { Page } from '../pages/Page';
import { SortableHeaderCell } from '../zips/SortableHeaderCell';
import { nextSort, type TableSort } from '../zips/tableSort';
import { eligibleCount, MATCH_COLUMNS, sortMatches, typeLabel, type MatchSortField } from './matchRows';

type Search =
  | { status: 'idle' }
  | { status: 'loading'; dealId: string }
  | { status: 'loaded'; dealId: string; all: boolean; rows: MatchedOrganisation[] }
  | { status: 'failed'; dealId: string; message: string };

/** A 404 carries the server's German 'Kein Lead mit der Deal-Id oder Nummer … gefunden.'. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return error.message;
  return 'app.matching.failed';
}

const NoMatch = ({ all }: { all: boolean }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <SearchOffIcon fontSize="large" />
      <Typography>{translate('app.matching.none')}</Typography>
      {!all && <Typography variant="body2">{translate('app.matching.none_hint')}</Typography>}
    </Paper>
  );
};

const MatchTable = ({ rows, all }: { rows: MatchedOrganisation[]; all: boolean }) => {
  const translate = useTranslate();
  const [sort, setSort] = useState<TableSort<MatchSortField> | null>(null);
  const columns: readonly MatchSortField[] = all ? [...MATCH_COLUMNS, 'reason'] : MATCH_COLUMNS;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.matching.table')}>
        <TableHead>
          <TableRow>
            {columns.map((field) => (
              <SortableHeaderCell
                key={field}
                field={field}
                label={`app.matching.columns.${field}`}
                sort={sort}
                onSort={(chosen) => setSort(nextSort(sort, chosen))}
              />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sortMatches(rows, sort).map((row) => (
            <TableRow key={row.id} sx={row.eligible ? undefined : { '& > td': { color: 'text.secondary' } }}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{typeLabel(row.type)}</TableCell>
              <TableCell>{row.email}</TableCell>
              <TableCell>{row.phone}</TableCell>
              <TableCell>{row.zip}</TableCell>
              {all && (
                <TableCell>
                  {row.eligible ? <Chip size="small" color="success" variant="outlined" label={translate('app.matching.eligible')} /> : row.reason}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const Result = ({ search }: { search: Extract<Search, { status: 'loaded' }> }) => {
  const translate = useTranslate();
  const titleId = useId();
  const fitting = eligibleCount(search.rows);
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      {/* Selling the lead to the organisations found here is a later step; its action belongs in this header. */}
      <CardHeader
        slotProps={{ title: { id: titleId } }}
        title={translate('app.matching.result_title', { id: search.dealId })}
        subheader={translate('app.matching.result_count', { smart_count: fitting })}
      />
      {search.rows.length ? <MatchTable key={`${search.dealId}|${search.all}`} rows={search.rows} all={search.all} /> : <CardContent><NoMatch all={search.all} /></CardContent>}
    </Card>
  );
};

/**
 * Lead Matchen (`/matching`, spec section 2): which organisations would get the lead with this CRM
 * deal id (or lead number) now, and with 'Auch nicht passende zeigen' why the others would not.
 */
export const MatchingPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [dealId, setDealId] = useState('');
  const [all, setAll] = useState(false);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  // Only the answer to the latest search is shown.
  const latest = useRef(0);

  const run = async (id: string, withOthers: boolean) => {
    const call = ++latest.current;
    setSearch({ status: 'loading', dealId: id });
    try {
      const rows = await dataProvider.matchLead(id, { all: withOthers });
      if (call === latest.current) setSearch({ status: 'loaded', dealId: id, all: withOthers, rows });
    } catch (error) {
      if (call === latest.current) setSearch({ status: 'failed', dealId: id, message: failureMessage(error) });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = dealId.trim();
    if (id) void run(id, all);
  };

  const toggleAll = (on: boolean) => {
    setAll(on);
    // The list on screen follows the switch; a search not yet made waits for 'Match...'.
    if (search.status !== 'idle') void run(search.dealId, on);
  };

  return (
    <Page title="app.page.matching">
      <Card variant="outlined">
        <CardContent>
          <Stack component="form" onSubmit={submit} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              size="small"
              label={translate('app.matching.deal_id')}
              value={dealId}
              onChange={(event) => setDealId(event.target.value)}
              sx={{ width: 320 }}
            />
            <Button type="submit" variant="contained" disabled={!dealId.trim() || search.status === 'loading'}>
              {translate('app.matching.submit')}
            </Button>
            <FormControlLabel
              control={<Switch checked={all} onChange={(event) => toggleAll(event.target.checked)} />}
              label={translate('app.matching.show_all')}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.matching.hint')}
          </Typography>
        </CardContent>
      </Card>
      {search.status === 'loading' && (
        <Box role="status">
          <LinearProgress sx={{ mb: 1 }} />
          <Typography color="text.secondary">{translate('app.matching.loading')}</Typography>
        </Box>
      )}
      {search.status === 'failed' && <Alert severity="warning">{translate(search.message, { _: search.message })}</Alert>}
      {search.status === 'loaded' && <Result search={search} />}
    </Page>
  );
};
