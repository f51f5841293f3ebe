// PostgreSQL pass: a worker killed mid-delivery and its jobs on Redis.
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { JobName, OutboxMessage } from '@app/infrastructure';
import { Delivery, Sale } from '@app/sales';
import { createBuyer, submitFunnelLead } from '../factories';
import { FakeWebhook, startFakeWebhook } from '../support/fake-webhook';
import { startTestApp, TestApp } from '../support/test-app';

const describeWithServers = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

const ROOT = join(__dirname, '..', '..');

/** The real worker process (`npm run start:worker` without the build step), so it can be killed hard. */
class WorkerProcess {
  private child?: ChildProcess;
  output = '';

  constructor(private readonly env: Record<string, string>) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, [join(ROOT, 'dist/apps/worker/src/main.js')], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Worker startet nicht:\n${this.output}`)), 30_000);
      const read = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.includes('Worker läuft')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`Worker beendet (${code}):\n${this.output}`)));
    });
  }

  /** SIGKILL: no shutdown hook runs, running jobs stay claimed in the database. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 45_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Zeitüberschreitung: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeWithServers('Delivery survives a killed worker and a flushed Redis (PostgreSQL + Redis)', () => {
  let api: TestApp;
  let http: TestApp['http'];
  let db: DataSource;
  let hook: FakeWebhook;
  let redisUrl: string;
  let workerEnv: Record<string, string>;
  const workers: WorkerProcess[] = [];
  let auth: { Authorization: string };

  const sellNewLead = async (): Promise<number[]> => {
    const lead = await submitFunnelLead(api, { zip: '80331' });
    const { body } = await http.put(`/api/lead/${lead.id}`).set(auth).send({ qualified: true }).expect(200);
    expect(body.sellingStatistics).toHaveLength(2);
    return body.sellingStatistics.map((sale: { id: number }) => sale.id);
  };
  const deliveries = () => db.getRepository(Delivery).find({ order: { id: 'ASC' } });
  const startWorker = async () => {
    const worker = new WorkerProcess(workerEnv);
    workers.push(worker);
    await worker.start();
    return worker;
  };

  beforeAll(async () => {
    // The worker runs as its own process from the build, as in production.
    execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-built.js'), 'server'], { cwd: ROOT, stdio: 'pipe' });
    // A Redis database of its own, so FLUSHDB touches nothing else running in parallel.
    const url = new URL(process.env.REDIS_URL!);
    url.pathname = '/12';
    redisUrl = url.toString();
    // The buyer's hook is a local fake: named in OUTBOUND_ALLOW_HOSTS (the worker gets the same environment).
    hook = await startFakeWebhook();
    api = await startTestApp({
      OUTBOUND_ALLOW_HOSTS: new URL(hook.url).host,
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      REDIS_URL: redisUrl,
      // A killed worker's claims are handed on after 5 s instead of 5 minutes.
      OUTBOX_LEASE_SECONDS: '5',
      API_PROCESSES_JOBS: 'false',
    });
    // The worker works on the API's database and Redis keys.
    const { API_PROCESSES_JOBS: _apiOnly, ...shared } = api.env;
    workerEnv = shared;
    http = api.http;
    db = api.db;
    auth = await api.staffAuth();

    await http.put('/api/settings/distribution').set(auth).send({ buyersPerLead: 2, duplicateWindowDays: 30 }).expect(200);
    for (const [name, prio] of [['Hookwerk', 1], ['Makewerk', 2]] as const) {
      await createBuyer(api, { name, prio, type: 'zapier', zapier: { uri: hook.url }, zips: ['80'] });
    }
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await api?.close();
    await hook?.close();
  });

  it('delivers every sale exactly once: in flight when the worker died, and sold while it was down', async () => {
    const first = await startWorker();
    const delivered = await sellNewLead();
    await until(async () => (await deliveries()).every((delivery) => delivery.status === 'delivered'), 'erste Zustellung');

    // The buyer's hook stops answering: the worker is mid-delivery for both leads when it dies.
    hook.mode = 'hang';
    const inFlight = [...(await sellNewLead()), ...(await sellNewLead())];
    await until(async () => hook.requests.length >= delivered.length + inFlight.length, 'Zustellungen unterwegs');
    await first.kill();
    expect(await db.getRepository(OutboxMessage).countBy({ topic: JobName.DeliverSale, status: 'processing' })).toBe(inFlight.length);

    // Sold while no worker runs, then Redis loses every job.
    const whileDown = await sellNewLead();
    const redis = new IORedis(redisUrl);
    await redis.flushdb();
    redis.disconnect();

    hook.mode = 'ok';
    await startWorker();
    const sales = [...delivered, ...inFlight, ...whileDown];
    await until(async () => {
      const all = await deliveries();
      return all.length === sales.length && all.every((delivery) => delivery.status === 'delivered');
    }, 'alle Zustellungen nach dem Neustart');

    // Idempotency keys are the sale ids: every sale accepted once, none lost, none twice.
    expect([...hook.acceptedKeys].sort()).toEqual(sales.map(String).sort());
    expect(await db.getRepository(Sale).count()).toBe(sales.length);
    // The hung attempts reached the hook too; their repeats carried the same key.
    const attemptsByKey = new Map<string, number>();
    for (const received of hook.requests) {
      const key = String(received.headers['idempotency-key']);
      attemptsByKey.set(key, (attemptsByKey.get(key) ?? 0) + 1);
    }
    expect(inFlight.map((saleId) => attemptsByKey.get(String(saleId)))).toEqual(inFlight.map(() => 2));
    // Each job's outbox row is marked done after its delivery was recorded: the last one may still be on its way.
    const done = () => db.getRepository(OutboxMessage).countBy({ topic: JobName.DeliverSale, status: 'done' });
    await until(async () => (await done()) >= sales.length, 'Outbox-Einträge erledigt');
    expect(await done()).toBe(sales.length);
  }, 120_000);
});
