import { useId, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Tooltip } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { Can } from '../auth/Can';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { useLeadCache } from './useLeadCache';
import { useLeadFailure } from './useLeadFailure';

const T = 'app.lead_detail.buyers_reclaim';

/**
 * 'Reklamation durch Käufer': every sale of the lead reclaimed with the buyers' reason, which is
 * required (spec section 5); 'Abbrechen' changes nothing. Each buyer gets a mail with the reason.
 */
const BuyersReclaimAction = ({ lead }: { lead: LeadDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportFailure = useLeadFailure();
  const store = useLeadCache();
  const titleId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  // The server reclaims the sales not reclaimed yet; with none left there is nothing to do.
  const openSales = lead.sellingStatistics.filter((sale) => !sale.reclamation).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setMissing(true);
      return;
    }
    setPending(true);
    try {
      store(await dataProvider.reclaimByBuyers(lead.id, note));
      notify(`${T}.done`, { type: 'success', messageArgs: { smart_count: openSales } });
      setDialogOpen(false);
    } catch (error) {
      await reportFailure(error, `${T}.failed`);
    } finally {
      setPending(false);
    }
  };

  const reset = () => {
    setNote('');
    setMissing(false);
  };

  return (
    <>
      <Tooltip describeChild title={translate(`${T}.tooltip`)}>
        {/* A span, so the tooltip also explains the button when every sale is reclaimed (disabled). */}
        <span>
          <Button variant="outlined" color="warning" size="small" onClick={() => setDialogOpen(true)} disabled={!openSales} sx={{ whiteSpace: 'nowrap' }}>
            {translate(`${T}.button`)}
          </Button>
        </span>
      </Tooltip>
      <Dialog open={dialogOpen} onClose={pending ? undefined : () => setDialogOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ transition: { onExited: reset } }}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={titleId}>{translate(`${T}.title`, { id: lead.id })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(`${T}.content`, { smart_count: openSales })}</DialogContentText>
            <TextField
              label={translate(`${T}.note`)}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setMissing(false);
              }}
              required
              error={missing}
              helperText={missing ? translate(`${T}.note_required`) : ' '}
              multiline
              minRows={3}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDialogOpen(false)} disabled={pending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="warning" disabled={pending} startIcon={pending ? <CircularProgress size={16} /> : undefined}>
              {translate(`${T}.confirm`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

/** Only for roles that may change leads (not Buchhaltung). */
export const BuyersReclaimButton = ({ lead }: { lead: LeadDetail }) => (
  <Can route="PUT /api/lead/{lId}/reclamate/buyers">
    <BuyersReclaimAction lead={lead} />
  </Can>
);
