import { Alert, Box, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useParams } from 'react-router-dom';
import { ListButton, TopToolbar, useGetOne, useResourceContext, useTranslate } from 'react-admin';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { Page } from '../pages/Page';
import { ConsentCard } from './ConsentCard';
import { QualityCard } from './QualityCard';
import { LeadCard } from './LeadCard';
import { LeadDataCard } from './LeadDataCard';
import { LeadHistoryCard } from './LeadHistoryCard';
import { LeadAuditCard } from '../audit/LeadAuditCard';
import { LeadSalesCard } from './LeadSalesCard';
import { SupplierReclamationCard } from './SupplierReclamationCard';
import { isLeadDetail, loadFailure, refreshInterval, worthRetrying } from './leadDetail';

const Loading = () => {
  const translate = useTranslate();
  return (
    <Box role="status">
      <LinearProgress sx={{ mb: 1 }} />
      <Typography color="text.secondary">{translate('app.lead_detail.loading')}</Typography>
    </Box>
  );
};

const Failure = ({ error, id, onReload }: { error: unknown; id: string; onReload: () => void }) => {
  const translate = useTranslate();
  const { key, args } = loadFailure(error, id);
  const notFound = key === 'app.lead_detail.not_found';
  return (
    <Alert
      severity={notFound ? 'warning' : 'error'}
      action={
        notFound ? undefined : (
          <Button color="inherit" size="small" onClick={onReload}>
            {translate('app.lead_detail.reload')}
          </Button>
        )
      }
    >
      {translate(key, { _: key, ...args })}
    </Alert>
  );
};

/**
 * Lead detail (`/sells/{id}` and `/leadstatistics/{id}`, spec section 2): the lead with its editable
 * contact, its answers, its sales with their reclamation, the supplier reclamation and its history.
 * While a delivery is pending the lead is loaded again every few seconds (not while the tab is hidden:
 * react-query pauses interval refetches then), so staff see it turn 'zugestellt' or 'fehlgeschlagen'.
 * Changes go through `useUpdate` or put the API's answer into this query's cache (useLeadCache).
 */
export const LeadDetailPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'sells';
  const lead = useGetOne<LeadDetail>(
    resource,
    // The address's text as it is: an id that is no number gets the server's 404, not a NaN.
    { id: id as unknown as LeadDetail['id'] },
    {
      retry: worthRetrying,
      refetchInterval: (query) => refreshInterval(isLeadDetail(query.state.data) ? query.state.data : undefined),
    },
  );
  const detail = isLeadDetail(lead.data) ? lead.data : undefined;

  return (
    <Page title={translate('app.lead_detail.title', { id })}>
      {/* On a phone react-admin's toolbar grows (flex: 1) and would squeeze the cards below it. */}
      <TopToolbar sx={{ minHeight: 0, flex: 'none' }}>
        <ListButton resource={resource} label="ra.action.back" icon={<ArrowBackIcon />} />
      </TopToolbar>
      {!detail && !lead.isError && <Loading />}
      {lead.isError && !detail && <Failure error={lead.error} id={id} onReload={() => void lead.refetch()} />}
      {detail && (
        <Stack spacing={2}>
          <LeadCard lead={detail} />
          {/* Full width: seven columns, each buyer's outcome among them, fit a laptop's screen without scrolling. */}
          <LeadSalesCard lead={detail} onReload={() => lead.refetch()} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
              <QualityCard lead={detail} />
              <LeadDataCard data={detail.data} />
              <ConsentCard lead={detail} />
              <SupplierReclamationCard lead={detail} onReload={() => lead.refetch()} />
            </Grid>
            <Grid size={{ xs: 12, lg: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
              <LeadHistoryCard history={detail.history} />
              <LeadAuditCard leadId={detail.id} />
            </Grid>
          </Grid>
        </Stack>
      )}
    </Page>
  );
};
