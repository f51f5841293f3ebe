#!/usr/bin/env node
// `npm run bench:pages`: how long each back-office and portal page takes to settle in a real browser, on demo data.
// Builds what is missing, fills a fresh embedded database with `seed:demo` (in a temporary DATA_DIR), starts the
// built server on it and opens every page in headless Chromium (Debian's chromium-headless-shell, else chromium;
// E2E_CHROMIUM picks another), logged in as the demo administrator or, in the portal, as a demo buyer user.
// A page has settled when none of its requests is under way and no progress indicator shows, and both stay so for
// QUIET_MS (a retry after a pause counts); its time runs from the navigation to the start of that quiet.
// Each page is opened BENCH_REPEAT times (default 3) after one visit that fills the browser's cache (the app's code
// and the screen's), as a person who opens a link in a running browser; printed are the median and the slowest visit.
// Other load on the machine (tests running beside it) shows in the figures: compare runs made one after the other.
// Goal (issue 29): every page within 1 s on demo data. The last line carries the slowest median and its page.
// BENCH_CPU_SLOWDOWN=<n> slows the browser's CPU n times (4: an older office laptop). BENCH_ONLY=<text>[,<text>…]
// measures only the pages whose name contains one of the texts. For a page over the goal (every page with
// BENCH_CALLS=1) the API calls of its last visit are listed in order: start after the first, and duration; a
// progress indicator still showing after the calls names the element it is in. BENCH_PROFILE=<dir> writes the
// browser's CPU profile of each page's last visit there (open it in Chromium's DevTools); BENCH_SCREENSHOTS=<dir>
// a screenshot of each page as it settled (BENCH_WIDTH=390: at a phone's width, default 1280).
const { spawn, execFileSync, execSync } = require('node:child_process');
const { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { freePort, json, waitForReady } = require('./bench-server');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { chromium } = require('@playwright/test');

const root = join(__dirname, '..');
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const QUIET_MS = 1000;
const GOAL_MS = 1000;
/** The demo's administrator and the first demo buyer user (apps/cli/src/demo), both with the demo password. */
const STAFF = { email: 'lena.vogel@solarleads.example', password: 'Sonnendach-Demo-2026' };
const BUYER = { email: 'vertrieb@sonnenstrom-bayern.example', password: 'Sonnendach-Demo-2026' };
const BUYER_NAME = 'Sonnenstrom Bayern GmbH';
/** Progress that is still loading; a determinate bar shows a figure (the overview's goals). */
const BUSY = '.MuiLinearProgress-root:not(.MuiLinearProgress-determinate), .MuiCircularProgress-root, .MuiSkeleton-root';

/** The rows of a list answer: a plain array, or react-admin's `{ data }`. */
const rows = (answer) => (Array.isArray(answer) ? answer : (answer.data ?? answer.rows ?? []));

function chromiumPath() {
  return process.env.E2E_CHROMIUM ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';
}

/** A session in local storage under the app's keys, as its login leaves it (admin: user-token …, portal: portal-token …). */
const storageState = (origin, keys, session) => ({
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        { name: keys[0], value: session.token },
        { name: keys[1], value: session.renewToken },
        { name: keys[2], value: JSON.stringify(session.user) },
      ],
    },
  ],
});

/**
 * Opens `path` and answers the milliseconds until it settled: the start of the first QUIET_MS in which no request
 * was under way and no progress indicator showed, with text on the page.
 */
async function settle(page, path, calls = []) {
  const open = new Set();
  const onRequest = (request) => open.add(request);
  const onDone = (request) => {
    open.delete(request);
    const timing = request.timing();
    const type = request.resourceType();
    if (type === 'fetch' || type === 'xhr' || process.env.BENCH_CALLS === '1') {
      calls.push({ url: `${type === 'fetch' || type === 'xhr' ? '' : `[${type}] `}${request.url().replace(/^https?:\/\/[^/]+/, '')}`, start: Math.round(timing.startTime), ms: Math.round(timing.responseEnd) });
    }
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    const started = Date.now();
    await page.goto(path, { waitUntil: 'commit' });
    let quietSince = null;
    for (;;) {
      const requests = open.size > 0;
      const busy = requests || (await shows(page));
      const now = Date.now();
      if (busy && !requests && process.env.BENCH_CALLS === '1') calls.push({ url: `(Fortschrittsanzeige oder leere Seite${await busyWhere(page)})`, start: now, ms: 0 });
      if (busy) quietSince = null;
      else if (quietSince === null) quietSince = now;
      else if (now - quietSince >= QUIET_MS) return quietSince - started;
      if (now - started > 60_000) throw new Error(`${path}: nach 60 s noch nicht fertig (${open.size} Anfragen offen)`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/** Whether the page still shows progress or no text yet; while it is being replaced, it does. */
async function shows(page) {
  try {
    return (await page.locator(BUSY).count()) > 0 || !(await page.evaluate(() => (document.body?.innerText ?? '').trim().length > 0));
  } catch {
    return true;
  }
}

/** BENCH_PROFILE=<dir>: the browser's JavaScript CPU profile of each page's last visit, for Chromium's DevTools. */
async function startProfile(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(process.env.BENCH_PROFILE, { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      await cdp.detach();
    },
  };
}

/** Where the first progress indicator is: the id of its nearest element that has one (a settings card, a tab). */
async function busyWhere(page) {
  const where = await page.evaluate((busy) => document.querySelector(busy)?.closest('[id]')?.id ?? null, BUSY).catch(() => null);
  return where ? ` in #${where}` : '';
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  execSync('node scripts/ensure-built.js all', { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'leadportal-bench-pages-'));
  const env = { ...process.env, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: 'p'.repeat(48) };
  let child = null;
  let browser = null;
  try {
    console.log('Demo-Daten …');
    execFileSync(process.execPath, ['dist/apps/cli/src/seed-demo.js'], { cwd: root, env, stdio: 'ignore' });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // As `npm start` runs it (package.json).
    child = spawn(process.execPath, ['--max-semi-space-size=4', 'dist/apps/api/src/main.js'], {
      cwd: root,
      env: { ...env, MALLOC_MMAP_THRESHOLD_: '131072', PORT: String(port), PUBLIC_BASE_URL: base },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForReady(base, child);

    const staff = await json(base, '/auth/login', { method: 'POST', body: JSON.stringify(STAFF) });
    const buyer = await json(base, '/portal-api/auth/login', { method: 'POST', body: JSON.stringify(BUYER) });
    if (!staff.renewToken || !buyer.renewToken) throw new Error('Anmeldung der Demo-Benutzer verlangt einen zweiten Faktor; bench:pages braucht die Demo ohne.');
    const auth = { authorization: `Bearer ${staff.token}` };
    const organisation = rows(await json(base, '/api/organisations', { headers: auth })).find((row) => row.name === BUYER_NAME);
    const leadsource = rows(await json(base, '/api/leadsources', { headers: auth }))[0];
    const unset = { startTime: 'false', endTime: 'false', leadsource: 'false', zipfilter: 'false', soldto: String(organisation.id), firstname: 'false', lastname: 'false', qualified: 'false', pidfilter: 'false' };
    const lead = rows(await json(base, `/api/leads?${new URLSearchParams(unset)}`, { headers: auth }))[0];
    const portalLead = rows(await json(base, '/portal-api/leads', { headers: { authorization: `Bearer ${buyer.token}` } }))[0];
    const month = new Date().toISOString().slice(0, 7);
    const monthStart = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1, 12) / 1000;

    const backOffice = [
      ['Übersicht', '/overview'],
      ['Unternehmen', '/organisations'],
      ['Unternehmen (Detail)', `/organisations/${organisation.id}`],
      ['Verkauf-Statistik', '/statistics'],
      ['Statistik Details', `/statistic/${organisation.id}/${monthStart}`],
      ['Lead-Qualität', '/statistics/quality'],
      ['Lead-Statistik', '/leadstatistics'],
      ['Lead-Statistik (Lead)', `/leadstatistics/${lead.id}`],
      ['Reklamationsanfragen', '/reclamationrequest'],
      ['Rechnungen', '/invoices'],
      ['Einkauf', '/sells'],
      ['Lead (Einkauf)', `/sells/${lead.id}`],
      ['Leadsources', '/leadsources'],
      ['Leadsource', `/leadsources/${leadsource.id}`],
      ['Lead Analyse', '/zips'],
      ['Lead Matchen', '/matching'],
      ['Settings', '/settings'],
      ['Postausgang', '/settings/outbox'],
      ['Mitarbeiter', '/settings/staff'],
      ['Protokoll', '/settings/audit'],
      ['Datenschutz', '/settings/privacy'],
      ['Aufträge', '/orders'],
      ['Mein Konto', '/account'],
    ];
    const portal = [
      ['Portal: Leads', '/portal/leads'],
      ['Portal: Lead', `/portal/leads/${portalLead.id}`],
      ['Portal: Lead nicht gefunden', '/portal/leads/999999999'],
      ['Portal: Rechnungen', '/portal/invoices'],
      ['Portal: Zustellungen', '/portal/deliveries'],
      ['Portal: Einstellungen', '/portal/settings'],
      ['Portal: Mein Konto', '/portal/account'],
    ];
    const only = process.env.BENCH_ONLY?.toLowerCase().split(',');
    const wanted = (pages) => pages.filter(([name]) => !only || only.some((part) => name.toLowerCase().includes(part)));

    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--headless', '--disable-gpu'] });
    const results = [];
    for (const [pages, state] of [
      [wanted(backOffice), storageState(base, ['user-token', 'renew-token', 'user'], staff)],
      [wanted(portal), storageState(base, ['portal-token', 'portal-renew-token', 'portal-user'], buyer)],
    ]) {
      if (pages.length === 0) continue;
      const context = await browser.newContext({ baseURL: base, viewport: { width: Number(process.env.BENCH_WIDTH ?? 1280), height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin', storageState: state });
      const page = await context.newPage();
      // BENCH_CPU_SLOWDOWN=4: the browser's CPU four times slower (Chromium's throttling), as on an older office laptop.
      if (Number(process.env.BENCH_CPU_SLOWDOWN ?? 1) > 1) {
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_CPU_SLOWDOWN) });
      }
      for (const [name, path] of pages) {
        await settle(page, path);
        const times = [];
        let calls = [];
        for (let i = 0; i < REPEAT; i++) {
          calls = [];
          const profiling = process.env.BENCH_PROFILE && i === REPEAT - 1 ? await startProfile(context, page) : null;
          times.push(await settle(page, path, calls));
          if (profiling) await profiling.stop(join(process.env.BENCH_PROFILE, `${name.replace(/[^\wäöüÄÖÜ-]+/g, '_')}.cpuprofile`));
        }
        if (process.env.BENCH_SCREENSHOTS) await page.screenshot({ path: join(process.env.BENCH_SCREENSHOTS, `${name.replace(/[^\wäöüÄÖÜ-]+/g, '_')}.png`) });
        const result = { name, path, median: median(times), max: Math.max(...times) };
        results.push(result);
        console.log(`${name.padEnd(30)} ${String(result.median).padStart(6)} ms  (höchstens ${String(result.max).padStart(5)} ms)${result.median > GOAL_MS ? '  > 1 s' : ''}  ${path}`);
        // A slow page's API calls of its last visit, in order: the ones to look at, and whether they wait for each other.
        if (result.median > GOAL_MS || process.env.BENCH_CALLS === '1') {
          const first = Math.min(...calls.map((call) => call.start));
          for (const call of calls.sort((a, b) => a.start - b.start)) console.log(`    +${String(Math.round(call.start - first)).padStart(5)} ms ${String(call.ms).padStart(5)} ms  ${call.url.slice(0, 110)}`);
        }
      }
      await context.close();
    }
    const slowest = results.reduce((worst, result) => (result.median > worst.median ? result : worst), results[0]);
    const over = results.filter((result) => result.median > GOAL_MS).length;
    console.log(`bench:pages pages=${results.length} over_1s=${over} slowest_ms=${slowest.median} slowest="${slowest.name}"`);
  } finally {
    await browser?.close();
    if (child) {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
