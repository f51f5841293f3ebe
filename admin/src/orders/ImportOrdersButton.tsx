import { useRef, useState, type ChangeEvent } from 'react';
import { Button, CircularProgress } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { ImportErrorsDialog } from './ImportErrorsDialog';
import { decodeCsv, importFailure, type ImportFailure } from './importErrors';

/**
 * 'Aufträge importieren (CSV)': the chosen file goes to the server as it is. The server imports
 * all rows or none; a refused file opens a dialog with the faulty rows.
 */
export const ImportOrdersButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const label = translate('app.orders.import.button');

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setPending(true);
    try {
      const result = await dataProvider.importOrders(decodeCsv(await file.arrayBuffer()));
      // Erased orders are updated without their customer's data: said, so nobody wonders where the names went.
      if (result.keptErased.length > 0) {
        const done = translate('app.orders.import.done', { smart_count: result.imported });
        const kept = translate('app.orders.import.kept_erased', { smart_count: result.keptErased.length, numbers: result.keptErased.join(', ') });
        notify(`${done}. ${kept}`, { type: 'info', autoHideDuration: 15_000 });
      } else notify('app.orders.import.done', { type: 'success', messageArgs: { smart_count: result.imported } });
      refresh();
    } catch (error) {
      const refused = importFailure(error);
      if (refused) setFailure(refused);
      // An ApiError's message is the server's German text or a translation key; a network
      // error's is the browser's English.
      else notify(error instanceof ApiError ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      // The same file, once corrected, must trigger a change again.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={pending ? <CircularProgress size={16} /> : <UploadFileIcon />}
        disabled={pending}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label={label}
        tabIndex={-1}
        hidden
        onChange={importFile}
      />
      {failure && <ImportErrorsDialog failure={failure} onClose={() => setFailure(null)} />}
    </>
  );
};
