#!/usr/bin/env node
// Prints the first-load JavaScript (entry script and what it preloads), gzip-compressed, of the public
// funnel and of the back office. Goals: funnel under 70 KB, so it opens fast on a phone over a weak
// connection; back office under 400 KB, so staff's first screen (Übersicht) comes up quickly; what only
// some screens need (the overview's charts) loads when it is needed.
const { execSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

const root = join(__dirname, '..');
const APPS = [
  { target: 'funnel', name: 'Funnel', goalBytes: 70 * 1024 },
  { target: 'admin', name: 'Backoffice', goalBytes: 400 * 1024 },
];

for (const app of APPS) {
  execSync(`node scripts/ensure-built.js ${app.target}`, { cwd: root, stdio: 'inherit' });
  const dist = join(root, 'dist', app.target);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((match) => match[1]);

  let total = 0;
  for (const src of scripts) {
    const size = gzipSync(readFileSync(join(dist, src.replace(/^\//, ''))), { level: 9 }).length;
    total += size;
    console.log(`${src}  ${(size / 1024).toFixed(1)} KB gzip`);
  }
  console.log(`${app.name}, JavaScript beim ersten Laden: ${(total / 1024).toFixed(1)} KB gzip (Ziel: unter ${app.goalBytes / 1024} KB)`);
  if (total >= app.goalBytes) process.exitCode = 1;
}
