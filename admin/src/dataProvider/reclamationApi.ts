import type { HttpClient } from '@ui/http/httpClient';
import { fillPath } from './mappers';
import type { BulkDecisionResult, ReclamationDecision, ReclamationDetail, ReclamationDocument, ReclamationSettings } from './apiTypes';
import { decisionBody, documentUrl } from './reclamationMappers';
import { RECLAMATION_API_ROUTES } from './routes';

/**
 * The complaints queue's calls beyond its list (resource `reclamationrequests`). Failures reject with
 * the HTTP client's ApiError, whose message is the server's German reason (a decided request: 409).
 */
export interface ReclamationApi {
  /** One request with its status history. */
  reclamationRequest(id: number): Promise<ReclamationDetail>;
  /** The decision dialog opened: an open request goes in progress. Answers the request. */
  openReclamationRequest(id: number): Promise<ReclamationDetail>;
  /** Takes back what a complaint rule accepted: the sale counts again, the request is in progress. Answers the request. */
  revertReclamation(id: number): Promise<ReclamationDetail>;
  decideReclamation(id: number, decision: ReclamationDecision, note: string): Promise<ReclamationDetail>;
  /** The same decision for all, or (refused) for none. */
  decideReclamations(ids: readonly number[], decision: ReclamationDecision, note: string): Promise<BulkDecisionResult>;
  /** 'Reklamationsfrist (Tage)' and 'Sofort akzeptieren bis Reklaquote (%)' on /settings. */
  reclamationSettings(): Promise<ReclamationSettings>;
  saveReclamationSettings(settings: ReclamationSettings): Promise<ReclamationSettings>;
}

/**
 * The download link of an uploaded file, with the logged-in user's access token in it. Not a data
 * provider method: react-admin's provider proxy takes every method for an asynchronous call.
 */
export function reclamationDocumentUrl(document: Pick<ReclamationDocument, 'id' | 'name'>, token: string): string {
  return documentUrl(RECLAMATION_API_ROUTES.document, document, token);
}

export function createReclamationApi(http: HttpClient): ReclamationApi {
  return {
    reclamationRequest: (id) => http.request<ReclamationDetail>(fillPath(RECLAMATION_API_ROUTES.request, id)),
    openReclamationRequest: (id) => http.request<ReclamationDetail>(fillPath(RECLAMATION_API_ROUTES.open, id), { method: 'POST' }),
    revertReclamation: (id) => http.request<ReclamationDetail>(fillPath(RECLAMATION_API_ROUTES.revert, id), { method: 'POST' }),
    decideReclamation: (id, decision, note) =>
      http.request<ReclamationDetail>(fillPath(RECLAMATION_API_ROUTES.decide, id), { method: 'PUT', body: decisionBody(decision, note) }),
    decideReclamations: (ids, decision, note) =>
      http.request<BulkDecisionResult>(RECLAMATION_API_ROUTES.decideMany, { method: 'PUT', body: { ids: [...ids], ...decisionBody(decision, note) } }),
    reclamationSettings: () => http.request<ReclamationSettings>(RECLAMATION_API_ROUTES.settings),
    // null turns the limit off; left out, the server keeps the stored one.
    saveReclamationSettings: ({ deadlineDays, autoAcceptBelowRate }) =>
      http.request<ReclamationSettings>(RECLAMATION_API_ROUTES.settings, {
        method: 'PUT',
        body: autoAcceptBelowRate === undefined ? { deadlineDays } : { deadlineDays, autoAcceptBelowRate },
      }),
  };
}
