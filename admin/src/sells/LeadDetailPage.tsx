import { Alert, Box, Button, Grid, LinearProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useParams } from 'react-router-dom';
import { ListButton, TopToolbar, useGetOne, useTranslate } from 'react-admin';
import type { LeadDetail } from '../dataProvider/leadApi';
import { Page } from '../pages/Page';
import { LeadCard } from './LeadCard';
import { LeadDataCard } from './LeadDataCard';
import { LeadSalesCard } from './LeadSalesCard';
import { loadFailure, refreshInterval, worthRetrying } from './leadDetail';

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
 * Lead detail (`/sells/{id}`, spec section 2): the lead, its answers and its sales. While a delivery
 * is pending the lead is loaded again every few seconds (not while the tab is hidden: react-query
 * pauses interval refetches then), so staff see it turn 'zugestellt' or 'fehlgeschlagen'.
 * Changes go through `useUpdate` (LeadCard), whose answer react-admin puts into this query's cache.
 * Contact editing and reclamations come with a later issue.
 */
export const LeadDetailPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const lead = useGetOne<LeadDetail>(
    'sells',
    // The address's text as it is: an id that is no number gets the server's 404, not a NaN.
    { id: id as unknown as LeadDetail['id'] },
    {
      retry: worthRetrying,
      refetchInterval: (query) => refreshInterval(query.state.data),
    },
  );

  return (
    <Page title={translate('app.lead_detail.title', { id })}>
      <TopToolbar sx={{ minHeight: 0 }}>
        <ListButton resource="sells" label="ra.action.back" icon={<ArrowBackIcon />} />
      </TopToolbar>
      {lead.isPending && <Loading />}
      {lead.isError && !lead.data && <Failure error={lead.error} id={id} onReload={() => void lead.refetch()} />}
      {lead.data && (
        <>
          <LeadCard lead={lead.data} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 4 }}>
              <LeadDataCard data={lead.data.data} />
            </Grid>
            <Grid size={{ xs: 12, lg: 8 }}>
              <LeadSalesCard lead={lead.data} onReload={() => lead.refetch()} />
            </Grid>
          </Grid>
        </>
      )}
    </Page>
  );
};
