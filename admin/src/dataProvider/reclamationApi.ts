import type { HttpClient } from '../http/httpClient';
import { fillPath } from './mappers';
import {
  decisionBody,
  documentUrl,
  toReclamationDetail,
  toReclamationRequest,
  type ReclamationDecision,
  type ReclamationDetail,
  type ReclamationDocument,
  type ReclamationRequest,
} from './reclamationMappers';
import { RECLAMATION_API_ROUTES } from './routes';

/** 'Reklamationsfrist (Tage)' on /settings. */
export interface ReclamationSettings {
  deadlineDays: number;
}

/**
 * The complaints queue's calls beyond its list (resource `reclamationrequests`). Failures reject with
 * the HTTP client's ApiError, whose message is the server's German reason (a decided request: 409).
 */
export interface ReclamationApi {
  /** One request with its status history. */
  reclamationRequest(id: number): Promise<ReclamationDetail>;
  /** The decision dialog opened: an open request goes in progress. Answers the row. */
  openReclamationRequest(id: number): Promise<ReclamationRequest>;
  decideReclamation(id: number, decision: ReclamationDecision, note: string): Promise<ReclamationRequest>;
  /** The same decision for all, or (refused) for none. */
  decideReclamations(ids: readonly number[], decision: ReclamationDecision, note: string): Promise<{ updated: number }>;
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
    reclamationRequest: async (id) => toReclamationDetail(await http.request(fillPath(RECLAMATION_API_ROUTES.request, id))),
    openReclamationRequest: async (id) => toReclamationRequest(await http.request(fillPath(RECLAMATION_API_ROUTES.open, id), { method: 'POST' })),
    decideReclamation: async (id, decision, note) =>
      toReclamationRequest(await http.request(fillPath(RECLAMATION_API_ROUTES.decide, id), { method: 'PUT', body: decisionBody(decision, note) })),
    decideReclamations: async (ids, decision, note) => {
      const answer = await http.request<{ updated?: unknown }>(RECLAMATION_API_ROUTES.decideMany, {
        method: 'PUT',
        body: { ids: [...ids], ...decisionBody(decision, note) },
      });
      return { updated: Number(answer?.updated ?? ids.length) };
    },
    reclamationSettings: () => http.request<ReclamationSettings>(RECLAMATION_API_ROUTES.settings),
    saveReclamationSettings: ({ deadlineDays }) =>
      http.request<ReclamationSettings>(RECLAMATION_API_ROUTES.settings, { method: 'PUT', body: { deadlineDays } }),
  };
}
