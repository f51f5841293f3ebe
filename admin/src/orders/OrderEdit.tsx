import { Edit } from 'react-admin';
import { BackToListActions } from './BackToListActions';
import { OrderForm } from './OrderForm';

/** Pessimistic: the server's field messages are shown at the inputs, not after an undo window. */
export const OrderEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" actions={<BackToListActions />}>
    <OrderForm />
  </Edit>
);
