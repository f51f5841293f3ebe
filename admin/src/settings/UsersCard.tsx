import { Alert, Box, Card, CardContent, CardHeader } from '@mui/material';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { formatDate } from '@contract/format';
import type { User } from '../dataProvider/apiTypes';
import { EmptyState } from '../pages/EmptyState';

/** Staff users from `GET /api/users`; the list is short, so it is one unpaged table. */
export const UsersCard = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardHeader title={translate('app.settings.users')} />
      <CardContent>
        <ListBase<User>
          resource="users"
          disableSyncWithLocation
          perPage={1000}
          sort={{ field: 'name', order: 'ASC' }}
          empty={<EmptyState />}
          error={<Alert severity="error">{translate('app.settings.users_error')}</Alert>}
        >
          {/* On a phone the table scrolls inside the card instead of being cut off. */}
          <Box sx={{ overflowX: 'auto' }}>
            <DataTable<User> bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="name" />
              <DataTable.Col source="email" />
              <DataTable.Col
                source="isAdmin"
                render={(user: User) => translate(user.isAdmin ? 'ra.boolean.true' : 'ra.boolean.false')}
              />
              <DataTable.Col source="createdAt" render={(user: User) => formatDate(user.createdAt)} />
            </DataTable>
          </Box>
        </ListBase>
      </CardContent>
    </Card>
  );
};
