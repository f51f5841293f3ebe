import type { HttpClient } from '@ui/http/httpClient';
import type { TokenStorage } from '../auth/tokenStorage';
import { createDownloadToken } from '../auth/accessToken';
import type { Dunning, DunningLetter, DunningRunResult, Invoice, InvoicingRunResult } from './apiTypes';
import { dunningLetterPath, invoicePdfPath, invoiceXmlPath } from './invoiceMappers';
import { INVOICING_API_ROUTES } from './routes';

/**
 * The Rechnungen and Mahnungen tabs' actions and the runs of the 'Rechnungen' page. Failures reject
 * with the HTTP client's ApiError, whose message is the server's German reason (400: the month has
 * not ended, nothing to invoice, no e-mail, company data missing; 409: the state forbids it).
 */
export interface InvoicingApi {
  /** The invoice of the month before `executionDate` ('YYYY-MM-DD'): a draft. */
  createInvoice(organisationId: number, executionDate: string): Promise<Invoice>;
  /** Mails it to the organisation's e-mail; a draft is finalised on the way (number, status open). */
  sendInvoice(organisationId: number, invoiceId: number): Promise<Invoice>;
  markInvoicePaid(organisationId: number, invoiceId: number, paidDate: string): Promise<Invoice>;
  /** A draft is dropped; a finalised document gets a Stornorechnung. */
  voidInvoice(organisationId: number, invoiceId: number): Promise<Invoice>;
  /** Lifts the lead stop of a handover to a lawyer or Creditreform. */
  releaseDunning(organisationId: number, dunningId: number): Promise<Dunning>;
  startInvoicingRun(executionDate?: string): Promise<InvoicingRunResult>;
  startDunningRun(day?: string): Promise<DunningRunResult>;
  /** The access token for a download link, renewed first when it is about to expire. */
  downloadToken(): Promise<string>;
}

const fill = (template: string, values: Record<string, number>) =>
  Object.entries(values).reduce((path, [name, value]) => path.replace(`{${name}}`, encodeURIComponent(String(value))), template);

/**
 * Download links (spec section 6). Not data provider methods: react-admin's provider proxy takes
 * every method for an asynchronous call, and a link is drawn at once.
 */
export const invoicePdfUrl = (invoice: Pick<Invoice, 'id' | 'organisationId' | 'fileName'>, token: string) =>
  invoicePdfPath(INVOICING_API_ROUTES.invoiceFile, invoice, token);

export const invoiceXmlUrl = (invoice: Pick<Invoice, 'id' | 'organisationId' | 'number'>, token: string) =>
  invoiceXmlPath(INVOICING_API_ROUTES.invoiceFile, invoice, token);

export const dunningLetterUrl = (organisationId: number, dunning: Pick<Dunning, 'id'>, letter: Pick<DunningLetter, 'step' | 'fileName'>, token: string) =>
  dunningLetterPath(INVOICING_API_ROUTES.dunningLetter, organisationId, dunning, letter, token);

export function createInvoicingApi(http: HttpClient, tokens: Pick<TokenStorage, 'getToken'>): InvoicingApi {
  const invoicePath = (template: string, id: number, invoiceId: number) => fill(template, { id, invoiceId });
  return {
    createInvoice: (id, executionDate) => http.request<Invoice>(fill(INVOICING_API_ROUTES.create, { id }), { method: 'POST', body: { executionDate } }),
    sendInvoice: (id, invoiceId) => http.request<Invoice>(invoicePath(INVOICING_API_ROUTES.send, id, invoiceId), { method: 'PUT' }),
    markInvoicePaid: (id, invoiceId, paidDate) => http.request<Invoice>(invoicePath(INVOICING_API_ROUTES.paid, id, invoiceId), { method: 'PUT', body: { paidDate } }),
    voidInvoice: (id, invoiceId) => http.request<Invoice>(invoicePath(INVOICING_API_ROUTES.void, id, invoiceId), { method: 'PUT' }),
    releaseDunning: (id, dunningId) => http.request<Dunning>(fill(INVOICING_API_ROUTES.release, { id, dunningId }), { method: 'PUT' }),
    startInvoicingRun: (executionDate) =>
      http.request<InvoicingRunResult>(INVOICING_API_ROUTES.run, { method: 'POST', body: executionDate ? { executionDate } : {} }),
    startDunningRun: (day) => http.request<DunningRunResult>(INVOICING_API_ROUTES.dunningRun, { method: 'POST', body: day ? { day } : {} }),
    downloadToken: createDownloadToken(http, tokens),
  };
}
