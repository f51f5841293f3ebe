import { formatDateTime } from '@contract/format';
import type { GoogleZipSheet } from '@contract/organisation';
import type { SheetSyncStatus } from '../dataProvider/apiTypes';

/** A translation key with its options. */
export interface Message {
  key: string;
  options?: Record<string, unknown>;
}

/** The status line under the Google sheet fields: the postal codes in use, and the last failure in red. */
export interface SheetSyncLines {
  summary: Message;
  error: string | null;
}

const KEYS = 'app.organisations.sheet_sync';

/**
 * What to say about the saved sheet. A failure keeps the postal codes read before, so both the count
 * and the failure may show.
 */
export function sheetSyncLines(status: SheetSyncStatus): SheetSyncLines {
  const summary: Message = status.syncedAt
    ? {
        key: `${KEYS}.synced`,
        options: { smart_count: status.zips, count: status.zips.toLocaleString('de-DE'), date: formatDateTime(status.syncedAt) },
      }
    : { key: `${KEYS}.never` };
  return { summary, error: status.error };
}

const text = (value: unknown) => String(value ?? '').trim();
/** The same comparison the server makes: the column name ignores case, sheet id and tab do not. */
const normalised = (sheet: Partial<GoogleZipSheet> | undefined) => JSON.stringify([text(sheet?.sheetId), text(sheet?.pageName), text(sheet?.tableName).toLowerCase()]);

/**
 * Whether the form holds other sheet settings than the saved ones. Syncing reads the saved settings,
 * so until the form is saved (which starts a sync by itself) the button would read the old sheet.
 */
export function sheetSettingsEdited(saved: Partial<GoogleZipSheet> | undefined, inForm: Partial<GoogleZipSheet> | undefined): boolean {
  return normalised(saved) !== normalised(inForm);
}
