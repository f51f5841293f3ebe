import BusinessIcon from '@mui/icons-material/Business';
import { OrganisationEdit } from './OrganisationEdit';
import { OrganisationList } from './OrganisationList';

/**
 * Buyers of leads (`/organisations`, `/organisations/{id}`). New ones are added in a dialog on the
 * list (spec: add-organisation modal), so there is no create page.
 */
export default {
  list: OrganisationList,
  edit: OrganisationEdit,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
