import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Three free ports, chosen once by the main process and handed to Playwright's workers through the
 * environment (they load this file again), so two runs on one machine never collide.
 */
function freePorts(): [number, number, number] {
  if (!process.env.E2E_PORTS) {
    const script = `const net=require('node:net');Promise.all([0,1,2].map(()=>new Promise(r=>{const s=net.createServer();s.listen(0,'127.0.0.1',()=>{const p=s.address().port;s.close(()=>r(p));});}))).then(p=>process.stdout.write(p.join(',')));`;
    process.env.E2E_PORTS = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  }
  const [api, pipedrive, smtp] = process.env.E2E_PORTS.split(',').map(Number);
  return [api, pipedrive, smtp];
}
const [apiPort, pipedrivePort, smtpPort] = freePorts();

/** Browser tests run the built product on a fresh embedded database, in Debian's Chromium. */
export const E2E_PORT = apiPort;
/** Browser tests that need Pipedrive start a fake of its API on this port. */
export const FAKE_PIPEDRIVE_PORT = pipedrivePort;
/** The global setup's SMTP server, which the e2e server sends every mail to. */
export const E2E_SMTP_PORT = smtpPort;
/** Set as MAIL_FROM below, whatever the developer's shell has set, so tests can check the sender. */
export const E2E_MAIL_FROM = 'noreply@leadportal.example';
export const E2E_ADMIN = { email: 'e2e-admin@example.de', password: 'e2e-passwort-123' };

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'leadportal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Received mails as JSON files (test/browser/support/mailbox.ts); in the output folder to be looked at after a run.
const mailboxDir = process.env.E2E_MAILBOX_DIR ?? join(__dirname, 'test-results', 'mailbox');
process.env.E2E_MAILBOX_DIR = mailboxDir;

export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.pw.ts',
  globalSetup: './test/browser/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    command: 'node dist/apps/api/src/main.js',
    url: `http://127.0.0.1:${E2E_PORT}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      // Always the embedded default, whatever the developer's shell has set.
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_BASE_URL: `http://127.0.0.1:${E2E_PORT}`,
      PIPEDRIVE_API_URL: `http://127.0.0.1:${FAKE_PIPEDRIVE_PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}?starttls=off`,
      MAIL_FROM: `Leadportal E2E <${E2E_MAIL_FROM}>`,
      // Links to deals in the operator's CRM (statistics details); nothing is fetched from it.
      CRM_DEAL_URL: 'https://crm.example.de/deal/{id}',
    },
  },
});
