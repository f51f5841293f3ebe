import { BulkSupplierReclaimButton } from './BulkSupplierReclaimButton';
import { LeadList } from './LeadList';

/** Einkauf (`/sells`): the leads bought from suppliers; selected ones can be reclaimed from them. */
export const SellList = () => <LeadList title="app.page.sells" bulkActions={<BulkSupplierReclaimButton />} />;
