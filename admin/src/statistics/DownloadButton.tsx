import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { saveFile } from '@ui/files/download';
import type { DownloadedFile } from '@ui/http/httpClient';

interface DownloadButtonProps {
  /** Translation keys: the button, the button while the file loads, the message when it failed. */
  label: string;
  loadingLabel: string;
  failedMessage: string;
  /** The back office names its files itself, whatever the server's Content-Disposition says. */
  fileName: string;
  fetchFile: () => Promise<DownloadedFile>;
}

/** An Excel export: fetched signed in, then saved; while it loads the button says so and waits. */
export const DownloadButton = ({ label, loadingLabel, failedMessage, fileName, fetchFile }: DownloadButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveFile((await fetchFile()).blob, fileName);
    } catch {
      notify(failedMessage, { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={loading} onClick={() => void download()} aria-busy={loading}>
      {translate(loading ? loadingLabel : label)}
    </Button>
  );
};
