import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/common/config/app-config';
import { escapeHtml } from '@app/shared/mail-template';
import { DeliveryHttp } from './delivery-http';
import { configurationError, DeliveryError } from './delivery.error';
import type { DeliveryAdapter, DeliveryRequest, DeliveryResult } from './delivery.types';
import { contactFields, labelledAnswers, leadTitle } from './lead-summary';

const SERVICE = 'Pipedrive';

/**
 * Into the buyer's own Pipedrive (API v1, the buyer's token): a person, then a deal in the configured
 * pipeline/stage or a lead in the Leads Inbox, then a note with address and answers on it.
 */
@Injectable()
export class PipedriveAdapter implements DeliveryAdapter {
  constructor(
    private readonly config: AppConfig,
    private readonly http: DeliveryHttp,
  ) {}

  async deliver(request: DeliveryRequest): Promise<DeliveryResult> {
    const token = request.buyer.secrets.pipedriveToken;
    if (!token) throw configurationError('Kein Pipedrive-API-Token hinterlegt.');
    const settings = request.buyer.integrations.pipedrive ?? { type: 'deal', pipeline: null, stage: null, leadLabel: null };
    const { lead } = request;

    const personId = await this.create<number>(request, token, '/v1/persons', {
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      ...(lead.email ? { email: [{ value: lead.email, primary: true }] } : {}),
      ...(lead.phone ? { phone: [{ value: lead.phone, primary: true }] } : {}),
    });

    let target: { deal_id: number } | { lead_id: string };
    if (settings.type === 'lead') {
      const leadId = await this.create<string>(request, token, '/v1/leads', {
        title: leadTitle(lead),
        person_id: personId,
        ...(settings.leadLabel ? { label_ids: [settings.leadLabel] } : {}),
      });
      target = { lead_id: leadId };
    } else {
      const dealId = await this.create<number>(request, token, '/v1/deals', {
        title: leadTitle(lead),
        person_id: personId,
        ...(settings.pipeline ? { pipeline_id: settings.pipeline } : {}),
        ...(settings.stage ? { stage_id: settings.stage } : {}),
      });
      target = { deal_id: dealId };
    }

    await this.create(request, token, '/v1/notes', { content: noteHtml(request), ...target });
    return { reference: String('deal_id' in target ? target.deal_id : target.lead_id) };
  }

  /** POSTs and returns the new item's id (Pipedrive answers `{ success: true, data: { id } }`). */
  private async create<Id extends number | string>(request: DeliveryRequest, token: string, path: string, body: object): Promise<Id> {
    const url = new URL(path, this.config.PIPEDRIVE_API_URL);
    url.searchParams.set('api_token', token);
    const answer = (await this.http.postJson({ service: SERVICE, url, body, idempotencyKey: request.saleId })) as {
      success?: boolean;
      data?: { id?: Id } | null;
    } | null;
    const id = answer?.success === true ? answer.data?.id : undefined;
    // Reported as done but without an id: the next attempt may create a duplicate, but silence would lose the lead.
    if (id === undefined || id === null) throw new DeliveryError(`${SERVICE} hat eine unerwartete Antwort geschickt (${path}).`, true);
    return id;
  }
}

/** The note on the deal or lead: contact and answers, readable in Pipedrive (which sanitises HTML). */
function noteHtml(request: DeliveryRequest): string {
  const line = (label: string, value: string) => `${escapeHtml(label)}: ${escapeHtml(value)}`;
  const answers = labelledAnswers(request).filter(({ value }) => value.trim() !== '');
  const parts = [`<p><b>Kontakt</b><br>${contactFields(request.lead).map(({ label, value }) => line(label, value)).join('<br>')}</p>`];
  if (answers.length > 0) parts.push(`<p><b>Angaben</b><br>${answers.map(({ label, value }) => line(label, value)).join('<br>')}</p>`);
  if (request.reclamationLink) parts.push(`<p><a href="${escapeHtml(request.reclamationLink)}">Lead reklamieren</a></p>`);
  return parts.join('');
}
