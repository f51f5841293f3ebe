import { Create } from 'react-admin';
import { BackToListActions } from './BackToListActions';
import { OrderForm } from './OrderForm';

export const OrderCreate = () => (
  <Create title="app.page.order_create" redirect="list" actions={<BackToListActions />}>
    <OrderForm isCreate />
  </Create>
);
