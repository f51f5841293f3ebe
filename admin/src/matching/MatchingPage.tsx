import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
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
import SellIcon from '@mui/icons-material/Sell';
import { useDataProvider, useTranslate } from 'react-admin';
import { ApiError } from '../auth/httpClient';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { MatchedOrganisation } from '../dataProvider/distributionApi';
import { Page } from '../pages/Page';
import { SortableHeaderCell } from '../zips/SortableHeaderCell';
import { nextSort, type TableSort } from '../zips/tableSort';
import { eligibleCount, MATCH_COLUMNS, sortMatches, typeLabel, type MatchSortField } from './matchRows';
import { SellDialog } from './SellDialog';
import { headerState, NO_SELECTION, sellPlan, toggleEvery, toggleOne, type Selection, type SellPlan } from './sellSelection';

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

interface MatchTableProps {
  rows: MatchedOrganisation[];
  all: boolean;
  selection: Selection;
  onSelect: (selection: Selection) => void;
}

const MatchTable = ({ rows, all, selection, onSelect }: MatchTableProps) => {
  const translate = useTranslate();
  const [sort, setSort] = useState<TableSort<MatchSortField> | null>(null);
  const columns: readonly MatchSortField[] = all ? [...MATCH_COLUMNS, 'reason'] : MATCH_COLUMNS;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.matching.table')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                {...headerState(selection, rows)}
                onChange={() => onSelect(toggleEvery(selection, rows))}
                slotProps={{ input: { 'aria-label': translate('app.matching.select_all') } }}
              />
            </TableCell>
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
            <TableRow
              key={row.id}
              selected={selection.has(row.id)}
              sx={row.eligible ? undefined : { '& > td': { color: 'text.secondary' } }}
            >
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selection.has(row.id)}
                  onChange={() => onSelect(toggleOne(selection, row.id))}
                  slotProps={{ input: { 'aria-label': translate('app.matching.select_row', { name: row.name }) } }}
                />
              </TableCell>
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

/** The result of one search; its ticks and the sort last until another search replaces it. */
const Result = ({ search, onSold }: { search: Extract<Search, { status: 'loaded' }>; onSold: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const fitting = eligibleCount(search.rows);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [confirming, setConfirming] = useState<SellPlan | null>(null);
  const plan = sellPlan(search.rows, selection);
  const sold = () => {
    setConfirming(null);
    setSelection(NO_SELECTION);
    onSold();
  };
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader
        slotProps={{ title: { id: titleId } }}
        title={translate('app.matching.result_title', { id: search.dealId })}
        subheader={translate('app.matching.result_count', { smart_count: fitting })}
        action={
          <Button variant="contained" startIcon={<SellIcon />} disabled={!plan} onClick={() => setConfirming(plan)}>
            {translate('app.matching.sell.button', { count: plan?.organisations.length ?? 0 })}
          </Button>
        }
      />
      {search.rows.length ? (
        <MatchTable rows={search.rows} all={search.all} selection={selection} onSelect={setSelection} />
      ) : (
        <CardContent>
          <NoMatch all={search.all} />
        </CardContent>
      )}
      {confirming && <SellDialog plan={confirming} onClose={() => setConfirming(null)} onSold={sold} />}
    </Card>
  );
};

/**
 * Lead Matchen (`/matching`, spec section 2): which organisations would get the lead with this CRM
 * deal id (or lead number) now, and with 'Auch nicht passende zeigen' why the others would not.
 * Ticked organisations can be sold the lead by hand ('Verkaufen', confirmed in SellDialog).
 */
export const MatchingPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // `/matching?lead=4711` (the lead detail's 'Käufer prüfen') opens with that lead searched.
  const [searchParams] = useSearchParams();
  const linkedLead = searchParams.get('lead')?.trim() ?? '';
  const [dealId, setDealId] = useState(linkedLead);
  const [all, setAll] = useState(false);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  // Only the answer to the latest search is shown.
  const latest = useRef(0);

  /** `quiet` keeps the current list on screen while it is matched again (after a sale). */
  const run = async (id: string, withOthers: boolean, quiet = false) => {
    const call = ++latest.current;
    if (!quiet) setSearch({ status: 'loading', dealId: id });
    try {
      const rows = await dataProvider.matchLead(id, { all: withOthers });
      if (call === latest.current) setSearch({ status: 'loaded', dealId: id, all: withOthers, rows });
    } catch (error) {
      if (call === latest.current) setSearch({ status: 'failed', dealId: id, message: failureMessage(error) });
    }
  };

  useEffect(() => {
    if (linkedLead) {
      setDealId(linkedLead);
      void run(linkedLead, false);
    }
    // Only when the address names another lead (`run` is recreated on every render).
  }, [linkedLead]);

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
      {search.status === 'loaded' && (
        <Result
          key={`${search.dealId}|${search.all}`}
          search={search}
          onSold={() => void run(search.dealId, search.all, true)}
        />
      )}
    </Page>
  );
};
