import { useState } from 'react';
import { Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { useCan } from '../auth/useCan';
import type { LeadSale } from '../dataProvider/apiTypes';
import { deliveryView } from './leadDetail';
import { useLeadFailure } from './useLeadFailure';

interface DeliveryCellProps {
  sale: LeadSale;
  /** Called once the server accepted the retry; the lead is then loaded again. */
  onRetried: () => Promise<unknown>;
}

/** The Zustellung column: its state as a chip, why it is not there yet, and 'Erneut zustellen' when it failed. */
export const DeliveryCell = ({ sale, onRetried }: DeliveryCellProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportFailure = useLeadFailure();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [retrying, setRetrying] = useState(false);
  const mayRetry = useCan('POST /api/deliveries/{id}/retry');
  const view = deliveryView(sale.delivery);

  const retry = async (deliveryId: number) => {
    setRetrying(true);
    try {
      await dataProvider.retryDelivery(deliveryId);
      notify('app.lead_detail.delivery.retried', { type: 'success', messageArgs: { name: sale.organisation.name } });
      await onRetried();
    } catch (error) {
      await reportFailure(error, 'app.lead_detail.delivery.retry_failed');
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {/* Keyed by state: a new chip rather than a colour fading from red to green. */}
      <Chip
        key={view.status}
        size="small"
        color={view.color}
        variant={view.status === 'failed' ? 'filled' : 'outlined'}
        label={translate(view.label.key)}
      />
      {/* 'break-word', not 'anywhere': that lets the table squeeze the column until words break inside
          ('Postausga-ng'); a long error or address still wraps at the box's width. */}
      {view.details.map(({ key, args }) => (
        <Typography key={key} variant="caption" color={view.status === 'failed' ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'break-word', maxWidth: 280 }}>
          {translate(key, args)}
        </Typography>
      ))}
      {view.retryable && mayRetry && sale.delivery && (
        <Button
          size="small"
          variant="outlined"
          startIcon={retrying ? <CircularProgress size={14} /> : <ReplayIcon />}
          disabled={retrying}
          onClick={() => sale.delivery && void retry(sale.delivery.id)}
        >
          {translate('app.lead_detail.delivery.retry')}
        </Button>
      )}
    </Stack>
  );
};
