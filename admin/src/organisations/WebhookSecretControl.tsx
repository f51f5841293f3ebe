import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, InputAdornment, TextField, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useCan } from '../auth/useCan';
import { CopyButton } from '../leadsources/CopyButton';
import type { OrganisationDetail } from '../dataProvider/apiTypes';
import { useErrorText, useOrganisationApi } from './formParts';

const KEYS = 'app.organisations.webhook_secret';

/**
 * The signing key of the organisation's webhooks (Zapier, Make, Leveto): its last four characters, and
 * 'Signatur-Schlüssel erzeugen' or, once there is one, 'neu erzeugen' (asked first: the old key stops
 * at once). The new key is shown once in a dialog with a copy button. Not a form input: the key is the
 * server's; the hint of a new one is kept here until the record is read again.
 */
export const WebhookSecretControl = () => {
  const record = useRecordContext<OrganisationDetail>();
  const api = useOrganisationApi();
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const mayCreate = useCan('POST /api/organisation/{id}/webhook-secret');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  // The full key only while its dialog is open; afterwards its hint, as the server would show it.
  const [created, setCreated] = useState<{ id: OrganisationDetail['id']; hint: string; secret: string | null } | null>(null);
  if (!record) return null;
  const fresh = created?.id === record.id ? created : null;
  const hint = fresh?.hint ?? record.webhookSecretHint;
  const close = () => setCreated((current) => current && { ...current, secret: null });

  const create = async () => {
    setPending(true);
    try {
      const { secret } = await api.createWebhookSecret(record.id);
      setCreated({ id: record.id, hint: secret.slice(-4), secret });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }} data-testid="webhook-secret">
      <Typography variant="subtitle2" component="h3">
        {translate(`${KEYS}.title`)}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: hint ? 'monospace' : undefined }}>
        {hint ? translate(`${KEYS}.hint_set`, { hint }) : translate(`${KEYS}.hint_none`)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate(`${KEYS}.explain`)}
      </Typography>
      {mayCreate && (
        <Button variant="outlined" size="small" startIcon={<KeyIcon />} disabled={pending} onClick={() => (hint ? setConfirming(true) : void create())}>
          {translate(hint ? `${KEYS}.rotate` : `${KEYS}.create`)}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={`${KEYS}.rotate_title`}
        content={`${KEYS}.rotate_content`}
        translateOptions={{ name: record.name }}
        confirm={`${KEYS}.rotate`}
        onConfirm={create}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={Boolean(fresh?.secret)} onClose={close} fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
        <DialogTitle id="webhook-secret-title">{translate(`${KEYS}.dialog_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`${KEYS}.dialog_text`, { name: record.name })}</DialogContentText>
          <TextField
            label={translate(`${KEYS}.title`)}
            value={fresh?.secret ?? ''}
            fullWidth
            slotProps={{
              input: {
                readOnly: true,
                sx: { fontFamily: 'monospace' },
                endAdornment: (
                  <InputAdornment position="end">
                    <CopyButton text={fresh?.secret ?? ''} label={`${KEYS}.copy`} />
                  </InputAdornment>
                ),
              },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            {translate(`${KEYS}.done`)}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
