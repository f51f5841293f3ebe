import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Each Playwright worker drives a server of its own (own port, embedded database and fake Pipedrive), so
 * test files run in parallel without seeing each other's data; one SMTP sink takes every server's mail.
 * `E2E_WORKERS` sets how many (default 2, the machine's cores).
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * Free ports, chosen once by the main process and handed to Playwright's workers through the environment
 * (they load this file again), so two runs on one machine never collide: per worker an API, a fake
 * Pipedrive and a fake webhook port, then the SMTP sink's.
 */
function freePorts(count: number): number[] {
  if (!process.env.E2E_PORTS) {
    const script = `const net=require('node:net');Promise.all(Array.from({length:${count}},()=>new Promise(r=>{const s=net.createServer();s.listen(0,'127.0.0.1',()=>{const p=s.address().port;s.close(()=>r(p));});}))).then(p=>process.stdout.write(p.join(',')));`;
    process.env.E2E_PORTS = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  }
  return process.env.E2E_PORTS.split(',').map(Number);
}
const ports = freePorts(3 * WORKERS + 1);
const apiPorts = ports.slice(0, WORKERS);
const pipedrivePorts = ports.slice(WORKERS, 2 * WORKERS);
const hookPorts = ports.slice(2 * WORKERS, 3 * WORKERS);
const smtpPort = ports[3 * WORKERS];
/** Which server this process's tests use: Playwright numbers its workers 0 … workers-1; the main process counts as 0. */
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/**
 * Debian's headless Chromium (package chromium-headless-shell, what Playwright itself runs headless): a quarter
 * less CPU than the full browser for the same tests. The full one (package chromium) where only it is installed.
 */
function chromium(): string {
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';
}

/** Browser tests run the built product on a fresh embedded database, in Debian's Chromium. */
export const E2E_PORT = apiPorts[worker];
/** Browser tests that need Pipedrive start a fake of its API on this port (the worker's server talks to it). */
export const FAKE_PIPEDRIVE_PORT = pipedrivePorts[worker];
/** Browser tests that deliver to a buyer's webhook start a fake of it on this port. */
export const FAKE_HOOK_PORT = hookPorts[worker];
/** The global setup's SMTP server, which every e2e server sends its mail to. */
export const E2E_SMTP_PORT = smtpPort;
/** Set as MAIL_FROM below, whatever the developer's shell has set, so tests can check the sender. */
export const E2E_MAIL_FROM = 'noreply@leadportal.example';
export const E2E_ADMIN = { email: 'e2e-admin@example.de', password: 'e2e-passwort-123' };

const dataRoot = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'leadportal-e2e-'));
process.env.E2E_DATA_DIR = dataRoot;
const dataDirOf = (index: number) => join(dataRoot, `server-${index}`);
/** The data directory of this worker's server (its JWT secret, for tests that forge tokens). */
export const E2E_SERVER_DATA_DIR = dataDirOf(worker);
// Received mails as JSON files (test/browser/support/mailbox.ts); in the output folder to be looked at after a run.
const mailboxDir = process.env.E2E_MAILBOX_DIR ?? join(__dirname, 'test-results', 'mailbox');
process.env.E2E_MAILBOX_DIR = mailboxDir;

export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.pw.ts',
  globalSetup: './test/browser/support/global-setup.ts',
  // Generous for a loaded CI machine (two servers, two browsers on two cores ran tests at a third of their
  // speed on a quiet one): a missing element still fails, only later.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // Files are spread over the workers; the tests of one file run in order on one worker and its server.
  fullyParallel: false,
  workers: WORKERS,
  // No retries: a flaky test is fixed, not retried.
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    screenshot: 'only-on-failure',
    // On a developer's machine a trace of every test, kept for the failed ones, with DOM snapshots but without the
    // screencast (its frames kept Chromium's compositor busy in every test: two files 2.3 min with them, 1.7 min
    // without, 1.5 min untraced). None in CI, which keeps no files of a run: the failure's message and screenshot
    // path are in the log, and the same command with the trace reproduces it locally.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? chromium(),
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: apiPorts.map((port, index) => ({
    command: 'node dist/apps/api/src/main.js',
    url: `http://127.0.0.1:${port}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      // Always the embedded default, whatever the developer's shell has set.
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDirOf(index),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      PIPEDRIVE_API_URL: `http://127.0.0.1:${pipedrivePorts[index]}`,
      // The fakes on loopback are the only internal peers the server may call.
      OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${pipedrivePorts[index]},127.0.0.1:${hookPorts[index]}`,
      EMAIL_DNS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?starttls=off`,
      MAIL_FROM: `Leadportal E2E <${E2E_MAIL_FROM}>`,
      // Links to deals in the operator's CRM (statistics details); nothing is fetched from it.
      CRM_DEAL_URL: 'https://crm.example.de/deal/{id}',
    },
  })),
});
