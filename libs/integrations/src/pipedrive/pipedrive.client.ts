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

/** What the outcome sync reads of a deal: its state and value ('deleted' deals are answered like that for a while). */
export interface PipedriveDeal {
  id: number;
  status: 'open' | 'won' | 'lost' | 'deleted';
  value: number;
  currency: string;
  /** Pipedrive's free text why it was lost. */
  lostReason: string | null;
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

  /** One deal of the buyer's account; null when Pipedrive knows it no more (404, 410). */
  async deal(token: string, id: number): Promise<PipedriveDeal | null> {
    const body = await this.call<Record<string, unknown>>(`/v1/deals/${encodeURIComponent(String(id))}`, token, {}, true);
    if (body === null) return null;
    const data = body.data as Record<string, unknown> | null;
    const status = data?.status;
    if (typeof data !== 'object' || data === null || !['open', 'won', 'lost', 'deleted'].includes(status as string)) {
      throw new IntegrationException('REMOTE_UNAVAILABLE', 'Pipedrive hat eine unerwartete Antwort geschickt.');
    }
    return {
      id,
      status: status as PipedriveDeal['status'],
      value: typeof data.value === 'number' && Number.isFinite(data.value) ? data.value : 0,
      currency: typeof data.currency === 'string' ? data.currency : '',
      lostReason: typeof data.lost_reason === 'string' && data.lost_reason.trim() ? data.lost_reason.trim() : null,
    };
  }

  private async get<T>(path: string, token: string, query: Record<string, string> = {}): Promise<T[]> {
    const body = await this.call<T[]>(path, token, query, false);
    return (body?.data as T[] | null) ?? [];
  }

  /** A GET with the buyer's token: Pipedrive's answer, or null for a missing item when `missingIsNull`. */
  private async call<T>(path: string, token: string, query: Record<string, string>, missingIsNull: boolean): Promise<{ data: T | null } | null> {
    const url = new URL(path, this.config.PIPEDRIVE_API_URL);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    url.searchParams.set('api_token', token);
    let body: { success?: boolean; data?: T | null } | null;
    try {
      body = (await this.http.request({ service: 'Pipedrive', url })).json() as typeof body;
    } catch (error) {
      if (!(error instanceof HttpCallError)) throw error;
      if (missingIsNull && (error.status === 404 || error.status === 410)) return null;
      if (error.status === 401 || error.status === 403) {
        throw new IntegrationException('REMOTE_REJECTED', 'Pipedrive lehnt das Token ab. Bitte das API-Token prüfen.');
      }
      if (error.status === 429) throw new IntegrationException('REMOTE_UNAVAILABLE', 'Pipedrive meldet zu viele Anfragen. Bitte gleich noch einmal versuchen.');
      throw new IntegrationException('REMOTE_UNAVAILABLE', error.kind === 'status' ? `Pipedrive antwortet mit Fehler ${error.status}.` : error.message);
    }
    if (typeof body !== 'object' || body === null || body.success !== true) {
      throw new IntegrationException('REMOTE_UNAVAILABLE', 'Pipedrive hat eine unerwartete Antwort geschickt.');
    }
    return { data: body.data ?? null };
  }
}
