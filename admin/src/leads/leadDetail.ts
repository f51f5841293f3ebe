import { formatDateTime } from '@contract/format';
import { ApiError } from '@ui/http/apiError';
import type { DeliveryStatus, LeadDetail, LeadSale, SaleDelivery } from '../dataProvider/apiTypes';

/** Translation keys and their arguments, for the components to translate. */
export interface Message {
  key: string;
  args?: Record<string, string | number>;
}

const T = 'app.lead_detail';

/** While a delivery is under way the page asks again this often, so staff see it arrive. */
export const REFRESH_MS = 5_000;
/** While every pending delivery waits longer than a minute (a buyer's delay, a retry hours away). */
export const SLOW_REFRESH_MS = 60_000;

/** Shown for a contact field left empty. */
export const EMPTY_VALUE = '–';

export type SaleKind = 'automatic' | 'exclusive' | 'resale' | 'marketplace' | 'manual' | 'forced';

/** How a sale came about, as the sales card names it; what staff did first, then what the distribution decided. */
export function saleKind(sale: Pick<LeadSale, 'manual' | 'forced' | 'kind' | 'exclusive'>): SaleKind {
  if (sale.forced) return 'forced';
  if (sale.manual) return 'manual';
  if (sale.kind === 'resale' || sale.kind === 'marketplace') return sale.kind;
  return sale.exclusive ? 'exclusive' : 'automatic';
}

export interface DeliveryView {
  status: DeliveryStatus | 'none';
  label: Message;
  color: 'success' | 'warning' | 'error' | 'default';
  /** Below the chip: when it arrived, or the attempts so far and why they failed. */
  details: Message[];
  /** Only a failed delivery can be started again (a held mail waits for SMTP, not for a retry). */
  retryable: boolean;
}

/** What the Zustellung column shows for a sale. */
export function deliveryView(delivery: SaleDelivery | null, now = Date.now()): DeliveryView {
  if (!delivery) return { status: 'none', label: { key: `${T}.delivery.none` }, color: 'default', details: [], retryable: false };
  const lastError = delivery.lastError ? [{ key: `${T}.delivery.last_error`, args: { error: delivery.lastError } }] : [];
  // The buyer's system was stopped (circuit breaker): the lead went by e-mail instead, and says when.
  const mailedAt = formatDateTime(delivery.fallbackAt);
  const fallback: Message[] = mailedAt
    ? delivery.fallback && delivery.status !== 'pending'
      ? [{ key: `${T}.delivery.fallback_hint`, args: { date: mailedAt } }]
      : [{ key: delivery.status === 'delivered' ? `${T}.delivery.fallback_also` : `${T}.delivery.fallback_pending`, args: { date: mailedAt } }]
    : [];
  switch (delivery.status) {
    case 'delivered': {
      const date = formatDateTime(delivery.deliveredAt);
      const details: Message[] = [];
      if (delivery.fallback) return { status: 'delivered', label: { key: `${T}.delivery.fallback` }, color: 'warning', details: fallback, retryable: false };
      if (date) details.push({ key: `${T}.delivery.delivered_at`, args: { date } });
      if (delivery.reference) details.push({ key: `${T}.delivery.reference`, args: { reference: delivery.reference } });
      return { status: 'delivered', label: { key: `${T}.delivery.delivered` }, color: 'success', details: [...details, ...fallback], retryable: false };
    }
    case 'held':
      // Not a failure: the mail waits in the Postausgang until an SMTP server is set up.
      return { status: 'held', label: { key: `${T}.delivery.held` }, color: 'default', details: [{ key: `${T}.delivery.held_hint` }, ...fallback], retryable: false };
    case 'failed':
      return { status: 'failed', label: { key: `${T}.delivery.failed` }, color: 'error', details: [...lastError, ...fallback], retryable: true };
    default: {
      // No attempt yet is the normal case right after a sale; only failed attempts are worth a line.
      const details: Message[] = delivery.attempts > 0 ? [{ key: `${T}.delivery.attempts`, args: { smart_count: delivery.attempts } }, ...lastError] : [];
      // Worth saying only when it is not about to happen anyway.
      const next = delivery.nextAttemptAt ? Date.parse(delivery.nextAttemptAt) : Number.NaN;
      if (next - now > 5_000) details.push({ key: `${T}.delivery.next_attempt`, args: { date: formatDateTime(delivery.nextAttemptAt) } });
      return { status: 'pending', label: { key: `${T}.delivery.pending` }, color: 'warning', details: [...details, ...fallback], retryable: false };
    }
  }
}

/**
 * react-admin fills the page's cache with the list's record when a row is clicked; that record has
 * no history. The page waits for the lead's own answer instead.
 */
export function isLeadDetail(record: unknown): record is LeadDetail {
  if (typeof record !== 'object' || record === null) return false;
  const lead = record as Partial<LeadDetail>;
  return Array.isArray(lead.history) && Array.isArray(lead.sellingStatistics);
}

export function hasPendingDelivery(lead: LeadDetail | undefined): boolean {
  return Boolean(lead?.sellingStatistics.some((sale) => sale.delivery?.status === 'pending'));
}

/**
 * For react-query's refetchInterval: ask again only while something is on its way, and often only
 * while an attempt is due within the minute.
 */
export function refreshInterval(lead: LeadDetail | undefined, now = Date.now()): number | false {
  if (!hasPendingDelivery(lead)) return false;
  const pending = lead!.sellingStatistics.flatMap((sale) => (sale.delivery?.status === 'pending' ? [sale.delivery] : []));
  const dueSoon = pending.some((delivery) => !delivery.nextAttemptAt || Date.parse(delivery.nextAttemptAt) - now < SLOW_REFRESH_MS);
  return dueSoon ? REFRESH_MS : SLOW_REFRESH_MS;
}

/** A lead that is not there, or a refusal, will not change by asking again; a network hiccup may. */
export function worthRetrying(failures: number, error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : 0;
  return failures < 2 && !(status >= 400 && status < 500);
}

/** Why the page shows no lead: 'Lead … gibt es nicht.' for a 404, else the server's reason. */
export function loadFailure(error: unknown, id: string): Message {
  if (error instanceof ApiError && error.status === 404) return { key: `${T}.not_found`, args: { id } };
  return failureMessage(error, `${T}.load_failed`);
}

/**
 * The server's German text, or `fallbackKey` when there is none: a network error's message is the
 * browser's English, and the HTTP client's own messages are translation keys that fit no action.
 */
export function failureMessage(error: unknown, fallbackKey: string): Message {
  if (error instanceof ApiError && error.message && !error.message.startsWith('ra.')) return { key: error.message };
  return { key: fallbackKey };
}

/** The deal id field's text means a change only when it differs from the saved id, spaces aside. */
export function dealIdChanged(saved: string | null, draft: string): boolean {
  return (saved ?? '') !== draft.trim();
}

/** How many sales a change added: the notification after qualifying counts the new buyers. */
export function newSaleCount(before: LeadDetail, after: LeadDetail): number {
  const known = new Set(before.sellingStatistics.map((sale) => sale.id));
  return after.sellingStatistics.filter((sale) => !known.has(sale.id)).length;
}

/** 'Frau Anna Schmidt'; only the parts that are there. */
export function contactName(lead: LeadDetail): string {
  const { salutation, firstName, lastName } = lead.contact;
  return [salutation, firstName, lastName].filter(Boolean).join(' ');
}
