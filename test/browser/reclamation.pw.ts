import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { waitForMail } from './support/mailbox';
import { createBuyer, createSupplier, qualify, removeBuyers, setDealId, supplierLead } from './support/sales';
import { expect, NO_SESSION, staffAuth, test } from './support/session';

/**
 * Complaints (issue 11) end to end: a buyer with 'Reklamationslink senden' gets a lead by mail, opens
 * the link on a phone, files a complaint and uploads files; staff ask for proof in the queue, the
 * buyer uploads again, staff accept. The mails, the reclaimed sale and the statistics are tested in
 * test/api/reclamations-queue.e2e-spec.ts; the deadline setting in admin/src/dataProvider/reclamationApi.spec.ts and
 * test/api/reclamations-public.e2e-spec.ts.
 * Its postal code is one no other browser test covers, so its buyer gets only this file's lead.
 */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const ZIP = '99423';
const BUYER = `Reklahaus ${RUN}`;
const BUYER_MAIL = `reklahaus-${run}@example.de`;
const DEAL = `D-${RUN}-R`;
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

type Auth = Record<string, string>;

/** Real file starts, since the server checks the type by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows program renamed to .pdf: refused by its content, whatever its name says. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);

const today = () => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

interface Fixture {
  buyer: number;
  leadId: number;
  auth: Auth;
}

let fixture: Fixture;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const auth = await staffAuth(api);
  await removeBuyers(api, auth, ['Reklahaus ']);
  const buyer = await createBuyer(api, auth, { name: BUYER, email: BUYER_MAIL, zip: ZIP, leadSellCost: 50 });
  const withLink = await api.put(`/api/organisation/${buyer}`, { headers: auth, data: { sendReclaLink: true } });
  expect(withLink.status(), await withLink.text()).toBe(200);
  const supplier = await createSupplier(api, auth, `Reklaquelle ${RUN}`, `rekla-${run}`);
  const leadId = await supplierLead(api, supplier.apiKey, { firstName: 'Rita', lastName: `Reklam-${RUN}`, zip: ZIP });
  await setDealId(api, auth, leadId, DEAL);
  const sales = await qualify(api, auth, leadId);
  expect([...sales.keys()]).toEqual([buyer]);
  fixture = { buyer, leadId, auth };
  await api.dispose();
});

/** The buyer's phone: no back-office session in this browser. */
async function buyerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: NO_SESSION, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  return context.newPage();
}

async function expectNoSidewaysScrolling(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'Seite scrollt seitwärts').toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Screenshots to look at, at 390 px and 1280 px; the page is left at the width it had. */
async function screenshots(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root')).toHaveCount(0);
    if (width === 390) await expectNoSidewaysScrolling(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

/** The open requests, as the sidebar badge counts them. */
async function openCount(api: APIRequestContext, auth: Auth): Promise<number> {
  const response = await api.get('/api/leads/reclamationrequests?zipfilter=false&reclamatedFrom=false&pidfilter=false&proccessed=false&range=[0,0]', { headers: auth });
  expect(response.status()).toBe(200);
  return Number(response.headers()['content-range']?.split('/')[1]);
}

const fileTable = (page: Page) => page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Datei' }) });
const queueRow = (page: Page, leadId: number): Locator => page.getByRole('row').filter({ has: page.getByRole('link', { name: `Leadstatistik: ${leadId}` }) });

test.describe('Reklamationen', () => {
  test('the buyer files from the delivery mail on a phone, staff ask for proof, the buyer uploads it, staff accept', async ({ page, browser, request }) => {
    // Two people's whole journey in two browsers: a minute on a loaded CI machine was not enough.
    test.slow();
    const { leadId, buyer, auth } = fixture;
    const delivery = await waitForMail((mail) => mail.to.includes(BUYER_MAIL) && mail.subject.startsWith(`Neuer Lead ${leadId}:`));
    const link = delivery.text.match(/\/reclamation\/\d+\?lead=\d+&token=[^\s"<>]+/)?.[0];
    expect(link, delivery.text).toBeDefined();
    expect(link).toContain(`/reclamation/${buyer}?lead=${leadId}&token=`);
    const openBefore = await openCount(request, auth);

    const phone = await buyerPhone(browser);
    await test.step('the buyer opens the link and files the complaint', async () => {
      await phone.goto(`${ORIGIN}${link}`);
      await expect(phone.getByRole('heading', { name: `Reklamation für Lead ${leadId}` })).toBeVisible();
      await expect(phone).toHaveTitle(`Reklamation für Lead ${leadId} – Solar & Dach Angebote`);
      // No request yet: no status (it would read 'Offen' for something not filed).
      await expect(phone.getByText('Gekauft von')).toBeVisible();
      await expect(phone.getByRole('status').filter({ hasText: 'Status:' })).toHaveCount(0);
      await expect(phone.getByText(`Gekauft von ${BUYER} am ${today()}`)).toBeVisible();
      await expect(phone.getByPlaceholder('LeadId eingeben')).toHaveValue(String(leadId));
      await expect(phone.getByText(/Reklamationen sind bis zum \d{2}\.\d{2}\.\d{4} möglich\./)).toBeVisible();
      // Files come after filing.
      await expect(phone.getByText('Dateien hier ablegen')).toHaveCount(0);
      await screenshots(phone, 'reklamation-neu');

      // A reason is required from a visitor.
      await phone.getByRole('button', { name: 'Reklamation absenden' }).click();
      await expect(phone.getByText('Bitte geben Sie einen Grund für die Reklamation an.', { exact: true })).toBeVisible();
      await phone.getByPlaceholder('Reklamationsgrund eingeben').fill('Die Telefonnummer ist nicht vergeben, die Kundin war nicht erreichbar.');
      await phone.getByRole('button', { name: 'Reklamation absenden' }).click();
      await expect(phone.getByText('Ihre Reklamation wurde übermittelt. Sie können jetzt Dateien als Nachweis hochladen.')).toBeVisible();
      await expect(phone.getByRole('status').filter({ hasText: 'Status:' })).toContainText('Offen');
    });

    await test.step('the buyer uploads two files and sees them listed; a program named .pdf is refused in German', async () => {
      await expect(phone.getByText('Dateien hier ablegen')).toBeVisible();
      await phone.locator('input[type=file]').setInputFiles([
        { name: 'anrufprotokoll.pdf', mimeType: 'application/pdf', buffer: PDF },
        { name: 'bildschirmfoto.png', mimeType: 'image/png', buffer: PNG },
        { name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: EXE },
      ]);
      const files = fileTable(phone);
      await expect(files.getByRole('link', { name: 'anrufprotokoll.pdf' })).toBeVisible();
      await expect(files.getByRole('link', { name: 'bildschirmfoto.png' })).toBeVisible();
      await expect(files.getByRole('row')).toHaveCount(3);
      const refused = phone.getByRole('listitem').filter({ hasText: 'rechnung.pdf' });
      await expect(refused.getByRole('alert')).toContainText('Die Datei „rechnung.pdf“ hat kein erlaubtes Format (geprüft wird der Inhalt, nicht die Endung).');
      // The links download with the organisation token (what the server sends for them: test/api/reclamations-public.e2e-spec.ts ›
      // sends the file as an attachment that no browser shows inline …).
      const href = await files.getByRole('link', { name: 'anrufprotokoll.pdf' }).getAttribute('href');
      expect(href).toMatch(/^\/download\/reclamationrequest\/document\/[^/]+\/[^/]+\/anrufprotokoll\.pdf$/);
      await screenshots(phone, 'reklamation-dateien');
    });

    await test.step('the queue lists it (badge counts it), with the CRM deal, the buyer and a link to the lead', async () => {
      expect(await openCount(request, auth)).toBe(openBefore + 1);
      await page.goto('/overview');
      const menuItem = page.getByRole('menuitem', { name: /Reklamationsanfragen/ });
      await expect(menuItem).toContainText(String(openBefore + 1));
      await menuItem.click();
      await expect(page).toHaveURL(/\/reclamationrequest$/);
      await expect(page).toHaveTitle('Reklamationsanfragen – Leadportal');
      await expect(page.getByRole('switch', { name: 'Offene Reklamationen anzeigen' })).not.toBeChecked();
      // The postcode filter takes digits only.
      await page.getByRole('textbox', { name: 'PLZ' }).fill(`9x9-423`);
      await expect(page.getByRole('textbox', { name: 'PLZ' })).toHaveValue(ZIP);
      const row = queueRow(page, leadId);
      await expect(row).toBeVisible();
      await expect(page.locator('tbody tr')).toHaveCount(1);
      await expect(row).toContainText(BUYER);
      await expect(row).toContainText(today());
      await expect(row).toContainText('Die Telefonnummer ist nicht vergeben');
      await expect(row).toContainText('Offen');
      await expect(row.getByRole('link', { name: `Deal ${DEAL} im CRM öffnen` })).toHaveAttribute('href', `https://crm.example.de/deal/${DEAL}`);
      await expect(row.getByRole('link', { name: `Leadstatistik: ${leadId}` })).toHaveAttribute('href', `/sells/${leadId}`);
      await screenshots(page, 'reklamationsanfragen');
      // At 1280 px the whole table fits: nothing to scroll sideways, the last column not cut.
      await page.setViewportSize({ width: 1280, height: 900 });
      const wrapper = page.locator('.RaDataTable-tableWrapper');
      expect(await wrapper.evaluate((element) => element.scrollWidth - element.clientWidth), 'Tabelle scrollt seitwärts').toBeLessThanOrEqual(0);
      const last = await row.getByRole('link', { name: `Leadstatistik: ${leadId}` }).boundingBox();
      expect(last!.x + last!.width).toBeLessThanOrEqual(1280);
    });

    await test.step('staff open it (now in progress) and ask for proof', async () => {
      const row = queueRow(page, leadId);
      await row.getByRole('cell', { name: ZIP, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Reklamation akzeptieren?' });
      await expect(dialog.getByLabel('Reklamationsgrund')).toHaveValue('Die Telefonnummer ist nicht vergeben, die Kundin war nicht erreichbar.');
      await expect(dialog.getByRole('link', { name: 'anrufprotokoll.pdf' })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'bildschirmfoto.png' })).toBeVisible();
      await expect(dialog).toContainText('Status: In Bearbeitung');
      // The list behind the dialog says so at once, not only once the dialog closes (the dialog hides it from roles).
      await expect(page.locator('tbody tr').filter({ hasText: `Leadstatistik: ${leadId}` })).toContainText('In Bearbeitung');
      await expect(dialog.getByRole('region', { name: 'Verlauf' })).toContainText('In Bearbeitung');
      await dialog.getByLabel('Notiz (optional)').fill('Bitte laden Sie das Protokoll des zweiten Anrufversuchs hoch.');
      await page.screenshot({ path: test.info().outputPath('reklamation-dialog-1280.png') });
      await dialog.getByRole('button', { name: 'Nachweis angefordert' }).click();
      await expect(page.getByText('Nachweis angefordert', { exact: true }).first()).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(row).toContainText('Nachweis angefordert');
      // The mail with the note and the page's link: test/api/reclamations-queue.e2e-spec.ts › asking for proof reopens it for uploads ….
    });

    await test.step('the buyer sees the request for proof and uploads again; the reason can no longer change', async () => {
      await phone.reload();
      await expect(phone.getByRole('status').filter({ hasText: 'Status:' })).toContainText('Nachweis angefordert');
      await expect(phone.getByRole('region', { name: 'Antwort zu Ihrer Reklamation' })).toContainText('Bitte laden Sie das Protokoll des zweiten Anrufversuchs hoch.');
      await expect(phone.getByPlaceholder('Reklamationsgrund eingeben')).toBeDisabled();
      await expect(phone.getByRole('button', { name: 'Reklamation absenden' })).toHaveCount(0);
      await phone.locator('input[type=file]').setInputFiles([{ name: 'zweiter-anruf.pdf', mimeType: 'application/pdf', buffer: PDF }]);
      await expect(fileTable(phone).getByRole('link', { name: 'zweiter-anruf.pdf' })).toBeVisible();
      await expect(fileTable(phone).getByRole('row')).toHaveCount(4);
    });

    await test.step('staff accept; it leaves the open list, shows among the processed ones and cannot be decided again', async () => {
      await page.getByRole('button', { name: 'Suchen...' }).click();
      const row = queueRow(page, leadId);
      await row.getByRole('cell', { name: ZIP, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Reklamation akzeptieren?' });
      await expect(dialog.getByRole('link', { name: 'zweiter-anruf.pdf' })).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'Verlauf' })).toContainText('Nachweis angefordert');
      await dialog.getByRole('button', { name: 'Bestätigen' }).click();
      await expect(page.getByText('Reklamation akzeptiert', { exact: true })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(row).toHaveCount(0);
      // The buyer's mail: test/api/reclamations-queue.e2e-spec.ts › accepting reclaims the sale in the same step and mails the buyer the answer ….

      await page.getByRole('switch', { name: 'Offene Reklamationen anzeigen' }).click();
      await expect(page.getByRole('switch', { name: 'Bearbeitete Reklamationen anzeigen' })).toBeChecked();
      await expect(row).toContainText('Akzeptiert');
      await row.getByRole('cell', { name: ZIP, exact: true }).click();
      await expect(dialog).toContainText('Diese Reklamation ist bereits entschieden.');
      for (const name of ['Bestätigen', 'Nachweis angefordert', 'Ablehnen']) await expect(dialog.getByRole('button', { name })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(dialog).toHaveCount(0);
      expect(await openCount(request, auth)).toBe(openBefore);
    });

    await test.step('the buyer sees the decision; nothing can be changed or added', async () => {
      await phone.reload();
      await expect(phone.getByRole('status').filter({ hasText: 'Status:' })).toContainText('Akzeptiert');
      await expect(phone.getByRole('region', { name: 'Antwort zu Ihrer Reklamation' })).toContainText('Akzeptiert');
      await expect(phone.getByText('Dateien hier ablegen')).toHaveCount(0);
      await expect(phone.getByRole('button', { name: 'Reklamation absenden' })).toHaveCount(0);
      await expect(fileTable(phone).getByRole('row')).toHaveCount(4);
      await expectNoSidewaysScrolling(phone);
      await phone.context().close();
    });
    // The sale is reclaimed on the lead and counted in the statistics: test/api/reclamations-queue.e2e-spec.ts › accepting reclaims
    // the sale in the same step …; a reclaimed sale on the lead page: einkauf.pw.ts.
  });

  test('a link with a wrong token says it is invalid and how to get a new one', async ({ browser }) => {
    const phone = await buyerPhone(browser);
    await phone.goto(`${ORIGIN}/reclamation/${fixture.buyer}?lead=${fixture.leadId}&token=falsch`);
    await expect(phone.getByRole('alert')).toContainText('Dieser Link ist ungültig');
    await expect(phone.getByRole('alert')).toContainText('Reklamationslink aus Ihrer neuesten Lead-Lieferung');
    await expect(phone.getByPlaceholder('Reklamationsgrund eingeben')).toHaveCount(0);
    await expectNoSidewaysScrolling(phone);
    await phone.screenshot({ path: test.info().outputPath('reklamation-ungueltig-390.png'), fullPage: true });
    await phone.context().close();
  });
});
