import { expect, Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { createSupplier } from './support/sales';
import { staffAuth } from './support/session';

/** The test server keeps its database for the whole run: texts and addresses carry a run mark. */
const RUN = Date.now().toString(36).toUpperCase();

// Each test walks through several pages and takes screenshots at two widths.
test.describe.configure({ timeout: 180_000 });
/** For the first look after loading a page: the machine running the tests may be busy. */
const LOADED = { timeout: 30_000 };

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(E2E_ADMIN.email);
  await page.getByLabel('Passwort', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/overview$/);
}

const noSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

async function screenshots(page: Page, name: string, { checkWidth = true } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (checkWidth) await noSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('Rechtstexte', () => {
  test('staff write the Impressum and set an external AGB address; the funnel shows the text safely and links both', async ({ page }) => {
    await logIn(page);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Rechtstexte' });
    const imprint = `# Anbieter\n\nSonnenhaus ${RUN} GmbH\nHauptstraße 1\n80331 München\n\n- Telefon: 089 123456\n- **E-Mail:** info@sonnenhaus.example\n\n<script>alert(1)</script> bleibt Text.`;
    await card.getByRole('textbox', { name: 'Text' }).first().fill(imprint);
    await card.getByRole('textbox', { name: 'Externe Adresse' }).nth(1).fill(`https://agb.example.de/${RUN}`);
    await card.getByRole('button', { name: 'Rechtstexte speichern' }).click();
    await expect(page.getByText('Rechtstexte gespeichert')).toBeVisible(LOADED);
    await card.scrollIntoViewIfNeeded();
    // The settings page as a whole is made narrow-screen proof elsewhere (issue 9 §10); this looks at the card.
    await screenshots(page, 'settings-legal', { checkWidth: false });

    await page.reload();
    await expect(card.getByRole('textbox', { name: 'Text' }).first()).toHaveValue(imprint, LOADED);

    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Rechtliches' });
    await expect(footer.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', `https://agb.example.de/${RUN}`, LOADED);
    await footer.getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/, LOADED);
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { level: 2, name: 'Anbieter' })).toBeVisible();
    await expect(page.getByText(`Sonnenhaus ${RUN} GmbH`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'info@sonnenhaus.example' }).locator('strong')).toHaveText('E-Mail:');
    // Typed HTML is shown, never run.
    await expect(page.getByText('<script>alert(1)</script> bleibt Text.')).toBeVisible();
    await expect(page).toHaveTitle(/Impressum/);
    await screenshots(page, 'funnel-impressum');

    // Nothing set for the Datenschutzerklärung: a placeholder says so, the page is still there.
    await page.goto('/datenschutz');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible(LOADED);
    await expect(page.getByText(/Platzhalter:/)).toBeVisible();
  });
});

test.describe('Postausgang', () => {
  test('lists sent mails with German chips, previews one in a sandboxed frame and explains why nothing can be sent again', async ({ page }) => {
    const mail = `postausgang-${RUN.toLowerCase()}@example.de`;
    // A supplier's lead: its confirmation mail carries no double opt-in link, so staff may read it (a funnel
    // lead's, with the link, is for the person alone and shows no content: test/api/mail-secrets).
    const supplier = await createSupplier(page.request, await staffAuth(page.request), `Postausgang ${RUN}`, `postausgang-${RUN.toLowerCase()}`);
    const lead = await page.request.post('/public-api/leadsource/lead', {
      headers: { 'X-Api-Key': supplier.apiKey },
      data: {
        contact: { salutation: 'Frau', firstName: 'Paula', lastName: `Post${RUN}`, phone: `0151 7${String(Date.now()).slice(-6)}`, mail, street: 'Lindenstraße 5a', city: 'München', zip: '80331' },
      },
    });
    expect(lead.status(), await lead.text()).toBe(201);

    await logIn(page);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Postausgang' });
    await expect(card.getByTestId('outbox-summary')).toHaveText('Ein SMTP-Server ist eingerichtet. 0 Mails gehalten.', LOADED);
    await card.getByRole('link', { name: 'Postausgang öffnen' }).click();
    await expect(page).toHaveURL(/\/settings\/outbox/, LOADED);

    await page.getByPlaceholder('Empfänger oder Betreff').fill(mail);
    const row = page.getByRole('row').filter({ hasText: mail });
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Versendet')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(row.getByText('Bestätigung an Interessenten')).toBeVisible();
    // Held mails need an SMTP server, and there are none: the button says why it is disabled.
    await expect(page.getByRole('button', { name: 'Alle gehaltenen senden' })).toBeDisabled();
    await screenshots(page, 'outbox-list');

    await row.click();
    await expect(page).toHaveURL(/\/settings\/outbox\/[0-9a-f-]{36}$/);
    await expect(page.getByText(mail)).toBeVisible(LOADED);
    const preview = page.getByTitle('Vorschau der Mail');
    await expect(preview).toHaveAttribute('sandbox', '');
    await expect(preview.contentFrame().locator('body')).toContainText(`Post${RUN}`);
    // A sent mail is not sent twice.
    await expect(page.getByRole('button', { name: 'Erneut senden' })).toHaveCount(0);
    await screenshots(page, 'outbox-mail');

    // 'Erneut senden' asks the server and shows its German answer: the mail is shown as failed here,
    // so the button appears, but the server knows it was sent and refuses.
    const id = page.url().split('/').pop()!;
    await page.route(`**/api/outgoing-mails/${id}`, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), status: 'failed', error: 'Mailbox voll' } });
    });
    await page.reload();
    await expect(page.getByText('Fehlgeschlagen')).toBeVisible(LOADED);
    await expect(page.getByText('Mailbox voll')).toBeVisible();
    await page.getByRole('button', { name: 'Erneut senden' }).click();
    await expect(page.getByText('Nur gehaltene oder fehlgeschlagene Mails können erneut gesendet werden.')).toBeVisible();
  });
});
