import { PlaceholderPage } from '../pages/PlaceholderPage';

const OrganisationList = () => <PlaceholderPage title="app.page.organisations" />;
const OrganisationEdit = () => <PlaceholderPage title="app.page.organisations" />;

export default { list: OrganisationList, edit: OrganisationEdit, recordRepresentation: 'name' };
