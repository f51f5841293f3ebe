import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { copyText } from '../leadsources/copyText';

/** An invitation whose mail cannot go out (no SMTP server): the address and the link the answer carried once. */
export interface UndeliveredInvitation {
  email: string;
  link: string;
}

/** The invitation of an API answer, when it carries its link (only without an SMTP server). */
export const undelivered = (answer: { email: string; invitationLink?: string }): UndeliveredInvitation | null =>
  answer.invitationLink ? { email: answer.email, link: answer.invitationLink } : null;

/**
 * Without an SMTP server an invitation cannot reach its person: the link is shown here once, to hand on by
 * another way ('Link kopieren'). The Postausgang never shows it, and it is not shown again.
 */
export const InvitationLinkDialog = ({ invitation, onClose }: { invitation: UndeliveredInvitation | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Dialog open={invitation !== null} onClose={onClose} aria-labelledby="invitation-link-title" maxWidth="sm" fullWidth>
      <DialogTitle id="invitation-link-title">{translate('app.staff.link.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.staff.link.text', { email: invitation?.email ?? '' })}
        </Alert>
        <TextField
          label={translate('app.staff.link.label')}
          value={invitation?.link ?? ''}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyText(invitation?.link ?? '').then((copied) => notify(copied ? 'app.staff.link.copied' : 'app.staff.link.copy_failed', { type: copied ? 'info' : 'warning' }))}
        >
          {translate('app.staff.link.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.staff.link.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** State for the dialog: `show` an answer (it opens only when the answer carries a link). */
export function useInvitationLink() {
  const [invitation, setInvitation] = useState<UndeliveredInvitation | null>(null);
  return {
    invitation,
    show: (answer: { email: string; invitationLink?: string }) => setInvitation(undelivered(answer)),
    close: () => setInvitation(null),
  };
}
