#!/usr/bin/env node
// Prints the public funnel's first-load JavaScript (entry script and what it preloads), gzip-compressed.
// Goal: under 70 KB, so the funnel opens fast on a phone over a weak connection.
const { execSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

const root = join(__dirname, '..');
const GOAL_BYTES = 70 * 1024;

execSync('node scripts/ensure-built.js funnel', { cwd: root, stdio: 'inherit' });
const dist = join(root, 'dist', 'funnel');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((match) => match[1]);

let total = 0;
for (const src of scripts) {
  const size = gzipSync(readFileSync(join(dist, src.replace(/^\//, ''))), { level: 9 }).length;
  total += size;
  console.log(`${src}  ${(size / 1024).toFixed(1)} KB gzip`);
}
console.log(`Funnel, JavaScript beim ersten Laden: ${(total / 1024).toFixed(1)} KB gzip (Ziel: unter ${GOAL_BYTES / 1024} KB)`);
if (total >= GOAL_BYTES) process.exitCode = 1;
