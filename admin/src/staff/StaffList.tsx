import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import { Button, DataTable, List, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import type { User } from '../dataProvider/apiTypes';
import { RequireCan } from '../auth/Can';
import { EmptyState } from '../pages/EmptyState';
import { EditDialog, InviteDialog } from './StaffDialogs';
import { StaffRowActions } from './StaffActions';
import { roleLabelKey, staffStatusKeys, twoFactorLabelKey } from './staff';

const C = 'app.staff.columns';

/** 'Einladung offen' and 'Deaktiviert' as chips after the name. */
const StatusChips = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const keys = staffStatusKeys(user);
  if (keys.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} component="span" sx={{ display: 'inline-flex', ml: 1, verticalAlign: 'middle' }}>
      {keys.map((key) => (
        <Chip key={key} size="small" label={translate(key)} color={key.endsWith('inactive') ? 'default' : 'warning'} variant="outlined" />
      ))}
    </Stack>
  );
};

const lastLogin = (user: User, never: string) => formatDateTime(user.lastLoginAt, never);

const StaffTable = ({ onEdit }: { onEdit: (user: User) => void }) => {
  const translate = useTranslate();
  return (
    <DataTable<User> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
      <DataTable.Col
        source="name"
        label={`${C}.name`}
        render={(user: User) => (
          <>
            {user.name}
            <StatusChips user={user} />
          </>
        )}
      />
      <DataTable.Col source="email" label={`${C}.email`} />
      <DataTable.Col source="role" label={`${C}.role`} render={(user: User) => translate(roleLabelKey(user.role))} />
      <DataTable.Col source="active" label={`${C}.active`} render={(user: User) => translate(user.active ? 'ra.boolean.true' : 'ra.boolean.false')} />
      <DataTable.Col source="twoFactor" label={`${C}.twoFactor`} disableSort render={(user: User) => translate(twoFactorLabelKey(user))} />
      <DataTable.Col source="lastLoginAt" label={`${C}.lastLoginAt`} sortByOrder="DESC" render={(user: User) => lastLogin(user, translate('app.staff.never'))} />
      <DataTable.Col label={`${C}.actions`} disableSort render={(user: User) => <StaffRowActions user={user} onEdit={onEdit} />} />
    </DataTable>
  );
};

/** On a phone: one entry per person, the actions under it. */
const StaffLines = ({ onEdit }: { onEdit: (user: User) => void }) => {
  const translate = useTranslate();
  return (
    <SimpleList<User>
      linkType={false}
      primaryText={(user) => (
        <>
          {user.name}
          <StatusChips user={user} />
        </>
      )}
      secondaryText={(user) => (
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {user.email}
          <br />
          {`${translate(roleLabelKey(user.role))} · ${translate(`${C}.twoFactor`)}: ${translate(twoFactorLabelKey(user))}`}
          <br />
          {`${translate(`${C}.lastLoginAt`)}: ${lastLogin(user, translate('app.staff.never'))}`}
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            <StaffRowActions user={user} onEdit={onEdit} />
          </Box>
        </Box>
      )}
      empty={<EmptyState />}
    />
  );
};

const StaffListActions = ({ onInvite }: { onInvite: () => void }) => (
  <TopToolbar>
    <Button label="app.staff.invite" onClick={onInvite} variant="contained">
      <AddIcon />
    </Button>
  </TopToolbar>
);

const StaffScreen = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  return (
    <>
      <List<User>
        resource="users"
        title="app.page.staff"
        actions={<StaffListActions onInvite={() => setInviting(true)} />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={50}
        empty={false}
        disableSyncWithLocation
      >
        {phone ? <StaffLines onEdit={setEditing} /> : <StaffTable onEdit={setEditing} />}
      </List>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <EditDialog user={editing} onClose={() => setEditing(null)} />
    </>
  );
};

/**
 * Settings → Mitarbeiter (`/settings/staff`, administrators): who may log in, with which role, whether
 * a second factor is set up and when they last logged in; invite, edit, deactivate, reset the factor.
 * Other roles see the German note instead (the server would refuse the list).
 */
export const StaffList = () => (
  <RequireCan route="GET /api/users" title="app.page.staff">
    <StaffScreen />
  </RequireCan>
);
