#!/usr/bin/env node
/**
 * `npm run test:postgres`: the PostgreSQL pass. `npm test` runs every database test on the embedded database,
 * which is the same PostgreSQL engine in one process; this runs again, against DATABASE_URL's server and
 * REDIS_URL's Redis, the tests whose subject differs there: several connections (locks, races, counters), the
 * queue on Redis, the cache across processes, pg_dump, query plans, migrations on a server. Each such test file
 * says why in a line `// PostgreSQL pass: <why>`. Further arguments go to Jest.
 * `npm test -- --selectProjects database` with the same variables runs all of them against the servers.
 */
const { spawnSync } = require('node:child_process');
const { readdirSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '..');
const DATABASE_TESTS = /\.(medium|e2e)-spec\.ts$/;
const MARK = /^\/\/ PostgreSQL pass: \S/m;

function databaseTestFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'browser'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return databaseTestFiles(path);
    return DATABASE_TESTS.test(entry.name) ? [path] : [];
  });
}

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error('Der PostgreSQL-Lauf braucht DATABASE_URL und REDIS_URL, z. B.:');
  console.error('DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run test:postgres');
  process.exit(2);
}

const files = ['apps', 'libs', 'test']
  .flatMap((root) => databaseTestFiles(join(ROOT, root)))
  .filter((file) => MARK.test(readFileSync(file, 'utf8')))
  .map((file) => relative(ROOT, file))
  .sort();
console.log(`PostgreSQL-Lauf: ${files.length} Testdateien (markiert mit „// PostgreSQL pass: …“)`);

// Paths are patterns to Jest: each is anchored and its dots escaped, so one file never selects another.
const patterns = files.map((file) => `^${join(ROOT, file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const jest = require.resolve('jest/bin/jest');
const result = spawnSync(process.execPath, [jest, '--selectProjects', 'database', ...process.argv.slice(2), '--', ...patterns], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
