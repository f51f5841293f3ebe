import { PlaceholderPage } from '../pages/PlaceholderPage';
import { LeadDetailPage } from './LeadDetailPage';

const SellList = () => <PlaceholderPage title="app.page.sells" />;

export default { list: SellList, edit: LeadDetailPage };
