import type { LeadPayload } from '../api';

/**
 * How the funnel was filled in, sent with the lead for the server's quality check (libs/lead-checks): the time
 * from the first step to sending (a bot answers in seconds), the hidden field people never see, and a random id
 * of this tab (many enquiries from one browser). Nothing personal: the id is new in every tab and dies with it.
 */
export type FunnelSignals = NonNullable<LeadPayload['signals']>;

export const STARTED_STORAGE_KEY = 'funnel-started';
export const SESSION_STORAGE_KEY = 'funnel-session';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The first step was shown: the clock starts once per enquiry (a reload keeps it, like the answers). */
export function markFunnelStarted(store: Store | null, now = Date.now()): void {
  try {
    if (store && !store.getItem(STARTED_STORAGE_KEY)) store.setItem(STARTED_STORAGE_KEY, String(now));
  } catch {
    // Storage refused: the lead goes without the time, which the server then does not judge.
  }
}

/** After a sent enquiry the next one in this tab is timed from its own first step. */
export function restartFunnelClock(store: Store | null): void {
  try {
    store?.removeItem(STARTED_STORAGE_KEY);
  } catch {
    // See markFunnelStarted.
  }
}

/** The signals at the moment of sending; each one left out that this browser could not keep. */
export function funnelSignals(store: Store | null, honeypot: string, now = Date.now(), newId: () => string = randomId): FunnelSignals {
  const signals: FunnelSignals = {};
  const started = Number(read(store, STARTED_STORAGE_KEY));
  if (Number.isFinite(started) && started > 0 && now >= started) signals.elapsedMs = Math.round(now - started);
  if (honeypot) signals.website = honeypot.slice(0, 500);
  const session = read(store, SESSION_STORAGE_KEY) || write(store, SESSION_STORAGE_KEY, newId());
  if (session) signals.session = session.slice(0, 64);
  return signals;
}

function read(store: Store | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: Store | null, key: string, value: string): string | null {
  try {
    if (!store) return null;
    store.setItem(key, value);
    return value;
  } catch {
    return null;
  }
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
