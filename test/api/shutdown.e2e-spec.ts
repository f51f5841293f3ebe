import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTestDatabase, TestDatabase, testRedisEnv } from '../support/test-database';
import { deleteRedisKeys } from '../support/test-app';

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

/** The built API (`npm start` without the build step) as a process of its own, with its standard output kept. */
class ApiProcess {
  stdout = '';
  stderr = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  private readonly child: ChildProcess;

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, [join(ROOT, 'dist/apps/api/src/main.js')], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', ...env, PORT: String(port), LOG_FORMAT: 'json', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
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
  let database: TestDatabase;
  const redis = testRedisEnv();
  let env: Record<string, string>;
  const started: ApiProcess[] = [];

  beforeAll(async () => {
    execFileSync(process.execPath, [join(ROOT, 'scripts/ensure-built.js'), 'server'], { cwd: ROOT, stdio: 'pipe', timeout: 240_000 });
    database = await createTestDatabase();
    env = { ...database.env, ...redis, JWT_SECRET: randomBytes(32).toString('hex') };
  }, 300_000);

  afterAll(async () => {
    for (const api of started) api.kill();
    await database?.drop();
    if (redis.REDIS_URL) await deleteRedisKeys(redis.REDIS_URL, redis.REDIS_PREFIX);
  });

  const startApi = async () => {
    const api = new ApiProcess(await freePort(), env);
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

  it('cuts a request that is still running after 10 s and exits all the same', async () => {
    const api = await startApi();
    const stuck = slowLogin(api.port);
    await sleep(300);
    const signalled = Date.now();
    api.terminate();
    // The rest of the body never comes.
    await expect(stuck.answered).rejects.toThrow();
    const exit = await api.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalled).toBeGreaterThanOrEqual(9_500);
    expect(exit.at - signalled).toBeLessThan(20_000);
  }, 120_000);
});
