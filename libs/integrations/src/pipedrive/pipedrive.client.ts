import { Injectable } from '@nestjs/common';
import { AppConfig, HttpCallError, HttpClient, OutboundGuard } from '@app/infrastructure';
import { IntegrationException } from '../integration.exception';

export interface PipedrivePipeline {
  id: number;
  name: string;
}
export interface PipedriveStage {
  id: number;
  name: string;
  pipelineId: number;
}
export interface PipedriveLeadLabel {
  id: string;
  name: string;
}

interface PipedriveAnswer<T> {
  success: boolean;
  data: T[] | null;
  error?: string;
}

/** The parts of Pipedrive's REST API (v1) the product uses, with the buyer's own token. */
@Injectable()
export class PipedriveClient {
  private readonly http: HttpClient;

  constructor(
    private readonly config: AppConfig,
    guard: OutboundGuard,
  ) {
    this.http = new HttpClient(guard);
  }

  async pipelines(token: string): Promise<PipedrivePipeline[]> {
    const data = await this.get<{ id: number; name: string }>('/v1/pipelines', token);
    return data.map(({ id, name }) => ({ id, name }));
  }

  async stages(token: string, pipelineId: number): Promise<PipedriveStage[]> {
    const data = await this.get<{ id: number; name: string; pipeline_id: number }>('/v1/stages', token, { pipeline_id: String(pipelineId) });
    return data.map(({ id, name, pipeline_id }) => ({ id, name, pipelineId: pipeline_id }));
  }

  async leadLabels(token: string): Promise<PipedriveLeadLabel[]> {
    const data = await this.get<{ id: string; name: string }>('/v1/leadLabels', token);
    return data.map(({ id, name }) => ({ id, name }));
  }

  private async get<T>(path: string, token: string, query: Record<string, string> = {}): Promise<T[]> {
    const url = new URL(path, this.config.PIPEDRIVE_API_URL);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    url.searchParams.set('api_token', token);
    let body: PipedriveAnswer<T> | null;
    try {
      body = (await this.http.request({ service: 'Pipedrive', url })).json() as PipedriveAnswer<T> | null;
    } catch (error) {
      if (!(error instanceof HttpCallError)) throw error;
      if (error.status === 401 || error.status === 403) {
        throw new IntegrationException('REMOTE_REJECTED', 'Pipedrive lehnt das Token ab. Bitte das API-Token prüfen.');
      }
      if (error.status === 429) throw new IntegrationException('REMOTE_UNAVAILABLE', 'Pipedrive meldet zu viele Anfragen. Bitte gleich noch einmal versuchen.');
      throw new IntegrationException('REMOTE_UNAVAILABLE', error.kind === 'status' ? `Pipedrive antwortet mit Fehler ${error.status}.` : error.message);
    }
    if (typeof body !== 'object' || body === null || body.success !== true) {
      throw new IntegrationException('REMOTE_UNAVAILABLE', 'Pipedrive hat eine unerwartete Antwort geschickt.');
    }
    return body.data ?? [];
  }
}
