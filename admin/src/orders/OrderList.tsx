import { CreateButton, DataTable, List, TextInput, TopToolbar } from 'react-admin';
import { formatDate, formatPercent } from '@shared/format';
import { EmptyState } from '../pages/EmptyState';
import { ImportOrdersButton } from './ImportOrdersButton';
import type { Order } from './types';

const filters = [<TextInput key="q" source="q" label="app.orders.search" alwaysOn sx={{ minWidth: 320 }} />];

const OrderListActions = () => (
  <TopToolbar>
    <CreateButton label="app.page.order_create" />
    <ImportOrdersButton />
  </TopToolbar>
);

/**
 * Searched, sorted and paged by the API. Without orders the list stays, toolbar and all, since
 * importing is the usual way to fill it.
 */
export const OrderList = () => (
  <List<Order>
    title="app.page.orders"
    filters={filters}
    actions={<OrderListActions />}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    perPage={25}
    empty={false}
  >
    <DataTable<Order> rowClick="edit" bulkActionButtons={false} empty={<EmptyState />}>
      <DataTable.Col source="orderNumber" />
      <DataTable.Col
        source="lastName"
        label="app.orders.columns.name"
        render={(order: Order) => [order.firstName, order.lastName].filter(Boolean).join(' ')}
      />
      <DataTable.Col source="zip" disableSort />
      <DataTable.Col source="city" disableSort />
      <DataTable.Col source="status" disableSort />
      <DataTable.Col
        source="progress"
        label="app.orders.columns.progress"
        render={(order: Order) => formatPercent(order.progress)}
      />
      <DataTable.Col
        source="installationPlaningDate"
        label="app.orders.columns.installationPlaningDate"
        disableSort
        render={(order: Order) => formatDate(order.installationPlaningDate, '–')}
      />
      <DataTable.Col source="updatedAt" sortByOrder="DESC" render={(order: Order) => formatDate(order.updatedAt)} />
    </DataTable>
  </List>
);
