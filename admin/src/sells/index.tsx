import { LeadDetailPage } from './LeadDetailPage';
import { SellList } from './SellList';

export default { list: SellList, edit: LeadDetailPage };
