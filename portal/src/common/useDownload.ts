import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../api/dataProvider';
import { failureText } from '../api/httpClient';
import { saveFile } from '@ui/files/download';

/** Downloads a portal file with the session; a refusal is a German notification. `busy` names the running one. */
export function useDownload(failedText: string) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (path: string, fallbackName: string) => {
    setBusy(path);
    try {
      const { blob, fileName } = await dataProvider.download(path);
      saveFile(blob, fileName ?? fallbackName);
    } catch (error) {
      notify(failureText(error, failedText), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}
