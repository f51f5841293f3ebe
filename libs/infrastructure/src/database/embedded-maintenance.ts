import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { BERLIN_TIME_ZONE } from '@app/contract';
import { AppConfig } from '../config/app-config';
import { ErasedDataRewriteRequests } from './erased-data-rewrite';

/**
 * The database's housekeeping, nightly at 04:10 when nobody waits.
 *
 * Embedded: a PostgreSQL server's autovacuum removes dead rows (every new lead rewrites a row of the day
 * tally, every sent outbox message is deleted) and refreshes the planner's statistics; PGlite runs no
 * background workers, so without this its tables and indexes would only grow and its plans would rest on
 * the figures of its first day. After an erasure (Art. 17, retention) it rewrites every table instead
 * (VACUUM FULL: the erased values stay in dead row versions otherwise) and ends the WAL segment that
 * holds them; the embedded database runs with `wal_recycle=off`, so the checkpoints delete that segment
 * instead of keeping it under a new name. VACUUM runs outside any transaction; the single connection is
 * busy meanwhile.
 *
 * Against a server (DATABASE_URL) autovacuum is the better judge, and rewriting the lead table would
 * lock it for the intake: after an erasure one process says in the log what the operator does (README).
 */
@Injectable()
export class EmbeddedMaintenance {
  private readonly logger = new Logger('Datenbank');

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly rewrites: ErasedDataRewriteRequests,
  ) {}

  @Cron('0 10 4 * * *', { name: 'embedded-vacuum', timeZone: BERLIN_TIME_ZONE })
  async onSchedule(): Promise<void> {
    if (this.config.embeddedDatabase) await this.run();
    else await this.remindOperator();
  }

  /** VACUUM (ANALYZE) of every table, or after an erasure VACUUM (FULL, ANALYZE) and the WAL dropped; the time it took. */
  async run(): Promise<number> {
    const started = Date.now();
    const erasedUpTo = await this.rewrites.pending();
    if (erasedUpTo === null) {
      await this.dataSource.query('VACUUM (ANALYZE)');
    } else {
      await this.dataSource.query('VACUUM (FULL, ANALYZE)');
      // The WAL still holds the erased values (and the pages VACUUM FULL read): a new segment, and two
      // checkpoints so that no segment before it is needed for recovery any more and it is deleted.
      await this.dataSource.query('SELECT pg_switch_wal()');
      await this.dataSource.query('CHECKPOINT');
      await this.dataSource.query('CHECKPOINT');
      await this.rewrites.done(erasedUpTo);
    }
    const took = Date.now() - started;
    const what = erasedUpTo === null ? 'VACUUM ANALYZE' : 'VACUUM FULL nach einer Löschung, WAL geleert';
    this.logger.log(`Eingebettete Datenbank aufgeräumt (${what}) in ${took} ms`);
    return took;
  }

  /** On a server: once per erasure (across processes), the operator's part. */
  private async remindOperator(): Promise<void> {
    const erasedUpTo = await this.rewrites.pending();
    if (erasedUpTo === null || !(await this.rewrites.done(erasedUpTo))) return;
    this.logger.warn(
      `Seit der letzten Wartung wurden personenbezogene Daten gelöscht (zuletzt ${erasedUpTo.toISOString()}). Bis die Tabellen neu geschrieben sind, ` +
        'stehen die alten Werte noch in den Datendateien und im WAL: bitte VACUUM FULL (oder pg_repack) der Tabellen mit Personendaten, ' +
        'siehe README „Datenschutz: was nach einer Löschung bleibt“.',
    );
  }
}
