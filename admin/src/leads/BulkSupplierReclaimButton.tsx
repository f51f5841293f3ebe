import { useState } from 'react';
import UndoIcon from '@mui/icons-material/AssignmentReturn';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { supplierReclaimMessages } from './leadList';
import { SupplierReclaimDialog } from './SupplierReclaimDialog';
import { useLeadFailure } from './useLeadFailure';

/**
 * Einkauf's bulk action: the selected leads go back to their suppliers (`PUT /api/leads/reclamate`
 * with their ids). Beyond a supplier's quota the server refuses the whole request and says why;
 * nothing is then reclaimed, and the selection stays for another try.
 */
export const BulkSupplierReclaimButton = () => {
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const reportFailure = useLeadFailure();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const reclaim = async (reason: string) => {
    setPending(true);
    try {
      const result = await dataProvider.reclaimFromSupplier(selectedIds.map(Number), reason);
      const text = supplierReclaimMessages(result)
        .map(({ key, args }) => translate(key, args))
        .join(' ');
      notify(text, { type: result.withoutMail.length ? 'warning' : 'success', messageArgs: { _: text }, autoHideDuration: 8000 });
      setOpen(false);
      unselectAll();
      refresh();
    } catch (error) {
      await reportFailure(error, 'app.leads.supplier_reclaim.failed', { persist: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button label="app.leads.supplier_reclaim.button" onClick={() => setOpen(true)}>
        <UndoIcon />
      </Button>
      <SupplierReclaimDialog open={open} count={selectedIds.length} pending={pending} onClose={() => setOpen(false)} onConfirm={(reason) => void reclaim(reason)} />
    </>
  );
};
