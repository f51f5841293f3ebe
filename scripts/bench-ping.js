#!/usr/bin/env node
// `npm run bench:ping`: how many supplier pings per second the API answers, and how fast (issue 30 §3: p99 < 50 ms
// at 16 connections). Starts the built server embedded on a fresh data directory, creates lead sources with a
// purchase price and a surcharge (enough of them that the per-key limit of 600 pings a minute never counts) and a
// buyer for postal area 50, then pings over 16 keep-alive connections for BENCH_SECONDS (10): half for Köln (wanted),
// half for Berlin (no buyer). Prints pings/s, p50, p99 and errors; the last line carries every figure.
const { spawn, execSync } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { freePort, json, waitForReady } = require('./bench-server');

const root = join(__dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
// 600 pings a minute per key: 40 keys carry 400 pings/s for a whole minute.
const SOURCES = 40;
const ADMIN = { email: 'bench@example.de', password: 'bench-passwort-123' };
const ANSWERS = { consumption: '5.000 – 8.000 kWh', buildingType: 'Einfamilienhaus' };

let sequence = 0;

/** The next key's ping, every other one for a postal code a buyer covers. */
function pingRequest(request, apiKeys) {
  const n = ++sequence;
  return {
    ...request,
    headers: { 'content-type': 'application/json', 'x-api-key': apiKeys[n % apiKeys.length] },
    body: JSON.stringify({ zip: n % 2 ? '50667' : '10115', data: ANSWERS }),
  };
}

function load(base, apiKeys, seconds) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/public-api/leadsource/ping`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ method: 'POST', setupRequest: (request) => pingRequest(request, apiKeys) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

async function main() {
  execSync('node scripts/ensure-built.js server', { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'leadportal-bench-ping-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // As `npm start` runs the embedded server (package.json).
  const child = spawn(process.execPath, ['--max-semi-space-size=4', 'dist/apps/api/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      MALLOC_MMAP_THRESHOLD_: '131072',
      PORT: String(port),
      REDIS_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForReady(base, child);
    const { token } = await json(base, '/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
    const authorization = `Bearer ${token}`;
    const apiKeys = [];
    for (let i = 0; i < SOURCES; i++) {
      const source = await json(base, '/api/leadsource', {
        method: 'POST',
        headers: { authorization },
        body: JSON.stringify({
          name: `Ping ${i}`,
          slug: `ping-${i}`,
          leadCost: 20,
          costRules: [{ name: 'PLZ 5', when: { kind: 'zipPrefix', prefix: '5' }, change: { amount: 2.5 } }],
        }),
      });
      apiKeys.push(source.apiKey);
    }
    await json(base, '/api/organisation', { method: 'POST', headers: { authorization }, body: JSON.stringify({ name: 'Kölner Solar', email: 'koeln@kaeufer.example' }) })
      .then((buyer) => json(base, `/api/organisation/${buyer.id}`, { method: 'PUT', headers: { authorization }, body: JSON.stringify({ ...buyer, conditions: { ...buyer.conditions, zipConditions: [{ zip: '50', email: '' }] } }) }))
      .catch((error) => console.warn(`Käufer nicht angelegt (${error.message}): alle Pings ohne Käufer`));
    // A short warm-up (JIT, caches), then the measured run.
    await load(base, apiKeys, 2);
    const result = await load(base, apiKeys, SECONDS);
    const pings = result['2xx'];
    const perSecond = Math.round(pings / SECONDS);
    const errors = result.errors + result.timeouts + result.non2xx;
    const { p50, p99 } = result.latency;
    console.log(`eingebettet: ${perSecond} Pings/s, p50 ${p50} ms, p99 ${p99} ms, Fehler ${errors} (${CONNECTIONS} Verbindungen, ${SECONDS} s; Ziel: p99 < 50 ms, keine Fehler)`);
    console.log(`bench:ping pings_per_s=${perSecond} p50_ms=${p50} p99_ms=${p99} errors=${errors} pings=${pings}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
