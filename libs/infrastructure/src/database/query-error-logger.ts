import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger, QueryRunner } from 'typeorm';

/** PostgreSQL's code for a unique violation: the code that meets one handles it (races on slugs, external ids). */
const UNIQUE_VIOLATION = '23505';

/**
 * Logs failed queries through Nest, without their parameters: those hold customers' names, phones and
 * e-mails, which do not belong in logs. Unique violations are expected races the callers answer
 * themselves, so they are only debug output.
 */
export class QueryErrorLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Datenbank');

  logQueryError(error: string | Error, query: string, _parameters?: unknown[], _queryRunner?: QueryRunner): void {
    const message = typeof error === 'string' ? error : error.message;
    const code = typeof error === 'object' ? (error as { code?: string }).code : undefined;
    const text = `Abfrage fehlgeschlagen (${code ?? 'ohne Code'}): ${message} – ${query.slice(0, 300)}`;
    if (code === UNIQUE_VIOLATION) this.logger.debug(text);
    else this.logger.error(text);
  }

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    this.logger.log(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
