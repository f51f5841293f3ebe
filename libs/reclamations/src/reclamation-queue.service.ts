import { Injectable } from '@nestjs/common';
import { AppConfig, Clock, ListPage, Transactional } from '@app/infrastructure';
import { Actor, LeadException, SupplierReclamationService } from '@app/leads';
import { MailService } from '@app/mail';
import { ReclamationLinks, SaleReclamationService } from '@app/sales';
import { reclamationReason, type ListQuery, type ReclamationReasonCode } from '@app/contract';
import type { ComplaintRateDto } from '@app/organisations';
import { ComplaintRatesService } from './complaint-rates.service';
import { canDecide, Decision, decisionAnswer, PROCESSED_STATUSES, STATUS_LABELS, statusWhenOpened, UNPROCESSED_STATUSES } from './decision-rules';
import type { BulkDecisionDto, DecisionDto, ReclamationDetailDto, ReclamationListQueryDto, ReclamationRowDto } from './dto/reclamation.dto';
import { ReclamationRequest } from './entities/reclamation-request.entity';
import { decisionMail } from './reclamation-mails';
import { documentDto } from './reclamation-view';
import { ReclamationFilter, ReclamationRepository, ReclamationRow, ReclamationSortField } from './reclamation.repository';
import { ReclamationException } from './reclamations.exception';
import { RuleDecision, supplierAtFault } from './rules/complaint-rules';

/** Who the history names for a decision a rule took. */
export const RULE_DECIDER = 'Automatisch (Regel)';

/** An unset filter arrives as the word 'false' (spec section 7), or empty. */
const unset = (value: unknown) => value === undefined || value === null || value === '' || value === 'false';

/** The staff's queue: list, open, decide one or many. */
@Injectable()
export class ReclamationQueueService {
  constructor(
    private readonly reclamations: ReclamationRepository,
    private readonly saleReclamation: SaleReclamationService,
    private readonly supplierReclamation: SupplierReclamationService,
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
   * A rule accepts the complaint that was just filed (ComplaintRulesService), through the same acceptance as
   * staff's: the sale reclaimed, the buyer mailed, the supplier charged back when it is its fault. False when the
   * complaint is no longer open (staff or a second filing were quicker).
   */
  @Transactional()
  async acceptByRule(id: number, decision: RuleDecision): Promise<boolean> {
    const [request] = await this.reclamations.lock([id]);
    if (!request || request.status !== 'open') return false;
    await this.reclamations.update(id, { decidedByRule: decision.rule, decidedByText: decision.text });
    await this.apply(request, 'approved', `Automatisch akzeptiert: ${decision.text}`, null, decision);
    return true;
  }

  /**
   * Staff take back what a rule decided: the sale counts again (the existing revert of a sale reclamation, which
   * mails the buyer), the complaint is 'In Bearbeitung' in the open queue, and staff decide it as any other. A
   * charge-back at the supplier stays (its mail went out); the history says so.
   */
  @Transactional()
  async revert(id: number, actor: Actor): Promise<ReclamationDetailDto> {
    const [request] = await this.reclamations.lock([id]);
    if (!request) throw notFound(id);
    if (request.status !== 'approved' || !request.decidedByRule) {
      throw new ReclamationException(
        'NOT_AUTOMATIC',
        `Reklamation ${id} wurde nicht automatisch akzeptiert (${STATUS_LABELS[request.status]}). Zurücknehmen lässt sich nur die Entscheidung einer Regel; eine Entscheidung von Mitarbeitern wird auf der Lead-Seite zurückgenommen.`,
      );
    }
    if (await this.reclamations.saleReclaimed(request.saleId)) {
      await this.saleReclamation.setReclaimed(request.leadId, request.organisationId, request.saleId, false, actor);
    }
    const now = this.clock.now();
    await this.reclamations.update(id, { status: 'inProgress', answer: null, decidedByRule: null, decidedByText: null, updatedAt: now });
    const supplier = request.supplierReclaimed ? ' Die Reklamation bei der Leadsource bleibt bestehen.' : '';
    await this.reclamations.addStatusChange({ requestId: id, at: now, status: 'inProgress', note: `Automatische Entscheidung zurückgenommen (${request.decidedByText}).${supplier}`, userId: actor.id, userName: actor.name });
    return this.get(id);
  }

  /**
   * Records the decision with its answer; an acceptance reclaims the sale in this transaction (through
   * the sales lib) and, when the reason is the supplier's fault, the lead from its supplier within its quota.
   * The buyer is mailed the answer; a proof request carries the page link with its token. `actor` null: a rule.
   */
  private async apply(request: ReclamationRequest, decision: Decision, note: string | undefined, actor: Actor | null, rule: RuleDecision | null = null): Promise<void> {
    const answer = decisionAnswer(decision, note);
    const now = this.clock.now();
    // A staff decision replaces a rule's (a rule's acceptance the lead page took back is decided anew).
    await this.reclamations.update(request.id, { status: decision, answer, updatedAt: now, ...(rule ? {} : { decidedByRule: null, decidedByText: null }) });
    await this.reclamations.addStatusChange({ requestId: request.id, at: now, status: decision, note: answer, userId: actor?.id ?? null, userName: actor?.name ?? RULE_DECIDER });
    if (decision === 'approved') {
      await this.saleReclamation.reclaimForComplaint(request.saleId, `Reklamation des Käufers: ${(request.request || answer).slice(0, 960)}`, actor);
      const reason = rule ? rule.provenReason : request.reasonCode;
      if (supplierAtFault(reason)) await this.reclaimFromSupplier(request, reason!, rule, actor);
    }
    const buyer = await this.reclamations.buyer(request.organisationId);
    const recipient = buyer?.reclamationEmail.trim() || buyer?.email;
    if (buyer && recipient) {
      await this.mail.queue({ ...decisionMail(decision, request.leadId, answer, this.links.link(buyer, request.leadId)), recipient, leadId: request.leadId });
    }
  }

  /**
   * The supplier reclamation of libs/leads (its quota, its mail, the lead's history). Refused by the quota it
   * changed nothing; the acceptance stands and the complaint says why the supplier was not charged back.
   */
  private async reclaimFromSupplier(request: ReclamationRequest, reason: ReclamationReasonCode, rule: RuleDecision | null, actor: Actor | null): Promise<void> {
    const why = `Reklamation eines Käufers: ${reclamationReason(reason)!.text}${rule ? ` (${rule.text})` : ''}`.slice(0, 1000);
    let outcome: { supplierReclaimed: boolean; supplierNote: string };
    try {
      const result = await this.supplierReclamation.reclaim([request.leadId], why, actor);
      outcome = result.reclaimed.length
        ? { supplierReclaimed: true, supplierNote: `Bei der Leadsource ${await this.reclamations.supplierName(request.leadId)} reklamiert.` }
        : { supplierReclaimed: true, supplierNote: 'War bereits bei der Leadsource reklamiert.' };
    } catch (error) {
      if (!(error instanceof LeadException) || error.code !== 'RECLAMATION_REFUSED') throw error;
      // The refusal's closing 'Es wurde nichts geändert.' is about the supplier; the complaint itself was accepted.
      outcome = { supplierReclaimed: false, supplierNote: `Nicht bei der Leadsource reklamiert: ${error.message.replace(/\s*Es wurde nichts geändert\.$/, '')}`.slice(0, 1000) };
    }
    await this.reclamations.update(request.id, outcome);
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
      // The issue-31 fields are left out while empty: rows of complaints without them read as before.
      ...(row.reasonCode ? { reasonCode: row.reasonCode } : {}),
      ...(row.decidedByRule ? { decidedBy: { rule: row.decidedByRule, text: row.decidedByText ?? '' } } : {}),
      ...(row.supplierNote !== null ? { supplierReclamation: { reclaimed: row.supplierReclaimed === true, text: row.supplierNote } } : {}),
    }));
  }
}

const notFound = (id: number | string) => new ReclamationException('RECLAMATION_NOT_FOUND', `Reklamation ${id} gibt es nicht.`);
export { notFound as reclamationNotFound };

/** The queue shows the rate and its months only; the count of kept sales is the organisation page's. */
function rateOnly({ soldThisMonth: _sold, ...rate }: ComplaintRateDto): ComplaintRateDto {
  return rate;
}
