// PostgreSQL pass: the API and the worker end cleanly with their connections to both servers.
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, request as httpRequest, ServerResponse } from 'node:http';
import { AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { JobName, OutboxMessage } from '@app/infrastructure';
import { Delivery } from '@app/sales';
import { createBuyer, submitFunnelLead } from '../factories';
import { createTestDatabase, TestDatabase, testRedisEnv } from '../support/test-database';
import { deleteRedisKeys, startTestApp, TestApp } from '../support/test-app';

const ROOT = join(__dirname, '..', '..');
const ADMIN = { email: 'betrieb@example.de', password: 'Herunter-Fahren-2026!' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A built process (`npm start`, `npm run start:worker` without the build step) of its own, with its standard output kept. */
class ServerProcess {
  stdout = '';
  stderr = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  private readonly child: ChildProcess;

  constructor(
    readonly port: number,
    env: Record<string, string>,
    main = 'dist/apps/api/src/main.js',
  ) {
    this.child = spawn(process.execPath, [join(ROOT, main)], {
      cwd: ROOT,
      // The tests' own DATABASE_URL/REDIS_URL come with `env` only.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, ...(port ? { PORT: String(port) } : {}), LOG_FORMAT: 'json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  }

  async started(text: string): Promise<void> {
    const deadline = Date.now() + 90_000;
    while (!this.stdout.includes(text)) {
      if (this.child.exitCode !== null || Date.now() > deadline) throw new Error(`Nicht gestartet (${this.child.exitCode}):\n${this.stdout}\n${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async ready(): Promise<void> {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`API beendet (${this.child.exitCode}):\n${this.stdout}\n${this.stderr}`);
      if (await fetch(`http://127.0.0.1:${this.port}/ready`).then((response) => response.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`API nicht bereit:\n${this.stdout}\n${this.stderr}`);
  }

  terminate(): void {
    this.child.kill('SIGTERM');
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /** Every line of standard output, parsed: it must be JSON, each one. */
  logLines(): { msg: string; level: string; [key: string]: unknown }[] {
    return this.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        try {
          return JSON.parse(line);
        } catch {
          throw new Error(`Keine JSON-Zeile auf der Standardausgabe: ${line}`);
        }
      });
  }
}

/**
 * A login whose body arrives in two parts: the request is in flight (headers read, body awaited) for as
 * long as the test waits before sending the rest.
 */
function slowLogin(port: number) {
  const body = JSON.stringify(ADMIN);
  const half = Math.floor(body.length / 2);
  let status = 0;
  let text = '';
  const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/auth/login', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('response', (response) => {
      status = response.statusCode ?? 0;
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status, body: text }));
    });
    request.once('error', reject);
  });
  request.write(body.slice(0, half));
  request.flushHeaders();
  return { answered, finish: () => request.end(body.slice(half)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM: the API stops taking requests, finishes those in flight and exits with 0', () => {
  const redis = testRedisEnv();
  const databases: TestDatabase[] = [];
  const started: ServerProcess[] = [];

  beforeAll(() => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-built.js'), 'server'], { cwd: ROOT, stdio: 'pipe', timeout: 240_000 });
  }, 300_000);

  afterAll(async () => {
    for (const api of started) api.kill();
    await Promise.all(started.map((api) => api.exited));
    for (const database of databases) await database.drop();
    if (redis.REDIS_URL) await deleteRedisKeys(redis.REDIS_URL, redis.REDIS_PREFIX);
  });

  /** On a database of its own: a first start, with the configured admin or (`{}`) the generated one. */
  const startApi = async (admin: Record<string, string> = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }) => {
    const database = await createTestDatabase();
    databases.push(database);
    const api = new ServerProcess(await freePort(), { ...database.env, ...redis, JWT_SECRET: randomBytes(32).toString('hex'), ...admin });
    started.push(api);
    await api.ready();
    return api;
  };

  it('answers the login in flight with 200, refuses new connections meanwhile, and writes only JSON lines', async () => {
    const api = await startApi();
    const login = slowLogin(api.port);
    await sleep(300);
    const signalled = Date.now();
    api.terminate();
    await sleep(500);
    // No longer listening, while the login still waits for the rest of its body.
    await expect(fetch(`http://127.0.0.1:${api.port}/health`)).rejects.toThrow();
    login.finish();
    const answer = await login.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).token).toEqual(expect.any(String));
    const exit = await api.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeLessThan(10_000);

    const lines = api.logLines();
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/^Leadportal läuft: http/), 'SIGTERM: fahre herunter', 'Beendet']));
    expect(lines.find((line) => line.route === '/auth/login')).toMatchObject({ status: 200, method: 'POST' });
    // The configured admin is not named; there is no generated password to show.
    expect(api.stdout).not.toContain(ADMIN.email);
    expect(api.stdout).not.toContain(ADMIN.password);
  }, 120_000);

  it('cuts a request that is still running after SHUTDOWN_GRACE_SECONDS and exits all the same', async () => {
    // Without ADMIN_PASSWORD: the first start shows admin@localhost's one-time password, as JSON lines too.
    const api = await startApi({ SHUTDOWN_GRACE_SECONDS: '2' });
    const banner = api.logLines().filter((line) => line.context === 'Start').map((line) => line.msg);
    expect(banner).toEqual(expect.arrayContaining(['Erster Benutzer: admin@localhost', expect.stringMatching(/^Passwort \(wird nur dieses eine Mal angezeigt\): \S{16}$/)]));
    const stuck = slowLogin(api.port);
    await sleep(300);
    const signalled = Date.now();
    api.terminate();
    // The rest of the body never comes.
    await expect(stuck.answered).rejects.toThrow();
    const exit = await api.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeGreaterThanOrEqual(1_900);
    expect(exit.at - signalled).toBeLessThan(10_000);
    expect(api.logLines().map((line) => line.msg)).toContain('Beendet');
  }, 120_000);
});

const describeWithServers = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

/** A buyer's webhook that holds each delivery until the test lets it answer 200. */
async function heldHook() {
  const held: ServerResponse[] = [];
  let received = 0;
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      held.push(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/catch/1/held/`,
    host: `127.0.0.1:${port}`,
    received: () => received,
    release: () => held.splice(0).forEach((response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"success"}')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeWithServers('SIGTERM: a worker finishes the job it is running and exits with 0 (PostgreSQL + Redis)', () => {
  let api: TestApp;
  let hook: Awaited<ReturnType<typeof heldHook>>;
  let worker: ServerProcess | undefined;

  beforeAll(async () => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-built.js'), 'server'], { cwd: ROOT, stdio: 'pipe', timeout: 240_000 });
    hook = await heldHook();
    api = await startTestApp({ OUTBOUND_ALLOW_HOSTS: hook.host, ENCRYPTION_KEY: randomBytes(32).toString('hex'), API_PROCESSES_JOBS: 'false' });
  }, 300_000);
  afterAll(async () => {
    worker?.kill();
    await api?.close();
    await hook?.close();
  });

  it('counts its deliveries on its own metrics port, delivers the lead it is sending when the signal comes, once, and stops', async () => {
    const { API_PROCESSES_JOBS: _apiOnly, ...shared } = api.env;
    const metricsPort = await freePort();
    const token = randomBytes(16).toString('hex');
    worker = new ServerProcess(0, { ...shared, METRICS_TOKEN: token, METRICS_PORT: String(metricsPort) }, 'dist/apps/worker/src/main.js');
    await worker.started('Worker läuft');
    await createBuyer(api, { name: 'Haltewerk', type: 'zapier', zapier: { uri: hook.url }, zips: ['80'] });
    const auth = await api.staffAuth();
    const sellLead = async () => {
      const lead = await submitFunnelLead(api, { zip: '80331' });
      await api.http.put(`/api/lead/${lead.id}`).set(auth).send({ qualified: true }).expect(200);
    };
    const hookReceived = async (count: number) => {
      const deadline = Date.now() + 30_000;
      while (hook.received() < count) {
        if (Date.now() > deadline) throw new Error(`Keine Zustellung beim Webhook:\n${worker!.stdout}`);
        await sleep(100);
      }
    };
    const deliveries = () => api.db.getRepository(Delivery).find({ order: { id: 'ASC' } });

    // A first lead goes through while the worker runs: the worker counted it, where it happened.
    await sellLead();
    await hookReceived(1);
    hook.release();
    const deadline = Date.now() + 30_000;
    while ((await deliveries())[0]?.status !== 'delivered') {
      if (Date.now() > deadline) throw new Error('Erste Zustellung nicht vermerkt');
      await sleep(100);
    }
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('leadportal_deliveries_total{channel="zapier",result="delivered"} 1');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);

    // The second is on its way to the buyer when SIGTERM comes.
    await sellLead();
    await hookReceived(2);
    worker.terminate();
    await sleep(1000);
    // Still waiting for the job: the worker has not gone.
    expect(worker.stdout).not.toContain('"msg":"Beendet"');
    hook.release();
    expect(await worker.exited).toMatchObject({ code: 0, signal: null });
    expect((await deliveries()).map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
    expect(await api.db.getRepository(OutboxMessage).countBy({ topic: JobName.DeliverSale, status: 'done' })).toBe(2);
    expect(hook.received()).toBe(2);
    expect(worker.logLines().map((line) => line.msg)).toEqual(expect.arrayContaining(['SIGTERM: fahre herunter', 'Beendet']));
  }, 180_000);
});
