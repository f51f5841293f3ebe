import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { AuditService } from '@app/audit';
import { TransactionalRepository } from '@app/infrastructure';
import type { LeadOutcomeStatus } from '@app/contract';
import { LeadOutcomeChange, LeadOutcomeRecord, LeadOutcomeReminder } from './entities/lead-outcome.entity';

/** The sale an outcome belongs to. */
export interface OutcomeSale {
  saleId: number;
  organisationId: number;
  leadId: number;
  soldAt: Date;
  reclaimed: boolean;
}

/** A sale the Pipedrive sync may read the deal of. */
export interface PipedriveDealSale {
  saleId: number;
  organisationId: number;
  leadId: number;
  dealId: number;
  /** The current outcome's source, null when there is none. */
  source: string | null;
  status: LeadOutcomeStatus | null;
}

/** A buyer that bought in a period without saying what became of any of those leads. */
export interface SilentBuyer {
  organisationId: number;
  name: string;
  email: string;
  notificationEmail: string;
  sales: number;
}

@Injectable()
export class LeadOutcomeRepository extends TransactionalRepository {
  constructor(
    txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly audit: AuditService,
  ) {
    super(txHost);
  }

  /** The organisation's sale of this lead, locked for the change (two buyer users saving at once keep both changes in order). */
  async saleForUpdate(organisationId: number, leadId: number): Promise<OutcomeSale | null> {
    const rows: { id: number; organisation_id: number; lead_id: number; sold_at: Date; reclaimed: boolean }[] = await this.manager.query(
      'SELECT id, organisation_id, lead_id, sold_at, reclaimed FROM sale WHERE organisation_id = $1 AND lead_id = $2 FOR UPDATE',
      [organisationId, leadId],
    );
    const row = rows[0];
    return row ? { saleId: Number(row.id), organisationId: Number(row.organisation_id), leadId: Number(row.lead_id), soldAt: new Date(row.sold_at), reclaimed: row.reclaimed } : null;
  }

  async saleByIdForUpdate(saleId: number): Promise<OutcomeSale | null> {
    const rows: { id: number; organisation_id: number; lead_id: number; sold_at: Date; reclaimed: boolean }[] = await this.manager.query(
      'SELECT id, organisation_id, lead_id, sold_at, reclaimed FROM sale WHERE id = $1 FOR UPDATE',
      [saleId],
    );
    const row = rows[0];
    return row ? { saleId: Number(row.id), organisationId: Number(row.organisation_id), leadId: Number(row.lead_id), soldAt: new Date(row.sold_at), reclaimed: row.reclaimed } : null;
  }

  async organisationExists(organisationId: number): Promise<boolean> {
    const rows: unknown[] = await this.manager.query('SELECT 1 FROM organisation WHERE id = $1', [organisationId]);
    return rows.length > 0;
  }

  async saleExists(organisationId: number, leadId: number): Promise<boolean> {
    const rows: unknown[] = await this.manager.query('SELECT 1 FROM sale WHERE organisation_id = $1 AND lead_id = $2', [organisationId, leadId]);
    return rows.length > 0;
  }

  current(saleId: number): Promise<LeadOutcomeRecord | null> {
    return this.manager.getRepository(LeadOutcomeRecord).findOneBy({ saleId });
  }

  currentOf(organisationId: number, leadId: number): Promise<LeadOutcomeRecord | null> {
    return this.manager.getRepository(LeadOutcomeRecord).findOneBy({ organisationId, leadId });
  }

  async currentFor(organisationId: number, leadIds: number[]): Promise<LeadOutcomeRecord[]> {
    if (!leadIds.length) return [];
    return this.manager
      .getRepository(LeadOutcomeRecord)
      .createQueryBuilder('o')
      .where('o.organisation_id = :organisationId AND o.lead_id = ANY(:leadIds)', { organisationId, leadIds })
      .getMany();
  }

  history(organisationId: number, leadId: number): Promise<LeadOutcomeChange[]> {
    return this.manager.getRepository(LeadOutcomeChange).find({ where: { organisationId, leadId }, order: { changedAt: 'ASC', id: 'ASC' } });
  }

  async historyFor(organisationId: number, leadIds: number[]): Promise<LeadOutcomeChange[]> {
    if (!leadIds.length) return [];
    return this.manager
      .getRepository(LeadOutcomeChange)
      .createQueryBuilder('c')
      .where('c.organisation_id = :organisationId AND c.lead_id = ANY(:leadIds)', { organisationId, leadIds })
      .orderBy('c.changed_at', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
  }

  /** The current outcomes of these sales (whatever their buyer): by the primary key. */
  async currentOfSales(saleIds: number[]): Promise<LeadOutcomeRecord[]> {
    if (!saleIds.length) return [];
    return this.manager.getRepository(LeadOutcomeRecord).find({ where: { saleId: In(saleIds) } });
  }

  /** Every change of these sales' outcomes, oldest first: off the (sale, time) index. */
  async historyOfSales(saleIds: number[]): Promise<LeadOutcomeChange[]> {
    if (!saleIds.length) return [];
    return this.manager.getRepository(LeadOutcomeChange).find({ where: { saleId: In(saleIds) }, order: { changedAt: 'ASC', id: 'ASC' } });
  }

  async leadIdsWithStatus(organisationId: number, statuses: LeadOutcomeStatus[]): Promise<number[]> {
    if (!statuses.length) return [];
    const rows: { lead_id: number }[] = await this.manager.query('SELECT lead_id FROM lead_outcome WHERE organisation_id = $1 AND status = ANY($2) ORDER BY lead_id', [organisationId, statuses]);
    return rows.map((row) => Number(row.lead_id));
  }

  /** The organisation's sales since `since`, how many have an outcome, the count per status and the won value in cents. */
  async summary(organisationId: number, since: Date): Promise<{ sales: number; withOutcome: number; counts: Map<string, number>; wonCents: number }> {
    const rows: { status: string | null; sales: string; won_cents: string }[] = await this.manager.query(
      `SELECT o.status, count(*) AS sales, coalesce(sum(round(o.value * 100)) FILTER (WHERE o.status = 'won'), 0) AS won_cents
         FROM sale s LEFT JOIN lead_outcome o ON o.sale_id = s.id
        WHERE s.organisation_id = $1 AND s.sold_at >= $2
        GROUP BY o.status`,
      [organisationId, since],
    );
    const counts = new Map(rows.filter((row) => row.status !== null).map((row) => [row.status!, Number(row.sales)]));
    return {
      sales: rows.reduce((sum, row) => sum + Number(row.sales), 0),
      withOutcome: [...counts.values()].reduce((sum, count) => sum + count, 0),
      counts,
      wonCents: rows.reduce((sum, row) => sum + Number(row.won_cents), 0),
    };
  }

  /** The organisation's latest outcome changes (current outcomes, newest first) with the sale time. */
  async recent(organisationId: number, limit: number): Promise<{ record: LeadOutcomeRecord; soldAt: Date }[]> {
    const records = await this.manager.getRepository(LeadOutcomeRecord).find({ where: { organisationId }, order: { changedAt: 'DESC', saleId: 'DESC' }, take: limit });
    if (!records.length) return [];
    const rows: { id: number; sold_at: Date }[] = await this.manager.query('SELECT id, sold_at FROM sale WHERE id = ANY($1)', [records.map((record) => record.saleId)]);
    const soldAt = new Map(rows.map((row) => [Number(row.id), row.sold_at]));
    return records.map((record) => ({ record, soldAt: soldAt.get(record.saleId)! }));
  }

  /** Writes the new current outcome and its history entry; the audit trail gets before and after. */
  async write(record: LeadOutcomeRecord, before: LeadOutcomeRecord | null): Promise<LeadOutcomeRecord> {
    const saved = await this.manager.getRepository(LeadOutcomeRecord).save(this.manager.getRepository(LeadOutcomeRecord).create(record));
    const { saleId: _saleId, sale: _sale, ...fields } = record;
    await this.manager.getRepository(LeadOutcomeChange).insert({ ...fields, saleId: record.saleId });
    await this.audit.noteChange('lead-outcome', record.saleId, before ? snapshot(before) : null, snapshot(saved));
    return saved;
  }

  /**
   * The sales of Pipedrive buyers since `since` whose delivery created a deal (the delivery's reference
   * is the deal id; a Pipedrive lead's id is a UUID and has no won/lost), with their current outcome.
   */
  async pipedriveDealSales(organisationIds: number[], since: Date): Promise<PipedriveDealSale[]> {
    if (!organisationIds.length) return [];
    const rows: { sale_id: number; organisation_id: number; lead_id: number; reference: string; source: string | null; status: LeadOutcomeStatus | null }[] = await this.manager.query(
      `SELECT s.id AS sale_id, s.organisation_id, s.lead_id, d.reference, o.source, o.status
         FROM sale s
         JOIN delivery d ON d.sale_id = s.id
         LEFT JOIN lead_outcome o ON o.sale_id = s.id
        WHERE s.organisation_id = ANY($1) AND s.sold_at >= $2 AND d.status = 'delivered' AND d.reference ~ '^[0-9]{1,15}$'
        ORDER BY s.organisation_id, s.id`,
      [organisationIds, since],
    );
    return rows.map((row) => ({
      saleId: Number(row.sale_id),
      organisationId: Number(row.organisation_id),
      leadId: Number(row.lead_id),
      dealId: Number(row.reference),
      source: row.source,
      status: row.status,
    }));
  }

  /**
   * Active buyers with sales in [since, until) of which none has an outcome, one of them sold before
   * `soldBefore`, whose reminder is on and whose last one (if any) is older than `remindedBefore`.
   */
  async silentBuyers(since: Date, until: Date, remindedBefore: Date, soldBefore: Date): Promise<SilentBuyer[]> {
    const rows: { id: number; name: string; email: string; notification_email: string | null; sales: string }[] = await this.manager.query(
      `SELECT org.id, org.name, org.email, ba.notification_email, count(*) AS sales
         FROM sale s
         JOIN organisation org ON org.id = s.organisation_id
         LEFT JOIN buyer_availability ba ON ba.organisation_id = org.id
        WHERE s.sold_at >= $1 AND s.sold_at < $2 AND org.active AND NOT org.deleted
          AND NOT EXISTS (
                SELECT 1 FROM sale s2 JOIN lead_outcome o2 ON o2.sale_id = s2.id
                 WHERE s2.organisation_id = s.organisation_id AND s2.sold_at >= $1 AND s2.sold_at < $2)
          AND NOT EXISTS (SELECT 1 FROM lead_outcome_reminder r WHERE r.organisation_id = org.id AND (NOT r.enabled OR r.last_sent_at >= $3))
        GROUP BY org.id, org.name, org.email, ba.notification_email
       HAVING min(s.sold_at) < $4
        ORDER BY org.id`,
      [since, until, remindedBefore, soldBefore],
    );
    return rows.map((row) => ({ organisationId: Number(row.id), name: row.name, email: row.email ?? '', notificationEmail: row.notification_email ?? '', sales: Number(row.sales) }));
  }

  /** Records the reminder; answers false when another run recorded one since `remindedBefore` (it then sends nothing). */
  async noteReminder(organisationId: number, sentAt: Date, remindedBefore: Date): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `INSERT INTO lead_outcome_reminder (organisation_id, enabled, last_sent_at) VALUES ($1, true, $2)
       ON CONFLICT (organisation_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
        WHERE lead_outcome_reminder.enabled AND (lead_outcome_reminder.last_sent_at IS NULL OR lead_outcome_reminder.last_sent_at < $3)
       RETURNING organisation_id`,
      [organisationId, sentAt, remindedBefore],
    );
    return rows.length > 0;
  }

  reminder(organisationId: number): Promise<LeadOutcomeReminder | null> {
    return this.manager.getRepository(LeadOutcomeReminder).findOneBy({ organisationId });
  }

  async setReminder(organisationId: number, enabled: boolean): Promise<void> {
    const before = await this.reminder(organisationId);
    await this.manager.query(
      `INSERT INTO lead_outcome_reminder (organisation_id, enabled) VALUES ($1, $2)
       ON CONFLICT (organisation_id) DO UPDATE SET enabled = EXCLUDED.enabled`,
      [organisationId, enabled],
    );
    await this.audit.noteChange('lead-outcome-reminder', organisationId, { enabled: before?.enabled ?? true }, { enabled });
  }
}

const snapshot = ({ status, value, reason, note, source, changedBy }: LeadOutcomeRecord) => ({ status, value, reason, note, source, changedBy });
