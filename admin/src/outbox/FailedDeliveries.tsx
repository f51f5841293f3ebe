import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { BulkActionsToolbar, DataTable, ListBase, Pagination, SimpleList, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@contract/format';
import { useCan } from '../auth/useCan';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { DeliveryListItem } from '../dataProvider/apiTypes';

const KEYS = 'app.outbox.deliveries';
const TITLE_ID = 'failed-deliveries-title';

/** Starts the given failed deliveries again; the list is read again afterwards (they are no longer failed). */
function useRetry() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const retry = async (ids: readonly Identifier[], done?: () => void) => {
    setPending(true);
    try {
      const { queued } = await dataProvider.retryDeliveries([...ids]);
      notify(`${KEYS}.retried`, { type: 'success', messageArgs: { smart_count: queued } });
      done?.();
      refresh();
    } catch (error) {
      notify(error instanceof ApiError && error.message ? error.message : `${KEYS}.retry_failed`, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { retry, pending };
}

/** The bulk action on the ticked rows. */
const RetrySelectedButton = () => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const { retry, pending } = useRetry();
  return (
    <Button size="small" variant="contained" startIcon={<ReplayIcon />} disabled={pending || selectedIds.length === 0} onClick={() => void retry(selectedIds, () => onUnselectItems())}>
      {translate(`${KEYS}.retry_selected`)}
    </Button>
  );
};

/** Every row on this page at once: also on a phone, where rows cannot be ticked. */
const RetryShownButton = () => {
  const translate = useTranslate();
  const { data } = useListContext<DeliveryListItem>();
  const { retry, pending } = useRetry();
  const ids = (data ?? []).map((row) => row.id);
  return (
    <Button size="small" startIcon={<ReplayIcon />} disabled={pending || ids.length === 0} onClick={() => void retry(ids)}>
      {translate(`${KEYS}.retry_all`)}
    </Button>
  );
};

const LeadLink = ({ row }: { row: DeliveryListItem }) => <Link to={`/sells/${row.leadId}`}>{row.leadId}</Link>;

/** The error, and when the lead went to the buyer by e-mail meanwhile. */
const ErrorCell = ({ row }: { row: DeliveryListItem }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowWrap: 'anywhere', maxWidth: 480 }}>
      <Typography variant="body2" color="error" component="span">
        {row.lastError}
      </Typography>
      {row.fallbackAt && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate(`${KEYS}.fallback`, { date: formatDateTime(row.fallbackAt) })}
        </Typography>
      )}
    </Box>
  );
};

const Content = () => {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const mayRetry = useCan('POST /api/deliveries/retry');
  const { total, isPending } = useListContext<DeliveryListItem>();
  if (isPending) return null;
  if (!total) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="failed-deliveries-empty">
        {translate(`${KEYS}.empty`)}
      </Typography>
    );
  }
  return (
    <>
      {/* The bulk actions bar slides over this row (48 px) while rows are ticked, as over a list's toolbar. */}
      {mayRetry && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', minHeight: 48 }}>
          <RetryShownButton />
        </Stack>
      )}
      {narrow ? (
        <SimpleList<DeliveryListItem>
          primaryText={(row) => row.organisation.name}
          secondaryText={(row) => <ErrorCell row={row} />}
          tertiaryText={(row) => translate(`${KEYS}.attempts`, { smart_count: row.attempts })}
          linkType={(row) => `/sells/${row.leadId}`}
        />
      ) : (
        // Not in a scrolling box: that would clip the bulk actions bar, which sits above the table.
        <DataTable<DeliveryListItem>
          rowClick={false}
          bulkActionButtons={mayRetry ? undefined : false}
          bulkActionsToolbar={
            mayRetry ? (
              <BulkActionsToolbar selectAllButton={false}>
                <RetrySelectedButton />
              </BulkActionsToolbar>
            ) : undefined
          }
          aria-label={translate(`${KEYS}.title`)}
        >
          <DataTable.Col source="updatedAt" label={`${KEYS}.columns.updatedAt`} render={(row: DeliveryListItem) => formatDateTime(row.updatedAt)} />
          <DataTable.Col source="organisation.name" label={`${KEYS}.columns.organisation`} disableSort />
          <DataTable.Col source="leadId" label={`${KEYS}.columns.leadId`} disableSort render={(row: DeliveryListItem) => <LeadLink row={row} />} />
          <DataTable.Col source="attempts" label={`${KEYS}.columns.attempts`} disableSort />
          <DataTable.Col source="lastError" label={`${KEYS}.columns.lastError`} disableSort render={(row: DeliveryListItem) => <ErrorCell row={row} />} />
        </DataTable>
      )}
      <Pagination rowsPerPageOptions={[10, 25, 50]} />
    </>
  );
};

/**
 * Postausgang → 'Fehlgeschlagene Zustellungen': deliveries of sold leads that gave up (a webhook or CRM
 * that refused, a mail server that refused, all attempts used), newest first, to start again one by
 * one or in bulk. Paged by the API; its own list, beside the mails' list whose filters are in the address.
 */
export const FailedDeliveries = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={TITLE_ID} sx={{ mb: 2 }} data-testid="failed-deliveries">
      <CardHeader title={translate(`${KEYS}.title`)} subheader={translate(`${KEYS}.description`)} slotProps={{ title: { id: TITLE_ID, component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <ListBase<DeliveryListItem> resource="deliveries" filter={{ status: 'failed' }} disableSyncWithLocation storeKey={false} perPage={10} sort={{ field: 'updatedAt', order: 'DESC' }}>
          <Content />
        </ListBase>
      </CardContent>
    </Card>
  );
};
