import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { BERLIN_TIME_ZONE } from '@app/contract';
import { AppConfig } from '../config/app-config';

/**
 * The embedded database's housekeeping, nightly. A PostgreSQL server's autovacuum removes dead rows
 * (every new lead rewrites a row of the day tally, every sent outbox message is deleted) and refreshes
 * the planner's statistics; PGlite runs no background workers, so without this its tables and indexes
 * would only grow and its plans would rest on the figures of its first day. Runs outside any
 * transaction (VACUUM cannot run in one); the single connection is busy meanwhile, at 04:10 when
 * nobody waits. Against a server (DATABASE_URL) it does nothing: autovacuum is the better judge there.
 */
@Injectable()
export class EmbeddedMaintenance {
  private readonly logger = new Logger('Datenbank');

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  @Cron('0 10 4 * * *', { name: 'embedded-vacuum', timeZone: BERLIN_TIME_ZONE })
  async onSchedule(): Promise<void> {
    if (!this.config.embeddedDatabase) return;
    await this.run();
  }

  /** VACUUM (ANALYZE) of every table; the time it took. */
  async run(): Promise<number> {
    const started = Date.now();
    await this.dataSource.query('VACUUM (ANALYZE)');
    const took = Date.now() - started;
    this.logger.log(`Eingebettete Datenbank aufgeräumt (VACUUM ANALYZE) in ${took} ms`);
    return took;
  }
}
