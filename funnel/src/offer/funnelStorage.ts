import type { ClickHistoryEntry } from '../api';
import type { FunnelProgress } from './funnelFlow';

/** sessionStorage: the answers survive a reload and the back button, and end with the tab. */
export const PROGRESS_STORAGE_KEY = 'funnel-progress';

type ReadStore = Pick<Storage, 'getItem'>;
type WriteStore = Pick<Storage, 'setItem' | 'removeItem'>;

/** The tab's session storage, or `null` where the browser refuses it (some private modes). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isEntry(value: unknown): value is ClickHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const action = entry.action as Record<string, unknown> | null | undefined;
  return (
    Number.isInteger(entry.id) &&
    isString(entry.title) &&
    isString(entry.key) &&
    typeof action === 'object' &&
    action !== null &&
    isString(action.title) &&
    (action.freeText === undefined || isString(action.freeText))
  );
}

/** The stored progress; `null` when there is none or it is unreadable (then the funnel starts over). */
export function loadProgress(store: ReadStore | null): FunnelProgress | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(PROGRESS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const { history, zip, fromUrl, covered } = value ?? {};
    if (!Array.isArray(history) || !history.every(isEntry) || !isString(zip) || !isString(fromUrl)) return null;
    return { history, zip, fromUrl, ...(covered === true ? { covered } : {}) };
  } catch {
    return null;
  }
}

export function saveProgress(store: WriteStore | null, progress: FunnelProgress): void {
  try {
    store?.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or refused: the funnel still works, only a reload would start over.
  }
}

export function clearProgress(store: WriteStore | null): void {
  try {
    store?.removeItem(PROGRESS_STORAGE_KEY);
  } catch {
    // Nothing stored that could be cleared.
  }
}
