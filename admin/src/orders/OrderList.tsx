import { useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, List, SimpleList, TextInput, TopToolbar, useTranslate, type TranslateFunction } from 'react-admin';
import { formatDate, formatPercent } from '@contract/format';
import { EmptyState } from '../pages/EmptyState';
import { Can } from '../auth/Can';
import { ImportOrdersButton } from './ImportOrdersButton';
import type { Order } from '../dataProvider/apiTypes';

// Full width on a phone, where 320px and the page's margins would not fit.
const filters = [<TextInput key="q" source="q" label="app.orders.search" alwaysOn sx={{ minWidth: { sm: 320 } }} />];

/** The customer's name; an order erased under Art. 17 DSGVO says so instead of showing nothing. */
const customerName = (order: Order, translate: TranslateFunction) =>
  order.pseudonymisedAt ? translate('app.orders.erased') : [order.firstName, order.lastName].filter(Boolean).join(' ');

const OrderListActions = () => (
  <TopToolbar>
    <Can route="PUT /api/orders/{orderNumber}">
      <CreateButton label="app.page.order_create" />
    </Can>
    <Can route="POST /api/orders/import">
      <ImportOrdersButton />
    </Can>
  </TopToolbar>
);

const OrderTable = () => {
  const translate = useTranslate();
  return (
    <DataTable<Order> rowClick="edit" bulkActionButtons={false} empty={<EmptyState />}>
      <DataTable.Col source="orderNumber" />
      <DataTable.Col source="lastName" label="app.orders.columns.name" render={(order: Order) => customerName(order, translate)} />
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
  );
};

/** On a phone the table's eight columns cannot fit: one entry per order, as in react-admin's demo. */
const OrderLines = () => {
  const translate = useTranslate();
  return (
    <SimpleList<Order>
      linkType="edit"
      primaryText={(order) => `${order.orderNumber} · ${customerName(order, translate)}`}
      secondaryText={(order) => [[order.zip, order.city].filter(Boolean).join(' '), order.status].filter(Boolean).join(' · ')}
      tertiaryText={(order) => `${translate('app.orders.columns.progress')} ${formatPercent(order.progress)}`}
      empty={<EmptyState />}
    />
  );
};

/**
 * Searched, sorted and paged by the API. Without orders the list stays, toolbar and all, since
 * importing is the usual way to fill it.
 */
export const OrderList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<Order>
      title="app.page.orders"
      filters={filters}
      actions={<OrderListActions />}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      empty={false}
    >
      {phone ? <OrderLines /> : <OrderTable />}
    </List>
  );
};
