import { LeadDetailPage } from '../sells/LeadDetailPage';
import { LeadList } from '../sells/LeadList';

/** Lead-Statistik (`/leadstatistics`, spec section 2): qualified leads only at first, newest first. */
const LeadStatisticList = () => <LeadList title="app.page.leadstatistics" filterDefaultValues={{ qualified: true }} />;

/** `/leadstatistics/{id}` is the same lead page as `/sells/{id}`. */
export default { list: LeadStatisticList, edit: LeadDetailPage };
