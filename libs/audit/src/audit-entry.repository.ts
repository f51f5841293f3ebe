import { Injectable } from '@nestjs/common';
import { Propagation, TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager } from 'typeorm';
import type { ListQuery } from '@app/contract';
import { AppConfig } from '@app/infrastructure';
import { BUYER_ACTOR_ROLE } from './audit-context';
import type { AuditFilter } from './audit-filter';
import { AuditContent, auditHash, ChainedRow, ChainPosition, checkChain, GENESIS_HASH } from './audit-chain';
import { AuditEntry } from './entities/audit-entry.entity';

/**
 * The key of the transaction-scoped advisory lock a chaining run takes: runs from any process on the same
 * database go one after the other, so two never read the same last hash and fork the chain. Held only
 * by the short chaining transaction, never by the transaction that wrote the rows.
 */
export const AUDIT_CHAIN_LOCK_KEY = 724_311_018;

/** Set on a transaction's query runner when it wrote a row, so its commit asks for a chaining run. */
export const AUDIT_ROWS_WRITTEN = 'auditRowsWritten';

export const AUDIT_SORT_FIELDS = ['id', 'at'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

@Injectable()
export class AuditEntryRepository {
  /** The chain's HMAC key: from the configuration, never stored in the database. */
  private readonly key: Buffer;

  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    config: AppConfig,
  ) {
    this.key = config.auditKey;
  }

  private get manager(): EntityManager {
    return this.txHost.tx;
  }

  /**
   * Appends one row in the current transaction (or a short one of its own), unchained: no lock, so an
   * audited transaction waits for no other. Inside the caller's transaction the row commits or rolls
   * back with the caller's work; after the commit AuditChainer gives it its place in the chain.
   */
  async append(fields: Omit<AuditContent, 'at'>): Promise<AuditEntry> {
    return this.txHost.withTransaction(Propagation.Required, async () => {
      const rows = this.manager.getRepository(AuditEntry);
      const entry = await rows.save(rows.create({ ...fields, at: new Date(), prevHash: null, hash: null, chainSeq: null }));
      const runner = this.manager.queryRunner;
      if (runner) runner.data[AUDIT_ROWS_WRITTEN] = true;
      return entry;
    });
  }

  /**
   * Chains up to `limit` committed rows that have no place yet, in id order, after the chain's head;
   * answers how many. Runs in `manager`'s transaction, which must be a short one of its own: the lock
   * it takes is held to that transaction's end.
   */
  async chainPending(manager: EntityManager, limit: number): Promise<number> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK_KEY]);
    const head: Array<{ seq: string; hash: string }> = await manager.query(
      'SELECT "chain_seq"::text AS "seq", "hash" FROM "audit_entry" WHERE "chain_seq" IS NOT NULL ORDER BY "chain_seq" DESC LIMIT 1',
    );
    const pending = await manager.getRepository(AuditEntry).createQueryBuilder('entry').where('entry.chainSeq IS NULL').orderBy('entry.id', 'ASC').limit(limit).getMany();
    if (pending.length === 0) return 0;
    let prevHash = head[0]?.hash ?? GENESIS_HASH;
    let seq = BigInt(head[0]?.seq ?? '0');
    const ids: string[] = [];
    const prevHashes: string[] = [];
    const hashes: string[] = [];
    const seqs: string[] = [];
    for (const entry of pending) {
      // Hashed as read back, so the check later (which reads the same row) computes the same.
      const hash = auditHash(prevHash, entry, this.key);
      ids.push(entry.id);
      prevHashes.push(prevHash);
      hashes.push(hash);
      seqs.push(String(++seq));
      prevHash = hash;
    }
    await manager.query(
      `UPDATE "audit_entry" AS a SET "prev_hash" = v.prev_hash, "hash" = v.hash, "chain_seq" = v.seq, "hash_keyed" = true
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[]) AS v(id, prev_hash, hash, seq)
        WHERE a."id" = v.id AND a."chain_seq" IS NULL`,
      [ids, prevHashes, hashes, seqs],
    );
    return pending.length;
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

  /** The last chained row's id and hash (the chain's head), or null while nothing is chained. */
  async head(): Promise<{ id: string; hash: string } | null> {
    const rows: Array<{ id: string; hash: string }> = await this.manager.query(
      'SELECT "id"::text AS "id", "hash" FROM "audit_entry" WHERE "chain_seq" IS NOT NULL ORDER BY "chain_seq" DESC LIMIT 1',
    );
    return rows[0] ?? null;
  }

  /** The stored hash of row `id`, or null when there is no such row. */
  async hashOf(id: string): Promise<string | null> {
    const rows: Array<{ hash: string }> = await this.manager.query('SELECT "hash" FROM "audit_entry" WHERE "id" = $1', [id]);
    return rows[0]?.hash ?? null;
  }

  /** Up to `limit` chained rows after place `afterSeq` (null: from the start), in chain order, for the chain check. */
  async chainBatch(afterSeq: string | null, limit: number): Promise<(ChainedRow & { chainSeq: string })[]> {
    const query = this.manager
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .where('entry.chainSeq IS NOT NULL')
      .orderBy('entry.chainSeq', 'ASC')
      .limit(limit);
    if (afterSeq !== null) query.andWhere('entry.chainSeq > :afterSeq', { afterSeq });
    return (await query.getMany()) as (ChainedRow & { chainSeq: string })[];
  }

  /** How long the oldest row waiting for its place in the chain has waited, in seconds (0: none waits). */
  async oldestUnchainedSeconds(): Promise<number> {
    const [row]: Array<{ seconds: number }> = await this.manager.query(
      'SELECT coalesce(extract(epoch FROM now() - min("at")), 0)::float8 AS "seconds" FROM "audit_entry" WHERE "chain_seq" IS NULL',
    );
    return Math.max(0, row.seconds);
  }

  /** How many rows wait for their place in the chain (written, committed, not yet chained). */
  unchained(): Promise<number> {
    return this.manager.getRepository(AuditEntry).createQueryBuilder('entry').where('entry.chainSeq IS NULL').getCount();
  }

  /** How many rows were chained before the chain was keyed (plain SHA-256, the oldest rows only). */
  unkeyed(): Promise<number> {
    return this.manager.getRepository(AuditEntry).createQueryBuilder('entry').where('entry.hashKeyed = false').getCount();
  }

  /** Checks a batch of the chain with the key (see checkChain). */
  check(rows: readonly ChainedRow[], position: ChainPosition): ReturnType<typeof checkChain> {
    return checkChain(rows, position, this.key);
  }

  /** One page of the trail, newest first unless sorted otherwise; `at` sorts like `id` (ids are drawn as rows are written). */
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
    // Ids are drawn as rows are written, so the id is the tie-free order of both sort fields.
    const [rows, total] = await builder.orderBy('entry.id', query.sort.order).skip(query.offset).take(query.limit).getManyAndCount();
    return { rows, total };
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
