import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import IORedis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobName, loadConfig, OutboxMessage } from '@app/common';
import { Delivery, Sale } from '@app/sales';
import { UsersService } from '@app/users';
import { defaultConditions } from '@app/shared';
import { createApp } from '../../apps/api/src/create-app';
import { FakeWebhook, startFakeWebhook } from '../support/fake-webhook';
import { funnelLead } from '../support/lead-factory';
import { createTestDatabase, TestDatabase } from '../support/test-database';

const describeWithServers = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

const ROOT = join(__dirname, '..', '..');
const ALWAYS = defaultConditions().activeDays.map((day) => ({ ...day, active: true, startTime: '00:00', endTime: '24:00' }));

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
  let database: TestDatabase;
  let api: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let db: DataSource;
  let hook: FakeWebhook;
  let redisUrl: string;
  let workerEnv: Record<string, string>;
  const workers: WorkerProcess[] = [];
  let auth: { Authorization: string };
  let ip = 0;

  const sellNewLead = async (): Promise<number[]> => {
    const { body: lead } = await http
      .post('/public-api/lead')
      .set('X-Forwarded-For', `10.71.0.${++ip}`)
      .send(funnelLead({ contact: { zip: '80331', mail: `neustart${ip}@example.de`, phone: `0171 80000${10 + ip}` } }))
      .expect(201);
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
    database = await createTestDatabase();
    // A Redis database of its own, so FLUSHDB touches nothing else running in parallel.
    const url = new URL(process.env.REDIS_URL!);
    url.pathname = '/12';
    redisUrl = url.toString();
    workerEnv = {
      ...database.env,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `lptest-${randomBytes(4).toString('hex')}`,
      // A killed worker's claims are handed on after 5 s instead of 5 minutes.
      OUTBOX_LEASE_SECONDS: '5',
    };
    api = await createApp(loadConfig({ ...workerEnv, API_PROCESSES_JOBS: 'false' }), { logger: false });
    await api.init();
    http = request(api.getHttpServer());
    db = api.get<DataSource>(getDataSourceToken());
    await api.get(UsersService).createOrUpdate({ email: 'neustart@example.de', password: 'geheim-123', name: 'Neustart', isAdmin: false });
    auth = { Authorization: `Bearer ${(await http.post('/auth/login').send({ email: 'neustart@example.de', password: 'geheim-123' }).expect(200)).body.token}` };

    hook = await startFakeWebhook();
    await http.put('/api/settings/distribution').set(auth).send({ buyersPerLead: 2, duplicateWindowDays: 30 }).expect(200);
    for (const [name, prio] of [['Hookwerk', 1], ['Makewerk', 2]] as const) {
      const { body } = await http.post('/api/organisation').set(auth).send({ name, email: `${name.toLowerCase()}@kaeufer.example` }).expect(201);
      await http
        .put(`/api/organisation/${body.id}`)
        .set(auth)
        .send({ prio, type: 'zapier', zapier: { uri: hook.url }, conditions: { ...defaultConditions(), activeDays: ALWAYS, zipConditions: [{ zip: '80', email: '' }] } })
        .expect(200);
    }
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await api?.close();
    await hook?.close();
    await database?.drop();
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
    expect(await db.getRepository(OutboxMessage).countBy({ topic: JobName.DeliverSale, status: 'done' })).toBe(sales.length);
  }, 120_000);
});
