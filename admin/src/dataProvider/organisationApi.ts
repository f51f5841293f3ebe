import type { HttpClient } from '../http/httpClient';
import type { FunnelStep, PipedriveChoice, SheetSyncStatus } from '../organisations/types';
import { fillPath, withQuery } from './mappers';
import { ORGANISATION_API_ROUTES, PIPEDRIVE_TOKEN_HEADER } from './routes';

export interface PipedriveStage extends PipedriveChoice {
  pipelineId: number;
}

/** `GET /api/geo/status`: how many postal-code centroids are loaded (radius conditions need them). */
export interface GeoStatus {
  postalCodes: number;
  source: string;
}

/**
 * The organisation screens' calls beyond CRUD. The Pipedrive lists use the stored token, or
 * `typedToken` (sent as a header) when someone typed one that is not saved yet. Failures reject
 * with the ApiError of the HTTP client, whose message is the server's German reason.
 */
export interface OrganisationApi {
  pipedrivePipelines(organisationId: number | string, typedToken?: string): Promise<PipedriveChoice[]>;
  pipedriveStages(organisationId: number | string, pipelineId: number, typedToken?: string): Promise<PipedriveStage[]>;
  pipedriveLeadLabels(organisationId: number | string, typedToken?: string): Promise<PipedriveChoice[]>;
  geoStatus(): Promise<GeoStatus>;
  funnelSteps(): Promise<FunnelStep[]>;
  /** Reads the organisation's saved Google sheet now; rejects with the German reason when Google fails. */
  syncSheet(organisationId: number | string): Promise<SheetSyncStatus>;
}

const tokenHeader = (typedToken?: string) => {
  const token = typedToken?.trim();
  return token ? { headers: { [PIPEDRIVE_TOKEN_HEADER]: token } } : {};
};

const asList = <T>(body: unknown): T[] => (Array.isArray(body) ? (body as T[]) : []);

export function createOrganisationApi(http: HttpClient): OrganisationApi {
  return {
    async pipedrivePipelines(organisationId, typedToken) {
      const path = fillPath(ORGANISATION_API_ROUTES.pipedrivePipelines, organisationId);
      return asList(await http.request(path, tokenHeader(typedToken)));
    },
    async pipedriveStages(organisationId, pipelineId, typedToken) {
      const path = withQuery(fillPath(ORGANISATION_API_ROUTES.pipedriveStages, organisationId), {
        pipeline: String(pipelineId),
      });
      return asList(await http.request(path, tokenHeader(typedToken)));
    },
    async pipedriveLeadLabels(organisationId, typedToken) {
      const path = fillPath(ORGANISATION_API_ROUTES.pipedriveLeadLabels, organisationId);
      return asList(await http.request(path, tokenHeader(typedToken)));
    },
    geoStatus() {
      return http.request<GeoStatus>(ORGANISATION_API_ROUTES.geoStatus);
    },
    async funnelSteps() {
      const body = await http.request<{ steps?: unknown }>(ORGANISATION_API_ROUTES.funnel);
      return asList<FunnelStep>(body?.steps);
    },
    syncSheet(organisationId) {
      return http.request<SheetSyncStatus>(fillPath(ORGANISATION_API_ROUTES.sheetSync, organisationId), { method: 'POST' });
    },
  };
}
