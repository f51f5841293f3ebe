import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/infrastructure';
import { escapeHtml } from '@app/contract';
import { DeliveryHttp } from './delivery-http';
import { configurationError, DeliveryError } from './delivery.error';
import type { DeliveryAdapter, DeliveryRequest, DeliveryResult } from './delivery.types';
import { contactFields, labelledAnswers, leadTitle } from './lead-summary';

const SERVICE = 'Pipedrive';
/** The most Pipedrive lists in one page; fewer pages, fewer calls against the buyer's rate limit. */
const PAGE_LIMIT = 500;

interface PipedriveAnswer {
  success?: boolean;
  data?: unknown;
  additional_data?: { pagination?: { more_items_in_collection?: boolean; next_start?: number } };
}

/**
 * Into the buyer's own Pipedrive (API v1, the buyer's token): a person, then a deal in the configured
 * pipeline/stage or a lead in the Leads Inbox, then a note with address and answers on it.
 *
 * Deliveries are retried, and Pipedrive ignores our Idempotency-Key, so each step first looks for what an
 * earlier attempt (or the buyer) already created and reuses it: the person by e-mail, else by phone; the
 * deal or lead by its title on that person (the title carries our lead id). The note comes last, so it is
 * only written once the deal or lead is certain.
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
    const title = leadTitle(lead);

    const personId =
      (await this.findPerson(token, lead.email, lead.phone)) ??
      (await this.create<number>(request, token, '/v1/persons', {
        name: `${lead.firstName} ${lead.lastName}`.trim(),
        ...(lead.email ? { email: [{ value: lead.email, primary: true }] } : {}),
        ...(lead.phone ? { phone: [{ value: lead.phone, primary: true }] } : {}),
      }));

    let target: { deal_id: number } | { lead_id: string };
    let found: boolean;
    if (settings.type === 'lead') {
      // archived_status=all: the docs disagree on the default, and a lead the buyer archived is still ours.
      const existing = await this.findByTitle<string>(token, '/v1/leads', { person_id: String(personId), archived_status: 'all' }, title);
      found = existing !== undefined;
      const leadId =
        existing ??
        (await this.create<string>(request, token, '/v1/leads', {
          title,
          person_id: personId,
          ...(settings.leadLabel ? { label_ids: [settings.leadLabel] } : {}),
        }));
      target = { lead_id: leadId };
    } else {
      // Won and lost deals count too: the buyer may have closed it already when a late retry comes.
      const existing = await this.findByTitle<number>(token, `/v1/persons/${personId}/deals`, { status: 'all_not_deleted' }, title);
      found = existing !== undefined;
      const dealId =
        existing ??
        (await this.create<number>(request, token, '/v1/deals', {
          title,
          person_id: personId,
          ...(settings.pipeline ? { pipeline_id: settings.pipeline } : {}),
          ...(settings.stage ? { stage_id: settings.stage } : {}),
        }));
      target = { deal_id: dealId };
    }

    // A deal or lead from an earlier attempt may carry this sale's note already (Pipedrive saved it, but
    // its answer never arrived); a new deal cannot.
    if (!found || !(await this.hasNote(token, target, saleMarker(request.saleId)))) {
      await this.create(request, token, '/v1/notes', { content: noteHtml(request), ...target });
    }
    return { reference: String('deal_id' in target ? target.deal_id : target.lead_id) };
  }

  /**
   * The buyer's person with the lead's e-mail, else with its phone (the first hit: the homeowner is
   * already known there, which the buyer prefers to a second card). Pipedrive's search index lags a few
   * seconds behind a new person; the first retry comes minutes later.
   */
  private async findPerson(token: string, email: string, phone: string): Promise<number | undefined> {
    const path = '/v1/persons/search';
    const lookups = { email: email.trim(), phone: phone.trim() };
    for (const [field, term] of Object.entries(lookups)) {
      // An empty term would be refused (and would match nobody anyway).
      if (term === '') continue;
      const answer = await this.get(token, path, { term, fields: field, exact_match: 'true' });
      const items = (answer.data as { items?: unknown } | null)?.items ?? [];
      if (!Array.isArray(items)) throw unexpectedAnswer(path);
      if (items.length === 0) continue;
      const id = (items[0] as { item?: { id?: unknown } } | null)?.item?.id;
      if (typeof id !== 'number') throw unexpectedAnswer(path);
      return id;
    }
    return undefined;
  }

  /** The id of the first listed item titled `title`, going through every page; undefined when there is none. */
  private async findByTitle<Id extends number | string>(token: string, path: string, query: Record<string, string>, title: string): Promise<Id | undefined> {
    let start = 0;
    for (;;) {
      const answer = await this.get(token, path, { ...query, start: String(start), limit: String(PAGE_LIMIT) });
      // A person without deals is `data: null`.
      const items = answer.data ?? [];
      if (!Array.isArray(items)) throw unexpectedAnswer(path);
      const hit = (items as { id?: unknown; title?: unknown }[]).find((item) => item?.title === title);
      if (hit) {
        if (typeof hit.id !== 'number' && typeof hit.id !== 'string') throw unexpectedAnswer(path);
        return hit.id as Id;
      }
      const pagination = answer.additional_data?.pagination;
      if (pagination?.more_items_in_collection !== true) return undefined;
      const next = pagination.next_start ?? start + items.length;
      // A page that does not move on would loop forever.
      if (next <= start) throw unexpectedAnswer(path);
      start = next;
    }
  }

  /** Whether a note on the deal or lead contains `marker`, going through every page. */
  private async hasNote(token: string, target: { deal_id: number } | { lead_id: string }, marker: string): Promise<boolean> {
    const path = '/v1/notes';
    const query: Record<string, string> = 'deal_id' in target ? { deal_id: String(target.deal_id) } : { lead_id: target.lead_id };
    let start = 0;
    for (;;) {
      const answer = await this.get(token, path, { ...query, start: String(start), limit: String(PAGE_LIMIT) });
      const notes = answer.data ?? [];
      if (!Array.isArray(notes)) throw unexpectedAnswer(path);
      if ((notes as { content?: unknown }[]).some((note) => typeof note?.content === 'string' && note.content.includes(marker))) return true;
      const pagination = answer.additional_data?.pagination;
      if (pagination?.more_items_in_collection !== true) return false;
      const next = pagination.next_start ?? start + notes.length;
      if (next <= start) throw unexpectedAnswer(path);
      start = next;
    }
  }

  /** GETs a lookup; anything but `success: true` is unexpected, not "nothing there", or we would create duplicates. */
  private async get(token: string, path: string, query: Record<string, string>): Promise<PipedriveAnswer> {
    const url = this.url(path, token);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const answer = (await this.http.getJson({ service: SERVICE, url, showRemoteMessage: true })) as PipedriveAnswer | null;
    if (answer?.success !== true) throw unexpectedAnswer(path);
    return answer;
  }

  /** POSTs and returns the new item's id (Pipedrive answers `{ success: true, data: { id } }`). */
  private async create<Id extends number | string>(request: DeliveryRequest, token: string, path: string, body: object): Promise<Id> {
    const answer = (await this.http.postJson({ service: SERVICE, url: this.url(path, token), body, idempotencyKey: request.saleId, showRemoteMessage: true })) as {
      success?: boolean;
      data?: { id?: Id } | null;
    } | null;
    const id = answer?.success === true ? answer.data?.id : undefined;
    // Reported as done but without an id: retried, and the next attempt's lookups find it if it was created.
    if (id === undefined || id === null) throw unexpectedAnswer(path);
    return id;
  }

  private url(path: string, token: string): URL {
    const url = new URL(path, this.config.PIPEDRIVE_API_URL);
    url.searchParams.set('api_token', token);
    return url;
  }
}

const unexpectedAnswer = (path: string) => new DeliveryError(`${SERVICE} hat eine unerwartete Antwort geschickt (${path}).`, true);

/** Plain text in the note that names the sale, so a retry recognises its own note. */
const saleMarker = (saleId: number | string) => `Leadportal-Verkauf ${saleId}`;

/** The note on the deal or lead: contact and answers, readable in Pipedrive (which sanitises HTML). */
function noteHtml(request: DeliveryRequest): string {
  const line = (label: string, value: string) => `${escapeHtml(label)}: ${escapeHtml(value)}`;
  const answers = labelledAnswers(request).filter(({ value }) => value.trim() !== '');
  const parts = [`<p><b>Kontakt</b><br>${contactFields(request.lead).map(({ label, value }) => line(label, value)).join('<br>')}</p>`];
  if (answers.length > 0) parts.push(`<p><b>Angaben</b><br>${answers.map(({ label, value }) => line(label, value)).join('<br>')}</p>`);
  if (request.consentCertificateLink) parts.push(`<p><a href="${escapeHtml(request.consentCertificateLink)}">Einwilligungsnachweis (PDF)</a></p>`);
  if (request.reclamationLink) parts.push(`<p><a href="${escapeHtml(request.reclamationLink)}">Lead reklamieren</a></p>`);
  parts.push(`<p>${escapeHtml(saleMarker(request.saleId))}</p>`);
  return parts.join('');
}
