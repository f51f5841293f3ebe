#!/usr/bin/env node
// `npm run bench:lists`: the back office's lists, statistics and exports at a million leads.
// Needs DATABASE_URL (a PostgreSQL server): makes a temporary database there, lets the built server migrate it,
// fills it fast in SQL (BENCH_LEADS leads, three sales each, over 24 months, BENCH_BUYERS buyers, 20 lead
// sources), then times each call REPEAT times from outside and prints p50/p95 per call, the export of about
// 100k sales (seconds and the server's peak RSS while it ran), and one comparable last line:
//   bench:lists lists_p95_ms=N statistics_p95_ms=N overview_p95_ms=N export100k_s=N export_rss_mb=N
// BENCH_KEEP=1 keeps the filled database (lp_bench_lists_kept) for the next run, which then skips the fill:
// for looking at query plans with psql while changing the queries.
// Goals: lists p95 < 100 ms, statistics and overview < 300 ms, export 100k rows < 10 s with RSS < 300 MB.
const { spawn, execSync } = require('node:child_process');
const { readFileSync, writeFileSync } = require('node:fs');
const { freePort, waitForReady } = require('./bench-server');
const { join } = require('node:path');
const { Client } = require('pg');

const root = join(__dirname, '..');
const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 500);
const SALES_PER_LEAD = 3;
const SOURCES = 20;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const ADMIN = { email: 'bench@example.de', password: 'bench-passwort-123' };

async function call(base, token, path, init = {}) {
  const response = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(base, token, path) {
  const samples = [];
  for (let i = 0; i < REPEAT; i++) {
    const started = process.hrtime.bigint();
    await (await call(base, token, path)).arrayBuffer();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: Math.round(percentile(samples, 50)), p95: Math.round(percentile(samples, 95)) };
}

/** Fills the database in a few statements: buyers cloned from one made through the API, leads and sales by generate_series. */
async function fill(db, token, base) {
  for (let i = 0; i < SOURCES; i++) {
    await call(base, token, '/api/leadsource', { method: 'POST', body: JSON.stringify({ name: `Lieferant ${i}`, slug: `lieferant-${i}` }) });
  }
  const first = await (await call(base, token, '/api/organisation', { method: 'POST', body: JSON.stringify({ name: 'Käufer 1', email: 'kaeufer1@bench.example' }) })).json();
  const { rows: columns } = await db.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'organisation' AND column_name NOT IN ('id', 'name', 'api_key', 'email')`,
  );
  const copied = columns.map((column) => `"${column.column_name}"`).join(', ');
  await db.query(
    `INSERT INTO organisation (name, api_key, email, ${copied})
     SELECT 'Käufer ' || n, md5('bench' || n), 'kaeufer' || n || '@bench.example', ${copied} FROM organisation, generate_series(2, $1) n WHERE id = $2`,
    [BUYERS, first.id],
  );
  await db.query(`UPDATE organisation SET lead_sell_cost = 30 + id % 40, reclamation_quote = CASE WHEN id % 3 = 0 THEN 10 ELSE 0 END, monthly_lead_goal = 200`);
  const { rows: sources } = await db.query(`SELECT min(id) AS first FROM leadsource WHERE slug LIKE 'lieferant-%'`);
  console.log(`Fülle ${LEADS.toLocaleString('de-DE')} Leads …`);
  // The tally triggers per row would make the fill slow; the tallies are rebuilt once below, as their migrations do.
  await db.query(`ALTER TABLE lead DISABLE TRIGGER lead_day_tally_on_lead`);
  await db.query(
    `INSERT INTO lead (created_at, real_created_at, qualified, qualified_at, salutation, first_name, last_name, phone, email, street, zip, city, data, leadsource_id, pipedrive_id)
     SELECT at, at, n % 5 <> 0, CASE WHEN n % 5 <> 0 THEN at + interval '1 hour' END, 'Frau',
            (ARRAY['Anna','Bernd','Clara','Dieter','Eva','Frank','Greta','Hans'])[n % 8 + 1],
            (ARRAY['Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann','Koch'])[n % 10 + 1] || n,
            '+49151' || (10000000 + n), 'lead' || n || '@bench.example', 'Teststraße ' || (n % 200), lpad(((n::bigint * 7919) % 99999 + 1)::text, 5, '0'), 'Musterstadt',
            '{"consumption":"4000","buildingType":"Einfamilienhaus","roofType":"Satteldach"}'::jsonb, $2 + n % ${SOURCES},
            CASE WHEN n % 3 = 0 THEN 'D' || n END
       FROM generate_series(1, $1) n, LATERAL (SELECT now() - (n::float / $1) * interval '730 days' AS at) t`,
    [LEADS, sources[0].first],
  );
  console.log(`Fülle ${(LEADS * SALES_PER_LEAD).toLocaleString('de-DE')} Verkäufe …`);
  await db.query(`ALTER TABLE sale DISABLE TRIGGER sales_day_tally_on_sale`);
  await db.query(`ALTER TABLE sale DISABLE TRIGGER lead_day_tally_on_sale`);
  const { rows: orgs } = await db.query(`SELECT min(id) AS first FROM organisation`);
  await db.query(
    `INSERT INTO sale (lead_id, organisation_id, sold_at, price, reclaimed, reclaimed_at)
     SELECT l.id, $1 + (l.id * 7 + k * 13) % $2, l.created_at + interval '2 hours', 30 + ((l.id * 7 + k * 13) % $2) % 40, l.id % 20 = k, CASE WHEN l.id % 20 = k THEN l.created_at + interval '3 days' END
       FROM lead l, generate_series(0, ${SALES_PER_LEAD - 1}) k`,
    [orgs[0].first, BUYERS],
  );
  await db.query(`ALTER TABLE sale ENABLE TRIGGER sales_day_tally_on_sale`);
  await db.query(`ALTER TABLE sale ENABLE TRIGGER lead_day_tally_on_sale`);
  await db.query(`ALTER TABLE lead ENABLE TRIGGER lead_day_tally_on_lead`);
  await db.query(`TRUNCATE lead_day_tally`);
  await db.query(
    `INSERT INTO lead_day_tally (day, leadsource_id, shard, leads, qualified, sold)
     SELECT (l.created_at AT TIME ZONE 'Europe/Berlin')::date, l.leadsource_id, l.id % 8, count(*), count(*) FILTER (WHERE l.qualified),
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM sale s WHERE s.lead_id = l.id))
       FROM lead l GROUP BY 1, 2, 3`,
  );
  await db.query(`TRUNCATE sales_day_tally, sales_month_tally`);
  await db.query(
    `INSERT INTO sales_day_tally (organisation_id, day, leadsource_id, shard, count, reclamations, revenue_cents, reclaimed_cents)
     SELECT s.organisation_id, (s.sold_at AT TIME ZONE 'Europe/Berlin')::date, l.leadsource_id, s.id % 8, count(*), count(*) FILTER (WHERE s.reclaimed),
            sum(round(s.price * 100)), coalesce(sum(round(s.price * 100)) FILTER (WHERE s.reclaimed), 0)
       FROM sale s JOIN lead l ON l.id = s.lead_id GROUP BY 1, 2, 3, 4`,
  );
  await db.query(
    `INSERT INTO sales_month_tally (organisation_id, month, leadsource_id, shard, count, reclamations, revenue_cents, reclaimed_cents)
     SELECT organisation_id, date_trunc('month', day)::date, leadsource_id, shard, sum(count), sum(reclamations), sum(revenue_cents), sum(reclaimed_cents)
       FROM sales_day_tally GROUP BY 1, 2, 3, 4`,
  );
  await db.query(`VACUUM ANALYZE`);
  return { firstBuyer: orgs[0].first, firstSource: sources[0].first };
}

/** The server's VmHWM (the highest RSS since start or since resetPeak) in MB. */
const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024);
};

/** Starts VmHWM afresh (clear_refs 5), so the next reading is the export's own peak; false where not allowed. */
const resetPeak = (pid) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
};

async function main() {
  if (!process.env.DATABASE_URL) {
    console.log('bench:lists braucht DATABASE_URL (PostgreSQL), z. B. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:lists');
    process.exit(1);
  }
  execSync('node scripts/ensure-built.js server', { cwd: root, stdio: 'inherit' });
  const keep = process.env.BENCH_KEEP === '1';
  const database = keep ? 'lp_bench_lists_kept' : `lp_bench_lists_${process.pid}`;
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const exists = (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [database])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/apps/api/src/main.js'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url.toString(), JWT_SECRET: 'b'.repeat(48), DATA_DIR: 'memory://', PORT: String(port), REDIS_URL: '', SMTP_URL: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const db = new Client({ connectionString: url.toString() });
  let filled = false;
  try {
    await waitForReady(base, child);
    await db.connect();
    const { token } = await (await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json();
    const started = Date.now();
    const { firstBuyer, firstSource } = exists ? await filledBefore(db) : await fill(db, token, base);
    filled = true;
    console.log(exists ? `Datenbank ${database} vom letzten Lauf (BENCH_KEEP)` : `Gefüllt in ${Math.round((Date.now() - started) / 1000)} s`);

    const unset = { startTime: 'false', endTime: 'false', leadsource: 'false', zipfilter: 'false', soldto: 'false', firstname: 'false', lastname: 'false', qualified: 'false', pidfilter: 'false' };
    const leads = (filters, extra = '') => `/api/leads?${new URLSearchParams({ ...unset, ...filters })}${extra}`;
    const month = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 7);
    const groups = {
      lists: {
        'ohne Filter': leads({}),
        Zeitraum: leads({ startTime: `${month}-01`, endTime: `${month}-28` }),
        Leadsource: leads({ leadsource: String(firstSource + 3) }),
        PLZ: leads({ zipfilter: '80' }),
        'Verkauft an': leads({ soldto: String(firstBuyer + 42) }),
        Vorname: leads({ firstname: 'cla' }),
        Nachname: leads({ lastname: 'schnei' }),
        Qualifiziert: leads({ qualified: 'true' }),
        'Deal-Id': leads({ pidfilter: 'D300' }),
        kombiniert: leads({ startTime: `${month}-01`, endTime: `${month}-28`, qualified: 'true', zipfilter: '8', leadsource: String(firstSource + 1) }),
        'späte Seite': leads({}, `&range=${encodeURIComponent('[900000,900024]')}`),
      },
      statistics: {
        'Statistik ein Jahr': `/api/statistics/?${new URLSearchParams({ startTime: `${new Date().getFullYear() - 1}-01-01`, endTime: `${new Date().getFullYear() - 1}-12-31`, orga: 'false', leadsource: 'false' })}`,
        'Statistik Details': `/api/statistics/${firstBuyer + 7}/${Math.floor(Date.now() / 1000) - 60 * 86_400}`,
      },
      overview: {
        'charts/full': '/api/statistics/charts/full',
        'charts/Monat': `/api/statistics/charts/${new Date().getMonth() + 1}/${new Date().getFullYear()}`,
      },
    };
    const worst = {};
    for (const [group, calls] of Object.entries(groups)) {
      worst[group] = 0;
      for (const [name, path] of Object.entries(calls)) {
        const { p50, p95 } = await time(base, token, path);
        console.log(`${group.padEnd(10)} ${name.padEnd(20)} p50 ${String(p50).padStart(5)} ms  p95 ${String(p95).padStart(5)} ms`);
        worst[group] = Math.max(worst[group], p95);
      }
    }

    // About 100k sales: the leads of the last ~12 days of the 730 (three sales each).
    const from = new Date(Date.now() - Math.round(((100_000 / SALES_PER_LEAD) / LEADS) * 730) * 86_400_000).toISOString().slice(0, 10);
    // The export's own peak: the calls before it (lists, statistics) leave their own high-water mark.
    const peakBefore = rssMb(child.pid);
    const peakReset = resetPeak(child.pid);
    const exportStarted = Date.now();
    const response = await call(base, token, leads({ startTime: from }).replace('/api/leads?', '/api/leads/export?'));
    const bytes = (await response.arrayBuffer()).byteLength;
    const exportSeconds = Math.round((Date.now() - exportStarted) / 100) / 10;
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM sale s JOIN lead l ON l.id = s.lead_id WHERE l.created_at >= $1`, [new Date(`${from}T00:00:00+01:00`)]);
    const rss = rssMb(child.pid);
    console.log(
      `Export ${rows[0].n.toLocaleString('de-DE')} Verkäufe: ${exportSeconds} s, ${Math.round(bytes / 1024 / 1024)} MB, Server-RSS (Spitze${peakReset ? ' beim Export' : ''}) ${rss} MB; davor höchstens ${peakBefore} MB`,
    );
    console.log(
      `bench:lists lists_p95_ms=${worst.lists} statistics_p95_ms=${worst.statistics} overview_p95_ms=${worst.overview} export100k_s=${exportSeconds} export_rss_mb=${rss}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    await db.end().catch(() => undefined);
    // A kept database is kept only once it was filled completely.
    if (!keep || !filled) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

/** The ids fill() started from, read back from a kept database. */
async function filledBefore(db) {
  const { rows } = await db.query(
    `SELECT (SELECT min(id) FROM organisation) AS "firstBuyer", (SELECT min(id) FROM leadsource WHERE slug LIKE 'lieferant-%') AS "firstSource"`,
  );
  return { firstBuyer: Number(rows[0].firstBuyer), firstSource: Number(rows[0].firstSource) };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
