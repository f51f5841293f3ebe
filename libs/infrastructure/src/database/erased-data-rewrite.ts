import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource } from 'typeorm';
import { ErasedDataRewrite } from './erased-data-rewrite.entity';

/**
 * Asks the nightly maintenance to rewrite what an erasure left in the database's files (see
 * EmbeddedMaintenance). An erasure calls `request` in its own transaction: rolled back with it.
 */
@Injectable()
export class ErasedDataRewriteRequests {
  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly dataSource: DataSource,
  ) {}

  async request(at: Date): Promise<void> {
    await this.txHost.tx.query(
      `INSERT INTO "erased_data_rewrite" ("id", "requested_at") VALUES (1, $1)
       ON CONFLICT ("id") DO UPDATE SET "requested_at" = GREATEST("erased_data_rewrite"."requested_at", EXCLUDED."requested_at")`,
      [at],
    );
  }

  /** When the latest erasure still to be rewritten was made, or null (for the maintenance, outside any transaction). */
  async pending(): Promise<Date | null> {
    const [row] = await this.dataSource.getRepository(ErasedDataRewrite).find({ where: { id: 1 } });
    return row?.requestedAt ?? null;
  }

  /** Takes the request back once the erasures up to `upTo` are rewritten; true when this caller took it (one of several processes). */
  async done(upTo: Date): Promise<boolean> {
    // As a SELECT: TypeORM answers a bare DELETE … RETURNING with [rows, count].
    const [{ taken }]: Array<{ taken: number }> = await this.dataSource.query(
      `WITH taken AS (DELETE FROM "erased_data_rewrite" WHERE "id" = 1 AND "requested_at" <= $1 RETURNING 1) SELECT count(*)::int AS "taken" FROM taken`,
      [upTo],
    );
    return taken > 0;
  }
}
