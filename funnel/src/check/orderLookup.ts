import type { OrderQuery } from '../api';

/** Pure helpers of the order status page, unit-tested. */

export const EMPTY_QUERY: OrderQuery = { orderNumber: '', zip: '', lastName: '' };

/** The pre-fill from `?orderNumber=…&zip=…&lastName=…`; missing parameters stay empty. */
export function queryFromParams(params: URLSearchParams): OrderQuery {
  return {
    orderNumber: params.get('orderNumber')?.trim() ?? '',
    zip: params.get('zip')?.trim() ?? '',
    lastName: params.get('lastName')?.trim() ?? '',
  };
}

/** Spec section 5: the lookup needs all three fields. */
export function isComplete(query: OrderQuery): boolean {
  return Boolean(query.orderNumber.trim() && query.zip.trim() && query.lastName.trim());
}

export function trimQuery(query: OrderQuery): OrderQuery {
  return { orderNumber: query.orderNumber.trim(), zip: query.zip.trim(), lastName: query.lastName.trim() };
}

/** The order's progress as a whole percent from 0 to 100; anything unreadable counts as 0. */
export function progressValue(progress: unknown): number {
  const value = typeof progress === 'string' ? Number(progress) : progress;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** A `tel:` address: digits and a leading plus only ("0171 / 123 45" → "tel:017112345"). */
export function telHref(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '');
  return `tel:${compact.startsWith('+') ? `+${compact.slice(1).replace(/\+/g, '')}` : compact.replace(/\+/g, '')}`;
}

/** First and last name, leaving out missing parts. */
export function fullName(firstName?: string | null, lastName?: string | null): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
}
