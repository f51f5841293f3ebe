import { Injectable } from '@nestjs/common';
import { checkLeadOutcome, LeadOutcome, LeadOutcomeChoice, LeadOutcomeInput, LeadOutcomeStatus, LEAD_OUTCOME_STATUSES } from '@app/contract';
import { Clock, Transactional } from '@app/infrastructure';
import { LeadOutcomeChange, LeadOutcomeRecord } from './entities/lead-outcome.entity';
import { LeadOutcomesException } from './lead-outcomes.exception';
import { LeadOutcomeRepository } from './lead-outcome.repository';

/** Who changes an outcome: a buyer user in the portal (its name is kept with the change), or the Pipedrive sync. */
export type OutcomeActor = { kind: 'buyer'; userId: number; name: string } | { kind: 'pipedrive' };

/** What the portal answers for one lead: the outcome as it stands and every change, oldest first. */
export interface LeadOutcomeView {
  outcome: LeadOutcome | null;
  outcomeHistory: LeadOutcome[];
}

export const PIPEDRIVE_ACTOR_NAME = 'Pipedrive';

export function toLeadOutcome(record: LeadOutcomeRecord | LeadOutcomeChange): LeadOutcome {
  return {
    status: record.status,
    value: record.value === null ? null : Number(record.value),
    reason: record.reason,
    note: record.note,
    changedAt: new Date(record.changedAt).toISOString(),
    source: record.source,
    changedByUserId: record.changedByUserId,
    changedBy: record.changedBy,
  };
}

/** The staff overview's window and its list of latest changes. */
const OVERVIEW_DAYS = 90;
const OVERVIEW_RECENT = 50;

const SQL_ALIAS = /^[a-z_][a-z0-9_]*$/;

/**
 * An SQL condition for the lists of other libs (the portal's lead list): the sale under `saleAlias` has
 * a current outcome whose status is in the text array `statusesParam` (e.g. '$3'); the word 'none' in
 * that array also matches sales without any outcome. Backed by the primary key of lead_outcome.
 */
export function saleOutcomeCondition(saleAlias: string, statusesParam: string): string {
  if (!SQL_ALIAS.test(saleAlias) || !/^\$\d+$/.test(statusesParam)) throw new Error('saleOutcomeCondition: alias or parameter is not a plain name');
  return `(EXISTS (SELECT 1 FROM lead_outcome lo WHERE lo.sale_id = ${saleAlias}.id AND lo.status = ANY(${statusesParam}::varchar[]))
        OR ('none' = ANY(${statusesParam}::varchar[]) AND NOT EXISTS (SELECT 1 FROM lead_outcome lo WHERE lo.sale_id = ${saleAlias}.id)))`;
}

/** 'won', 'none' …: what the outcome filter of a list accepts. */
export const isOutcomeFilterValue = (value: unknown): value is LeadOutcomeStatus | 'none' =>
  value === 'none' || (typeof value === 'string' && (LEAD_OUTCOME_STATUSES as readonly string[]).includes(value));

const sameChoice = (record: LeadOutcomeRecord, choice: LeadOutcomeChoice) =>
  record.status === choice.status &&
  (record.value === null ? null : Number(record.value)) === choice.value &&
  record.reason === choice.reason &&
  record.note === choice.note;

/**
 * What became of each lead at its buyer (issue 20): one outcome per sale, set by a buyer user in the
 * portal or by the daily Pipedrive sync, every change kept. The portal, the report and the reminder read it here.
 */
@Injectable()
export class LeadOutcomesService {
  constructor(
    private readonly outcomes: LeadOutcomeRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Sets the outcome of the organisation's sale of this lead: 404 when the lead was not sold to it
   * (reclaimed sales keep theirs: a reclaimed lead that became an order is worth knowing), 400 with a
   * German reason and nothing saved when the input breaks a rule. Saving the same outcome again adds nothing.
   */
  @Transactional()
  async record(organisationId: number, leadId: number, input: LeadOutcomeInput, actor: OutcomeActor): Promise<LeadOutcomeView> {
    const sale = await this.outcomes.saleForUpdate(organisationId, leadId);
    if (!sale) throw notFound(leadId);
    const checked = checkLeadOutcome(input);
    if ('message' in checked) throw new LeadOutcomesException('INVALID_OUTCOME', checked.message, { [checked.field]: checked.message });
    await this.write(sale.saleId, organisationId, leadId, checked.choice, actor);
    return this.view(organisationId, leadId);
  }

  /** Writes `choice` as the sale's outcome unless it is what the sale has already; answers whether it wrote. */
  async write(saleId: number, organisationId: number, leadId: number, choice: LeadOutcomeChoice, actor: OutcomeActor): Promise<boolean> {
    const before = await this.outcomes.current(saleId);
    if (before && sameChoice(before, choice)) return false;
    const record = Object.assign(new LeadOutcomeRecord(), {
      saleId,
      organisationId,
      leadId,
      status: choice.status,
      value: choice.value === null ? null : choice.value.toFixed(2),
      reason: choice.reason,
      note: choice.note,
      source: actor.kind === 'buyer' ? 'portal' : 'pipedrive',
      changedByUserId: actor.kind === 'buyer' ? actor.userId : null,
      changedBy: actor.kind === 'buyer' ? actor.name.slice(0, 200) : PIPEDRIVE_ACTOR_NAME,
      changedAt: this.clock.now(),
    } satisfies LeadOutcomeRecord);
    await this.outcomes.write(record, before);
    return true;
  }

  /**
   * What the buyer's Pipedrive deal says, unless the buyer set an outcome in the portal (the sale is
   * locked, so a buyer saving at the same moment wins); answers whether it changed anything.
   */
  @Transactional()
  async recordFromPipedrive(saleId: number, choice: LeadOutcomeChoice): Promise<boolean> {
    const sale = await this.outcomes.saleByIdForUpdate(saleId);
    if (!sale) return false;
    const current = await this.outcomes.current(saleId);
    if (current?.source === 'portal') return false;
    return this.write(saleId, sale.organisationId, sale.leadId, choice, { kind: 'pipedrive' });
  }

  /** The outcome of the organisation's sale of this lead and its history; 404 when it was not sold to it. */
  async of(organisationId: number, leadId: number): Promise<LeadOutcomeView> {
    if (!(await this.outcomes.saleExists(organisationId, leadId))) throw notFound(leadId);
    return this.view(organisationId, leadId);
  }

  private async view(organisationId: number, leadId: number): Promise<LeadOutcomeView> {
    const [current, history] = await Promise.all([this.outcomes.currentOf(organisationId, leadId), this.outcomes.history(organisationId, leadId)]);
    return { outcome: current ? toLeadOutcome(current) : null, outcomeHistory: history.map(toLeadOutcome) };
  }

  /** The current outcomes of these leads' sales to the organisation (a page of a list), by lead id; leads without one are missing. */
  async currentFor(organisationId: number, leadIds: number[]): Promise<Map<number, LeadOutcome>> {
    return new Map((await this.outcomes.currentFor(organisationId, [...new Set(leadIds)])).map((record) => [record.leadId, toLeadOutcome(record)]));
  }

  /** The histories of these leads' sales to the organisation, by lead id, oldest change first (exports). */
  async historyFor(organisationId: number, leadIds: number[]): Promise<Map<number, LeadOutcome[]>> {
    const byLead = new Map<number, LeadOutcome[]>();
    for (const change of await this.outcomes.historyFor(organisationId, [...new Set(leadIds)])) {
      const list = byLead.get(change.leadId) ?? [];
      list.push(toLeadOutcome(change));
      byLead.set(change.leadId, list);
    }
    return byLead;
  }

  /** For the staff's lead page: the outcome and history of each of these sales (any buyer), by sale id; sales without one are missing. */
  async ofSales(saleIds: number[]): Promise<Map<number, { outcome: LeadOutcome | null; history: LeadOutcome[] }>> {
    const ids = [...new Set(saleIds)];
    const [current, changes] = await Promise.all([this.outcomes.currentOfSales(ids), this.outcomes.historyOfSales(ids)]);
    const bySale = new Map<number, { outcome: LeadOutcome | null; history: LeadOutcome[] }>();
    const entry = (saleId: number) => bySale.get(saleId) ?? bySale.set(saleId, { outcome: null, history: [] }).get(saleId)!;
    for (const record of current) entry(record.saleId).outcome = toLeadOutcome(record);
    for (const change of changes) entry(change.saleId).history.push(toLeadOutcome(change));
    return bySale;
  }

  /** The ids of the organisation's leads whose outcome is one of `statuses`, ascending. */
  leadIdsWithStatus(organisationId: number, statuses: LeadOutcomeStatus | LeadOutcomeStatus[]): Promise<number[]> {
    return this.outcomes.leadIdsWithStatus(organisationId, Array.isArray(statuses) ? statuses : [statuses]);
  }

  /** The buyer's outcomes for staff: the last 90 days' counts and the 50 latest changes, and its reminder switch. */
  async overview(organisationId: number) {
    if (!(await this.outcomes.organisationExists(organisationId))) throw new LeadOutcomesException('ORGANISATION_NOT_FOUND', `Unternehmen ${organisationId} gibt es nicht.`);
    const since = new Date(this.clock.now().getTime() - OVERVIEW_DAYS * 86_400_000);
    const [reminder, summary, recent] = await Promise.all([this.reminder(organisationId), this.outcomes.summary(organisationId, since), this.outcomes.recent(organisationId, OVERVIEW_RECENT)]);
    const counts = Object.fromEntries(LEAD_OUTCOME_STATUSES.map((status) => [status, summary.counts.get(status) ?? 0]));
    return {
      reminder,
      sales: summary.sales,
      withOutcome: summary.withOutcome,
      counts,
      wonValue: summary.wonCents / 100,
      recent: recent.map(({ record, soldAt }) => ({ saleId: record.saleId, leadId: record.leadId, soldAt: new Date(soldAt).toISOString(), outcome: toLeadOutcome(record) })),
    };
  }

  /** Whether the buyer gets the reminder mail (default on) and when it last got one. */
  async reminder(organisationId: number): Promise<{ enabled: boolean; lastSentAt: string | null }> {
    const row = await this.outcomes.reminder(organisationId);
    return { enabled: row?.enabled ?? true, lastSentAt: row?.lastSentAt ? new Date(row.lastSentAt).toISOString() : null };
  }

  @Transactional()
  async setReminder(organisationId: number, enabled: boolean): Promise<{ enabled: boolean; lastSentAt: string | null }> {
    if (!(await this.outcomes.organisationExists(organisationId))) throw new LeadOutcomesException('ORGANISATION_NOT_FOUND', `Unternehmen ${organisationId} gibt es nicht.`);
    if (typeof enabled !== 'boolean') throw new LeadOutcomesException('INVALID_OUTCOME', 'Bitte geben Sie an, ob die Erinnerung an (true) oder aus (false) sein soll.', { enabled: 'Ja oder Nein' });
    await this.outcomes.setReminder(organisationId, enabled);
    return this.reminder(organisationId);
  }
}

const notFound = (leadId: number) => new LeadOutcomesException('LEAD_NOT_FOUND', `Lead ${leadId} wurde Ihnen nicht verkauft.`);
