import { expect, NO_SESSION, test } from './support/session';
import { sign } from 'jsonwebtoken';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ADMIN, E2E_SERVER_DATA_DIR } from '../../playwright.config';

const SIDEBAR = [
  'Übersicht',
  'Unternehmen',
  'Verkauf-Statistik',
  'Lead-Statistik',
  'Reklamationsanfragen',
  'Weitere Tools',
  'Einkauf',
  'Leadsources',
  'Lead Analyse',
  'Lead Matchen',
  'Settings',
  'Logout',
];


/** An access token that expired a minute ago, signed with the server's real key (kept in DATA_DIR). */
function expiredAccessToken(claims: Record<string, unknown>): string {
  const secret = readFileSync(join(E2E_SERVER_DATA_DIR, 'jwt-secret'), 'utf8').trim();
  const now = Math.floor(Date.now() / 1000);
  return sign({ ...claims, iat: now - 1000, exp: now - 60 }, secret, { algorithm: 'HS256' });
}

test.describe('Backoffice shell', () => {
  // This file tests logging in, renewing and logging out: it starts as a guest and logs in itself.
  test.use({ storageState: NO_SESSION, viewport: { width: 1280, height: 900 } });

  test('a guest logs in, the session is renewed, the sidebar and theme work, and logging out or a failed renewal ends on the login page', async ({ page }) => {
    // A page that needs login sends a guest to /login; a wrong password is refused there.
    await page.goto('/overview');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-Mail').fill(E2E_ADMIN.email);
    const password = page.getByLabel('Passwort', { exact: true });
    await password.fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toContainText('E-Mail oder Passwort ist falsch.');

    await password.fill(E2E_ADMIN.password);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Passwort anzeigen' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Passwort verbergen' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('user-token')!,
      renewToken: localStorage.getItem('renew-token')!,
      user: localStorage.getItem('user')!,
    }));
    expect(stored).toEqual({ token: expect.any(String), renewToken: expect.any(String), user: expect.any(String) });

    // An expired access token is renewed once and the call replayed.
    // The overview loads its daily chart lazily: a call still under way when the token is swapped
    // would renew on the page that the navigation below unloads, and the server would see the lost
    // renewal's token used twice and end the session (its theft rule). So wait for that chart.
    await expect(page.getByTestId('chart-days').locator('svg.recharts-surface').first()).toBeVisible();
    const claims = JSON.parse(Buffer.from(stored.token.split('.')[1], 'base64url').toString());
    await page.evaluate((token) => localStorage.setItem('user-token', token), expiredAccessToken(claims));
    const renewals: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/auth/renew')) renewals.push(response.status());
    });
    // The users list (Mitarbeiter) carries ra-data-simple-rest's range and sort in its query.
    const usersAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users' && response.status() === 200);
    await page.goto('/settings/staff');
    await usersAnswer;
    await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
    expect(renewals).toEqual([200]);
    const renewed = await page.evaluate(() => ({ token: localStorage.getItem('user-token')!, renewToken: localStorage.getItem('renew-token')! }));
    expect(renewed.token).not.toBe(stored.token);
    expect(renewed.renewToken).not.toBe(stored.renewToken);

    // The sidebar shows every item in order and links to its page.
    const sidebar = page.locator('.RaSidebar-fixed');
    for (const label of SIDEBAR) await expect(sidebar.getByText(label, { exact: true })).toBeVisible();
    const texts = (await sidebar.innerText()).split('\n').map((line) => line.trim()).filter((line) => SIDEBAR.includes(line));
    expect(texts).toEqual(SIDEBAR);
    await page.getByRole('menuitem', { name: 'Lead Analyse' }).click();
    await expect(page).toHaveURL(/\/zips$/);
    await expect(page.getByRole('heading', { name: 'Lead Analyse' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('region', { name: 'E-Mail-Vorlage' }).getByRole('button', { name: 'Aktualisieren' })).toBeVisible();

    // Below 900px the sidebar is collapsed to icons and the burger opens it (on a phone it is a drawer: mobile.pw.ts).
    await page.setViewportSize({ width: 800, height: 900 });
    const label = sidebar.getByText('Einkauf', { exact: true });
    await expect(label).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(label).toBeVisible();
    await page.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(label).toBeHidden();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(label).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });

    // The theme toggle switches dark/light and the choice survives a reload.
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Hell oder dunkel' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mode'))).toBe('dark');
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await expect(page.getByRole('region', { name: 'E-Mail-Vorlage' }).getByRole('button', { name: 'Aktualisieren' })).toBeVisible();
    expect(await background()).toBe(dark);
    await page.getByRole('button', { name: 'Hell oder dunkel' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mode'))).toBe('light');

    // Logout clears the session and protected pages need a login again.
    const session = await page.evaluate(() => ({ token: localStorage.getItem('user-token')!, renewToken: localStorage.getItem('renew-token')!, user: localStorage.getItem('user')! }));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('user-token'), localStorage.getItem('renew-token')])).toEqual([null, null]);
    const renewAfterLogout = await page.request.post('/auth/renew', { data: { renewToken: session.renewToken } });
    expect(renewAfterLogout.status()).toBe(401);
    await page.goto('/statistics');
    await expect(page).toHaveURL(/\/login$/);

    // A session whose renewal fails (the ended one, put back) ends on the login page with tokens cleared.
    await page.evaluate(({ token, renewToken, user }) => {
      localStorage.setItem('user-token', token);
      localStorage.setItem('renew-token', renewToken);
      localStorage.setItem('user', user);
    }, session);
    const refused = page.waitForResponse((response) => response.url().endsWith('/auth/renew'));
    await page.goto('/settings');
    expect((await refused).status()).toBe(401);
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('user-token'), localStorage.getItem('renew-token')])).toEqual([null, null]);

    // An e-mail in the login address pre-fills the field.
    await page.goto(`/login/${encodeURIComponent('anna.schmidt@example.de')}`);
    await expect(page.getByLabel('E-Mail')).toHaveValue('anna.schmidt@example.de');
  });
});
