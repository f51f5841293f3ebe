import type { HttpClient } from '@ui/http/httpClient';
import type { DeliveriesResumed, FunnelAnswers, FunnelStep, GeoStatus, PipedriveChoice, PipedriveStage, SheetSyncStatus, WebhookSecret } from './apiTypes';
import { fillPath, withQuery } from './mappers';
import { ORGANISATION_API_ROUTES, PIPEDRIVE_TOKEN_HEADER } from './routes';

/**
 * The organisation screens' calls beyond CRUD. The Pipedrive lists use the stored token, or
 * `typedToken` (sent as a header) when someone typed one that is not saved yet. Failures reject
 * with the ApiError of the HTTP client, whose message is the server's German reason.
 */
export interface OrganisationApi {
  pipedrivePipelines(organisationId: number | string, typedToken?: string): Promise<PipedriveChoice[]>;
  pipedriveStages(organisationId: number | string, pipelineId: number, typedToken?: string): Promise<PipedriveStage[]>;
  pipedriveLeadLabels(organisationId: number | string, typedToken?: string): Promise<PipedriveChoice[]>;
  /** `GET /api/geo/status`: how many postal-code centroids are loaded (radius conditions need them). */
  geoStatus(): Promise<GeoStatus>;
  funnelSteps(): Promise<FunnelStep[]>;
  /** Reads the organisation's saved Google sheet now; rejects with the German reason when Google fails. */
  syncSheet(organisationId: number | string): Promise<SheetSyncStatus>;
  /** A new webhook signing secret, answered this once in full; the old one stops verifying at once. */
  createWebhookSecret(organisationId: number | string): Promise<WebhookSecret>;
  /** 'Zustellung wieder aufnehmen': rejects with a 409 ApiError when the deliveries are not stopped (any more). */
  resumeDeliveries(organisationId: number | string): Promise<DeliveriesResumed>;
}

const tokenHeader = (typedToken?: string) => {
  const token = typedToken?.trim();
  return token ? { headers: { [PIPEDRIVE_TOKEN_HEADER]: token } } : {};
};

export function createOrganisationApi(http: HttpClient): OrganisationApi {
  return {
    pipedrivePipelines(organisationId, typedToken) {
      return http.request<PipedriveChoice[]>(fillPath(ORGANISATION_API_ROUTES.pipedrivePipelines, organisationId), tokenHeader(typedToken));
    },
    pipedriveStages(organisationId, pipelineId, typedToken) {
      const path = withQuery(fillPath(ORGANISATION_API_ROUTES.pipedriveStages, organisationId), {
        pipeline: String(pipelineId),
      });
      return http.request<PipedriveStage[]>(path, tokenHeader(typedToken));
    },
    pipedriveLeadLabels(organisationId, typedToken) {
      return http.request<PipedriveChoice[]>(fillPath(ORGANISATION_API_ROUTES.pipedriveLeadLabels, organisationId), tokenHeader(typedToken));
    },
    geoStatus() {
      return http.request<GeoStatus>(ORGANISATION_API_ROUTES.geoStatus);
    },
    async funnelSteps() {
      return (await http.request<FunnelAnswers>(ORGANISATION_API_ROUTES.funnel)).steps;
    },
    syncSheet(organisationId) {
      return http.request<SheetSyncStatus>(fillPath(ORGANISATION_API_ROUTES.sheetSync, organisationId), { method: 'POST' });
    },
    createWebhookSecret(organisationId) {
      return http.request<WebhookSecret>(fillPath(ORGANISATION_API_ROUTES.webhookSecret, organisationId), { method: 'POST' });
    },
    resumeDeliveries(organisationId) {
      return http.request<DeliveriesResumed>(fillPath(ORGANISATION_API_ROUTES.resumeDeliveries, organisationId), { method: 'POST' });
    },
  };
}
