import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import { ApiError } from '@ui/http/apiError';
import { useCan } from '../auth/useCan';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { Leadsource } from '../dataProvider/apiTypes';

const T = 'resources.leadsources.throttle';

/**
 * 'Gedrosselt': since when and why (with the figures) this source's leads need manual qualification, and the
 * button that lifts it for a role that may change lead sources.
 */
export const ThrottleNotice = () => {
  const record = useRecordContext<Leadsource>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const mayLift = useCan('DELETE /api/leadsource/{id}/throttle');
  const [pending, setPending] = useState(false);
  if (!record?.throttled) return null;

  const lift = async () => {
    setPending(true);
    try {
      await dataProvider.liftLeadsourceThrottle(record.id);
      notify(`${T}.lifted`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof ApiError && error.message ? error.message : `${T}.lift_failed`, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}>
      <AlertTitle>{translate(`${T}.title`, { date: formatDateTime(record.throttled.since) })}</AlertTitle>
      {record.throttled.reason}
      <Box component="p" sx={{ m: 0, mt: 0.5 }}>
        {translate(`${T}.effect`)}
      </Box>
      {mayLift && (
        <Button variant="outlined" color="warning" size="small" sx={{ mt: 1 }} onClick={() => void lift()} disabled={pending} startIcon={pending ? <CircularProgress size={14} /> : undefined}>
          {translate(`${T}.lift`)}
        </Button>
      )}
    </Alert>
  );
};
