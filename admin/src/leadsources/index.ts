import InputIcon from '@mui/icons-material/Input';
import { LeadsourceEdit } from './LeadsourceEdit';
import { LeadsourceList } from './LeadsourceList';

/** Lead sources (`/leadsources`, `/leadsources/{id}`); new ones are added in the list's dialog. */
export default {
  list: LeadsourceList,
  edit: LeadsourceEdit,
  icon: InputIcon,
  recordRepresentation: 'name',
};
