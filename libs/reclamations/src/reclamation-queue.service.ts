import { Injectable } from '@nestjs/common';
import { AppConfig, Clock, ListPage, Transactional } from '@app/infrastructure';
import type { Actor } from '@app/leads';
import { MailService } from '@app/mail';
import { ReclamationLinks, SaleReclamationService } from '@app/sales';
import type { ListQuery } from '@app/contract';
import type { ComplaintRateDto } from '@app/organisations';
import { ComplaintRatesService } from './complaint-rates.service';
import { canDecide, Decision, decisionAnswer, PROCESSED_STATUSES, STATUS_LABELS, statusWhenOpened, UNPROCESSED_STATUSES } from './decision-rules';
import type { BulkDecisionDto, DecisionDto, ReclamationDetailDto, ReclamationListQueryDto, ReclamationRowDto } from './dto/reclamation.dto';
import { ReclamationRequest } from './entities/reclamation-request.entity';
import { decisionMail } from './reclamation-mails';
import { documentDto } from './reclamation-view';
import { ReclamationFilter, ReclamationRepository, ReclamationRow, ReclamationSortField } from './reclamation.repository';
import { ReclamationException } from './reclamations.exception';

/** An unset filter arrives as the word 'false' (spec section 7), or empty. */
const unset = (value: unknown) => value === undefined || value === null || value === '' || value === 'false';

/** The staff's queue: list, open, decide one or many. */
@Injectable()
export class ReclamationQueueService {
  constructor(
    private readonly reclamations: ReclamationRepository,
    private readonly saleReclamation: SaleReclamationService,
    private readonly links: ReclamationLinks,
    private readonly mail: MailService,
    private readonly rates: ComplaintRatesService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async list(query: ReclamationListQueryDto, page: ListQuery<ReclamationSortField>): Promise<ListPage<ReclamationRowDto>> {
    const { rows, total } = await this.reclamations.page(this.filter(query, page.filter), page);
    return { rows: await this.toDtos(rows), total, offset: page.offset };
  }

  async get(id: number): Promise<ReclamationDetailDto> {
    const row = await this.existingRow(id);
    const [dto] = await this.toDtos([row]);
    const history = await this.reclamations.history(id);
    return { ...dto, history: history.map((change) => ({ at: change.at.toISOString(), status: change.status, note: change.note, user: change.userName })) };
  }

  /** Staff opened the decision dialog: an open complaint is now in progress (recorded); any other stays as it is. */
  @Transactional()
  async open(id: number, actor: Actor): Promise<ReclamationDetailDto> {
    const [request] = await this.reclamations.lock([id]);
    if (!request) throw notFound(id);
    const next = statusWhenOpened(request.status);
    if (next !== request.status) {
      const now = this.clock.now();
      await this.reclamations.update(id, { status: next, updatedAt: now });
      await this.reclamations.addStatusChange({ requestId: id, at: now, status: next, note: null, userId: actor.id, userName: actor.name });
    }
    return this.get(id);
  }

  @Transactional()
  async decide(id: number, decision: DecisionDto, actor: Actor): Promise<ReclamationDetailDto> {
    const [request] = await this.reclamations.lock([id]);
    if (!request) throw notFound(id);
    await this.refuseDecided([request]);
    await this.apply(request, decision.approved, decision.content, actor);
    return this.get(id);
  }

  /** The same decision for every selected complaint: all of them, or (when one cannot be decided) none. */
  @Transactional()
  async decideMany(decision: BulkDecisionDto, actor: Actor): Promise<{ updated: number }> {
    const ids = [...new Set(decision.ids)];
    const requests = await this.reclamations.lock(ids);
    const missing = ids.filter((id) => !requests.some((request) => request.id === id));
    if (missing.length) throw new ReclamationException('RECLAMATION_NOT_FOUND', `Reklamation ${missing.join(', ')} gibt es nicht. Es wurde nichts geändert.`, { ids: missing });
    await this.refuseDecided(requests);
    for (const request of requests) await this.apply(request, decision.approved, decision.content, actor);
    return { updated: requests.length };
  }

  private async refuseDecided(requests: ReclamationRequest[]): Promise<void> {
    const decided: ReclamationRequest[] = [];
    for (const request of requests) if (!canDecide(request.status, await this.reclamations.saleReclaimed(request.saleId))) decided.push(request);
    if (decided.length === 0) return;
    const list = decided.map((request) => `${request.id} (${STATUS_LABELS[request.status]})`).join(', ');
    throw new ReclamationException(
      'ALREADY_DECIDED',
      requests.length === 1
        ? `Reklamation ${list} ist bereits entschieden. Eine akzeptierte Reklamation wird nur durch Zurücknehmen der Reklamation auf der Lead-Seite wieder entscheidbar.`
        : `Bereits entschieden: Reklamation ${list}. Es wurde nichts geändert.`,
      { ids: decided.map((request) => request.id) },
    );
  }

  /**
   * Records the decision with its answer; an acceptance reclaims the sale in this transaction (through
   * the sales lib). The buyer is mailed the answer; a proof request carries the page link with its token.
   */
  private async apply(request: ReclamationRequest, decision: Decision, note: string | undefined, actor: Actor): Promise<void> {
    const answer = decisionAnswer(decision, note);
    const now = this.clock.now();
    await this.reclamations.update(request.id, { status: decision, answer, updatedAt: now });
    await this.reclamations.addStatusChange({ requestId: request.id, at: now, status: decision, note: answer, userId: actor.id, userName: actor.name });
    if (decision === 'approved') {
      await this.saleReclamation.reclaimForComplaint(request.saleId, `Reklamation des Käufers: ${(request.request || answer).slice(0, 960)}`, actor);
    }
    const buyer = await this.reclamations.buyer(request.organisationId);
    const recipient = buyer?.reclamationEmail.trim() || buyer?.email;
    if (buyer && recipient) {
      await this.mail.queue({ ...decisionMail(decision, request.leadId, answer, this.links.link(buyer, request.leadId)), recipient, leadId: request.leadId });
    }
  }

  private filter(query: ReclamationListQueryDto, filter: Record<string, unknown>): ReclamationFilter {
    const pick = (name: string, given: unknown) => (unset(given) ? (unset(filter[name]) ? null : String(filter[name]).trim()) : String(given).trim());
    const zip = pick('zipfilter', query.zipfilter);
    if (zip !== null && !/^\d{1,5}$/.test(zip)) throw new ReclamationException('INVALID_RECLAMATION', 'Der PLZ-Filter darf nur Ziffern enthalten (höchstens 5).');
    const organisation = pick('reclamatedFrom', query.reclamatedFrom);
    if (organisation !== null && !/^\d{1,10}$/.test(organisation)) throw new ReclamationException('INVALID_RECLAMATION', 'Der Filter "Reklamiert von" muss die Id eines Unternehmens sein.');
    const processed = pick('proccessed', query.proccessed);
    return {
      statuses: processed === 'true' ? PROCESSED_STATUSES : UNPROCESSED_STATUSES,
      zipPrefix: zip,
      organisationId: organisation === null ? null : Number(organisation),
      pipedriveId: pick('pidfilter', query.pidfilter),
    };
  }

  private async existingRow(id: number): Promise<ReclamationRow> {
    const row = await this.reclamations.row(id);
    if (!row) throw notFound(id);
    return row;
  }

  private async toDtos(rows: ReclamationRow[]): Promise<ReclamationRowDto[]> {
    const documents = await this.reclamations.documentsOf(rows.map((row) => row.id));
    const rates = await this.rates.ofMany(rows.map((row) => row.organisationId));
    return rows.map((row) => ({
      id: row.id,
      leadId: row.leadId,
      pipedriveId: row.pipedriveId,
      crmDealUrl: this.config.crmDealUrl(row.pipedriveId),
      creationDate: row.createdAt.toISOString(),
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      leadZip: row.leadZip,
      leadBought: row.soldAt.toISOString(),
      request: row.request,
      status: row.status,
      content: { request: row.request, answer: row.answer },
      documents: (documents.get(row.id) ?? []).map(documentDto),
      complaintRate: rateOnly(rates.get(row.organisationId)!),
      decidable: canDecide(row.status, row.saleReclaimed),
    }));
  }
}

const notFound = (id: number | string) => new ReclamationException('RECLAMATION_NOT_FOUND', `Reklamation ${id} gibt es nicht.`);
export { notFound as reclamationNotFound };

/** The queue shows the rate and its months only; the count of kept sales is the organisation page's. */
function rateOnly({ soldThisMonth: _sold, ...rate }: ComplaintRateDto): ComplaintRateDto {
  return rate;
}
