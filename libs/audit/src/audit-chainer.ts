import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { DataSource, EntitySubscriberInterface, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { AUDIT_ROWS_WRITTEN, AuditEntryRepository } from './audit-entry.repository';

/** Rows chained per transaction: a backlog (rows left by a process that died) goes in a few short ones. */
const CHAIN_BATCH = 500;

/**
 * Gives written audit rows their place in the hash chain, right after the transaction that wrote them
 * commits. Chaining inside that transaction held the chain's lock from the row to the commit: audited
 * work on every process then ran one at a time, each holding the rows it had locked meanwhile.
 *
 * At most one run per process at a time; a commit during a run asks for one more. Runs of several
 * processes take turns under the chain's lock. A process that dies between a commit and its run leaves
 * rows unchained: the next run anywhere chains them, the seal's sweep at the latest (AuditSeal).
 */
@Injectable()
export class AuditChainer implements EntitySubscriberInterface, BeforeApplicationShutdown {
  private readonly logger = new Logger('Protokoll');
  private running: Promise<void> | null = null;
  private again = false;
  private closing = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly entries: AuditEntryRepository,
    private readonly txHost: TransactionHost,
  ) {
    // A subscriber with dependencies: registered by hand (TypeORM would construct a listed class itself).
    dataSource.subscribers.push(this);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const data = event.queryRunner.data as Record<string, unknown>;
    // A released savepoint is no commit: the rows may still roll back with the outer transaction.
    if (event.queryRunner.isTransactionActive || !data[AUDIT_ROWS_WRITTEN]) return;
    delete data[AUDIT_ROWS_WRITTEN];
    if (!this.closing) this.start();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) delete (event.queryRunner.data as Record<string, unknown>)[AUDIT_ROWS_WRITTEN];
  }

  /**
   * Chains every row committed so far; resolves once they are chained (the chain check and the seal
   * read a complete chain). Never inside a transaction: on the embedded database that transaction
   * holds the only connection the run needs.
   */
  async chainNow(): Promise<void> {
    if (this.txHost.isTransactionActive()) throw new Error('AuditChainer.chainNow() innerhalb einer Transaktion');
    this.start();
    await this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.running;
  }

  private start(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runUntilCaughtUp().finally(() => (this.running = null));
  }

  private async runUntilCaughtUp(): Promise<void> {
    do {
      this.again = false;
      try {
        // Straight on the data source: the commit that asked may still be the request's current transaction.
        while ((await this.dataSource.transaction((manager) => this.entries.chainPending(manager, CHAIN_BATCH))) === CHAIN_BATCH);
      } catch (error) {
        // The rows stay unchained, not lost: the next run chains them.
        this.logger.error(`Verketten des Protokolls fehlgeschlagen: ${(error as Error).message}`);
        return;
      }
    } while (this.again && !this.closing);
  }
}
