import { useState } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { GoogleZipSheet } from '@contract/organisation';
import { Can } from '../auth/Can';
import { useErrorText, useOrganisationApi } from './formParts';
import { sheetSettingsEdited, sheetSyncLines } from './sheetSyncStatus';
import type { OrganisationDetail, SheetSyncStatus } from '../dataProvider/apiTypes';

const KEYS = 'app.organisations.sheet_sync';
/** Right after saving new sheet settings their sync is still queued: ask again this often, this many times. */
const POLL_MS = 2000;
const POLL_TIMES = 15;

/**
 * Under the Google sheet fields: how many postal codes the saved sheet gave and when, the last
 * failure in red, and 'Jetzt abgleichen'. Not a form input: the status is the server's. A newer
 * status (from the button, or from asking again while a queued sync runs) is shown until the record
 * is loaded again, for example after saving.
 */
export const GoogleSheetSync = () => {
  const record = useRecordContext<OrganisationDetail>();
  const api = useOrganisationApi();
  const translate = useTranslate();
  const errorText = useErrorText();
  const inForm = useWatch({ name: 'conditions.config.googleZipSheet' }) as Partial<GoogleZipSheet> | undefined;
  const [synced, setSynced] = useState<{ basedOn: SheetSyncStatus | null; status: SheetSyncStatus } | null>(null);
  const [pending, setPending] = useState(false);
  const saved = record?.sheetSync ?? null;
  const notYet = saved !== null && saved.syncedAt === null && saved.error === null && synced?.basedOn !== saved;
  const queued = useQuery({
    queryKey: ['organisations', record?.id, 'sheetSync', saved],
    queryFn: async () => (await api.getOne<OrganisationDetail>('organisations', { id: record!.id })).data.sheetSync ?? null,
    enabled: notYet,
    refetchInterval: (query) => {
      const status = query.state.data;
      const done = status && (status.syncedAt !== null || status.error !== null);
      return done || query.state.dataUpdateCount >= POLL_TIMES ? false : POLL_MS;
    },
  });
  if (!record) return null;

  const edited = sheetSettingsEdited(record.conditions?.config?.googleZipSheet, inForm);
  const status = synced && synced.basedOn === saved ? synced.status : notYet && queued.data ? queued.data : saved;
  if (!status) {
    return edited && String(inForm?.sheetId ?? '').trim() !== '' ? <FormHelperText>{translate(`${KEYS}.save_first`)}</FormHelperText> : null;
  }
  const { summary, error } = sheetSyncLines(status);

  const sync = async () => {
    setPending(true);
    try {
      setSynced({ basedOn: saved, status: await api.syncSheet(record.id) });
    } catch (failure) {
      // The server kept the postal codes read before and stored the reason, as shown here.
      setSynced({ basedOn: saved, status: { ...status, error: errorText(failure) } });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box role="status" aria-live="polite" sx={{ flex: '1 1 320px' }}>
          <Typography variant="body2">{translate(summary.key, summary.options)}</Typography>
          {error && (
            <Typography variant="body2" color="error">
              {translate(`${KEYS}.failed`, { error })}
            </Typography>
          )}
        </Box>
        <Can route="POST /api/organisation/{id}/sheet-sync">
          <Button variant="outlined" size="small" startIcon={<SyncIcon />} onClick={sync} disabled={pending || edited}>
            {translate(pending ? `${KEYS}.syncing` : `${KEYS}.sync_now`)}
          </Button>
        </Can>
      </Box>
      <FormHelperText>{translate(edited ? `${KEYS}.save_first` : `${KEYS}.hint`)}</FormHelperText>
    </Box>
  );
};
