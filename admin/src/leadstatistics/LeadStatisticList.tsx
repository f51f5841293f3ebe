import { LeadList } from '../leads/LeadList';

/** Lead-Statistik (`/leadstatistics`, spec section 2): qualified leads only at first, newest first. */
export const LeadStatisticList = () => <LeadList title="app.page.leadstatistics" filterDefaultValues={{ qualified: true }} />;
