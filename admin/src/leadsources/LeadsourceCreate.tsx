import { Button, Dialog, DialogTitle } from '@mui/material';
import { CreateBase, SaveButton, SimpleForm, Toolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FunnelLinkHint } from './FunnelLinkHint';
import { LeadsourceInputs } from './LeadsourceInputs';

const TITLE_ID = 'leadsource-create-title';

const DEFAULTS = { name: '', slug: '', mail: '', active: true, reclaQuote: 0, preQualified: false };

const DialogToolbar = ({ onCancel }: { onCancel: () => void }) => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      <SaveButton />
    </Toolbar>
  );
};

/**
 * The list's add modal. The server makes the API key; it is shown in the detail. A refused field
 * (e.g. a slug already taken) is named at its input and the dialog stays open.
 */
export const LeadsourceCreateDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const created = () => {
    notify('resources.leadsources.notifications.created', { type: 'success' });
    onClose();
    refresh();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="md" fullWidth>
      <DialogTitle id={TITLE_ID}>{translate('resources.leadsources.add')}</DialogTitle>
      <CreateBase resource="leadsources" redirect={false} mutationOptions={{ onSuccess: created }}>
        {/* noValidate: the browser's own bubbles would speak the browser's language; ours are German. */}
        <SimpleForm defaultValues={DEFAULTS} toolbar={<DialogToolbar onCancel={onClose} />} noValidate>
          <LeadsourceInputs suggestSlugFromName />
          <FunnelLinkHint />
        </SimpleForm>
      </CreateBase>
    </Dialog>
  );
};
