import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Client } from 'pg';
import { BackupException } from './backup.exception';
import { migrationTimestamp } from './backup-manifest';

/** What a database holds, as the manifest records it and a restore checks it. */
export interface DatabaseState {
  /** The last migration run; null when the database was never set up. */
  migration: { name: string; timestamp: number } | null;
  tables: Record<string, number>;
  /** The erasures (Art. 17) the data contains: how many, and the latest; a restore re-applies those made after it. */
  erasures?: ErasuresContained;
}

export interface ErasuresContained {
  count: number;
  latestAt: string | null;
}

type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** The embedded database's files inside DATA_DIR (as libs/infrastructure's EmbeddedPostgres keeps them). */
export const PGDATA_DIR = 'pgdata';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Exact row counts of every table of the schema, and the last migration TypeORM recorded. */
export async function inspectDatabase(query: Query): Promise<DatabaseState> {
  const tables = await query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ rows }] = await query<{ rows: string }>(`SELECT count(*)::text AS rows FROM public.${quoted(name)}`);
    counts[name] = Number(rows);
  }
  if (!('migrations' in counts)) return { migration: null, tables: counts };
  const [last] = await query<{ name: string }>('SELECT name FROM public.migrations ORDER BY "timestamp" DESC, id DESC LIMIT 1');
  const migration = last ? { name: last.name, timestamp: migrationTimestamp(last.name) } : null;
  if (!('audit_entry' in counts)) return { migration, tables: counts };
  // Each erasure leaves one audit row (libs/privacy ErasureService), whatever else it did.
  const [erased] = await query<{ count: string; latest: Date | string | null }>(
    `SELECT count(*)::text AS count, max(at) AS latest FROM public.audit_entry WHERE action = 'erase' AND entity_type = 'privacy'`,
  );
  const latestAt = erased.latest === null ? null : new Date(erased.latest).toISOString();
  return { migration, tables: counts, erasures: { count: Number(erased.count), latestAt } };
}

const onPglite = (pglite: PGlite): Query => async (sql, params) => (await pglite.query(sql, params)).rows as never;
const onClient = (client: Client): Query => async (sql, params) => (await client.query(sql, params)).rows;

/** Whether DATA_DIR holds an embedded database at all (PGlite would otherwise create a new, empty one). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, PGDATA_DIR, 'PG_VERSION'));
}

/**
 * Dumps the embedded database of `dataDir` (PGlite's data-directory tarball) to `target`. The caller
 * holds the embedded lock: nothing else writes while it is open.
 */
export async function dumpEmbedded(dataDir: string, target: string): Promise<DatabaseState> {
  const pglite = await PGlite.create(join(dataDir, PGDATA_DIR));
  try {
    const state = await inspectDatabase(onPglite(pglite));
    if (!state.migration) return state;
    const dump = await pglite.dumpDataDir('none');
    await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream<Uint8Array>), createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    return state;
  } finally {
    await pglite.close();
  }
}

/** Creates the embedded database in `pgdataDir` (which must not hold one) from a dump, and reports what it holds. */
export async function loadEmbedded(pgdataDir: string, dump: string): Promise<DatabaseState> {
  const pglite = await PGlite.create(pgdataDir, { loadDataDir: await openAsBlob(dump) });
  try {
    return await inspectDatabase(onPglite(pglite));
  } finally {
    await pglite.close();
  }
}

/** Reads the embedded database of `dataDir` (the test and the restore's check both look with it). */
export async function inspectEmbedded(dataDir: string): Promise<DatabaseState> {
  const pglite = await PGlite.create(join(dataDir, PGDATA_DIR));
  try {
    return await inspectDatabase(onPglite(pglite));
  } finally {
    await pglite.close();
  }
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `pg_dump -Fc` of the server database, online: the counts are taken in a repeatable-read transaction
 * whose snapshot pg_dump shares, so the manifest describes exactly the dumped data however busy the server is.
 */
export async function dumpPostgres(url: string, target: string): Promise<DatabaseState> {
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const [{ snapshot }] = (await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')).rows;
      const state = await inspectDatabase(onClient(client));
      if (state.migration) await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${target}`], url);
      return state;
    } finally {
      await client.query('ROLLBACK');
    }
  });
}

/** How many tables, views and sequences the server database holds outside the system schemas. */
export async function postgresRelationCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND s.nspname NOT IN ('pg_catalog', 'information_schema')
         AND s.nspname NOT LIKE 'pg\\_toast%' AND s.nspname NOT LIKE 'pg\\_temp%'`,
    );
    return Number(rows[0].n);
  });
}

/**
 * `pg_restore` into the (empty) server database, in one transaction: a failure leaves it empty. Objects
 * belong to the user of DATABASE_URL, as when the server created them.
 */
export async function restorePostgres(url: string, dump: string): Promise<DatabaseState> {
  await runTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', dump], url);
  return inspectPostgres(url);
}

export function inspectPostgres(url: string): Promise<DatabaseState> {
  return withClient(url, (client) => inspectDatabase(onClient(client)));
}

/**
 * Runs pg_dump or pg_restore (Debian: postgresql-client) against DATABASE_URL. The password goes in the
 * environment, not the arguments, which every user of the machine can read in the process list.
 */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, ['--no-password', `--dbname=${address.toString()}`, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupException('DATABASE_TOOL_FAILED', `${tool} wurde nicht gefunden. Bitte den PostgreSQL-Client installieren (Debian/Ubuntu: apt-get install postgresql-client).`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupException('DATABASE_TOOL_FAILED', `${tool} ist fehlgeschlagen (Exit-Code ${code}): ${stderr.trim() || 'keine Meldung'}`));
    });
  });
}
