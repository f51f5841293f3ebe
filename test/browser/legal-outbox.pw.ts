import type { Page } from '@playwright/test';
import { createSupplier } from './support/sales';
import { expect, staffAuth, test } from './support/session';
import { settingsCard } from './support/settings';

/** The test server keeps its database for the whole run: texts and addresses carry a run mark. */
const RUN = Date.now().toString(36).toUpperCase();

/** For the first look after loading a page: the machine running the tests may be busy. */
const LOADED = { timeout: 30_000 };

const noSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Two cards of Settings in one visit: 'Rechtstexte' (what staff write shows in the funnel, safely) and
 * 'Postausgang' (a sent mail in the list and its sandboxed preview). Saving and reading the texts back:
 * test/api/legal.e2e-spec.ts; sending again and its German refusal: test/api/outgoing-mails.e2e-spec.ts,
 * admin/src/outbox/outbox.spec.ts and admin/src/dataProvider/outboxApi.spec.ts.
 */
test('Rechtstexte reach the funnel safely; the Postausgang lists a sent mail and previews it in a sandboxed frame', async ({ page }) => {
  const mail = `postausgang-${RUN.toLowerCase()}@example.de`;
  const auth = await staffAuth(page.request);
  // A supplier's lead: its confirmation mail carries no double opt-in link, so staff may read it (a funnel
  // lead's, with the link, is for the person alone and shows no content: test/api/mail-secrets).
  const supplier = await createSupplier(page.request, auth, `Postausgang ${RUN}`, `postausgang-${RUN.toLowerCase()}`);
  const lead = await page.request.post('/public-api/leadsource/lead', {
    headers: { 'X-Api-Key': supplier.apiKey },
    data: {
      contact: { salutation: 'Frau', firstName: 'Paula', lastName: `Post${RUN}`, phone: `0151 7${String(Date.now()).slice(-6)}`, mail, street: 'Lindenstraße 5a', city: 'München', zip: '80331' },
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);

  await page.goto('/settings');
  const imprint = `# Anbieter\n\nSonnenhaus ${RUN} GmbH\nHauptstraße 1\n80331 München\n\n- Telefon: 089 123456\n- **E-Mail:** info@sonnenhaus.example\n\n<script>alert(1)</script> bleibt Text.`;
  await test.step('staff write the Impressum and set an external AGB address', async () => {
    const card = await settingsCard(page, 'Rechtstexte');
    await card.getByRole('textbox', { name: 'Text' }).first().fill(imprint);
    await card.getByRole('textbox', { name: 'Externe Adresse' }).nth(1).fill(`https://agb.example.de/${RUN}`);
    await card.getByRole('button', { name: 'Rechtstexte speichern' }).click();
    await expect(page.getByText('Rechtstexte gespeichert')).toBeVisible(LOADED);
  });

  await test.step('the Postausgang lists the confirmation as sent, with German chips, and previews it in a sandboxed frame', async () => {
    // The confirmation goes out in the background: wait until the server has sent it, then look.
    await expect
      .poll(async () => {
        const answer = await page.request.get('/api/outgoing-mails', { headers: auth, params: { filter: JSON.stringify({ q: mail }) } });
        return ((await answer.json()) as { status: string }[]).map((found) => found.status);
      }, { timeout: 60_000 })
      .toContain('sent');
    const card = await settingsCard(page, 'Postausgang');
    await expect(card.getByTestId('outbox-summary')).toHaveText('Ein SMTP-Server ist eingerichtet. 0 Mails gehalten.', LOADED);
    await card.getByRole('link', { name: 'Postausgang öffnen' }).click();
    await expect(page).toHaveURL(/\/settings\/outbox/, LOADED);

    await page.getByPlaceholder('Empfänger oder Betreff').fill(mail);
    const row = page.getByRole('row').filter({ hasText: mail });
    await expect(row.getByText('Versendet')).toBeVisible(LOADED);
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
  });

  await test.step('the funnel links both texts and shows the Impressum as text, never as HTML', async () => {
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
