import { Alert, Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import {
  CreateBase,
  Form,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { User } from '../dataProvider/apiTypes';
import { ApiError } from '@ui/http/apiError';
import { failureMessage } from '../leads/leadDetail';
import { InvitationLinkDialog, useInvitationLink } from '../invitation/InvitationLinkDialog';
import { ROLE_CHOICES, validateStaffForm } from './staff';

const DialogToolbar = ({ onCancel, label }: { onCancel: () => void; label: string }) => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      <SaveButton label={label} alwaysEnable />
    </Toolbar>
  );
};

const RoleInput = () => <SelectInput source="role" label="app.staff.fields.role" choices={ROLE_CHOICES} fullWidth />;

const INVITE_DEFAULTS = { email: '', name: '', role: 'sales' };

/** 'Einladen': e-mail, name and role; the server mails the link to set the password. */
export const InviteDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const link = useInvitationLink();
  return (
    <>
      <InvitationLinkDialog invitation={link.invitation} onClose={link.close} />
      <Dialog open={open} onClose={onClose} aria-labelledby="staff-invite-title" maxWidth="sm" fullWidth>
        <DialogTitle id="staff-invite-title">{translate('app.staff.invite_title')}</DialogTitle>
        <CreateBase
          resource="users"
          redirect={false}
          mutationOptions={{
            onSuccess: (user: RaRecord) => {
              notify('app.staff.invited', { type: 'success', messageArgs: { email: String(user.email ?? '') } });
              link.show(user as User);
              onClose();
              refresh();
            },
            onError: (error: unknown) => {
              notify(failureMessage(error, 'app.staff.failed').key, { type: 'error' });
            },
          }}
        >
          {/* noValidate: the browser's own bubbles would speak the browser's language; ours are German. */}
          <SimpleForm
            defaultValues={INVITE_DEFAULTS}
            validate={(values) => validateStaffForm(values, { withEmail: true })}
            toolbar={<DialogToolbar onCancel={onClose} label="app.staff.invite" />}
            noValidate
          >
            <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
              {translate('app.staff.invite_hint')}
            </Alert>
            <TextInput source="email" label="app.staff.fields.email" type="email" autoComplete="off" fullWidth />
            <TextInput source="name" label="app.staff.fields.name" autoComplete="off" fullWidth />
            <RoleInput />
          </SimpleForm>
        </CreateBase>
      </Dialog>
    </>
  );
};

/** 'Bearbeiten': name and role (deactivating is an action of its own, with a confirmation). */
export const EditDialog = ({ user, onClose }: { user: User | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const submit = async (values: FieldValues) => {
    if (!user) return undefined;
    try {
      await update('users', { id: user.id, data: { name: values.name, role: values.role }, previousData: user }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('app.staff.saved', { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      notify(failureMessage(error, 'app.staff.failed').key, { type: 'error' });
      return error instanceof ApiError ? error.body?.errors : undefined;
    }
  };
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="staff-edit-title" maxWidth="sm" fullWidth>
      <DialogTitle id="staff-edit-title">{translate('app.staff.edit_title')}</DialogTitle>
      {user && (
        <Form record={{ id: user.id, name: user.name, role: user.role }} onSubmit={submit} validate={(values) => validateStaffForm(values, { withEmail: false })} noValidate>
          <DialogContent sx={{ pt: 0 }}>
            <Alert severity="info" icon={false} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {user.email}
            </Alert>
            <TextInput source="name" label="app.staff.fields.name" autoComplete="off" fullWidth />
            <RoleInput />
          </DialogContent>
          <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={onClose} disabled={isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <SaveButton label="ra.action.save" />
          </Toolbar>
        </Form>
      )}
    </Dialog>
  );
};
