import type { HttpClient } from '../auth/httpClient';
import { toLeadSale, type LeadSale } from './distributionApi';
import { fillPath } from './mappers';
import { LEAD_API_ROUTES } from './routes';

export type DeliveryStatus = 'pending' | 'delivered' | 'held' | 'failed';

/** How a sold lead reached its buyer (mail, webhook, CRM); the outbox tries again while pending. */
export interface SaleDelivery {
  id: number;
  status: DeliveryStatus;
  attempts: number;
  /** The buyer's system's or the mail server's reason, in German; null once delivered. */
  lastError: string | null;
  deliveredAt: string | null;
  /** The receiver's id of the lead (a Zapier request id, a Pipedrive deal …). */
  reference: string | null;
  /** While pending: when the next attempt is due (a buyer's delay, or the wait after a failed attempt). */
  nextAttemptAt: string | null;
}

export interface LeadDetailSale extends LeadSale {
  /** null for a sale without a delivery record. */
  delivery: SaleDelivery | null;
}

export interface LeadContact {
  salutation: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  zip: string;
  city: string;
}

/** One answer of the funnel, keyed as the API sends it. */
export interface LeadAnswer {
  key: string;
  value: string;
}

/** `GET /api/lead/{id}` (spec section 3 'Lead'), as the lead detail page shows it. */
export interface LeadDetail {
  id: number;
  created: string;
  realCreated: string;
  qualified: boolean;
  qualifiedAt: string | null;
  contact: LeadContact;
  /** In the API's order. */
  data: LeadAnswer[];
  leadsource: string;
  leadsourceSlug: string;
  /** The CRM deal id. */
  pipedriveId: string | null;
  duplicateOfId: number | null;
  sellingStatistics: LeadDetailSale[];
}

/**
 * The lead detail page's call beyond `getOne`/`update` of the resource `sells` (which read the lead
 * with toLeadDetail, and qualify it or save its deal id). Failures reject with the ApiError of the
 * HTTP client, whose message is the server's German text.
 */
export interface LeadApi {
  /** Only a failed delivery can be retried; any other rejects with a 400 and the server's reason. */
  retryDelivery(deliveryId: number): Promise<{ id: number; status: 'pending' }>;
}

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const textOrNull = (value: unknown): string | null => (value == null || value === '' ? null : String(value));
const count = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : 0);
const idOrNull = (value: unknown): number | null => (value == null || !Number.isFinite(Number(value)) ? null : Number(value));

const STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'held', 'failed'];
const isStatus = (value: unknown): value is DeliveryStatus => STATUSES.includes(value as DeliveryStatus);

export function toSaleDelivery(value: unknown): SaleDelivery | null {
  if (typeof value !== 'object' || value === null) return null;
  const delivery = value as Raw;
  return {
    id: count(delivery.id),
    // The API knows only these four; anything else has not arrived, so it counts as not yet delivered.
    status: isStatus(delivery.status) ? delivery.status : 'pending',
    attempts: count(delivery.attempts),
    lastError: textOrNull(delivery.lastError),
    deliveredAt: textOrNull(delivery.deliveredAt),
    reference: textOrNull(delivery.reference),
    nextAttemptAt: textOrNull(delivery.nextAttemptAt),
  };
}

/** Answers are mostly texts; a list (several ticked answers) is shown comma-separated. */
function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return text(value);
}

/** Missing fields become '' (or null where the API has null), so that the page needs no checks. */
export function toLeadDetail(body: unknown): LeadDetail {
  const lead = record(body);
  const contact = record(lead.contact);
  const sales = Array.isArray(lead.sellingStatistics) ? lead.sellingStatistics : [];
  return {
    id: count(lead.id),
    created: text(lead.created),
    realCreated: text(lead.realCreated),
    qualified: lead.qualified === true,
    qualifiedAt: textOrNull(lead.qualifiedAt),
    contact: {
      salutation: text(contact.salutation),
      firstName: text(contact.firstName),
      lastName: text(contact.lastName),
      phone: text(contact.phone),
      email: text(contact.email),
      street: text(contact.street),
      zip: text(contact.zip),
      city: text(contact.city),
    },
    data: Object.entries(record(lead.data)).map(([key, value]) => ({ key, value: answerText(value) })),
    leadsource: text(lead.leadsource),
    leadsourceSlug: text(lead.leadsourceSlug),
    pipedriveId: textOrNull(lead.pipedriveId),
    duplicateOfId: idOrNull(lead.duplicateOfId),
    sellingStatistics: sales
      .filter((sale): sale is Raw => typeof sale === 'object' && sale !== null)
      .map((sale) => ({ ...toLeadSale(sale), delivery: toSaleDelivery(sale.delivery) })),
  };
}

/** The body of `PUT /api/lead/{id}` (update of `sells`) for the deal id: trimmed, and null to remove it. */
export function dealIdBody(dealId: string): { pipedriveId: string | null } {
  return { pipedriveId: dealId.trim() || null };
}

export function createLeadApi(http: HttpClient): LeadApi {
  return {
    retryDelivery: (deliveryId) =>
      http.request<{ id: number; status: 'pending' }>(fillPath(LEAD_API_ROUTES.retryDelivery, deliveryId), { method: 'POST' }),
  };
}
