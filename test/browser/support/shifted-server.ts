import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN, E2E_MAIL_FROM, E2E_SMTP_PORT } from '../../../playwright.config';

/**
 * A second e2e server whose clock a test sets: invoices bill months that have ended and dunning
 * needs invoices past their due date, which the suite's server (real time, shared by every file)
 * cannot have. Same build, same admin login and the same SMTP sink (mails land in the mailbox), but
 * its own port and empty database.
 *
 * The whole process runs on a shifted wall clock through Debian's libfaketime (LD_PRELOAD): the app's
 * Clock, `Date`, the embedded database's now() (PGlite runs in this process), JWT issue and expiry,
 * outbox timestamps. Tokens are therefore checked against the shifted clock: log in after moving the
 * time, and again after a jump of more than their 15 minutes. Only the monotonic clock stays real
 * (FAKETIME_DONT_FAKE_MONOTONIC): Node's timers run on it, and a jumping monotonic clock makes Node
 * abort. So setTimeout/setInterval delays (outbox retries, the reconciler) keep real durations, and a
 * cron job fires when its real delay has passed, then checks the shifted time.
 *
 * libfaketime re-reads FAKETIME_TIMESTAMP_FILE, which holds an offset in seconds ("-7776000"), on
 * every clock read (FAKETIME_NO_CACHE): a new offset holds from the server's next clock read on.
 * The multithreaded variant of the library, because Node reads the clock from several threads and the
 * plain one then now and then answers garbage (seen: times centuries off).
 */
export interface ShiftedServer {
  baseURL: string;
  /** From now on the server's "now" is `at` (to the second), moving on with real time. */
  setNow(at: Date | string): void;
  stop(): Promise<void>;
}

const ROOT = join(__dirname, '..', '..', '..');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
/** Debian's multiarch directory of this machine (package libfaketime). */
const MULTIARCH: Partial<Record<NodeJS.Architecture, string>> = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' };
const LIBFAKETIME = `/usr/lib/${MULTIARCH[process.arch] ?? `${process.arch}-linux-gnu`}/faketime/libfaketimeMT.so.1`;

function requireLibfaketime(): void {
  if (!existsSync(LIBFAKETIME)) {
    throw new Error(
      `libfaketime fehlt (${LIBFAKETIME}): Der zweite e2e-Server braucht es, um seine Uhr zu verstellen. ` +
        'Installieren mit: apt-get install -y faketime',
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** libfaketime's relative format: sign and whole seconds. Replaced in one step, so no read sees a half-written file. */
function writeOffset(file: string, at: Date | string): void {
  const target = new Date(at).getTime();
  if (Number.isNaN(target)) throw new Error(`Ungültige Zeit für den zweiten Server: ${String(at)}`);
  const seconds = Math.round((target - Date.now()) / 1000);
  writeFileSync(`${file}.neu`, `${seconds < 0 ? '-' : '+'}${Math.abs(seconds)}\n`);
  renameSync(`${file}.neu`, file);
}

async function waitUntilReady(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Der zweite Server ist beendet (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${baseURL}/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Der zweite Server war nach ${START_TIMEOUT_MS} ms nicht bereit:\n${output()}`);
}

/** The dynamic linker only warns when it cannot preload a library; then the clock would silently stay real. */
function assertPreloaded(pid: number | undefined, output: () => string): void {
  const maps = pid === undefined ? '' : readFileSync(`/proc/${pid}/maps`, 'utf8');
  if (!maps.includes('libfaketime')) throw new Error(`Der zweite Server läuft ohne libfaketime (${LIBFAKETIME}):\n${output()}`);
}

/** libfaketime keeps a semaphore and shared memory per process; a killed process leaves them behind. */
function removeFaketimeLeftovers(pid: number | undefined): void {
  if (pid === undefined) return;
  for (const name of [`faketime_shm_${pid}`, `sem.faketime_sem_${pid}`]) rmSync(join('/dev/shm', name), { force: true });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(kill);
      removeFaketimeLeftovers(child.pid);
      resolve();
    };
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

export async function startShiftedServer(): Promise<ShiftedServer> {
  requireLibfaketime();
  const dir = mkdtempSync(join(tmpdir(), 'leadportal-e2e-clock-'));
  const offsetFile = join(dir, 'faketime');
  writeOffset(offsetFile, new Date());
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // A FAKETIME variable would take precedence over the file; other FAKETIME_* settings of the shell stay out too.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('FAKETIME')));
  let log = '';
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'apps', 'api', 'src', 'main.js')], {
    cwd: ROOT,
    env: {
      ...env,
      LD_PRELOAD: [LIBFAKETIME, process.env.LD_PRELOAD].filter(Boolean).join(' '),
      FAKETIME_TIMESTAMP_FILE: offsetFile,
      FAKETIME_NO_CACHE: '1',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      // File times stay real (static files of the back office keep their ETag).
      NO_FAKE_STAT: '1',
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: join(dir, 'data'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_BASE_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}?starttls=off`,
      MAIL_FROM: `Leadportal E2E <${E2E_MAIL_FROM}>`,
      CRM_DEAL_URL: 'https://crm.example.de/deal/{id}',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitUntilReady(baseURL, child, () => log);
    assertPreloaded(child.pid, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    await stopChild(child);
    throw error;
  }
  return {
    baseURL,
    setNow: (at) => writeOffset(offsetFile, at),
    stop: () => stopChild(child),
  };
}
