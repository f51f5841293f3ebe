import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { IN_MEMORY } from '@app/infrastructure';

/**
 * Where a test's data lives. Without DATABASE_URL: a fresh in-memory embedded database. With it: a fresh
 * database created on that server for this test file and dropped afterwards, so files can run in parallel.
 */
export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: { DATA_DIR: IN_MEMORY }, drop: async () => undefined };
  const name = `lp_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** With REDIS_URL set, each test file gets its own key prefix (and cleans it up). */
export function testRedisEnv(): Record<string, string> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) return {};
  return { REDIS_URL: redisUrl, REDIS_PREFIX: `lptest-${randomBytes(5).toString('hex')}` };
}
