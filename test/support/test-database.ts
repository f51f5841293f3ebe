import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { dataSourceOptions, IN_MEMORY, loadConfig, migratedMemorySnapshot, openDataSource } from '@app/infrastructure';
import { SCHEMA } from '@app/schema';

/**
 * Where a test's data lives. Without DATABASE_URL: a fresh in-memory embedded database. With it: a fresh
 * database created on that server for this test file and dropped afterwards, so files can run in parallel.
 *
 * Both start from a schema migrated once per migration set, not migrated again in every file: an embedded
 * database loads a PGlite snapshot of a migrated one (`MEMORY_SNAPSHOT`), a server database is created
 * from a migrated template (`CREATE DATABASE … TEMPLATE`). `{ empty: true }` gives an unmigrated database
 * to the tests that migrate themselves (libs/schema: from empty, drift, down and up).
 */
export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

const ROOT = join(__dirname, '..', '..');
const MIGRATIONS_DIR = join(ROOT, 'libs', 'schema', 'src', 'migrations');
/** Kept between runs: the snapshot is rebuilt only when a migration or PGlite changes. */
const SNAPSHOT_DIR = join(ROOT, 'node_modules', '.cache', 'leadportal-test-db');

export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: empty ? { DATA_DIR: IN_MEMORY } : { DATA_DIR: IN_MEMORY, MEMORY_SNAPSHOT: await migratedSnapshot() }, drop: async () => undefined };
  const name = `lp_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : await migratedTemplate(serverUrl);
  await onServer(serverUrl, async (admin) => {
    if (!template) return void (await admin.query(`CREATE DATABASE ${name}`));
    await withRetry(() => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  });
  return {
    // DATA_DIR in memory here too: uploads and other files go to a directory of this app's own, not ./data shared by
    // every test file (a neighbour's stored-file sweep removed files another test was counting).
    env: { DATABASE_URL: databaseUrl(serverUrl, name), DATA_DIR: IN_MEMORY },
    drop: () => onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined)),
  };
}

/** Names the schema: every migration's source, and the PGlite version the snapshot was taken with. */
function schemaFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  hash.update(JSON.parse(readFileSync(join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The file a migrated embedded database was dumped to. Jest's workers may race to build it: each writes
 * its own copy and renames it into place, so a reader never sees half a file.
 */
async function migratedSnapshot(): Promise<string> {
  const file = join(SNAPSHOT_DIR, `migrated-${schemaFingerprint()}.tar`);
  if (existsSync(file)) return file;
  const dump = await migratedMemorySnapshot(dataSourceOptions(loadConfig({ DATA_DIR: IN_MEMORY, JWT_SECRET: 's'.repeat(32) }), SCHEMA));
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return file;
}

/**
 * A migrated database on the server, used only as a template. Built under a temporary name and renamed,
 * so a parallel worker either finds the finished template or builds its own and loses the rename race.
 * Finished templates of other migration sets are dropped.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `lp_template_${schemaFingerprint()}`;
  const exists = await onServer(serverUrl, async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (exists) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${building}`));
  const dataSource = await openDataSource(dataSourceOptions(loadConfig({ DATABASE_URL: databaseUrl(serverUrl, building), JWT_SECRET: 's'.repeat(32) }), SCHEMA));
  await dataSource.destroy();
  await onServer(serverUrl, async (admin) => {
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      // Another worker finished first: its template serves.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      return;
    }
    // Finished templates of other migration sets only: a parallel worker may still be building one of this set.
    const old = await admin.query(`SELECT datname FROM pg_database WHERE datname ~ '^lp_template_[0-9a-f]{16}$' AND datname <> $1`, [name]);
    for (const { datname } of old.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  });
  return name;
}

async function onServer<T>(serverUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Two copies from one template at the same moment can meet PostgreSQL's "being accessed by other users". */
async function withRetry<T>(work: () => Promise<T>, attempts = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** With REDIS_URL set, each test file gets its own key prefix (and cleans it up). */
export function testRedisEnv(): Record<string, string> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) return {};
  return { REDIS_URL: redisUrl, REDIS_PREFIX: `lptest-${randomBytes(5).toString('hex')}` };
}
