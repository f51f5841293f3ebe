import type { HttpClient } from '../http/httpClient';
import { toLeadSale, type LeadSale } from './distributionApi';
import { fillPath, filterToQuery, withQuery, type Filter } from './mappers';
import { LEAD_API_ROUTES, LEAD_FILTER_QUERY } from './routes';

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
  /** When and why the sale was reclaimed; null while it is not. */
  reclaimedAt: string | null;
  reclamationNote: string | null;
}

/** The lead reclaimed from its supplier (Einkauf, or the lead page): why and when. */
export interface SupplierReclamation {
  reason: string;
  at: string;
}

/** One line of the lead's history, newest first: who (null: the system) did what when. */
export interface LeadHistoryEntry {
  at: string;
  kind: string;
  text: string;
  user: string | null;
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
  /** Reclaimed from the supplier. */
  recla: boolean;
  reclamation: SupplierReclamation | null;
  history: LeadHistoryEntry[];
}

/** A sale as the lead lists (`GET /api/leads`) summarise it. */
export interface LeadListSale {
  id: number;
  dateTime: string;
  organisation: { id: number; name: string };
  reclamation: boolean;
}

/** One row of Einkauf and Lead-Statistik (`GET /api/leads`). */
export interface LeadListItem {
  id: number;
  lId: number;
  created: string;
  realCreated: string;
  qualified: boolean;
  qualifiedAt: string | null;
  recla: boolean;
  reclamation: SupplierReclamation | null;
  recipients: string[];
  contact: LeadContact;
  data: Record<string, string>;
  leadsource: string;
  leadsourceSlug: string;
  pipedriveId: string | null;
  /** The earlier lead of the same person; null (or absent) when this lead is no duplicate. */
  duplicateOfId?: number | null;
  sellingStatistics: LeadListSale[];
}

/** The answer of `PUT /api/leads/reclamate`. */
export interface SupplierReclamationResult {
  /** Reclaimed by this request. */
  reclaimed: number[];
  /** Were reclaimed before; left as they were. */
  unchanged: number[];
  /** Lead sources without an e-mail address: nobody was told. */
  withoutMail: string[];
}

/**
 * The lead detail page's call beyond `getOne`/`update` of the resource `sells` (which read the lead
 * with toLeadDetail, and qualify it or save its deal id). Failures reject with the ApiError of the
 * HTTP client, whose message is the server's German text.
 */
export interface LeadApi {
  /** Only a failed delivery can be retried; any other rejects with a 400 and the server's reason. */
  retryDelivery(deliveryId: number): Promise<{ id: number; status: 'pending' }>;
  /** One sale reclaimed (true) or its reclamation reverted (false); the buyer gets a mail. Answers the lead. */
  reclaimSale(lead: Pick<LeadDetail, 'id'>, sale: Pick<LeadDetailSale, 'id' | 'organisation'>, reclamation: boolean): Promise<LeadDetail>;
  /** 'Reklamation durch Käufer': every sale reclaimed with the buyers' reason. Answers the lead. */
  reclaimByBuyers(leadId: number, note: string): Promise<LeadDetail>;
  /**
   * Leads back to their supplier: ids (Einkauf) or lead objects (the lead page). Beyond a supplier's
   * quota the server refuses all of it (400 with the German reason) and changes nothing.
   */
  reclaimFromSupplier(leads: readonly number[] | readonly Pick<LeadDetail, 'id'>[], reason?: string): Promise<SupplierReclamationResult>;
  /** LeadExport.xlsx for the lead filters (as the lists send them). */
  exportLeads(filter: Filter): Promise<Blob>;
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
      .map((sale) => ({
        ...toLeadSale(sale),
        delivery: toSaleDelivery(sale.delivery),
        reclaimedAt: textOrNull(sale.reclaimedAt),
        reclamationNote: textOrNull(sale.reclamationNote),
      })),
    recla: lead.recla === true,
    reclamation: toSupplierReclamation(lead.reclamation),
    history: (Array.isArray(lead.history) ? lead.history : []).map((entry) => {
      const line = record(entry);
      return { at: text(line.at), kind: text(line.kind), text: text(line.text), user: textOrNull(line.user) };
    }),
  };
}

function toSupplierReclamation(value: unknown): SupplierReclamation | null {
  if (typeof value !== 'object' || value === null) return null;
  const reclamation = value as Raw;
  return { reason: text(reclamation.reason), at: text(reclamation.at) };
}

/** The answer of the supplier reclamation; lists the API left out are empty. */
export function toSupplierReclamationResult(body: unknown): SupplierReclamationResult {
  const result = record(body);
  const ids = (value: unknown) => (Array.isArray(value) ? value.map(count) : []);
  return {
    reclaimed: ids(result.reclaimed),
    unchanged: ids(result.unchanged),
    withoutMail: Array.isArray(result.withoutMail) ? result.withoutMail.map(text) : [],
  };
}

/**
 * The body of `PUT /api/leads/reclamate`: the ids as they are, or each lead object as the page has it.
 * A reason only when one was typed (the server then says 'Im Einkauf reklamiert').
 */
export function supplierReclaimRequest(leads: readonly number[] | readonly Pick<LeadDetail, 'id'>[], reason = ''): { path: string; body: unknown[] } {
  const trimmed = reason.trim();
  const path = trimmed ? withQuery(LEAD_API_ROUTES.reclaimFromSupplier, { reason: trimmed }) : LEAD_API_ROUTES.reclaimFromSupplier;
  return { path, body: [...leads] };
}

/** `GET /api/leads/export` with the same filter query as the list (unset filters as `false`). */
export function leadExportPath(filter: Filter): string {
  return withQuery(LEAD_API_ROUTES.export, filterToQuery(filter, LEAD_FILTER_QUERY));
}

/** The body of `PUT /api/lead/{id}` (update of `sells`) for the deal id: trimmed, and null to remove it. */
export function dealIdBody(dealId: string): { pipedriveId: string | null } {
  return { pipedriveId: dealId.trim() || null };
}

export function createLeadApi(http: HttpClient): LeadApi {
  return {
    retryDelivery: (deliveryId) =>
      http.request<{ id: number; status: 'pending' }>(fillPath(LEAD_API_ROUTES.retryDelivery, deliveryId), { method: 'POST' }),
    async reclaimSale(lead, sale, reclamation) {
      const path = fillPath(LEAD_API_ROUTES.reclaimSale, lead.id).replace('{orgId}', encodeURIComponent(String(sale.organisation.id)));
      return toLeadDetail(await http.request(path, { method: 'PUT', body: { id: sale.id, reclamation } }));
    },
    async reclaimByBuyers(leadId, note) {
      return toLeadDetail(await http.request(fillPath(LEAD_API_ROUTES.reclaimByBuyers, leadId), { method: 'PUT', body: { note: note.trim() } }));
    },
    async reclaimFromSupplier(leads, reason) {
      const { path, body } = supplierReclaimRequest(leads, reason);
      return toSupplierReclamationResult(await http.request(path, { method: 'PUT', body }));
    },
    exportLeads: (filter) => http.download(leadExportPath(filter)),
  };
}
