import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { Can } from '../auth/Can';
import { saveFile } from '@ui/files/download';
import { LEAD_EXPORT_FILE } from './leadList';
import { useLeadFailure } from './useLeadFailure';

/**
 * 'Excel-Export': LeadExport.xlsx of every lead the list's filters select (not only the page shown),
 * fetched with the session and saved by the browser. 'Export nicht bereit' while it loads (spec).
 */
const LeadExportAction = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const reportFailure = useLeadFailure();
  const [loading, setLoading] = useState(false);

  const download = async () => {
    setLoading(true);
    try {
      saveFile((await dataProvider.exportLeads(filterValues)).blob, LEAD_EXPORT_FILE);
      notify('app.leads.export.done', { type: 'success', messageArgs: { file: LEAD_EXPORT_FILE } });
    } catch (error) {
      await reportFailure(error, 'app.leads.export.failed');
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button label={loading ? 'app.leads.export.loading' : 'app.leads.export.button'} onClick={() => void download()} disabled={loading}>
      <DownloadIcon />
    </Button>
  );
};

/** Exporting leads is lead work: not for Buchhaltung. */
export const LeadExportButton = () => (
  <Can route="GET /api/leads/export">
    <LeadExportAction />
  </Can>
);
