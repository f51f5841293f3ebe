import { useId, useState } from 'react';
import { Button, Card, CardContent, CardHeader, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { Can } from '../auth/Can';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { supplierReclaimMessages } from './leadList';
import { SupplierReclaimDialog } from './SupplierReclaimDialog';
import { useLeadFailure } from './useLeadFailure';

const T = 'app.lead_detail.supplier';

/**
 * 'Lieferant': whether the lead went back to its supplier (when, why), or 'Beim Lieferanten
 * reklamieren' for this one lead (`PUT /api/leads/reclamate` with the lead object, as the spec's lead
 * page sends it). The answer carries no lead, so the page loads it again.
 */
export const SupplierReclamationCard = ({ lead, onReload }: { lead: LeadDetail; onReload: () => Promise<unknown> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportFailure = useLeadFailure();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const reclaim = async (reason: string) => {
    setPending(true);
    try {
      const result = await dataProvider.reclaimFromSupplier([lead], reason);
      const text = supplierReclaimMessages(result)
        .map(({ key, args }) => translate(key, args))
        .join(' ');
      notify(text, { type: result.withoutMail.length ? 'warning' : 'success', messageArgs: { _: text } });
      setOpen(false);
      await onReload();
    } catch (error) {
      await reportFailure(error, 'app.leads.supplier_reclaim.failed', { persist: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }} title={translate(`${T}.title`)} subheader={lead.leadsource} />
      <CardContent>
        {lead.recla ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Chip color="warning" label={translate(`${T}.reclaimed`)} />
            <Typography variant="body2">
              {translate(`${T}.reclaimed_at`, { date: formatDateTime(lead.reclamation?.at, translate('app.leads.missing')) })}
            </Typography>
            {lead.reclamation?.reason && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {translate(`${T}.reason`, { reason: lead.reclamation.reason })}
              </Typography>
            )}
          </Stack>
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.not_reclaimed`)}
            </Typography>
            <Can route="PUT /api/leads/reclamate">
              <Tooltip describeChild title={translate(`${T}.tooltip`, { name: lead.leadsource })}>
                <Button variant="outlined" color="warning" size="small" onClick={() => setOpen(true)}>
                  {translate('app.leads.supplier_reclaim.button')}
                </Button>
              </Tooltip>
            </Can>
          </Stack>
        )}
      </CardContent>
      <SupplierReclaimDialog open={open} count={1} pending={pending} onClose={() => setOpen(false)} onConfirm={(reason) => void reclaim(reason)} />
    </Card>
  );
};
