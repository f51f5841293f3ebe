import { useId, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Can } from '../auth/Can';
import type { LeadDetail } from '../dataProvider/apiTypes';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { useLeadCache } from './useLeadCache';
import { useLeadFailure } from './useLeadFailure';

const T = 'app.lead_detail.quality.reject';

/**
 * 'Ablehnen' for a lead held for review: it is never sold and goes back to its supplier within the quota. When the
 * quota is used up the lead is rejected all the same, and the notification says the supplier was not charged back.
 */
const RejectLeadAction = ({ lead }: { lead: LeadDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportFailure = useLeadFailure();
  const store = useLeadCache();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const { supplierReclaimed, notReclaimed, ...rejected } = await dataProvider.rejectLead(lead.id, reason);
      store(rejected);
      if (supplierReclaimed || !notReclaimed) notify(`${T}.done`, { type: 'success' });
      // The quota's German reason, kept on screen: staff may want to settle it with the supplier.
      else notify(notReclaimed, { type: 'warning', messageArgs: { _: notReclaimed }, autoHideDuration: null, multiLine: true });
      setOpen(false);
    } catch (error) {
      await reportFailure(error, `${T}.failed`);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" size="small" onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      <Dialog open={open} onClose={pending ? undefined : () => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ transition: { onExited: () => setReason('') } }}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={titleId}>{translate(`${T}.title`, { id: lead.id })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(`${T}.content`)}</DialogContentText>
            <TextField
              label={translate(`${T}.reason`)}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              helperText={translate(`${T}.reason_hint`)}
              multiline
              minRows={2}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={pending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={pending} startIcon={pending ? <CircularProgress size={16} /> : undefined}>
              {translate(`${T}.confirm`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

/** Only for roles that may change leads (not Buchhaltung). */
export const RejectLeadButton = ({ lead }: { lead: LeadDetail }) => (
  <Can route="POST /api/lead/{lId}/reject">
    <RejectLeadAction lead={lead} />
  </Can>
);
