/**
 * The public API as the guest pages use it: the only file that knows its paths and answer shapes.
 * Every call resolves (never throws) to either the data or a failure the page can show in German.
 */

import type { components } from '@contract/api-types';
import type { LegalPageSlug, PublicLegalIndex, PublicLegalPage } from '@contract/legal-pages';
import type { PublicOrder } from '@contract/order';
import type { RecentEnquiry } from '@contract/consent';

type Schemas = components['schemas'];

/** A question step of `GET /public-api/funnel` (spec section 3 'Funnel step') and its answers. */
export type FunnelStep = Schemas['FunnelStepDto'];
export type FunnelAnswer = Schemas['FunnelAnswerDto'];

/** One click of the history (spec section 3 'Click history entry'): the funnel always fills title and step id. */
export type ClickHistoryEntry = Required<Schemas['ClickHistoryEntryDto']>;

/** The body of `POST /public-api/lead` as the server declares it (its OpenAPI document, generated types). */
export type LeadPayload = components['schemas']['CreateFunnelLeadDto'];

/** Its answer: the lead's number and whether the confirmation mail asks to confirm the address (double opt-in). */
export type LeadCreated = Schemas['FunnelLeadCreatedDto'];

/** `GET /public-api/funnel/postcode`: whether the postal code exists and an active buyer's area covers it. */
export type PostcodeCheck = Schemas['PostcodeCheckDto'];

/** `GET /public-api/gvd/order`: the order with its contact person (libs/contract, the server's answer too). */
export type Order = PublicOrder;

export interface OrderQuery {
  orderNumber: string;
  zip: string;
  lastName: string;
}

export interface ApiFailure {
  ok: false;
  /** The HTTP status, or 0 when no answer arrived (offline, refused, aborted). */
  status: number;
  /** The server's message, German by contract; absent when it sent none. */
  error?: string;
  /** Field path ('contact.phone') → German message, on a 400. */
  fields?: Record<string, string>;
}

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The failure for an answer that is not 2xx, reading `error` and `fields` when the body has them. */
export function failureFrom(status: number, body: unknown): ApiFailure {
  const failure: ApiFailure = { ok: false, status };
  if (!isRecord(body)) return failure;
  if (typeof body.error === 'string' && body.error.trim()) failure.error = body.error;
  if (isRecord(body.fields)) {
    const fields: Record<string, string> = {};
    for (const [path, message] of Object.entries(body.fields)) {
      if (typeof message === 'string') fields[path] = message;
    }
    failure.fields = fields;
  }
  return failure;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    return { ok: false, status: 0 };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON body (a proxy's error page): the status alone decides.
  }
  return response.ok ? { ok: true, data: body as T } : failureFrom(response.status, body);
}

/** The question steps, sorted by id; an answer without a usable step list counts as a failure. */
export async function fetchFunnelSteps(signal?: AbortSignal): Promise<ApiResult<FunnelStep[]>> {
  const result = await request<{ steps?: unknown }>('/public-api/funnel', { signal });
  if (!result.ok) return result;
  const steps = result.data?.steps;
  if (!Array.isArray(steps) || steps.length === 0) return { ok: false, status: 200 };
  return { ok: true, data: [...(steps as FunnelStep[])].sort((a, b) => a.id - b.id) };
}

/** The postcode step's check; the step goes on without it when it fails (the lead API checks again). */
export function checkPostcode(zip: string, signal?: AbortSignal): Promise<ApiResult<PostcodeCheck>> {
  return request(`/public-api/funnel/postcode?${new URLSearchParams({ zip })}`, { signal });
}

export function submitLead(payload: LeadPayload): Promise<ApiResult<LeadCreated>> {
  return request('/public-api/lead', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

/** `POST /public-api/lead/confirm`: the double opt-in link of the confirmation mail. */
export function confirmEmail(token: string, signal?: AbortSignal): Promise<ApiResult<Schemas['EmailConfirmedDto']>> {
  return request('/public-api/lead/confirm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
    signal,
  });
}

/** The ticker's real enquiries of the last days (no personal data); an odd answer counts as none. */
export async function fetchRecentEnquiries(signal?: AbortSignal): Promise<RecentEnquiry[]> {
  const result = await request<{ entries?: unknown }>('/public-api/funnel/recent', { signal });
  if (!result.ok || !Array.isArray(result.data?.entries)) return [];
  return (result.data.entries as RecentEnquiry[]).filter(
    (entry) => typeof entry?.minutesAgo === 'number' && typeof entry.product === 'string' && typeof entry.region === 'string',
  );
}

export function fetchOrder(query: OrderQuery, signal?: AbortSignal): Promise<ApiResult<Order>> {
  const params = new URLSearchParams({ orderNumber: query.orderNumber, zip: query.zip, lastName: query.lastName });
  return request(`/public-api/gvd/order?${params}`, { signal });
}

/** Which legal pages have a text here or live at an external address (for the footer links). */
export function fetchLegalIndex(signal?: AbortSignal): Promise<ApiResult<PublicLegalIndex>> {
  return request<PublicLegalIndex>('/public-api/legal', { signal });
}

/** One legal page: its text, or the external address it lives at; a 404 means nothing is set yet. */
export function fetchLegalPage(slug: LegalPageSlug, signal?: AbortSignal): Promise<ApiResult<PublicLegalPage>> {
  return request<PublicLegalPage>(`/public-api/legal/${encodeURIComponent(slug)}`, { signal });
}
