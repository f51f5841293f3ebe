import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/common';
import { IntegrationException } from '../integration.exception';

const TIMEOUT_MS = 10_000;

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
  constructor(private readonly config: AppConfig) {}

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
    let response: Response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new IntegrationException(
        'REMOTE_UNAVAILABLE',
        timedOut ? `Pipedrive antwortet nicht (Zeitüberschreitung nach ${TIMEOUT_MS / 1000} s).` : 'Pipedrive ist nicht erreichbar.',
      );
    }
    if (response.status === 401 || response.status === 403) {
      throw new IntegrationException('REMOTE_REJECTED', 'Pipedrive lehnt das Token ab. Bitte das API-Token prüfen.');
    }
    if (response.status === 429) throw new IntegrationException('REMOTE_UNAVAILABLE', 'Pipedrive meldet zu viele Anfragen. Bitte gleich noch einmal versuchen.');
    if (!response.ok) throw new IntegrationException('REMOTE_UNAVAILABLE', `Pipedrive antwortet mit Fehler ${response.status}.`);
    const body = (await response.json().catch(() => null)) as PipedriveAnswer<T> | null;
    if (!body || body.success !== true) throw new IntegrationException('REMOTE_UNAVAILABLE', 'Pipedrive hat eine unerwartete Antwort geschickt.');
    return body.data ?? [];
  }
}
