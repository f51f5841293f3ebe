import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { waitForMail } from './support/mailbox';
import { createBuyer, createSupplier, qualify, removeBuyers } from './support/sales';
import { expect, NO_SESSION, staffAuth, test } from './support/session';

/**
 * Complaint reasons and rules (issue 31 §4): the buyer chooses a reason on the complaint page of the delivery mail and
 * reads the proof it needs; the intake check had found the lead's phone number fake, so a rule accepts the complaint at
 * once; the staff queue shows it as 'Automatisch akzeptiert' with the rule's reason, and staff take it back. The rules
 * themselves, the supplier's charge-back and its quota: test/api/reclamation-rules.e2e-spec.ts.
 * Its postal code is one no other browser test covers, so its buyer gets only this file's lead.
 */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const ZIP = '99867';
const BUYER = `Grundprüfer ${RUN}`;
const BUYER_MAIL = `grundpruefer-${run}@example.de`;
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const RULE = 'Telefonnummer schon bei der Eingangsprüfung als Fälschung erkannt';

let fixture: { leadId: number };

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const auth = await staffAuth(api);
  await removeBuyers(api, auth, ['Grundprüfer ']);
  const buyer = await createBuyer(api, auth, { name: BUYER, email: BUYER_MAIL, zip: ZIP, leadSellCost: 50 });
  const withLink = await api.put(`/api/organisation/${buyer}`, { headers: auth, data: { sendReclaLink: true } });
  expect(withLink.status(), await withLink.text()).toBe(200);
  const supplier = await createSupplier(api, auth, `Grundquelle ${RUN}`, `grund-${run}`);
  // One digit repeated: the intake check reports the number as a fake (phone-fake).
  const response = await api.post('/public-api/leadsource/lead', {
    headers: { 'X-Api-Key': supplier.apiKey },
    data: { contact: { firstName: 'Gerda', lastName: `Grund-${RUN}`, zip: ZIP, phone: '03621 777777', mail: `gerda-${run}@example.de`, street: 'Hauptmarkt 1' } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const leadId = (await response.json()).id as number;
  await expect
    .poll(async () => ((await (await api.get(`/api/lead/${leadId}`, { headers: auth })).json()) as { quality: { findings: { code: string }[] } }).quality.findings.map((finding) => finding.code))
    .toContain('phone-fake');
  const sales = await qualify(api, auth, leadId);
  expect([...sales.keys()]).toEqual([buyer]);
  fixture = { leadId };
  await api.dispose();
});

async function expectNoSidewaysScrolling(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'Seite scrollt seitwärts').toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Screenshots to look at, at 390 px and 1280 px (nothing wider than the window at 390); the page is left at the width it had. */
async function screenshots(page: Page, name: string, check?: () => Promise<void>) {
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root')).toHaveCount(0);
    if (width === 390) await expectNoSidewaysScrolling(page);
    await check?.();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

test.describe('Reklamationsgründe und Regeln', () => {
  test('the buyer chooses a reason and sees its proof; a rule accepts at once; the queue shows it and staff take it back', async ({ page, browser }) => {
    test.slow();
    const { leadId } = fixture;
    const delivery = await waitForMail((mail) => mail.to.includes(BUYER_MAIL) && mail.subject.startsWith(`Neuer Lead ${leadId}:`));
    const link = delivery.text.match(/\/reclamation\/\d+\?lead=\d+&token=[^\s"<>]+/)?.[0];
    expect(link, delivery.text).toBeDefined();

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: NO_SESSION, locale: 'de-DE', timezoneId: 'Europe/Berlin' })).newPage();
    await test.step('the complaint page offers the catalogue and names the proof of the chosen reason', async () => {
      await phone.goto(`${ORIGIN}${link}`);
      await expect(phone.getByRole('heading', { name: `Reklamation für Lead ${leadId}` })).toBeVisible();
      const select = phone.getByRole('combobox', { name: 'Art der Reklamation' });
      await expect(select).toHaveValue('');
      await expect(select.getByRole('option')).toHaveText([
        'Bitte wählen (optional)',
        'Telefonnummer falsch/nicht vergeben',
        'Nach 5 Versuchen nicht erreicht',
        'Kein Eigentümer',
        'Bereits eine PV-Anlage',
        'Doppelt geliefert',
        'Außerhalb des Gebiets',
        'Hat nie angefragt',
        'Sonstiges',
      ]);
      await select.selectOption({ label: 'Nach 5 Versuchen nicht erreicht' });
      await expect(phone.getByText(/^Nötiger Nachweis: Anrufprotokoll mit 5 Versuchen/)).toBeVisible();
      // The free text stays required from a buyer.
      await phone.getByRole('button', { name: 'Reklamation absenden' }).click();
      await expect(phone.getByText('Bitte geben Sie einen Grund für die Reklamation an.', { exact: true })).toBeVisible();
      await phone.getByPlaceholder('Reklamationsgrund eingeben').fill('Fünfmal angerufen, immer besetzt oder niemand erreichbar.');
      await screenshots(phone, 'reklamation-grund', async () => {
        await expect(select).toBeVisible();
        const box = await select.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(phone.viewportSize()!.width);
      });
    });

    await test.step('the rule accepts it when it is sent, and the page says why', async () => {
      await phone.getByRole('button', { name: 'Reklamation absenden' }).click();
      await expect(phone.getByText(`Ihre Reklamation wurde sofort akzeptiert: ${RULE}. Der Lead wird Ihnen nicht berechnet.`)).toBeVisible();
      await expect(phone.getByRole('status').filter({ hasText: 'Status:' })).toContainText('Akzeptiert');
      await expect(phone.getByRole('combobox', { name: 'Art der Reklamation' })).toBeDisabled();
      await expect(phone.getByRole('combobox', { name: 'Art der Reklamation' })).toHaveValue('not-reached');
      await screenshots(phone, 'reklamation-sofort-akzeptiert');
      await phone.context().close();
    });

    await test.step("the queue shows it among the processed ones as 'Automatisch akzeptiert' with the rule, at 1280 and 390 px", async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/reclamationrequest');
      await page.getByRole('switch', { name: 'Offene Reklamationen anzeigen' }).click();
      await expect(page.getByRole('switch', { name: 'Bearbeitete Reklamationen anzeigen' })).toBeChecked();
      await page.getByRole('textbox', { name: 'PLZ' }).fill(ZIP);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Leadstatistik: ${leadId}` }) });
      await expect(row).toContainText('Automatisch akzeptiert');
      await expect(row).toContainText(RULE);
      await expect(row).toContainText('Nach 5 Versuchen nicht erreicht');
      await expect(row).toContainText('Fünfmal angerufen');
      await screenshots(page, 'reklamationsanfragen-automatisch', async () => {
        if (page.viewportSize()!.width === 390) {
          await expect(page.getByText(`Automatisch akzeptiert · ${RULE}`)).toBeVisible();
          await expect(page.getByText(`Lead ${leadId} · ${BUYER}`)).toBeVisible();
        } else {
          await expect(row.getByText('Automatisch akzeptiert', { exact: true })).toBeVisible();
          const wrapper = page.locator('.RaDataTable-tableWrapper');
          expect(await wrapper.evaluate((element) => element.scrollWidth - element.clientWidth), 'Tabelle scrollt seitwärts').toBeLessThanOrEqual(0);
        }
      });
    });

    await test.step('staff open it, read the rule and why the supplier was not charged back, and take the decision back', async () => {
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Leadstatistik: ${leadId}` }) });
      await row.getByRole('cell', { name: ZIP, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Reklamation akzeptieren?' });
      await expect(dialog.getByTestId('auto-accepted')).toContainText(`Automatisch akzeptiert · ${RULE}`);
      await expect(dialog).toContainText('Gewählter Grund: Nach 5 Versuchen nicht erreicht');
      // The supplier was created without a reclamation quota: the acceptance stands, the charge-back does not, and the dialog says why.
      await expect(dialog.getByTestId('supplier-reclamation')).toContainText(`Leadsource: Nicht bei der Leadsource reklamiert: Grundquelle ${RUN} hat keine Reklamationsquote (0 %)`);
      for (const name of ['Bestätigen', 'Nachweis angefordert', 'Ablehnen']) await expect(dialog.getByRole('button', { name })).toBeDisabled();
      await screenshots(page, 'reklamation-automatisch-dialog');
      await dialog.getByRole('button', { name: 'Automatische Entscheidung zurücknehmen' }).click();
      await expect(page.getByText('Automatische Entscheidung zurückgenommen: Die Reklamation ist jetzt in Bearbeitung.')).toBeVisible();
      await expect(dialog).toContainText('Status: In Bearbeitung');
      await expect(dialog.getByTestId('auto-accepted')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Ablehnen' })).toBeEnabled();
      await expect(dialog.getByRole('region', { name: 'Verlauf' })).toContainText(`Automatische Entscheidung zurückgenommen (${RULE}).`);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(dialog).toHaveCount(0);
      // Back in the open list, for staff to decide.
      await page.getByRole('switch', { name: 'Bearbeitete Reklamationen anzeigen' }).click();
      await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: `Leadstatistik: ${leadId}` }) })).toContainText('In Bearbeitung');
    });
  });
});
