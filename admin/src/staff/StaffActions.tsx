import { useState, type MouseEvent } from 'react';
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import LockResetIcon from '@mui/icons-material/LockReset';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Confirm, useDataProvider, useGetIdentity, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { InvitationLinkDialog, useInvitationLink } from '../invitation/InvitationLinkDialog';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { User } from '../dataProvider/apiTypes';
import { failureMessage } from '../leads/leadDetail';
import { staffActions, type StaffAction } from './staff';

/** The actions that ask first, with their dialog texts. */
const CONFIRMED = {
  deactivate: { title: 'app.staff.deactivate_title', content: 'app.staff.deactivate_text', done: 'app.staff.deactivated' },
  activate: { title: 'app.staff.activate_title', content: 'app.staff.activate_text', done: 'app.staff.activated' },
  resetFactor: { title: 'app.staff.reset_title', content: 'app.staff.reset_text', done: 'app.staff.reset_done' },
} as const;

type ConfirmedAction = keyof typeof CONFIRMED;

const MENU: Record<Exclude<StaffAction, 'edit'>, { label: string; icon: React.ReactElement }> = {
  resendInvitation: { label: 'app.staff.resend', icon: <ForwardToInboxIcon fontSize="small" /> },
  resetFactor: { label: 'app.staff.reset_factor', icon: <LockResetIcon fontSize="small" /> },
  deactivate: { label: 'app.staff.deactivate', icon: <BlockIcon fontSize="small" /> },
  activate: { label: 'app.staff.activate', icon: <CheckCircleIcon fontSize="small" /> },
};

/**
 * One staff member's actions: 'Bearbeiten' as a button, the rest behind a menu ('Einladung erneut
 * senden', 'Zweiten Faktor zurücksetzen', 'Deaktivieren'/'Aktivieren'), those that change access
 * after a confirmation.
 */
export const StaffRowActions = ({ user, onEdit }: { user: User; onEdit: (user: User) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [update] = useUpdate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const [pending, setPending] = useState(false);
  const link = useInvitationLink();
  const actions = staffActions(user, identity?.id);
  const inMenu = actions.filter((action): action is Exclude<StaffAction, 'edit'> => action !== 'edit');
  const args = { name: user.name, email: user.email };

  const run = async (action: Exclude<StaffAction, 'edit'>) => {
    setPending(true);
    try {
      if (action === 'resendInvitation') link.show(await dataProvider.resendInvitation(user.id));
      else if (action === 'resetFactor') await dataProvider.resetSecondFactor(user.id);
      else await update('users', { id: user.id, data: { active: action === 'activate' }, previousData: user }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(action === 'resendInvitation' ? 'app.staff.resent' : CONFIRMED[action].done, { type: 'success', messageArgs: args });
      refresh();
    } catch (error) {
      notify(failureMessage(error, 'app.staff.failed').key, { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(null);
    }
  };

  const choose = (action: Exclude<StaffAction, 'edit'>) => {
    setAnchor(null);
    if (action === 'resendInvitation') void run(action);
    else setConfirming(action);
  };

  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <InvitationLinkDialog invitation={link.invitation} onClose={link.close} />
      <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(user)}>
        {translate('app.staff.edit')}
      </Button>
      {inMenu.length > 0 && (
        <IconButton size="small" aria-label={translate('app.staff.more', args)} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} disabled={pending}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {inMenu.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            <ListItemIcon>{MENU[action].icon}</ListItemIcon>
            <ListItemText>{translate(MENU[action].label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {confirming && (
        <Confirm
          isOpen
          loading={pending}
          title={CONFIRMED[confirming].title}
          content={CONFIRMED[confirming].content}
          translateOptions={args}
          onConfirm={() => void run(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </span>
  );
};
