import { useId, useState, type FormEvent } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SupplierReclaimDialogProps {
  open: boolean;
  /** How many leads go back to their supplier. */
  count: number;
  pending: boolean;
  onClose: () => void;
  /** With the reason typed, '' for none (the server then writes 'Im Einkauf reklamiert'). */
  onConfirm: (reason: string) => void;
}

/**
 * Confirms reclaiming leads from their supplier (Einkauf's bulk action and the lead page), with an
 * optional reason that goes into the supplier's mail.
 */
export const SupplierReclaimDialog = ({ open, count, pending, onClose, onConfirm }: SupplierReclaimDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('app.leads.supplier_reclaim.title', { smart_count: count })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.leads.supplier_reclaim.content', { smart_count: count })}</DialogContentText>
          <TextField
            label={translate('app.leads.supplier_reclaim.reason')}
            helperText={translate('app.leads.supplier_reclaim.reason_hint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="warning" disabled={pending} startIcon={pending ? <CircularProgress size={16} /> : undefined}>
            {translate('app.leads.supplier_reclaim.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
