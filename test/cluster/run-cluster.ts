/**
 * `npm run test:cluster [-- --seconds N]`: the production shape on this machine, proven under failure.
 *
 * A fresh PostgreSQL database and a Redis key prefix of its own; two API processes behind HAProxy and two
 * workers, all from the built apps; an SMTP sink and the local fakes of Zapier, Make, Leveto, Pipedrive and weClapp
 * (in a process of their own). One buyer per delivery kind takes every lead of one area. For N seconds
 * (default 60) 32 connections send supplier leads through the balancer (some in that area; half from
 * pre-qualified sources, the others qualified by staff right after), while the monthly invoice run starts on
 * both API processes at the same moment and, midway, one API process and one worker are killed (SIGKILL)
 * and started again. Once the outbox has drained, staff write while the audit chain is locked (they must not wait
 * for it); then it checks that nothing was lost or doubled and the audit chain holds (cluster-checks.ts), prints
 * one line `cluster: …` and exits 1 on any loss, duplicate, unexplained 5xx or waiting write.
 */
import { ChildProcess, execFile, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { Client } from 'pg';
import {
  AckedLead,
  Arrival,
  AUDIT_CHAIN_LOCK_KEY,
  AuditLockRun,
  BUYER_KINDS,
  BuyerKind,
  checkAuditUnderChainLock,
  checkDeliveries,
  checkDistribution,
  checkInvoices,
  checkLeads,
  checkMails,
  classifyServerErrors,
  Kill,
  repeats,
  ServerError,
} from './cluster-checks';
import { API_MAIN, AUDIT_VERIFY_MAIN, ClusterProcess, sleep, WORKER_MAIN } from './cluster-processes';
import { Buyer, COVERED_ZIP, setUpBusiness, Supplier, supplierLead } from './cluster-setup';
import { REQUEST_ID_HEADER, RunningHaproxy, startHaproxy } from './haproxy';
import { HttpAnswer, HttpClient } from './http-client';
import type { SinkAddresses, SinkMessage, SinkReport } from './sink-process';

interface Options {
  seconds: number;
  connections: number;
  /** Every how many leads one is in the buyers' area (and so sold to every buyer). */
  coveredEvery: number;
  drainSeconds: number;
  keep: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { seconds: 60, connections: 32, coveredEvery: 4, drainSeconds: 300, keep: false };
  const numbers: Record<string, keyof Options> = { '--seconds': 'seconds', '--connections': 'connections', '--covered-every': 'coveredEvery', '--drain-seconds': 'drainSeconds' };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i];
    if (name === '--keep') options.keep = true;
    else if (numbers[name] && /^\d+$/.test(argv[i + 1] ?? '') && Number(argv[i + 1]) > 0) (options[numbers[name]] as number) = Number(argv[++i]);
    else throw new Error(`Unbekannte oder ungültige Option: ${name} (erlaubt: --seconds N, --connections N, --covered-every N, --drain-seconds N, --keep)`);
  }
  return options;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const log = (text: string) => console.log(`[cluster ${new Date().toISOString().slice(11, 19)}] ${text}`);

/** Every request of the load, with every 5xx (or broken connection) it met and every answer nobody expects. */
class LoadRecorder {
  readonly serverErrors: ServerError[] = [];
  readonly refusals: string[] = [];
  requests = 0;
  private sequence = 0;

  /** Sends until an answer below 500 comes (at most 10 tries, 250 ms apart), as a supplier's system would. */
  async untilAnswered(send: (requestId: string) => Promise<HttpAnswer>): Promise<HttpAnswer | null> {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const requestId = `r${++this.sequence}`;
      const answer = await send(requestId);
      this.requests++;
      if (answer.status >= 200 && answer.status < 300) return answer;
      if (answer.status > 0 && answer.status < 500) {
        this.refusals.push(`${answer.status} ${answer.text.slice(0, 200)}`);
        return null;
      }
      this.serverErrors.push({ requestId, startedAt: answer.startedAt, endedAt: answer.endedAt, status: answer.status, error: answer.error, server: null });
      await sleep(250);
    }
    this.refusals.push('10 Versuche ohne Antwort unter 500');
    return null;
  }
}

/** The sinks' process: started, asked for its report, ended with the run. */
class Sinks {
  private constructor(
    private readonly child: ChildProcess,
    readonly addresses: SinkAddresses,
  ) {}

  static async start(): Promise<Sinks> {
    const child = fork(join(__dirname, 'sink-process.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const addresses = await new Promise<SinkAddresses>((resolve, reject) => {
      child.once('message', (message: SinkMessage) => (message.type === 'ready' ? resolve(message.addresses) : reject(new Error('Senken: unerwartete Nachricht'))));
      child.once('exit', (code) => reject(new Error(`Senken-Prozess beendet (Code ${code})`)));
    });
    return new Sinks(child, addresses);
  }

  report(): Promise<SinkReport> {
    return new Promise((resolve) => {
      this.child.once('message', (message: SinkMessage) => message.type === 'report' && resolve(message.report));
      this.child.send({ type: 'report' });
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.disconnect();
    await exited;
  }
}

interface Cluster {
  dir: string;
  tag: string;
  /** What every process of the cluster is started with (database, Redis, secrets, data directory). */
  env: Record<string, string>;
  db: Client;
  lb: HttpClient;
  auth: Record<string, string>;
  api1: ClusterProcess;
  api2: ClusterProcess;
  worker1: ClusterProcess;
  ports: { api1: number; api2: number };
  haproxy: RunningHaproxy;
  sinks: Sinks;
  buyers: Buyer[];
  suppliers: Supplier[];
}

/** Database, Redis prefix, sinks, the four processes and HAProxy; every step registers how it is undone. */
async function startCluster(options: Options, dir: string, tag: string, cleanups: (() => unknown)[], processes: ClusterProcess[]): Promise<Cluster> {
  // The machine's services, or the ones DATABASE_URL and REDIS_URL name; the run's own database and key prefix on them.
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const database = `lp_cluster_${tag}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${database}`;
  const redisPrefix = `lp-cluster-${tag}`;
  cleanups.push(() => deleteRedisKeys(redisUrl, redisPrefix));

  const sinks = await Sinks.start();
  cleanups.push(() => sinks.stop());
  const { addresses } = sinks;

  const [balancerPort, api1Port, api2Port] = [await freePort(), await freePort(), await freePort()];
  const balancer = `http://127.0.0.1:${balancerPort}`;
  const adminUser = { email: 'cluster-admin@leadportal.example', password: `Cluster-${randomBytes(12).toString('base64url')}-7!` };
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const common: Record<string, string> = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // One directory for all, like the compose file's volume: uploads and stored files are everyone's.
    DATA_DIR: dataDir,
    SMTP_URL: addresses.smtp,
    MAIL_FROM: 'Leadportal <noreply@leadportal.example>',
    PIPEDRIVE_API_URL: addresses.pipedrive,
    OUTBOUND_ALLOW_HOSTS: [addresses.zapier, addresses.make, addresses.leveto, addresses.pipedrive, addresses.weclapp].map((url) => new URL(url).host).join(','),
    // A killed worker's claimed jobs go to another one after this long (default 5 minutes).
    OUTBOX_LEASE_SECONDS: '20',
    PUBLIC_BASE_URL: balancer,
    LOG_LEVEL: 'warn',
  };
  const api = (name: string, port: number) =>
    new ClusterProcess(name, API_MAIN, { ...common, PORT: String(port), API_PROCESSES_JOBS: 'false', ADMIN_EMAIL: adminUser.email, ADMIN_PASSWORD: adminUser.password }, join(dir, `${name}.log`), port);
  // At the default level: the worker says it runs in a line of level 'log', and that line is its readiness.
  const worker = (name: string) => new ClusterProcess(name, WORKER_MAIN, { ...common, LOG_LEVEL: 'log' }, join(dir, `${name}.log`));
  const [api1, api2, worker1, worker2] = [api('api1', api1Port), api('api2', api2Port), worker('worker1'), worker('worker2')];
  processes.push(api1, api2, worker1, worker2);
  cleanups.push(() => Promise.all(processes.map((child) => child.stop())));

  log(`Datenbank ${database}, Redis-Präfix ${redisPrefix}, Protokolle in ${dir}`);
  // All at once on the empty database, as `docker compose up` starts them: migrations, the first
  // administrator and the postal-code table must come about once however the starts interleave.
  await Promise.all([api1.start(), api2.start(), worker1.start(), worker2.start()]);
  const haproxy = await startHaproxy(dir, balancerPort, [
    { name: 'api1', port: api1Port },
    { name: 'api2', port: api2Port },
  ]);
  cleanups.push(() => haproxy.stop());
  log(`2 API-Prozesse hinter HAProxy (${balancer}), 2 Worker`);

  const lb = new HttpClient(balancer, options.connections);
  cleanups.push(() => lb.close());
  const { token } = await lb.json<{ token: string }>('POST', '/auth/login', adminUser);
  const auth = { authorization: `Bearer ${token}` };
  const { buyers, suppliers } = await setUpBusiness(lb, auth, BUYER_KINDS, addresses, Math.max(2, Math.ceil(options.seconds / 2.5)), tag);
  // Settings and buyers changed through one process reach the others' read caches through Redis (pub/sub), not
  // when the entries expire (10 s): nothing waits for that here, so a worker that missed the change would sell
  // the first leads to 3 buyers (the default) instead of 5, and checkDistribution says so.
  await readCacheMessagesDelivered(redisUrl, redisPrefix);
  const db = new Client({ connectionString: databaseUrl.toString() });
  await db.connect();
  cleanups.push(() => db.end());
  return { dir, tag, env: common, db, lb, auth, api1, api2, worker1, ports: { api1: api1Port, api2: api2Port }, haproxy, sinks, buyers, suppliers };
}

/**
 * Sales of last month for the invoice run: a few leads sold now and delivered, then moved back a month
 * (the product itself never sells in the past). Answers the month and the organisations to invoice.
 */
async function seedLastMonth(cluster: Cluster, recorder: LoadRecorder, acked: AckedLead[]) {
  const supplier = cluster.suppliers.find((candidate) => candidate.preQualified)!;
  const leadIds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const externalId = `${cluster.tag}-seed-${i}`;
    const answer = await recorder.untilAnswered((requestId) =>
      cluster.lb.send('POST', '/public-api/leadsource/lead', supplierLead(externalId, 900_000 + i, true), { 'x-api-key': supplier.apiKey, [REQUEST_ID_HEADER]: requestId }),
    );
    if (!answer) throw new Error(`Vormonats-Lead nicht angenommen: ${recorder.refusals.join('; ')}`);
    const leadId = (answer.body as { id: number }).id;
    acked.push({ externalId, leadId });
    leadIds.push(leadId);
  }
  await drained(cluster.db, 180);
  await cluster.db.query(`UPDATE sale SET sold_at = sold_at - interval '1 month' WHERE lead_id = ANY($1)`, [leadIds]);
  await cluster.db.query(
    `UPDATE lead SET created_at = created_at - interval '1 month', real_created_at = real_created_at - interval '1 month',
            qualified_at = qualified_at - interval '1 month' WHERE id = ANY($1)`,
    [leadIds],
  );
  const { rows } = await cluster.db.query<{ year: number; month: number; organisation_id: number }>(
    `SELECT DISTINCT extract(year FROM sold_at AT TIME ZONE 'Europe/Berlin')::int AS year,
            extract(month FROM sold_at AT TIME ZONE 'Europe/Berlin')::int AS month, organisation_id
       FROM sale WHERE lead_id = ANY($1)`,
    [leadIds],
  );
  if (rows.length !== cluster.buyers.length) throw new Error(`Vormonats-Leads an ${rows.length} statt ${cluster.buyers.length} Käufer verkauft`);
  const month = { year: rows[0].year, month: rows[0].month };
  log(`${leadIds.length} Leads an ${rows.length} Käufer im ${month.month}/${month.year} verkauft (für den Rechnungslauf)`);
  return { month, organisations: rows.map((row) => row.organisation_id) };
}

interface LoadResult {
  seconds: number;
  kills: Kill[];
  invoiceRuns: HttpAnswer[];
  latencies: number[];
}

/**
 * The load: each connection sends a lead and, when its source is not pre-qualified, qualifies it as staff.
 * At 25 % the monthly invoice run is asked of both API processes directly at the same moment; at 50 % (once
 * that run has answered) one API process and one worker die without warning and are started again.
 */
async function driveLoad(cluster: Cluster, options: Options, recorder: LoadRecorder, acked: AckedLead[]): Promise<LoadResult> {
  const preQualified = cluster.suppliers.filter((supplier) => supplier.preQualified);
  const plain = cluster.suppliers.filter((supplier) => !supplier.preQualified);
  const latencies: number[] = [];
  let sequence = 0;
  const started = Date.now();
  const endsAt = started + options.seconds * 1000;
  const sendLead = async () => {
    const n = ++sequence;
    const fromPreQualified = n % 2 === 0;
    const pool = fromPreQualified ? preQualified : plain;
    const supplier = pool[Math.floor(n / 2) % pool.length];
    const externalId = `${cluster.tag}-${n}`;
    const body = supplierLead(externalId, n, Math.floor(n / 2) % options.coveredEvery === 0);
    const answer = await recorder.untilAnswered((requestId) =>
      cluster.lb.send('POST', '/public-api/leadsource/lead', body, { 'x-api-key': supplier.apiKey, [REQUEST_ID_HEADER]: requestId }),
    );
    if (!answer) return;
    const leadId = (answer.body as { id: number }).id;
    acked.push({ externalId, leadId });
    latencies.push(answer.endedAt - answer.startedAt);
    if (fromPreQualified) return;
    await recorder.untilAnswered((requestId) => cluster.lb.send('PUT', `/api/lead/${leadId}`, { qualified: true }, { ...cluster.auth, [REQUEST_ID_HEADER]: requestId }));
  };
  const connection = async () => {
    while (Date.now() < endsAt) await sendLead();
  };

  const kills: Kill[] = [];
  const invoiceRun = sleep(options.seconds * 250).then(async () => {
    const direct = [cluster.ports.api1, cluster.ports.api2].map((port) => new HttpClient(`http://127.0.0.1:${port}`, 1));
    const answers = await Promise.all(direct.map((client) => client.send('POST', '/api/invoicing/run', {}, cluster.auth)));
    direct.forEach((client) => client.close());
    log(`Rechnungslauf auf beiden API-Prozessen zugleich: ${answers.map((answer) => answer.status).join(', ')}`);
    return answers;
  });
  const chaos = Promise.all([sleep(options.seconds * 500), invoiceRun]).then(async () => {
    const [apiKilledAt, workerKilledAt] = await Promise.all([cluster.api1.kill(), cluster.worker1.kill()]);
    kills.push({ server: 'api1', at: apiKilledAt }, { server: 'worker1', at: workerKilledAt });
    log(`api1 und worker1 mit SIGKILL beendet (${((apiKilledAt - started) / 1000).toFixed(1)} s); Neustart`);
    await Promise.all([cluster.api1.start(), cluster.worker1.start()]);
    log(`api1 und worker1 laufen wieder (${((Date.now() - apiKilledAt) / 1000).toFixed(1)} s nach dem Abbruch)`);
  });
  // Caught at once: a rejection nobody listens to yet would end the process before anything is cleaned up.
  const events = Promise.all([invoiceRun, chaos]).then(
    ([answers]) => ({ answers, error: undefined }),
    (error: unknown) => ({ answers: [] as HttpAnswer[], error }),
  );
  await Promise.all(Array.from({ length: options.connections }, connection));
  const seconds = (Date.now() - started) / 1000;
  const { answers, error } = await events;
  if (error) throw error;
  log(`Last beendet: ${acked.length} Leads angenommen in ${seconds.toFixed(1)} s (${recorder.requests} Anfragen, ${recorder.serverErrors.length} mit 5xx oder Abbruch)`);
  return { seconds, kills, invoiceRuns: answers, latencies };
}

/**
 * Staff writes never wait for the audit chain (issue 28 §4). This session takes the chain's lock as a chaining run
 * of any process would and keeps it while staff change leads through the balancer, eight at a time, on both API
 * processes: each write must answer at once and leave its row unchained. Once the lock is free the processes chain
 * what waited, and the operators' `npm run audit:verify` finds the chain intact.
 */
async function auditWhileChainLocked(cluster: Cluster, acked: AckedLead[]): Promise<{ problems: string[]; details: string }> {
  const { db } = cluster;
  const unchained = async () => (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_entry WHERE chain_seq IS NULL')).rows[0].count;
  const caughtUp = async (seconds: number) => {
    const deadline = Date.now() + seconds * 1000;
    while ((await unchained()) > 0 && Date.now() < deadline) await sleep(100);
  };
  await caughtUp(30);
  const leads = acked.slice(0, 40);
  const writes: AuditLockRun['writes'] = [];
  await db.query('SELECT pg_advisory_lock($1)', [AUDIT_CHAIN_LOCK_KEY]);
  let unchainedWhileLocked: number;
  try {
    const queue = [...leads];
    const writer = async () => {
      for (let lead = queue.shift(); lead; lead = queue.shift()) {
        const answer = await cluster.lb.send('PUT', `/api/lead/${lead.leadId}`, { pipedriveId: `audit-${lead.leadId}` }, cluster.auth);
        writes.push({ status: answer.status, ms: answer.endedAt - answer.startedAt });
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    unchainedWhileLocked = await unchained();
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [AUDIT_CHAIN_LOCK_KEY]);
  }
  const released = Date.now();
  await caughtUp(30);
  const chainedMs = Date.now() - released;
  const verify = await new Promise<AuditLockRun['verify']>((resolve) =>
    execFile(process.execPath, [AUDIT_VERIFY_MAIN], { env: { ...process.env, ...cluster.env } }, (error, stdout, stderr) =>
      resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    ),
  );
  const run: AuditLockRun = { writes, unchainedWhileLocked, unchainedAfter: await unchained(), verify };
  const times = writes.map((write) => write.ms).sort((a, b) => a - b);
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  log(`Protokoll: ${writes.length} Schreibzugriffe bei gesperrter Kette, ${unchainedWhileLocked} Einträge warteten; verkettet ${chainedMs} ms nach der Freigabe`);
  return {
    problems: checkAuditUnderChainLock(run),
    details: `audit_writes_locked=${writes.length} audit_write_p50_ms=${percentile(0.5)} audit_write_max_ms=${times.at(-1) ?? 0} audit_chained_after_ms=${chainedMs}`,
  };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const tag = `c${Date.now().toString(36)}${process.pid.toString(36)}`;
  const dir = mkdtempSync(join(tmpdir(), 'leadportal-cluster-'));
  const cleanups: (() => unknown)[] = [];
  const processes: ClusterProcess[] = [];
  let failed = true;
  try {
    const cluster = await startCluster(options, dir, tag, cleanups, processes);
    const recorder = new LoadRecorder();
    const acked: AckedLead[] = [];
    const invoicing = await seedLastMonth(cluster, recorder, acked);
    const load = await driveLoad(cluster, options, recorder, acked);
    await drained(cluster.db, options.drainSeconds);
    const audit = await auditWhileChainLocked(cluster, acked);
    failed = await verify(cluster, recorder, acked, invoicing, load, audit);
    return failed ? 1 : 0;
  } finally {
    if (failed) for (const child of processes) console.log(`--- ${child.name} (${child.logFile}) ---\n${child.tail(15)}`);
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`Aufräumen: ${(error as Error).message}`);
      }
    }
    if (failed || options.keep) console.log(`Protokolle: ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** Compares what the database holds with what the sinks and the balancer saw; prints the result; true when it failed. */
async function verify(
  cluster: Cluster,
  recorder: LoadRecorder,
  acked: AckedLead[],
  invoicing: { month: { year: number; month: number }; organisations: number[] },
  load: LoadResult,
  audit: { problems: string[]; details: string },
): Promise<boolean> {
  const { db, tag } = cluster;
  const storedLeads = await db.query<{ id: number; external_id: string | null }>(`SELECT id, external_id FROM lead WHERE external_id LIKE $1`, [`${tag}-%`]);
  const leads = checkLeads(
    acked,
    storedLeads.rows.map((row) => ({ id: row.id, externalId: row.external_id })),
  );

  const kindOf = new Map(cluster.buyers.map((buyer) => [buyer.id, buyer.kind]));
  const saleRows = await db.query<{ sale_id: number; lead_id: number; organisation_id: number; status: string | null; last_error: string | null; attempts: number | null }>(
    `SELECT s.id AS sale_id, s.lead_id, s.organisation_id, d.status, d.last_error, o.attempts
       FROM sale s LEFT JOIN delivery d ON d.sale_id = s.id LEFT JOIN outbox_message o ON o.id = d.outbox_message_id`,
  );
  const sales = saleRows.rows.map((row) => ({
    saleId: row.sale_id,
    leadId: row.lead_id,
    kind: kindOf.get(row.organisation_id)!,
    deliveryStatus: row.status ?? 'ohne Zustellung',
    lastError: row.last_error,
    attempts: row.attempts ?? 0,
  }));
  const report = await cluster.sinks.report();
  const numberIn = (pattern: RegExp, text: string) => {
    const match = pattern.exec(text);
    return match ? Number(match[1]) : null;
  };
  const seen: Record<BuyerKind, Arrival[]> = {
    email: report.mails.flatMap(({ messageId, subject }) => {
      const saleId = numberIn(/^<sale-(\d+)@leadportal>$/, messageId);
      return saleId === null ? [] : [{ key: String(saleId), leadId: numberIn(/^Neuer Lead (\d+):/, subject) }];
    }),
    zapier: report.zapier,
    make: report.make,
    leveto: report.leveto,
    pipedrive: report.pipedriveNotes,
    weclapp: report.weclapp,
  };
  const deliveries = checkDeliveries(sales, seen);
  // Pipedrive ignores the key: a retry must find the deal of the attempt before instead of adding one.
  const doubledDeals = repeats(report.pipedriveDeals);

  const mailRows = await db.query<{ id: string; status: string; attempts: number }>(
    `SELECT m.id, m.status, coalesce(sum(o.attempts), 0)::int AS attempts
       FROM outgoing_mail m LEFT JOIN outbox_message o ON o.topic = 'mail.send' AND o.payload->>'mailId' = m.id::text
      GROUP BY m.id, m.status`,
  );
  const mails = checkMails(
    mailRows.rows,
    report.mails.map((mail) => mail.messageId),
  );

  const soldPerLead = await db.query<{ lead_id: number; sales: number }>(
    `SELECT l.id AS lead_id, count(s.id)::int AS sales FROM lead l LEFT JOIN sale s ON s.lead_id = l.id
      WHERE l.qualified AND l.zip = $1 AND l.external_id LIKE $2 GROUP BY l.id`,
    [COVERED_ZIP.zip, `${tag}-%`],
  );
  const distribution = checkDistribution(
    soldPerLead.rows.map((row) => ({ leadId: row.lead_id, sales: row.sales })),
    cluster.buyers.length,
  );

  const invoiceRows = await db.query<{ organisation_id: number; service_year: number; service_month: number; status: string; number: string | null }>(
    `SELECT organisation_id, service_year, service_month, status, number FROM invoice WHERE kind = 'invoice'`,
  );
  const invoices = checkInvoices(
    invoiceRows.rows.map((row) => ({ organisationId: row.organisation_id, year: row.service_year, month: row.service_month, status: row.status, number: row.number })),
    invoicing.organisations,
    invoicing.month,
  );
  const invoiceRunFailures = load.invoiceRuns.filter((answer) => answer.status !== 200);

  const served = cluster.haproxy.served();
  const serverErrors = recorder.serverErrors.map((error) => ({ ...error, server: served.get(error.requestId)?.server ?? null }));
  const kills = load.kills.map((kill) => ({ ...kill, outOfRotationAt: cluster.haproxy.downSince(kill.server, kill.at) ?? undefined }));
  const { inFlight, unexpected } = classifyServerErrors(serverErrors, kills);
  const perServer = [...served.values()].reduce<Record<string, number>>((counts, entry) => ({ ...counts, [entry.server]: (counts[entry.server] ?? 0) + 1 }), {});
  const at = (time: number) => ((time - (load.kills[0]?.at ?? time)) / 1000).toFixed(1);

  const problems = [
    ...leads.problems,
    ...deliveries.problems,
    ...mails.problems,
    ...distribution.problems,
    ...invoices.problems,
    ...(doubledDeals > 0 ? [`Pipedrive: ${doubledDeals} Deals doppelt angelegt`] : []),
    ...unexpected.map(
      (error) =>
        `${error.status || `Verbindungsabbruch (${error.error})`} ohne Abbruch eines Prozesses (Anfrage ${error.requestId} an ${error.server ?? 'keinen Server'}, ` +
        `${at(error.startedAt)} bis ${at(error.endedAt)} s nach dem Abbruch)`,
    ),
    ...recorder.refusals.map((refusal) => `Unerwartete Antwort: ${refusal}`),
    ...invoiceRunFailures.map((answer) => `Rechnungslauf: ${answer.status || answer.error} ${answer.text.slice(0, 200)}`),
    ...audit.problems,
  ];
  // A mail is a delivery to a mailbox: its duplicates and losses count with the deliveries'.
  const duplicateDeliveries = deliveries.duplicates + mails.duplicates + doubledDeals + distribution.duplicates;
  const lost = leads.lost + deliveries.lost + mails.lost + distribution.lost + invoices.lost;
  for (const problem of problems.slice(0, 50)) console.log(`  ${problem}`);
  if (problems.length > 50) console.log(`  … und ${problems.length - 50} weitere`);

  const sorted = [...load.latencies].sort((a, b) => a - b);
  const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  console.log(
    `cluster-details: leads_per_s=${(load.latencies.length / load.seconds).toFixed(1)} lead_p50_ms=${percentile(0.5)} lead_p99_ms=${percentile(0.99)} ` +
      `requests=${recorder.requests} served=${Object.entries(perServer).map(([server, count]) => `${server}:${count}`).join(',')} ` +
      `mails=${mails.ok} replays=${deliveries.replays + mails.replays} leads_duplicate=${leads.duplicates} ` +
      `unexpected_5xx=${unexpected.length} refused=${recorder.refusals.length} invoice_runs_ok=${load.invoiceRuns.length - invoiceRunFailures.length}/2 ${audit.details}`,
  );
  console.log(
    `cluster: leads_acked=${acked.length} leads_stored=${leads.stored} sales=${sales.length} deliveries=${deliveries.ok} ` +
      `duplicate_deliveries=${duplicateDeliveries} lost=${lost} invoices=${invoices.ok} duplicate_invoices=${invoices.duplicates} ` +
      `5xx_inflight=${inFlight} seconds=${Math.round(load.seconds)}`,
  );
  return problems.length > 0 || duplicateDeliveries > 0 || lost > 0 || invoices.duplicates > 0 || leads.duplicates > 0;
}

/** Waits until no outbox message is pending or being processed, reporting progress; fails after `seconds`. */
async function drained(db: Client, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  let reported = Date.now();
  for (;;) {
    const { rows } = await db.query<{ open: number; due: number }>(
      `SELECT count(*)::int AS open, count(*) FILTER (WHERE available_at <= now())::int AS due FROM outbox_message WHERE status IN ('pending', 'processing')`,
    );
    if (rows[0].open === 0) return;
    if (Date.now() > deadline) {
      const stuck = await db.query(`SELECT topic, status, attempts, last_error FROM outbox_message WHERE status IN ('pending', 'processing') LIMIT 5`);
      throw new Error(`Outbox nach ${seconds} s nicht leer: ${rows[0].open} offen, z. B. ${JSON.stringify(stuck.rows)}`);
    }
    if (Date.now() - reported > 10_000) {
      // Waiting ones wait for their next attempt after an error: which, says why the run takes longer.
      const waiting = await db.query<{ topic: string; attempts: number; last_error: string | null }>(
        `SELECT topic, attempts, last_error FROM outbox_message WHERE status = 'pending' AND available_at > now() ORDER BY available_at LIMIT 3`,
      );
      const why = waiting.rows.map((row) => `${row.topic} nach Versuch ${row.attempts}: ${row.last_error ?? '–'}`).join('; ');
      log(`Outbox: ${rows[0].open} offen (${rows[0].due} fällig)${why ? `; wartend: ${why}` : ''}`);
      reported = Date.now();
    }
    await sleep(250);
  }
}

/**
 * Until a message published now on the read caches' channel has come back to a subscriber: Redis delivers a
 * channel's messages in the order it received them, so every invalidation the setup's answers caused has reached
 * the processes' subscribers by then.
 */
async function readCacheMessagesDelivered(redisUrl: string, prefix: string): Promise<void> {
  const channel = `${prefix}:read-cache`;
  const subscriber = new IORedis(redisUrl);
  const publisher = new IORedis(redisUrl);
  try {
    const marker = JSON.stringify({ origin: `cluster-test-${randomBytes(4).toString('hex')}`, name: 'cluster-test-marker' });
    const received = new Promise<void>((resolve) => subscriber.on('message', (_channel: string, text: string) => text === marker && resolve()));
    await subscriber.subscribe(channel);
    await publisher.publish(channel, marker);
    await received;
  } finally {
    subscriber.disconnect();
    publisher.disconnect();
  }
}

async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const client = new IORedis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Cluster-Test abgebrochen:', error);
    process.exit(1);
  },
);
