import { PlaceholderPage } from '../pages/PlaceholderPage';

const LeadsourceList = () => <PlaceholderPage title="app.page.leadsources" />;
const LeadsourceEdit = () => <PlaceholderPage title="app.page.leadsources" />;

export default { list: LeadsourceList, edit: LeadsourceEdit, recordRepresentation: 'name' };
