import { PlaceholderPage } from '../pages/PlaceholderPage';

const LeadStatisticList = () => <PlaceholderPage title="app.page.leadstatistics" />;
const LeadStatisticEdit = () => <PlaceholderPage title="app.page.leadstatistics" />;

export default { list: LeadStatisticList, edit: LeadStatisticEdit };
