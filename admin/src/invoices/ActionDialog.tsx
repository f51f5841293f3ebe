import { useId, type ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ActionDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Already translated. */
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  /** The confirm button is off (something is missing or wrong). */
  disabled?: boolean;
  /** Waiting for the server: both buttons off, a spinner on confirm. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an invoice action (what will happen, to whom), with Abbrechen and the action's own button. */
export const ActionDialog = ({ open, title, children, confirmLabel, confirmColor = 'primary', disabled, pending, onConfirm, onClose }: ActionDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>{children}</Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={disabled || pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
