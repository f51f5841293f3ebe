import { PGlite } from '@electric-sql/pglite';
import { execFile } from 'node:child_process';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { IN_MEMORY } from '../config/app-config';
import { releaseEmbeddedLock, takeEmbeddedLock } from './embedded-lock';
import { sessionStartParams } from './session-settings';

export { IN_MEMORY };

/**
 * Where an idle embedded server's memory went (measured with a fresh DATA_DIR, issue 19: 926 MB RSS
 * after start): PGlite's WebAssembly memory, grown to 189 MB because initdb's default shared_buffers of
 * 128 MB do not fit its initial 128 MB, all of it touched; about 390 MB of garbage from initdb, which
 * PGlite runs in a second instance with a memory of its own (plus initdb's 64 MB) that stays until a full
 * garbage collection, which an idle process does not do; the JavaScript heap at some 100 MB (module
 * sources 40 MB, the password dictionaries 8 MB); native code and buffers the rest. Hence 32 MB of
 * shared buffers (the database of a small business fits; the operating system caches the files
 * anyway), and a new data directory made (initdb, and the migrations where possible) by a child process,
 * whose memory goes with it. `wal_recycle=off`: a WAL segment no longer needed is deleted, not kept under a
 * new name with its old content (an erasure's values would stay in it; see EmbeddedMaintenance).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'wal_recycle=off', ...sessionStartParams()];

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

  /**
   * `snapshot`: with DATA_DIR=memory://, a `dumpDataDir` file to start from (AppConfig.MEMORY_SNAPSHOT).
   * `prepare`: makes a new data directory (initdb and migrations in a child process, see data-source.ts);
   * without it a new directory is only initialised, in a child process as well.
   */
  static async start(dataDir: string, snapshot?: string, prepare?: (directory: string) => Promise<void>): Promise<EmbeddedPostgres> {
    if (dataDir === IN_MEMORY) {
      const loadDataDir = snapshot ? new Blob([readFileSync(snapshot)]) : undefined;
      return new EmbeddedPostgres(await PGlite.create({ loadDataDir, startParams: START_PARAMS }));
    }
    const directory = join(dataDir, 'pgdata');
    mkdirSync(directory, { recursive: true });
    const lockFile = takeEmbeddedLock(dataDir);
    try {
      if (!existsSync(join(directory, 'PG_VERSION'))) await (prepare ?? initialiseInChild)(directory);
      return new EmbeddedPostgres(await PGlite.create(directory, { startParams: START_PARAMS }), lockFile);
    } catch (error) {
      releaseEmbeddedLock(lockFile);
      throw error;
    }
  }

  /** A data directory another process holds the lock for (the child that prepares a new one for it); created if new. */
  static async openUnlocked(directory: string): Promise<EmbeddedPostgres> {
    mkdirSync(directory, { recursive: true });
    return new EmbeddedPostgres(await PGlite.create(directory, { startParams: START_PARAMS }));
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

/**
 * Creates a new data directory (initdb) in a child process: see START_PARAMS for the memory this keeps
 * out of the server. (A worker thread kept 64 MB: the C heap it used stays with the process.) The child
 * loads PGlite's CommonJS build by its resolved path, so it needs no module resolution of its own.
 */
async function initialiseInChild(directory: string): Promise<void> {
  const script = `require(process.argv[1]).PGlite.create(process.argv[2]).then((db) => db.close())`;
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['-e', script, require.resolve('@electric-sql/pglite'), directory], { timeout: 300_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`Eingebettete Datenbank: initdb fehlgeschlagen (${error.message}) ${stderr}`.trim())) : resolve(),
    );
  });
}
