import { Injectable } from '@nestjs/common';
import { Propagation, TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager } from 'typeorm';
import { AuditContent, auditHash, ChainedRow, GENESIS_HASH } from './audit-chain';
import { AuditEntry } from './entities/audit-entry.entity';

/**
 * The key of the transaction-scoped advisory lock every append takes: appends from any request and
 * any API process on the same database run one after the other, so two never read the same last
 * hash and fork the chain. Held until the appending transaction ends.
 */
export const AUDIT_CHAIN_LOCK_KEY = 724_311_018;

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
  append(content: AuditContent): Promise<AuditEntry> {
    return this.txHost.withTransaction(Propagation.Required, async () => {
      await this.manager.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK_KEY]);
      const last: Array<{ hash: string }> = await this.manager.query('SELECT "hash" FROM "audit_entry" ORDER BY "id" DESC LIMIT 1');
      const prevHash = last[0]?.hash ?? GENESIS_HASH;
      const rows = this.manager.getRepository(AuditEntry);
      return rows.save(rows.create({ ...content, prevHash, hash: auditHash(prevHash, content) }));
    });
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
}
