import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { DataTable, List, ResourceContextProvider, SimpleList, TopToolbar, useDataProvider, useNotify } from 'react-admin';
import { formatDate, formatDateTime } from '@contract';
import type { PortalDataProvider } from '../api/dataProvider';
import { failureText } from '../api/httpClient';
import type { PortalLead } from '../api/types';
import { DeliveryChip } from '../common/labels';
import { SETTINGS_QUERY_KEY } from '../settings/SettingsPage';
import { texts } from '../texts';

/**
 * 'Test senden': a lead marked as a test goes to the buyer's webhook; the server says why when it cannot.
 * Shown only to buyers whose leads go to a webhook: for e-mail and CRM buyers there is nothing to test.
 */
const SendTestButton = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const settings = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => dataProvider.getSettings() });
  const send = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.sendTestDelivery();
      // Sent, but the buyer's system refused it: the server says why (short, without addresses or keys).
      notify(answer.message || texts.deliveries.testSent, { type: answer.delivered ? 'success' : 'error' });
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!settings.data?.webhookDelivery) return null;
  return (
    <Button size="small" variant="contained" title={texts.deliveries.testHint} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SendIcon />} disabled={busy} onClick={() => void send()}>
      {texts.deliveries.sendTest}
    </Button>
  );
};

const name = (lead: PortalLead) => [lead.contact.firstName, lead.contact.lastName].filter(Boolean).join(' ');

/**
 * 'Zustellungen': per lead the channel, the attempts, the state and a short error, read from the leads
 * list (each sold lead carries its delivery), newest first.
 */
export const DeliveryList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <ResourceContextProvider value="leads">
      <List
        resource="leads"
        title={texts.deliveries.title}
        sort={{ field: 'soldAt', order: 'DESC' }}
        perPage={25}
        exporter={false}
        disableSyncWithLocation
        actions={
          <TopToolbar>
            <SendTestButton />
          </TopToolbar>
        }
        empty={<Typography sx={{ p: 2 }}>{texts.deliveries.empty}</Typography>}
      >
        <Alert severity="info" icon={false} sx={{ borderRadius: 0 }}>
          {texts.deliveries.intro}
        </Alert>
        {phone ? (
          <SimpleList<PortalLead>
            primaryText={(lead) => `${texts.deliveries.lead} ${lead.id} · ${name(lead)}`}
            secondaryText={(lead) => (
              <Box component="span" sx={{ display: 'block' }}>
                <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <span>{lead.delivery?.channel ?? texts.delivery.none}</span>
                  <DeliveryChip delivery={lead.delivery} />
                  {lead.delivery && <span>{`${texts.delivery.attempts}: ${lead.delivery.attempts}`}</span>}
                </Stack>
                {lead.delivery?.error && (
                  <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
                    {lead.delivery.error}
                  </Box>
                )}
              </Box>
            )}
            tertiaryText={(lead) => formatDate(lead.soldAt)}
            linkType="edit"
          />
        ) : (
          <DataTable<PortalLead> bulkActionButtons={false} rowClick="edit" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <DataTable.Col source="soldAt" label={texts.leads.soldAt} render={(lead) => formatDate(lead.soldAt)} />
            <DataTable.Col source="id" label={texts.deliveries.lead} />
            <DataTable.Col label={texts.leads.name} disableSort render={name} />
            <DataTable.Col label={texts.delivery.channel} disableSort render={(lead) => lead.delivery?.channel ?? texts.delivery.none} />
            <DataTable.Col label={texts.delivery.state} disableSort render={(lead) => <DeliveryChip delivery={lead.delivery} />} />
            <DataTable.Col label={texts.delivery.attempts} disableSort render={(lead) => (lead.delivery ? String(lead.delivery.attempts) : '')} />
            <DataTable.Col label={texts.delivery.deliveredAt} disableSort render={(lead) => formatDateTime(lead.delivery?.deliveredAt)} />
            <DataTable.Col label={texts.delivery.error} disableSort render={(lead) => lead.delivery?.error ?? ''} />
          </DataTable>
        )}
      </List>
    </ResourceContextProvider>
  );
};
