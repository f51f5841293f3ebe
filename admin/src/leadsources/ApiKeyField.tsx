import { useState } from 'react';
import { Box, Button, FormHelperText, InputAdornment, TextField } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Confirm, useDataProvider, useFormIsDirty, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { useCan } from '../auth/useCan';
import { CopyButton } from './CopyButton';
import type { Leadsource } from '../dataProvider/apiTypes';

/**
 * The source's API key, read-only, with a copy button and 'Neu erzeugen'. A new key is made
 * after a confirmation that the old one stops working at once; the new one is shown right away.
 * Not a form input: the key is the server's and never sent back. While the form has unsaved
 * changes the key cannot be renewed, as reloading the record afterwards would discard them.
 */
export const ApiKeyField = () => {
  const record = useRecordContext<Leadsource>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unsaved = useFormIsDirty();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [regenerated, setRegenerated] = useState<{ id: Leadsource['id']; apiKey: string } | null>(null);
  // A new key cuts off the supplier until they change it: administrators only.
  const mayRegenerate = useCan('POST /api/leadsource/{id}/apikey');
  if (!record) return null;
  const apiKey = regenerated?.id === record.id ? regenerated.apiKey : (record.apiKey ?? '');
  const label = translate('resources.leadsources.fields.apiKey');
  // Others than administrators get '…' and the last four characters (the server masks it): nothing to copy.
  const masked = apiKey.startsWith('…');

  const regenerate = async () => {
    setPending(true);
    try {
      const answer = await dataProvider.regenerateLeadsourceApiKey(record.id);
      setRegenerated({ id: record.id, apiKey: answer.apiKey });
      notify('resources.leadsources.api_key.regenerated', { type: 'success' });
      // The cached record still holds the old key.
      refresh();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ width: '100%', display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
      <TextField
        label={label}
        value={apiKey}
        helperText={translate(masked ? 'resources.leadsources.api_key.masked' : 'resources.leadsources.api_key.hint')}
        sx={{ flex: '1 1 420px' }}
        slotProps={{
          input: {
            readOnly: true,
            sx: { fontFamily: 'monospace' },
            endAdornment: masked ? undefined : (
              <InputAdornment position="end">
                <CopyButton text={apiKey} label="resources.leadsources.api_key.copy" />
              </InputAdornment>
            ),
          },
        }}
      />
      {mayRegenerate && (
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" startIcon={<AutorenewIcon />} onClick={() => setConfirming(true)} disabled={unsaved}>
            {translate('resources.leadsources.api_key.regenerate')}
          </Button>
          {unsaved && <FormHelperText>{translate('resources.leadsources.api_key.save_first')}</FormHelperText>}
        </Box>
      )}
      <Confirm
        isOpen={confirming}
        loading={pending}
        title="resources.leadsources.api_key.confirm_title"
        content="resources.leadsources.api_key.confirm_content"
        translateOptions={{ name: record.name }}
        onConfirm={regenerate}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
