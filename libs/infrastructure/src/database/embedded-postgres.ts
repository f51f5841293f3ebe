import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { IN_MEMORY } from '../config/app-config';
import { releaseEmbeddedLock, takeEmbeddedLock } from './embedded-lock';

export { IN_MEMORY };

/**
 * PostgreSQL compiled to WebAssembly, running inside this process. It speaks to TypeORM's normal `pg`
 * driver through an in-process connection, so the same SQL and migrations serve both modes. PGlite
 * runs one statement at a time, so the pool has exactly one connection.
 */
export class EmbeddedPostgres {
  private constructor(
    readonly pglite: PGlite,
    private readonly lockFile?: string,
  ) {}

  /** `snapshot`: with DATA_DIR=memory://, a `dumpDataDir` file to start from (AppConfig.MEMORY_SNAPSHOT). */
  static async start(dataDir: string, snapshot?: string): Promise<EmbeddedPostgres> {
    if (dataDir === IN_MEMORY) {
      const loadDataDir = snapshot ? new Blob([readFileSync(snapshot)]) : undefined;
      return new EmbeddedPostgres(await PGlite.create({ loadDataDir }));
    }
    const directory = join(dataDir, 'pgdata');
    mkdirSync(directory, { recursive: true });
    const lockFile = takeEmbeddedLock(dataDir);
    try {
      return new EmbeddedPostgres(await PGlite.create(directory), lockFile);
    } catch (error) {
      releaseEmbeddedLock(lockFile);
      throw error;
    }
  }

  /** Options for `pg.Pool` (TypeORM's `extra`). */
  poolOptions(): Record<string, unknown> {
    const pgConfig = createPgConfig(this.pglite);
    return { connection: pgConfig.connection, max: 1, connectionTimeoutMillis: 60_000 };
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
    if (this.lockFile) releaseEmbeddedLock(this.lockFile);
  }
}
