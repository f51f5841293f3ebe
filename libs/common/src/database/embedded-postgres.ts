import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** `DATA_DIR=memory://` keeps the embedded database in memory (tests, throw-away demos). */
export const IN_MEMORY = 'memory://';

/**
 * PostgreSQL compiled to WebAssembly, running inside this process. It speaks to TypeORM's normal `pg`
 * driver through an in-process connection, so the same SQL and migrations serve both modes. PGlite
 * runs one statement at a time, so the pool has exactly one connection.
 */
export class EmbeddedPostgres {
  private constructor(readonly pglite: PGlite) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    if (dataDir === IN_MEMORY) return new EmbeddedPostgres(await PGlite.create());
    const directory = join(dataDir, 'pgdata');
    mkdirSync(directory, { recursive: true });
    return new EmbeddedPostgres(await PGlite.create(directory));
  }

  /** Options for `pg.Pool` (TypeORM's `extra`). */
  poolOptions(): Record<string, unknown> {
    const pgConfig = createPgConfig(this.pglite);
    return { connection: pgConfig.connection, max: 1, connectionTimeoutMillis: 60_000 };
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}
