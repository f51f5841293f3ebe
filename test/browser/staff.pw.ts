import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { waitForMail } from './support/mailbox';
import { expect, NO_SESSION, staffAuth, test } from './support/session';
import { settingsCard } from './support/settings';

/**
 * Staff accounts, roles and the second factor in the browser: an administrator invites a Vertrieb
 * member in Settings → Mitarbeiter; the invitation mail's link sets the password (a weak one is refused
 * in German); with 'Zwei-Faktor-Anmeldung für alle Mitarbeiter verlangen' on, the first login leads
 * straight to 'Mein Konto', where the authenticator app is set up from the QR code's secret; then the
 * login's code step, what the Vertrieb role does not see, and a recovery code that logs in once.
 */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const EMAIL = `vera.vertrieb-${run}@example.de`;
const NAME = `Vera Vertrieb ${RUN}`;
const PASSWORD = 'Sonnendach-Kupfer-Wolke-42';
const WEAK_PASSWORD = 'passwort1234';
/** For the first look after loading a page: the machine running the tests may be busy. */
const LOADED = { timeout: 30_000 };

/** What the tests hand on: the organisation with invoices shown, the app's secret, the recovery codes. */
const state = { organisation: 0, secret: '', recoveryCodes: [] as string[] };

/** The code the authenticator app shows `offsetMs` from now (computed here from the secret on the page). */
function appCode(offsetMs = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(state.secret) });
  return totp.generate({ timestamp: Date.now() + offsetMs });
}

const noSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'Seite scrollt seitwärts' }).toBeLessThanOrEqual(page.viewportSize()!.width);

/** The page at 1280 and at 390 px (nothing may scroll sideways), saved to be looked at. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`staff-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The organisation's answer with one month to invoice and one draft invoice, so the Rechnungen tab
 * has 'Erstellen' and 'Senden' to offer: real ones need a month that has ended (invoicing.pw.ts moves
 * a server's clock for that). The same answer for both roles shows that only the role hides them.
 */
async function withInvoiceToSend(page: Page, organisation: number) {
  await page.route(`**/api/organisation/${organisation}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const now = new Date();
    const month = now.getMonth() === 0 ? 12 : now.getMonth();
    const year = now.getMonth() === 0 ? now.getFullYear() - 1 : now.getFullYear();
    const draft = {
      id: 990_000 + organisation,
      organisationId: organisation,
      kind: 'invoice',
      creationDate: now.toISOString(),
      invoiceDate: null,
      sendDate: null,
      dueDate: null,
      paidDate: null,
      month: month === 1 ? 12 : month - 1,
      year: month === 1 ? year - 1 : year,
      net: 100,
      vat: 19,
      gross: 119,
      originalInvoiceId: null,
      cancelledById: null,
      fileName: 'Rechnung-Entwurf.pdf',
      content: { fullData: { voucherNumber: '', voucherStatus: 'draft' } },
      number: '',
      status: 'draft',
      actions: ['send'],
    };
    const executionDate = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
    await route.fulfill({ response, json: { ...body, invoices: [draft], missingInvoices: [{ month, year, executionDate }] } });
  });
}

async function openInvoicesTab(page: Page, organisation: number) {
  await withInvoiceToSend(page, organisation);
  await page.goto(`/organisations/${organisation}`);
  await page.getByRole('tab', { name: 'Rechnungen' }).click();
  await expect(page.getByRole('tab', { name: 'Rechnungen' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({ visible: true })).toContainText('119', LOADED);
}

async function logInWithPassword(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(EMAIL);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

async function logOut(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function setRequireTwoFactor(request: APIRequestContext, auth: { Authorization: string }, on: boolean) {
  const answer = await request.put('/api/settings/security', { headers: auth, data: { requireTwoFactor: on } });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test.describe('Mitarbeiter, Rollen und zweiter Faktor', () => {
  test('an administrator invites a Vertrieb member in Settings → Mitarbeiter and sees the invoice actions', async ({ page, request }) => {
    const auth = await staffAuth(request);
    const organisation = await request.post('/api/organisation', {
      headers: auth,
      data: { name: `Rollenprobe ${RUN} Solar GmbH`, zip: '80331', city: 'München', email: `rollenprobe-${run}@example.de` },
    });
    expect(organisation.status(), await organisation.text()).toBe(201);
    state.organisation = (await organisation.json()).id;

    await page.goto('/settings');
    const card = await settingsCard(page, 'Mitarbeiter', { exact: true });
    await expect(card).toContainText('Administrator', LOADED);
    const security = (await settingsCard(page, 'Sicherheit')).getByRole('switch', { name: 'Zwei-Faktor-Anmeldung für alle Mitarbeiter verlangen' });
    await expect(security).not.toBeChecked();
    await expect(security).toBeEnabled();
    await card.getByRole('link', { name: 'Mitarbeiter verwalten' }).click();
    await expect(page).toHaveURL(/\/settings\/staff$/);
    await expect(page).toHaveTitle('Mitarbeiter – Leadportal');

    await page.getByRole('button', { name: 'Einladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mitarbeiter einladen' });
    // Nothing filled in: German messages at the fields, nothing sent.
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await expect(dialog).toContainText('Bitte eine gültige E-Mail-Adresse angeben.');
    await dialog.getByLabel('E-Mail').fill(EMAIL);
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByRole('combobox', { name: 'Rolle' }).click();
    await page.getByRole('option', { name: 'Vertrieb' }).click();
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await expect(page.getByText(`Einladung an ${EMAIL} gesendet`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: EMAIL });
    await expect(row).toContainText(NAME);
    await expect(row).toContainText('Einladung offen');
    await expect(row).toContainText('Vertrieb');
    await expect(row).toContainText('Keiner');
    await expect(row).toContainText('Noch nie');
    await screenshots(page, 'mitarbeiter');
    // On a phone: one entry per person, with its actions, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('#main-content').getByText(EMAIL)).toBeVisible();
    await expect(page.getByRole('button', { name: `Weitere Aktionen für ${NAME}` })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });

    // Administrators have the invoice actions (the same answer the Vertrieb member gets below).
    await openInvoicesTab(page, state.organisation);
    await expect(page.getByRole('button', { name: /^Rechnung für .* erstellen$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Senden/ }).first()).toBeVisible();
  });

  test.describe('the invited member', () => {
    test.use({ storageState: NO_SESSION });

    test('sets the password from the invitation mail: a weak one is refused in German', async ({ page }) => {
      const mail = await waitForMail((candidate) => candidate.to.includes(EMAIL) && candidate.subject === 'Ihr Zugang zum Leadportal');
      expect(mail.text).toContain('Rolle: Vertrieb');
      const link = mail.text.match(/\/login\/set-password\?token=[^\s"<>]+/)?.[0];
      expect(link, mail.text).toBeDefined();

      await page.goto(link!);
      await expect(page).toHaveTitle('Passwort festlegen – Leadportal');
      await expect(page.getByRole('heading', { name: 'Passwort festlegen' })).toBeVisible();
      await page.getByLabel('Neues Passwort').fill(WEAK_PASSWORD);
      await page.getByLabel('Passwort wiederholen').fill(`${WEAK_PASSWORD}x`);
      await expect(page.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible();
      await page.getByLabel('Passwort wiederholen').fill(WEAK_PASSWORD);
      // The hint measures as the server does, in German.
      await expect(page.getByTestId('password-strength')).toContainText('Stärke: schwach', LOADED);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await expect(page.getByRole('alert')).toContainText('Das Passwort ist zu leicht zu erraten.');
      await screenshots(page, 'passwort-festlegen');

      await page.getByLabel('Neues Passwort').fill(PASSWORD);
      await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
      await expect(page.getByTestId('password-strength')).toContainText(/Stärke: (gut|sehr gut)/);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await expect(page).toHaveURL(/\/login\?email=/);
      await expect(page.getByText('Ihr Passwort ist gespeichert.')).toBeVisible();
      await expect(page.getByLabel('E-Mail')).toHaveValue(EMAIL);

      // The link works once.
      await page.goto(link!);
      await page.getByLabel('Neues Passwort').fill(PASSWORD);
      await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await expect(page.getByRole('alert')).toContainText(/Link/);
    });

    test("with the second factor required, the first login leads to 'Mein Konto' to set up the authenticator app", async ({ page, request }) => {
      // Taken before the setting is on: an administrator without a factor could only set one up after it.
      const admin = await staffAuth(request);
      await setRequireTwoFactor(request, admin, true);
      try {
        await logInWithPassword(page);
        await expect(page).toHaveURL(/\/account$/);
        await expect(page.getByTestId('setup-required')).toContainText('Bitte richten Sie die Zwei-Faktor-Anmeldung ein', LOADED);
        // Nothing else to go to until it is set up.
        await expect(page.getByRole('menuitem', { name: 'Einkauf' })).toHaveCount(0);
        await page.goto('/overview');
        await expect(page).toHaveURL(/\/account$/);

        await page.getByRole('button', { name: 'Authenticator-App einrichten' }).click();
        await expect(page.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
        state.secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
        expect(state.secret).toMatch(/^[A-Z2-7]{32}$/);
        await screenshots(page, 'mein-konto-einrichten');

        const code = page.getByLabel('Code aus der App');
        await code.fill(appCode() === '000000' ? '111111' : '000000');
        await page.getByRole('button', { name: 'Bestätigen' }).click();
        await expect(page.getByTestId('totp-setup').getByRole('alert')).toContainText('Der Code stimmt nicht.');
        await code.fill(appCode());
        await page.getByRole('button', { name: 'Bestätigen' }).click();

        const codes = page.getByTestId('recovery-code');
        await expect(codes).toHaveCount(10);
        state.recoveryCodes = await codes.allInnerTexts();
        await expect(page.getByTestId('recovery-codes')).toContainText('Die Codes werden nur jetzt angezeigt.');
        await screenshots(page, 'mein-konto-wiederherstellungscodes');
        await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
        await expect(page).toHaveURL(/\/overview$/);
        // A full session now: the sidebar is back.
        await expect(page.getByRole('menuitem', { name: 'Einkauf' })).toBeVisible();
      } finally {
        await setRequireTwoFactor(request, admin, false);
      }
    });

    test('logs in with the code step and sees only what the Vertrieb role may do', async ({ page }) => {
      await logInWithPassword(page);
      await expect(page.getByRole('heading', { name: 'Bestätigung' })).toBeVisible();
      await expect(page.getByText('Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.')).toBeVisible();
      // No session before the code: the challenge token is kept nowhere.
      expect(await page.evaluate(() => [localStorage.getItem('user-token'), localStorage.getItem('renew-token')])).toEqual([null, null]);
      const field = page.getByLabel('Bestätigungscode');
      await field.fill('000000');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('alert')).toContainText('Der Code ist falsch oder abgelaufen.');
      await screenshots(page, 'login-code');
      // The next step's code: the one used to set the app up counts only once.
      await field.fill(appCode(30_000));
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page).toHaveURL(/\/overview$/);

      // The sidebar is the same for every role (spec); the staff screen says why it shows nothing.
      await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
      await page.goto('/settings/staff');
      await expect(page.getByTestId('no-permission')).toHaveText('Dafür fehlt Ihnen die Berechtigung.', LOADED);
      await expect(page.getByRole('button', { name: 'Einladen' })).toHaveCount(0);
      await noSidewaysScroll(page);

      // Settings are for reading: the switch is off-limits, and a German note says so.
      await page.goto('/settings');
      await settingsCard(page, 'Mitarbeiter', { exact: true });
      const security = (await settingsCard(page, 'Sicherheit')).getByRole('switch', { name: 'Zwei-Faktor-Anmeldung für alle Mitarbeiter verlangen' });
      await expect(security).toBeDisabled(LOADED);
      await expect(page.getByTestId('read-only-note').first()).toContainText('Ihre Rolle (Vertrieb) darf diese Angaben ansehen, aber nicht ändern.');
      await expect(page.getByRole('link', { name: 'Mitarbeiter verwalten' })).toHaveCount(0);

      // No invoice actions and no runs for Vertrieb.
      await openInvoicesTab(page, state.organisation);
      await expect(page.getByRole('button', { name: /^Rechnung für .* erstellen$/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Senden/ })).toHaveCount(0);
      await page.goto('/invoices');
      await expect(page.getByRole('heading', { name: 'Rechnungen' }).first()).toBeVisible(LOADED);
      await expect(page.getByRole('button', { name: 'Rechnungslauf starten' })).toHaveCount(0);

      // 'Mein Konto' from the user menu.
      await page.getByRole('button', { name: 'Profil' }).click();
      await page.getByRole('menuitem', { name: 'Mein Konto' }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByTestId('factor-status')).toHaveText('Aktiv: Authenticator-App', LOADED);
      await expect(page.getByTestId('recovery-left')).toHaveText('10 Wiederherstellungscodes unbenutzt');
      await expect(page.getByText('Rolle: Vertrieb')).toBeVisible();
      await screenshots(page, 'mein-konto');
      await logOut(page);
    });

    test('a recovery code logs in once', async ({ page }) => {
      const [first] = state.recoveryCodes;
      expect(first).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{2}$/);
      await logInWithPassword(page);
      await page.getByRole('button', { name: 'Wiederherstellungscode verwenden' }).click();
      await page.getByLabel('Wiederherstellungscode').fill(first);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page).toHaveURL(/\/overview$/);
      await page.goto('/account');
      await expect(page.getByTestId('recovery-left')).toHaveText('9 Wiederherstellungscodes unbenutzt', LOADED);
      await logOut(page);

      await logInWithPassword(page);
      await page.getByRole('button', { name: 'Wiederherstellungscode verwenden' }).click();
      await page.getByLabel('Wiederherstellungscode').fill(first);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('alert')).toContainText('Der Code ist falsch oder abgelaufen.');
      await expect(page).toHaveURL(/\/login/);
    });
  });
});
