import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Browser tests run the built product on a fresh embedded database, in Debian's Chromium. */
export const E2E_PORT = 3999;
/** Browser tests that need Pipedrive start a fake of its API on this port. */
export const FAKE_PIPEDRIVE_PORT = 3998;
export const E2E_ADMIN = { email: 'e2e-admin@example.de', password: 'e2e-passwort-123' };

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'leadportal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.pw.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
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
    },
  },
});
