import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import GroupIcon from '@mui/icons-material/Group';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { User } from '../dataProvider/apiTypes';
import { Can, RequireCan } from '../auth/Can';
import { EmptyState } from '../pages/EmptyState';
import { roleLabelKey } from './staff';

export const STAFF_PATH = '/settings/staff';
const TITLE_ID = 'staff-card-title';

/** Who has access, at a glance: name, e-mail and role. */
const StaffOverview = () => {
  const translate = useTranslate();
  return (
    <ListBase<User>
      resource="users"
      disableSyncWithLocation
      perPage={100}
      sort={{ field: 'name', order: 'ASC' }}
      empty={<EmptyState />}
      error={<Alert severity="error">{translate('app.staff.load_error')}</Alert>}
    >
      {/* On a phone the table scrolls inside the card instead of being cut off. */}
      <Box sx={{ overflowX: 'auto' }}>
        <DataTable<User> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" label="app.staff.columns.name" />
          <DataTable.Col source="email" label="app.staff.columns.email" />
          <DataTable.Col source="role" label="app.staff.columns.role" render={(user: User) => translate(roleLabelKey(user.role))} />
        </DataTable>
      </Box>
    </ListBase>
  );
};

/** Settings → 'Mitarbeiter': the staff at a glance and the way to the staff screen (administrators only). */
export const StaffCard = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader title={translate('app.staff.title')} slotProps={{ title: { id: TITLE_ID } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.staff.description')}
        </Typography>
        <RequireCan route="GET /api/users">
          <StaffOverview />
        </RequireCan>
      </CardContent>
      <Can route="GET /api/users">
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={Link} to={STAFF_PATH} variant="contained" startIcon={<GroupIcon />}>
            {translate('app.staff.manage')}
          </Button>
        </CardActions>
      </Can>
    </Card>
  );
};
