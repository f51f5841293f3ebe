import { Injectable } from '@nestjs/common';
import { Propagation, TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager } from 'typeorm';
import type { ListQuery } from '@app/contract';
import { BUYER_ACTOR_ROLE } from './audit-context';
import type { AuditFilter } from './audit-filter';
import { AuditContent, auditHash, ChainedRow, GENESIS_HASH } from './audit-chain';
import { AuditEntry } from './entities/audit-entry.entity';

/**
 * The key of the transaction-scoped advisory lock every append takes: appends from any request and
 * any API process on the same database run one after the other, so two never read the same last
 * hash and fork the chain. Held until the appending transaction ends.
 */
export const AUDIT_CHAIN_LOCK_KEY = 724_311_018;

export const AUDIT_SORT_FIELDS = ['id', 'at'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

@Injectable()
export class AuditEntryRepository {
  constructor(private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>) {}

  private get manager(): EntityManager {
    return this.txHost.tx;
  }

  /**
   * Appends one row in the current transaction (or a short one of its own): lock, read the last hash,
   * insert. Inside the caller's transaction the row commits or rolls back with the caller's work.
   */
  append(fields: Omit<AuditContent, 'at'>): Promise<AuditEntry> {
    return this.txHost.withTransaction(Propagation.Required, async () => {
      await this.manager.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK_KEY]);
      // The time is taken under the lock, so the trail's time order is its id order.
      const content: AuditContent = { ...fields, at: new Date() };
      const last: Array<{ hash: string }> = await this.manager.query('SELECT "hash" FROM "audit_entry" ORDER BY "id" DESC LIMIT 1');
      const prevHash = last[0]?.hash ?? GENESIS_HASH;
      const rows = this.manager.getRepository(AuditEntry);
      return rows.save(rows.create({ ...content, prevHash, hash: auditHash(prevHash, content) }));
    });
  }

  /**
   * Whether this user's `action` on the object is already on record since `since`. A buyer user's id
   * (role BUYER_ACTOR_ROLE) and a staff member's id are numbered apart: only the buyer's own rows count for it.
   */
  async recordedSince(userId: number, role: string | null, action: string, entityType: string, entityId: string, since: Date): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `SELECT 1 FROM "audit_entry" WHERE "entity_type" = $1 AND "entity_id" = $2 AND "user_id" = $3 AND "action" = $4 AND "at" >= $5
         AND ("role" IS NOT DISTINCT FROM $7) = ($6::text IS NOT DISTINCT FROM $7) LIMIT 1`,
      [entityType, entityId, userId, action, since, role, BUYER_ACTOR_ROLE],
    );
    return rows.length > 0;
  }

  /** Up to `limit` rows after `afterId`, in chain order, for the chain check. */
  async chainBatch(afterId: string | null, limit: number): Promise<ChainedRow[]> {
    const query = this.manager
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .orderBy('entry.id', 'ASC')
      .limit(limit);
    if (afterId !== null) query.where('entry.id > :afterId', { afterId });
    return query.getMany();
  }

  /** One page of the trail, newest first unless sorted otherwise; `at` sorts like `id` (rows are appended in time order). */
  async page(query: ListQuery<AuditSortField>, filter: AuditFilter): Promise<{ rows: AuditEntry[]; total: number }> {
    const builder = this.manager.getRepository(AuditEntry).createQueryBuilder('entry');
    // An id names a staff member: buyer users are numbered apart and found by their e-mail address.
    if (filter.userId !== undefined) builder.andWhere('entry.userId = :userId AND entry.role IS DISTINCT FROM :buyerRole', { userId: filter.userId, buyerRole: BUYER_ACTOR_ROLE });
    if (filter.userEmail !== undefined) builder.andWhere("entry.userEmail ILIKE :userEmail ESCAPE '\\'", { userEmail: `%${escapeLike(filter.userEmail)}%` });
    if (filter.entityType !== undefined) builder.andWhere('entry.entityType = :entityType', { entityType: filter.entityType });
    if (filter.entityId !== undefined) {
      // A lead's history includes the exports that handed it out: their rows name it among `details.ids` (ranges).
      const numeric = /^\d{1,15}$/.test(filter.entityId) ? Number(filter.entityId) : null;
      if (numeric === null) builder.andWhere('entry.entityId = :entityId', { entityId: filter.entityId });
      else {
        builder.andWhere(
          `(entry.entityId = :entityId OR (entry.entityId IS NULL AND jsonb_typeof(entry.details -> 'ids') = 'array' AND EXISTS (
            SELECT 1 FROM jsonb_array_elements(entry.details -> 'ids') AS range WHERE (range ->> 0)::bigint <= :subject AND (range ->> 1)::bigint >= :subject)))`,
          { entityId: filter.entityId, subject: numeric },
        );
      }
    }
    if (filter.action !== undefined) builder.andWhere('entry.action = :action', { action: filter.action });
    if (filter.from !== undefined) builder.andWhere('entry.at >= :from', { from: filter.from });
    if (filter.to !== undefined) builder.andWhere('entry.at < :to', { to: filter.to });
    // Rows are appended in time order, so the id is the tie-free order of both sort fields.
    const [rows, total] = await builder.orderBy('entry.id', query.sort.order).skip(query.offset).take(query.limit).getManyAndCount();
    return { rows, total };
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
