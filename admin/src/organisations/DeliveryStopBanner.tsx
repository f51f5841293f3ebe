import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import { ORGANISATION_TYPE_LABELS } from '@contract/organisation';
import { useCan } from '../auth/useCan';
import type { DeliveryStop, OrganisationDetail } from '../dataProvider/apiTypes';
import { useErrorText, useOrganisationApi } from './formParts';

const KEYS = 'app.organisations.delivery_stop';

/** 'Zustellung gestoppt: <Grund>' under a name in the organisations list. */
export const DeliveryStopNote = ({ stop }: { stop: DeliveryStop | null | undefined }) => {
  const translate = useTranslate();
  if (!stop) return null;
  return (
    <Typography component="span" variant="caption" color="error" sx={{ display: 'block', overflowWrap: 'anywhere' }} data-testid="delivery-stop-note">
      {translate(`${KEYS}.title`, { reason: stop.reason })}
    </Typography>
  );
};

/**
 * Above the organisation's tabs while the circuit breaker holds its webhook or CRM: why, since when,
 * where its leads go meanwhile, and 'Zustellung wieder aufnehmen' (asked first). A resumed stop stays
 * hidden until the record is read again with a newer one; the form keeps what was typed.
 */
export const DeliveryStopBanner = () => {
  const record = useRecordContext<OrganisationDetail>();
  const api = useOrganisationApi();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const mayResume = useCan('POST /api/organisation/{id}/deliveries/resume');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [resumed, setResumed] = useState<string | null>(null);
  const stop = record?.deliveryStop;
  if (!record || !stop || resumed === stop.since) return null;
  const system = ORGANISATION_TYPE_LABELS[record.type] ?? record.type;

  const resume = async () => {
    setPending(true);
    try {
      const { queued } = await api.resumeDeliveries(record.id);
      setResumed(stop.since);
      notify(`${KEYS}.resumed`, { type: 'success', messageArgs: { smart_count: queued } });
      // The list shows the stop too.
      await queryClient.invalidateQueries({ queryKey: ['organisations', 'getList'] });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <Alert
      severity="error"
      sx={{ mx: 2, mt: 2, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      role="alert"
      data-testid="delivery-stop-banner"
    >
      <AlertTitle sx={{ overflowWrap: 'anywhere' }}>{translate(`${KEYS}.title`, { reason: stop.reason })}</AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {translate(`${KEYS}.details`, { date: formatDateTime(stop.since), system, email: record.email || translate(`${KEYS}.no_email`) })}
      </Typography>
      {mayResume && (
        <Box sx={{ mt: 1 }}>
          <Button variant="contained" color="error" size="small" startIcon={<PlayArrowIcon />} onClick={() => setConfirming(true)} disabled={pending}>
            {translate(`${KEYS}.resume`)}
          </Button>
        </Box>
      )}
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={`${KEYS}.resume_title`}
        content={`${KEYS}.resume_content`}
        translateOptions={{ name: record.name, system }}
        confirm={`${KEYS}.resume`}
        onConfirm={resume}
        onClose={() => setConfirming(false)}
      />
    </Alert>
  );
};
