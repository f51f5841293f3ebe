import type { DownloadedFile, HttpClient } from '@ui/http/httpClient';
import type { DeliveryRetry, LeadDetail, LeadRejected, LeadSale, SupplierReclamationResult } from './apiTypes';
import { fillPath, filterToQuery, withQuery, type Filter } from './mappers';
import { LEAD_API_ROUTES, LEAD_FILTER_QUERY } from './routes';

/**
 * The lead detail page's call beyond `getOne`/`update` of the resource `sells` (which read the lead,
 * and qualify it or save its deal id). Failures reject with the ApiError of the HTTP client, whose
 * message is the server's German text.
 */
export interface LeadApi {
  /** Only a failed delivery can be retried; any other rejects with a 400 and the server's reason. */
  retryDelivery(deliveryId: number): Promise<DeliveryRetry>;
  /** One sale reclaimed (true) or its reclamation reverted (false); the buyer gets a mail. Answers the lead. */
  reclaimSale(lead: Pick<LeadDetail, 'id'>, sale: Pick<LeadSale, 'id' | 'organisation'>, reclamation: boolean): Promise<LeadDetail>;
  /** 'Reklamation durch Käufer': every sale reclaimed with the buyers' reason. Answers the lead. */
  reclaimByBuyers(leadId: number, note: string): Promise<LeadDetail>;
  /** A lead held for review rejected, and given back to its supplier within the quota. Answers the lead and whether it was. */
  rejectLead(leadId: number, reason: string): Promise<LeadRejected>;
  /**
   * Leads back to their supplier: ids (Einkauf) or lead objects (the lead page). Beyond a supplier's
   * quota the server refuses all of it (400 with the German reason) and changes nothing.
   */
  reclaimFromSupplier(leads: readonly number[] | readonly Pick<LeadDetail, 'id'>[], reason?: string): Promise<SupplierReclamationResult>;
  /** LeadExport.xlsx for the lead filters (as the lists send them). */
  exportLeads(filter: Filter): Promise<DownloadedFile>;
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
    retryDelivery: (deliveryId) => http.request<DeliveryRetry>(fillPath(LEAD_API_ROUTES.retryDelivery, deliveryId), { method: 'POST' }),
    reclaimSale(lead, sale, reclamation) {
      const path = fillPath(LEAD_API_ROUTES.reclaimSale, lead.id).replace('{orgId}', encodeURIComponent(String(sale.organisation.id)));
      return http.request<LeadDetail>(path, { method: 'PUT', body: { id: sale.id, reclamation } });
    },
    reclaimByBuyers(leadId, note) {
      return http.request<LeadDetail>(fillPath(LEAD_API_ROUTES.reclaimByBuyers, leadId), { method: 'PUT', body: { note: note.trim() } });
    },
    rejectLead(leadId, reason) {
      return http.request<LeadRejected>(fillPath(LEAD_API_ROUTES.reject, leadId), { method: 'POST', body: reason.trim() ? { reason: reason.trim() } : {} });
    },
    reclaimFromSupplier(leads, reason) {
      const { path, body } = supplierReclaimRequest(leads, reason);
      return http.request<SupplierReclamationResult>(path, { method: 'PUT', body });
    },
    exportLeads: (filter) => http.download(leadExportPath(filter)),
  };
}
