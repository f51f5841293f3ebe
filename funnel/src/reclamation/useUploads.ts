import { useCallback, useRef, useState } from 'react';
import type { ApiResult } from '../api';
import { texts } from '../texts';
import { runLimited, type ReclamationDocument } from './reclamationState';

/** Spec section 9: up to 20 uploads at a time. */
export const PARALLEL_UPLOADS = 20;

export interface UploadItem {
  key: number;
  name: string;
  /** 0 to 100. */
  percent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** The server's German reason for a refused file. */
  error?: string;
}

type Upload = (file: File, onProgress: (share: number) => void) => Promise<ApiResult<ReclamationDocument[]>>;

let nextKey = 1;

/** The German message for a file that did not arrive: the server's reason when it gave one. */
export function uploadError(result: { status: number; error?: string }): string {
  if (result.error) return result.error;
  return result.status === 0 ? texts.reclamation.uploadFailed : texts.reclamation.uploadRefused;
}

/**
 * Uploads files one request each, at most 20 at once, with the progress of every file. `onStored`
 * gets the request's document list after each accepted file; `onBatchDone` runs when a batch has
 * settled and at least one file was accepted. Accepted files leave the list then; refused ones stay
 * with their reason until the next batch.
 */
export function useUploads(upload: Upload, onStored: (documents: ReclamationDocument[]) => void, onBatchDone: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const running = useRef(0);

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    async (files: File[]) => {
      if (!files.length) return;
      const batch = files.map((file) => ({ file, key: nextKey++ }));
      running.current += 1;
      setItems((current) => [
        // Refused files of an earlier batch make room once the visitor tries again.
        ...current.filter((item) => item.state === 'waiting' || item.state === 'uploading'),
        ...batch.map(({ file, key }): UploadItem => ({ key, name: file.name, percent: 0, state: 'waiting' })),
      ]);
      let stored = 0;
      await runLimited(batch, PARALLEL_UPLOADS, async ({ file, key }) => {
        patch(key, { state: 'uploading' });
        const result = await upload(file, (share) => patch(key, { percent: Math.min(99, Math.round(share * 100)) }));
        if (result.ok) {
          stored += 1;
          patch(key, { state: 'done', percent: 100 });
          onStored(result.data);
        } else {
          patch(key, { state: 'failed', error: uploadError(result) });
        }
      });
      running.current -= 1;
      if (running.current === 0) setItems((current) => current.filter((item) => item.state !== 'done'));
      if (stored) onBatchDone();
    },
    [upload, onStored, onBatchDone, patch],
  );

  const busy = items.some((item) => item.state === 'waiting' || item.state === 'uploading');
  return { items, add, busy };
}
