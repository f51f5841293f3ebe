import { PlaceholderPage } from '../pages/PlaceholderPage';

const SellList = () => <PlaceholderPage title="app.page.sells" />;
const SellEdit = () => <PlaceholderPage title="app.page.lead" />;

export default { list: SellList, edit: SellEdit };
