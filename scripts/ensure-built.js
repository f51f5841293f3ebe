#!/usr/bin/env node
// Builds what is missing or older than its sources, so `npm start` works on a fresh clone and stays
// fast afterwards. Usage: node scripts/ensure-built.js [server|admin|funnel|portal|all …] [--force]
const { execSync } = require('node:child_process');
const { existsSync, readdirSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');

const targets = {
  server: {
    sources: ['apps', 'libs', 'nest-cli.json', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
    stamp: 'dist/.server-built',
    // The Nest CLI with nest-cli.json is the one build definition (`npm run dev` uses it too). Every project
    // there compiles the whole of tsconfig.build.json into dist/, so building `api` builds the worker and the
    // commands as well; the CLI rewrites the `@app/…` imports itself. It checks the types as it compiles, as
    // Nest developers expect (a full build: some 31 s of CPU, against 22 s for `tsc --noCheck` and tsc-alias).
    commands: ['node_modules/.bin/nest build api'],
  },
  admin: {
    sources: ['admin', 'ui', 'libs/contract', 'package-lock.json'],
    stamp: 'dist/admin/index.html',
    commands: ['node_modules/.bin/vite build --config admin/vite.config.mts --logLevel warn'],
  },
  funnel: {
    sources: ['funnel', 'libs/contract', 'package-lock.json'],
    stamp: 'dist/funnel/index.html',
    commands: ['node_modules/.bin/vite build --config funnel/vite.config.mts --logLevel warn'],
  },
  // The buyers' portal (issue 20), served under /portal.
  portal: {
    sources: ['portal', 'ui', 'libs/contract', 'package-lock.json'],
    stamp: 'dist/portal/index.html',
    commands: ['node_modules/.bin/vite build --config portal/vite.config.mts --logLevel warn'],
  },
};

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function ensure(name, force) {
  const target = targets[name];
  const stamp = join(root, target.stamp);
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...target.sources.map(newestMtime));
  if (!force && built >= changed) return;
  console.log(`Baue ${name} …`);
  // Always the production build: run from Jest (NODE_ENV=test) Vite would otherwise bundle React's
  // development build, whose StrictMode mounts every component twice (two fetches, two loading notices).
  const env = { ...process.env, NODE_ENV: 'production' };
  for (const command of target.commands) execSync(command, { cwd: root, stdio: 'inherit', env });
  if (name === 'server') writeFileSync(stamp, new Date().toISOString());
}

const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('--'));
const wanted = args.filter((arg) => !arg.startsWith('--'));
const names = wanted.length === 0 || wanted.includes('all') ? Object.keys(targets) : wanted;
for (const name of names) {
  if (!targets[name]) {
    console.error(`Unbekanntes Ziel: ${name}`);
    process.exit(2);
  }
  ensure(name, flags.includes('--force'));
}
