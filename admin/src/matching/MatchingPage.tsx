import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
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
  TextField,
  Typography,
  type SxProps,
} from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import SellIcon from '@mui/icons-material/Sell';
import { BulkActionsToolbar, DataTable, ListContextProvider, useDataProvider, useList, useListContext, useTranslate } from 'react-admin';
import { formatPhone } from '@contract/phone-display';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { MatchedOrganisation } from '../dataProvider/apiTypes';
import { Page } from '../pages/Page';
import { SortableCol } from '../zips/SortableCol';
import { eligibleCount, sortMatches, typeLabel, type MatchSortField } from './matchRows';
import { useCan } from '../auth/useCan';
import { SellDialog } from './SellDialog';
import { sellPlan, type SellPlan } from './sellSelection';

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

const misfitSx = (row: MatchedOrganisation): SxProps => (row.eligible ? {} : { '& > td': { color: 'text.secondary' } });

/** 'Verkaufen (n)' in the bulk actions bar: opens the confirmation for the ticked organisations. */
const SellButton = ({ rows, onSell }: { rows: readonly MatchedOrganisation[]; onSell: (plan: SellPlan) => void }) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const plan = sellPlan(rows, selectedIds);
  return (
    <Button variant="contained" size="small" startIcon={<SellIcon />} disabled={!plan} onClick={() => plan && onSell(plan)}>
      {translate('app.matching.sell.button', { count: plan?.organisations.length ?? 0 })}
    </Button>
  );
};

const MatchTable = ({ rows, all, onSell }: { rows: readonly MatchedOrganisation[]; all: boolean; onSell: (plan: SellPlan) => void }) => {
  const translate = useTranslate();
  // Selling by hand is lead work: for Buchhaltung the table is for reading, without ticks.
  const maySell = useCan('POST /api/lead/{lId}/sell');
  return (
    // Named for react-admin's access check and column store; the ticks stay with this one search.
    <DataTable<MatchedOrganisation>
      resource="matching"
      rowClick={false}
      rowSx={misfitSx}
      // Every organisation of the lead is on this one page: no 'select all' beyond it.
      bulkActionButtons={maySell ? undefined : false}
      bulkActionsToolbar={
        maySell ? (
          <BulkActionsToolbar selectAllButton={false}>
            <SellButton rows={rows} onSell={onSell} />
          </BulkActionsToolbar>
        ) : undefined
      }
      aria-label={translate('app.matching.table')}
    >
      <SortableCol<MatchedOrganisation>
        source="name"
        label="app.matching.columns.name"
        render={(row) => (
          <>
            {row.name}
            {/* The best-ranked buyer taking exclusive leads: alone or shared, and why (issue 30 §1). */}
            {row.exclusiveNote && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                <Chip
                  size="small"
                  color={row.exclusive ? 'info' : 'default'}
                  variant="outlined"
                  label={translate(row.exclusive ? 'app.matching.exclusive' : 'app.matching.shared')}
                  sx={{ mr: 0.5 }}
                />
                {row.exclusiveNote}
              </Typography>
            )}
          </>
        )}
      />
      <SortableCol<MatchedOrganisation> source="type" label="app.matching.columns.type" render={(row) => typeLabel(row.type)} />
      <SortableCol source="email" label="app.matching.columns.email" />
      <SortableCol<MatchedOrganisation> source="phone" label="app.matching.columns.phone" render={(row) => formatPhone(row.phone)} />
      <SortableCol source="zip" label="app.matching.columns.zip" />
      {all && (
        <SortableCol<MatchedOrganisation>
          source="reason"
          label="app.matching.columns.reason"
          render={(row) =>
            row.eligible ? <Chip size="small" color="success" variant="outlined" label={translate('app.matching.eligible')} /> : row.reason
          }
        />
      )}
    </DataTable>
  );
};

/** The result of one search; its ticks and the sort last until another search replaces it. */
const Result = ({ search, onSold }: { search: Extract<Search, { status: 'loaded' }>; onSold: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const fitting = eligibleCount(search.rows);
  const [confirming, setConfirming] = useState<SellPlan | null>(null);
  const listContext = useList<MatchedOrganisation>({ data: search.rows, perPage: Math.max(search.rows.length, 1) });
  // react-admin keeps the sort and the ticks; the order is German (umlauts, the type as shown),
  // and without a chosen column the API's order (the order in which buyers get the lead).
  const { sort } = listContext;
  const sorted = useMemo(
    () => sortMatches(search.rows, sort.field ? { field: sort.field as MatchSortField, order: sort.order } : null),
    [search.rows, sort.field, sort.order],
  );
  const sold = () => {
    setConfirming(null);
    listContext.onUnselectItems();
    onSold();
  };
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader
        slotProps={{ title: { id: titleId } }}
        title={translate('app.matching.result_title', { id: search.dealId })}
        subheader={translate('app.matching.result_count', { smart_count: fitting })}
      />
      {search.rows.length ? (
        <ListContextProvider value={{ ...listContext, data: sorted, total: sorted.length, isPending: false, error: null }}>
          <MatchTable rows={search.rows} all={search.all} onSell={setConfirming} />
        </ListContextProvider>
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
  const [search, setSearch] = useState<Search>(linkedLead ? { status: 'loading', dealId: linkedLead } : { status: 'idle' });
  // The lead the address named last: another one replaces the text typed (set while rendering, React's
  // way to follow a prop, rather than in an effect).
  const [shownLink, setShownLink] = useState(linkedLead);
  if (linkedLead !== shownLink) {
    setShownLink(linkedLead);
    if (linkedLead) {
      setDealId(linkedLead);
      setSearch({ status: 'loading', dealId: linkedLead });
    }
  }
  // Only the answer to the latest search is shown.
  const latest = useRef(0);

  /** Asks the server; the caller has shown 'loading' already, or keeps the list on screen (after a sale). */
  const fetchMatches = useCallback(
    async (id: string, withOthers: boolean) => {
      const call = ++latest.current;
      try {
        const rows = await dataProvider.matchLead(id, { all: withOthers });
        if (call === latest.current) setSearch({ status: 'loaded', dealId: id, all: withOthers, rows });
      } catch (error) {
        if (call === latest.current) setSearch({ status: 'failed', dealId: id, message: failureMessage(error) });
      }
    },
    [dataProvider],
  );

  const run = (id: string, withOthers: boolean) => {
    setSearch({ status: 'loading', dealId: id });
    void fetchMatches(id, withOthers);
  };

  useEffect(() => {
    // fetchMatches sets state only once the server answered; the rule cannot see past its `await`.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (linkedLead) void fetchMatches(linkedLead, false);
  }, [linkedLead, fetchMatches]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = dealId.trim();
    if (id) run(id, all);
  };

  const toggleAll = (on: boolean) => {
    setAll(on);
    // The list on screen follows the switch; a search not yet made waits for 'Match...'.
    if (search.status !== 'idle') run(search.dealId, on);
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
            {/* The spec's 'Match...' as written, not upper-cased into 'MATCH...'. */}
            <Button type="submit" variant="contained" disabled={!dealId.trim() || search.status === 'loading'} sx={{ textTransform: 'none' }}>
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
          onSold={() => void fetchMatches(search.dealId, search.all)}
        />
      )}
    </Page>
  );
};
