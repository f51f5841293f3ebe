import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import type { ConfirmResult } from './reclamationList';

export interface DialogAttachment {
  name: string;
  href: string;
}

interface DecisionDialogProps {
  open: boolean;
  title: string;
  /** Above everything else: what is decided (the lead and buyer, or how many requests). */
  intro?: ReactNode;
  /** Between the intro and the reason: how the request was decided so far (a rule's acceptance, with its revert). */
  notice?: ReactNode;
  /** The buyer's reason, shown read-only; absent for a bulk decision. */
  reason?: string;
  attachments?: DialogAttachment[];
  /** Below the note: the request's status history. */
  footer?: ReactNode;
  /** Processed requests: every decision button disabled (spec section 4). */
  disabled?: boolean;
  /** What the disabled dialog says instead of the usual 'bereits entschieden' (a rule's acceptance is taken back here). */
  processedNote?: string;
  /** A refusal or load failure, shown in the dialog. */
  error?: string | null;
  loading?: boolean;
  /** Which button is waiting for the server. */
  pending?: ConfirmResult | null;
  /** A role that may read but not decide: this German note instead of the note field and the decision buttons. */
  readOnlyNote?: string | null;
  onResolve: (result: ConfirmResult, note: string) => void;
}

/**
 * The generic confirm dialog (spec section 2): optional reason and attachment links, a note, and
 * Bestätigen, Nachweis angefordert, Ablehnen, Abbrechen; resolves with ok, proofRequired, rejected
 * or cancel, and the note typed.
 */
export const DecisionDialog = ({ open, title, intro, notice, reason, attachments, footer, disabled, processedNote, error, loading, pending, readOnlyNote, onResolve }: DecisionDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [note, setNote] = useState('');
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const T = 'app.reclamations.dialog';
  const busy = Boolean(pending) || Boolean(loading);
  const cancel = () => onResolve('cancel', note);
  const spinner = (result: ConfirmResult) => (pending === result ? <CircularProgress size={16} color="inherit" /> : undefined);

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : cancel}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setNote('') } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {intro && <DialogContentText component="div">{intro}</DialogContentText>}
          {loading && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
              <CircularProgress size={28} />
            </Box>
          )}
          {notice}
          {reason !== undefined && (
            <TextField
              label={translate(`${T}.reason`)}
              value={reason || translate(`${T}.no_reason`)}
              multiline
              minRows={2}
              maxRows={10}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          )}
          {attachments && (
            <Box component="section" aria-label={translate(`${T}.attachments`)}>
              <Typography variant="subtitle2" gutterBottom>
                {translate(`${T}.attachments`)}
              </Typography>
              {attachments.length ? (
                <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {attachments.map((attachment) => (
                    <Box component="li" key={attachment.href} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                      <AttachFileIcon fontSize="small" color="action" />
                      <Link href={attachment.href} download={attachment.name} sx={{ overflowWrap: 'anywhere' }}>
                        {attachment.name}
                      </Link>
                    </Box>
                  ))}
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {translate(`${T}.no_attachments`)}
                </Typography>
              )}
            </Box>
          )}
          {readOnlyNote ? (
            <Alert severity="info" data-testid="read-only-note">
              {readOnlyNote}
            </Alert>
          ) : (
            disabled && <Alert severity="info">{processedNote ?? translate(`${T}.processed`)}</Alert>
          )}
          {!disabled && !readOnlyNote && (
            <TextField
              label={translate(`${T}.note`)}
              helperText={translate(`${T}.note_hint`)}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {footer}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, px: 3, py: 1.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={cancel} disabled={Boolean(pending)}>
          {translate(`${T}.cancel`)}
        </Button>
        {!readOnlyNote && (
          <>
            <Button color="error" variant="outlined" disabled={disabled || busy} startIcon={spinner('rejected')} onClick={() => onResolve('rejected', note)}>
              {translate(`${T}.reject`)}
            </Button>
            <Button color="warning" variant="outlined" disabled={disabled || busy} startIcon={spinner('proofRequired')} onClick={() => onResolve('proofRequired', note)}>
              {translate(`${T}.proof`)}
            </Button>
            <Button color="success" variant="contained" disabled={disabled || busy} startIcon={spinner('ok')} onClick={() => onResolve('ok', note)}>
              {translate(`${T}.confirm`)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
