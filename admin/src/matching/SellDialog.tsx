import { useId, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { sellFailureMessage, type SellPlan } from './sellSelection';

interface SellDialogProps {
  plan: SellPlan;
  onClose: () => void;
  /** Called once the server recorded the sale. */
  onSold: () => void;
}

/**
 * Confirms a manual sale. Organisations that do not fit are named with their reason, and the
 * confirmation then forces the sale. A refused sale keeps the dialog open with the server's reason,
 * since the server sells to all chosen organisations or to none.
 */
export const SellDialog = ({ plan, onClose, onSold }: SellDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const sell = async () => {
    setSending(true);
    setFailure(null);
    try {
      await dataProvider.sellLead(plan.leadId, plan.organisations, { force: plan.force });
      notify('app.matching.sell.done', { type: 'success', messageArgs: { id: plan.leadId, count: plan.organisations.length } });
      onSold();
    } catch (error) {
      setFailure(sellFailureMessage(error));
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('app.matching.sell.title', { id: plan.leadId })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.matching.sell.chosen')}</DialogContentText>
        <List dense aria-label={translate('app.matching.sell.chosen')}>
          {plan.chosen.map((organisation) => (
            <ListItem key={organisation.id}>
              <ListItemText primary={organisation.name} secondary={organisation.email} />
            </ListItem>
          ))}
        </List>
        {plan.misfits.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('app.matching.sell.forced')}
            <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
              {plan.misfits.map((misfit) => (
                <li key={misfit.id}>
                  {misfit.name}: {misfit.reason}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate(failure, { _: failure })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('app.matching.sell.cancel')}
        </Button>
        <Button
          variant="contained"
          color={plan.force ? 'warning' : 'primary'}
          onClick={() => void sell()}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} /> : undefined}
        >
          {translate(plan.force ? 'app.matching.sell.confirm_forced' : 'app.matching.sell.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
