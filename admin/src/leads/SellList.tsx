import { useCan } from '../auth/useCan';
import { BulkSupplierReclaimButton } from './BulkSupplierReclaimButton';
import { LeadList } from './LeadList';

/** Einkauf (`/sells`): the leads bought from suppliers; selected ones can be reclaimed from them. */
export const SellList = () => {
  // Without the bulk action (Buchhaltung) the rows have no checkboxes either.
  const mayReclaim = useCan('PUT /api/leads/reclamate');
  return <LeadList title="app.page.sells" bulkActions={mayReclaim ? <BulkSupplierReclaimButton /> : false} />;
};
