import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from '../../../playwright.config';

export { expect };

/** A browser without a session: for the tests of the login page and of logging in and out. */
export const NO_SESSION = { cookies: [], origins: [] };

/**
 * An access token lives 15 minutes; a stored session older than this is replaced by a new login
 * rather than renewed, since the server rotates renew tokens and takes a reused one for theft.
 */
const SESSION_MAX_AGE_MS = 10 * 60_000;

interface StoredSession {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  cookies: never[];
}

/** Logs in on the login page, as staff do; ends on /overview. */
export async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/overview$/);
}

/** A bearer header for API calls made beside the browser. */
export async function staffAuth(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

/**
 * Playwright's `test` with the back office logged in: each worker logs in once (through the API)
 * and every test's browser starts with that session in local storage, where the admin keeps it
 * (user-token, renew-token, user). A test that needs a guest sets `test.use({ storageState: NO_SESSION })`.
 */
export const test = base.extend<object, { staffSession: () => Promise<StoredSession> }>({
  staffSession: [
    async ({ playwright }, use) => {
      const origin = `http://127.0.0.1:${E2E_PORT}`;
      const api = await playwright.request.newContext({ baseURL: origin });
      let stored: { session: StoredSession; at: number } | null = null;
      await use(async () => {
        if (!stored || Date.now() - stored.at > SESSION_MAX_AGE_MS) {
          const login = await api.post('/auth/login', { data: E2E_ADMIN });
          expect(login.status(), await login.text()).toBe(200);
          const { token, renewToken, user } = (await login.json()) as { token: string; renewToken: string; user: unknown };
          const localStorage = [
            { name: 'user-token', value: token },
            { name: 'renew-token', value: renewToken },
            { name: 'user', value: JSON.stringify(user) },
          ];
          stored = { session: { cookies: [], origins: [{ origin, localStorage }] }, at: Date.now() };
        }
        return stored.session;
      });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ staffSession }, use) => {
    await use(await staffSession());
  },
});
