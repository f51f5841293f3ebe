import AssignmentIcon from '@mui/icons-material/Assignment';
import { OrderCreate } from './OrderCreate';
import { OrderEdit } from './OrderEdit';
import { OrderList } from './OrderList';

/** Orders of the public status page (`/orders`, `/orders/{orderNumber}`); reached from Settings. */
export default {
  list: OrderList,
  edit: OrderEdit,
  create: OrderCreate,
  icon: AssignmentIcon,
  recordRepresentation: 'orderNumber',
};
