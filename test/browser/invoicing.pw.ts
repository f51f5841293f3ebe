import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { waitForMail } from './support/mailbox';
import { createBuyer, createSupplier, qualify, supplierLead } from './support/sales';
import { expect, test } from './support/session';
import { startShiftedServer, type ShiftedServer } from './support/shifted-server';
import { settingsCard } from './support/settings';

/**
 * Invoices and dunning end to end: Firmendaten and Mahnwesen on /settings; on an organisation with
 * sales in a past month the Rechnungen tab offers the 'missing' month, creates a draft, downloads its
 * PDF, sends it (finalised, mailed with the PDF); payment and cancellation on a second buyer; the
 * Rechnungen page with its runs; the Mahnungen tab with a reminder, a Creditreform handover holding
 * the leads, and its release. One journey in one browser; field rules, filters, mails and amounts are
 * tested in Jest (test/api/invoicing.e2e-spec.ts, admin/src/invoices, admin/src/settings, libs/invoicing).
 *
 * Months must end and invoices fall due, so this file runs its own server whose clock it moves
 * (support/shifted-server.ts): sales in the month before last, invoices sent on the 2nd of last month,
 * the dunning run ten and eleven days later. All of that lies before the real today. The server checks
 * tokens against its moved clock: every move logs in anew (moveServerTo).
 */

const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const ZIP = '99427';
const BUYER = `Rechnungshaus ${RUN}`;
const BUYER_MAIL = `rechnungshaus-${run}@example.de`;
const PAYER = `Zahlfix ${RUN}`;
const PAYER_MAIL = `zahlfix-${run}@example.de`;
const CREFO_MAIL = `inkasso-${run}@creditreform.example`;

const DAY_MS = 86_400_000;
const berlinDay = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(at);
const german = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** The instants the server is put at; mid-morning UTC is the same calendar day in Germany. */
const now = new Date();
const [year, month] = berlinDay(now).split('-').map(Number);
const SOLD_AT = new Date(Date.UTC(year, month - 3, 15, 9));
const SENT_AT = new Date(Date.UTC(year, month - 2, 2, 9));
const REMINDED_AT = new Date(SENT_AT.getTime() + 10 * DAY_MS);
const HANDED_OVER_AT = new Date(REMINDED_AT.getTime() + DAY_MS);
const SERVICE_MONTH = `${berlinDay(SOLD_AT).slice(5, 7)}.${berlinDay(SOLD_AT).slice(0, 4)}`;
const NUMBER_PREFIX = `RE${berlinDay(SENT_AT).slice(0, 4)}-`;

const COMPANY = {
  Firmenname: 'Leadportal Solar GmbH',
  Geschäftsführer: 'Erika Mustermann',
  'Straße und Hausnummer': 'Sonnenallee 12',
  PLZ: '10115',
  Ort: 'Berlin',
  Registergericht: 'Amtsgericht Berlin-Charlottenburg',
  Registernummer: 'HRB 123456 B',
  'USt-IdNr.': 'DE136695976',
  BIC: 'COBADEFFXXX',
  Bank: 'Commerzbank',
  'E-Mail': 'buchhaltung@leadportal.example',
  Telefon: '+49 30 1234567',
};
const IBAN = 'DE89 3704 0044 0532 0130 00';

type Auth = Record<string, string>;
interface Session {
  token: string;
  renewToken: string;
  user: unknown;
}

let server: ShiftedServer;
let api: APIRequestContext;
let auth: Auth;
let buyer: number;
let payer: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startShiftedServer();
  api = await playwright.request.newContext({ baseURL: server.baseURL });

  // Two sales to the buyer and one to the payer, in the month before last.
  await moveServerTo(SOLD_AT);
  buyer = await createBuyer(api, auth, { name: BUYER, email: BUYER_MAIL, zip: ZIP, leadSellCost: 45 });
  payer = await createBuyer(api, auth, { name: PAYER, email: PAYER_MAIL, zip: ZIP, leadSellCost: 30 });
  // After the last reminder the buyer's invoice goes to Creditreform one day later.
  const crefo = await api.put(`/api/organisation/${buyer}`, { headers: auth, data: { autoCrefo: true, crefoDays: 1 } });
  expect(crefo.status(), await crefo.text()).toBe(200);
  const supplier = await createSupplier(api, auth, `Rechnungsquelle ${RUN}`, `rechnung-${run}`);
  const first = await supplierLead(api, supplier.apiKey, { firstName: 'Rita', lastName: `Rechnung-${RUN}`, zip: ZIP });
  expect([...(await qualify(api, auth, first)).keys()].sort()).toEqual([buyer, payer].sort());
  const pause = await api.put(`/api/organisation/${payer}`, { headers: auth, data: { active: false } });
  expect(pause.status()).toBe(200);
  const second = await supplierLead(api, supplier.apiKey, { firstName: 'Rolf', lastName: `Rechnung-${RUN}`, zip: ZIP });
  expect([...(await qualify(api, auth, second)).keys()]).toEqual([buyer]);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/**
 * Puts the shifted server at `instant` and logs in there, into `auth` and for a browser: the server
 * checks tokens against its shifted clock, so one from before a jump of more than their 15 minutes
 * has expired.
 */
async function moveServerTo(instant: Date): Promise<Session> {
  server.setNow(instant);
  const login = await api.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as Session;
  auth = { Authorization: `Bearer ${session.token}` };
  return session;
}

/**
 * A browser on the shifted server at `instant`, logged in as staff there (local storage, as the back
 * office keeps it). Server and browser are at the same moment, both moving on from there: the
 * screens' "today" (date defaults and limits) is the server's. A standing browser clock would stop
 * debounced filters.
 */
async function backOffice(browser: Browser, instant: Date, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const { token, renewToken, user } = await moveServerTo(instant);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: server.baseURL,
          localStorage: [
            { name: 'user-token', value: token },
            { name: 'renew-token', value: renewToken },
            { name: 'user', value: JSON.stringify(user) },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  await context.clock.install({ time: instant });
  return { context, page };
}

/** Server and the open back office jump to `instant`; the browser gets the session started there. */
async function jump(page: Page, instant: Date) {
  const { token, renewToken } = await moveServerTo(instant);
  await page.clock.setSystemTime(instant);
  await page.evaluate(
    (tokens) => {
      localStorage.setItem('user-token', tokens.token);
      localStorage.setItem('renew-token', tokens.renewToken);
    },
    { token, renewToken },
  );
}

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function loaded(page: Page) {
  await expect(page.locator('.MuiLinearProgress-root:not(.MuiLinearProgress-determinate), .MuiCircularProgress-root')).toHaveCount(0);
}

/**
 * Screenshots at 1280 and 390 px (of `parts` alone when given); at 390 nothing may scroll sideways.
 * The page is left at 1280.
 */
async function screenshots(page: Page, name: string, parts: Record<string, Locator> = {}) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await loaded(page);
    if (width === 390) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${name}: Seite scrollt seitwärts`).toBeLessThanOrEqual(390);
    if (Object.keys(parts).length === 0) await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    for (const [part, locator] of Object.entries(parts)) await locator.screenshot({ path: test.info().outputPath(`${name}-${part}-${width}.png`) });
  }
}

async function openOrganisation(page: Page, id: number, tab: 'Rechnungen' | 'Mahnungen') {
  await page.goto(`/organisations/${id}`);
  await page.getByRole('tab', { name: tab }).click();
  await loaded(page);
}

/** A download started by clicking `link`: its name and whether its bytes are a PDF. */
async function download(page: Page, link: Locator): Promise<{ name: string; head: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), head: readFileSync(path).subarray(0, 5).toString('latin1') };
}

/** The sidebar's 'Rechnungen' (the page is reached from the menu). */
async function openInvoicePage(page: Page) {
  await page.goto('/overview');
  await page.getByTestId('menu-invoices').click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page).toHaveTitle('Rechnungen – Leadportal');
  await loaded(page);
}

test('Firmendaten and Mahnwesen are filled in on /settings: one dunning step (rows removed under the pointer) and Creditreform', async ({ browser }) => {
  // Each field's rules and German messages: admin/src/settings/billingSettings.spec.ts, libs/contract/src/company-data.spec.ts,
  // libs/contract/src/dunning-rules.spec.ts and test/api/invoicing.e2e-spec.ts.
  const { context, page } = await backOffice(browser, SENT_AT);
  await page.goto('/settings');
  const company = await settingsCard(page, 'Firmendaten', { exact: true });
  await expect(company.getByTestId('company-missing')).toContainText('Für Rechnungen fehlt noch: Firmenname, Straße und Hausnummer, PLZ, Ort, Geschäftsführer');
  await expect(company.getByTestId('company-missing')).toContainText('USt-IdNr. oder Steuernummer');

  for (const [label, value] of Object.entries(COMPANY)) await textbox(company, label).fill(value);
  await textbox(company, 'IBAN').fill(IBAN);
  // Due on the day of the invoice, so the dunning can start soon after.
  await company.getByRole('spinbutton', { name: 'Zahlungsziel (Tage)' }).fill('0');
  await company.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByText('Firmendaten gespeichert')).toBeVisible();
  await expect(company.getByText('Die Firmendaten sind vollständig.')).toBeVisible();
  const saved = await (await api.get('/api/settings/company', { headers: auth })).json();
  expect(saved).toMatchObject({ name: 'Leadportal Solar GmbH', iban: 'DE89370400440532013000', paymentTermDays: 0, missing: [] });

  const dunning = await settingsCard(page, 'Mahnwesen', { exact: true });
  await expect(textbox(dunning, 'Name der Stufe')).toHaveCount(3);
  await expect(dunning.getByRole('spinbutton', { name: 'Tage nach Fälligkeit' })).toHaveValue('7');
  // One step, one day after the due date. A row's remove button shows while the pointer is on it.
  const steps = dunning.getByRole('region', { name: 'Mahnstufen' }).getByRole('listitem');
  for (let rows = 3; rows > 1; rows--) {
    await steps.last().hover();
    await steps.last().getByRole('button', { name: 'Entfernen' }).click();
  }
  await expect(textbox(dunning, 'Name der Stufe')).toHaveCount(1);
  await dunning.getByRole('spinbutton', { name: 'Tage nach Fälligkeit' }).fill('1');
  await dunning.getByRole('button', { name: 'Basiszinssatz hinzufügen' }).click();
  await dunning.getByLabel('Gültig ab').last().fill('2026-01-01');
  await dunning.getByRole('textbox', { name: 'Satz in %' }).last().fill('1,27');
  await textbox(dunning, 'E-Mail für Übergaben an Creditreform').fill(CREFO_MAIL);
  await dunning.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(page.getByText('Mahnwesen gespeichert')).toBeVisible();
  const rules = await (await api.get('/api/settings/dunning', { headers: auth })).json();
  expect(rules.steps).toEqual([{ name: 'Zahlungserinnerung', daysAfterPrevious: 1 }]);
  expect(rules.baseRates).toContainEqual({ validFrom: '2026-01-01', rate: 1.27 });
  expect(rules.creditreformEmail).toBe(CREFO_MAIL);
  await screenshots(page, 'settings', { company, dunning });
  await context.close();
});

test('Rechnungen: a missing month invoiced, sent, paid and cancelled; the Rechnungen page starts a run and opens an invoice; a reminder, a Creditreform handover and its release', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page } = await backOffice(browser, SENT_AT);
  const number = `${NUMBER_PREFIX}0001`;

  await test.step("the buyer's 'missing' month becomes a draft, its PDF downloaded; sending finalises it", async () => {
    await openOrganisation(page, buyer, 'Rechnungen');
    const missing = page.getByTestId('invoice-missing');
    await expect(missing).toHaveCount(1);
    await expect(missing).toContainText('missing');
    await expect(missing).toContainText(SERVICE_MONTH);

    await missing.getByRole('button', { name: `Rechnung für ${SERVICE_MONTH} erstellen` }).click();
    await expect(page.getByText(`Rechnung für ${SERVICE_MONTH} als Entwurf erstellt`)).toBeVisible();
    await expect(page.getByTestId('invoice-missing')).toHaveCount(0);
    const row = page.getByTestId('invoice-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Entwurf');
    await expect(row).toContainText('Rechnung');
    await expect(row).toContainText('107,10 €');
    await expect(row.getByRole('link', { name: /XRechnung/ })).toHaveCount(0);

    const draftPdf = await download(page, row.getByRole('link', { name: `PDF von Entwurf für ${SERVICE_MONTH} herunterladen` }));
    expect(draftPdf.name).toMatch(/^Entwurf-\d+\.pdf$/);
    expect(draftPdf.head).toBe('%PDF-');

    await row.getByRole('button', { name: `Senden: Entwurf für ${SERVICE_MONTH}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(BUYER_MAIL);
    await expect(dialog).toContainText('Der Entwurf wird dabei festgeschrieben: Er erhält die nächste freie Rechnungsnummer');
    await screenshots(page, 'invoices-send-dialog');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    // The mail with its PDF: test/api/invoicing.e2e-spec.ts › sends a draft: finalised with the next number, mailed with the PDF.
    await expect(page.getByText(`Rechnung ${number} an ${BUYER_MAIL} gesendet`)).toBeVisible();
    await expect(row).toContainText(number);
    await expect(row).toContainText('Offen');
    await expect(row).toContainText(`Versendet am ${german(berlinDay(SENT_AT))}`);
    const xml = await download(page, row.getByRole('link', { name: `XRechnung von ${number} herunterladen` }));
    expect(xml.name).toMatch(new RegExp(`^${number}.*\\.xml$`));
    expect(xml.head).toBe('<?xml');
    const pdf = await download(page, row.getByRole('link', { name: `PDF von ${number} herunterladen` }));
    expect(pdf).toEqual({ name: `${number}.pdf`, head: '%PDF-' });
    await screenshots(page, 'invoices-tab-sent');
  });

  await test.step("the payer's invoice: payment with a date, then a cancellation that issues a Stornorechnung", async () => {
    await openOrganisation(page, payer, 'Rechnungen');
    // Typed on another tab but not saved: reading the organisation again after an action keeps it.
    await page.getByRole('tab', { name: 'Übersicht' }).click();
    await textbox(page, 'Ort').fill('Weimar');
    await page.getByRole('tab', { name: 'Rechnungen' }).click();
    await page.getByTestId('invoice-missing').getByRole('button', { name: 'Erstellen' }).click();
    const row = page.getByTestId('invoice-row');
    await expect(row).toContainText('35,70 €');
    await page.getByRole('tab', { name: 'Übersicht' }).click();
    await expect(textbox(page, 'Ort')).toHaveValue('Weimar');
    await page.getByRole('tab', { name: 'Rechnungen' }).click();
    await row.getByRole('button', { name: /^Senden/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Senden' }).click();
    const paidNumber = `${NUMBER_PREFIX}0002`;
    await expect(row).toContainText(paidNumber);

    // The date's rule (up to today): admin/src/invoices/invoiceDisplay.spec.ts.
    await row.getByRole('button', { name: `Bezahlt: ${paidNumber}` }).click();
    const paid = page.getByRole('dialog');
    await expect(paid).toContainText(`Zahlung für ${paidNumber} erfassen`);
    await expect(paid.getByLabel('Zahlungseingang')).toHaveValue(berlinDay(SENT_AT));
    await screenshots(page, 'invoices-paid-dialog');
    await paid.getByRole('button', { name: 'Als bezahlt markieren' }).click();
    await expect(page.getByText(`Rechnung ${paidNumber} als bezahlt markiert`)).toBeVisible();
    await expect(row).toContainText('Bezahlt');
    await expect(row).toContainText(`Bezahlt am ${german(berlinDay(SENT_AT))}`);
    await expect(row.getByRole('button', { name: /^Bezahlt:/ })).toHaveCount(0);

    await row.getByRole('button', { name: `Stornieren: ${paidNumber}` }).click();
    const cancel = page.getByRole('dialog');
    await expect(cancel).toContainText('Es wird eine Stornorechnung über -35,70 € mit eigener Rechnungsnummer erstellt');
    await expect(cancel).toContainText('geht die Stornorechnung per E-Mail an das Unternehmen');
    await expect(cancel).toContainText('Die Rechnung ist als bezahlt erfasst: Den Betrag erstatten Sie dem Unternehmen oder verrechnen ihn.');
    await screenshots(page, 'invoices-void-dialog');
    await cancel.getByRole('button', { name: 'Stornieren' }).click();
    // Its mail: test/api/invoicing.e2e-spec.ts › voids a finalised invoice with a Stornorechnung …
    await expect(page.getByText(`${paidNumber} storniert`)).toBeVisible();
    const rows = page.getByTestId('invoice-row');
    await expect(rows.filter({ hasText: 'Stornorechnung' })).toContainText('-35,70 €');
    await expect(rows.filter({ hasText: paidNumber }).first()).toContainText('Storniert');
    // The month can be billed again.
    await expect(page.getByTestId('invoice-missing')).toContainText(SERVICE_MONTH);
  });

  await test.step('the Rechnungen page (from the menu) lists them, starts the invoicing run and opens an invoice on its organisation', async () => {
    // Its filters: test/api/invoicing.e2e-spec.ts › pages, filters and names the organisation, and admin/src/dataProvider/invoicingApi.spec.ts.
    await openInvoicePage(page);
    const table = page.locator('.RaDataTable-table');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table).toContainText(BUYER);
    await expect(table).toContainText('Stornorechnung');
    await screenshots(page, 'invoice-list');

    // Which dates may be run: admin/src/invoices/invoiceDisplay.spec.ts › name the month a run on a day bills, and whether it has ended.
    await page.getByRole('button', { name: 'Rechnungslauf starten' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Ausführungsdatum')).toHaveValue(berlinDay(SENT_AT));
    await expect(dialog).toContainText(`Abgerechnet wird der Monat vor dem Ausführungsdatum: ${SERVICE_MONTH}.`);
    await screenshots(page, 'invoice-run-dialog');
    await dialog.getByRole('button', { name: 'Starten' }).click();
    // The payer's cancelled month is billed again; the buyer's stays as it is.
    await expect(
      page.getByText(`Rechnungslauf für ${SERVICE_MONTH} gestartet: 1 Rechnung wird neu erstellt, 1 gab es schon (bleibt unverändert), 0 Rechnungskorrekturen. Sie erscheinen in Kürze in der Liste.`),
    ).toBeVisible();

    await table.locator('tbody tr').filter({ hasText: number }).getByRole('cell').first().click();
    await expect(page).toHaveURL(new RegExp(`/organisations/${buyer}$`));
    await expect(page.getByRole('tab', { name: 'Rechnungen' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('invoice-row')).toContainText(number);
  });

  await test.step('ten days later the dunning run sends a reminder; its letter is on the Mahnungen tab', async () => {
    await jump(page, REMINDED_AT);
    await openInvoicePage(page);
    await page.getByRole('button', { name: 'Mahnlauf starten' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Starten' }).click();
    await expect(page.getByText(`Mahnlauf für den ${german(berlinDay(REMINDED_AT))} gestartet: 1 überfällige Rechnung wird geprüft.`)).toBeVisible();
    const reminder = await waitForMail((mail) => mail.to.includes(BUYER_MAIL) && mail.subject.startsWith('Zahlungserinnerung'));
    expect(reminder.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf', 'application/pdf']);

    await openOrganisation(page, buyer, 'Rechnungen');
    await expect(page.getByTestId('invoice-row').filter({ hasText: number })).toContainText('Überfällig');
    await page.getByRole('tab', { name: 'Mahnungen' }).click();
    const row = page.getByTestId('dunning-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(number);
    await expect(row).toContainText('Zahlungserinnerung');
    await expect(row).toContainText(german(berlinDay(REMINDED_AT)));
    const letter = await download(page, row.getByRole('link', { name: `Zahlungserinnerung vom ${german(berlinDay(REMINDED_AT))} herunterladen` }));
    expect(letter.head).toBe('%PDF-');
    await expect(row.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);
    await expect(page.getByTestId('dunning-hold')).toHaveCount(0);
  });

  await test.step('a day later the invoice goes to Creditreform, which stops the leads until staff release it', async () => {
    await jump(page, HANDED_OVER_AT);
    const handover = await api.post('/api/dunning/run', { headers: auth, data: {} });
    expect(handover.status(), await handover.text()).toBe(200);
    await waitForMail((mail) => mail.to.includes(CREFO_MAIL));
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: 'Mahnungen' }).click();
      await expect(page.getByTestId('dunning-hold')).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const row = page.getByTestId('dunning-row');
    await expect(page.getByTestId('dunning-hold')).toContainText('Dieses Unternehmen erhält keine Leads');
    await expect(page.getByTestId('dunning-hold')).toContainText(`Rechnung ${number} wurde am ${german(berlinDay(HANDED_OVER_AT))} an Creditreform übergeben`);
    // Once, not twice: the other tabs name it among the reasons the organisation gets no leads.
    await expect(page.getByRole('alert').filter({ hasText: 'Dieses Unternehmen erhält keine Leads' })).toHaveCount(1);
    await expect(row).toContainText('An Creditreform übergeben');
    await screenshots(page, 'dunnings-tab-hold');
    await page.getByRole('tab', { name: 'Rechnungen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Dieses Unternehmen erhält keine Leads' })).toContainText('an Creditreform übergeben');
    await page.getByRole('tab', { name: 'Mahnungen' }).click();

    await row.getByRole('button', { name: 'Freigeben' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Die Mahnung zur Rechnung ${number} ist übergeben (An Creditreform übergeben).`);
    await dialog.getByRole('button', { name: 'Freigeben' }).click();
    await expect(page.getByText('Lieferstopp aufgehoben')).toBeVisible();
    await expect(page.getByTestId('dunning-hold')).toHaveCount(0);
    await expect(page.getByText(/an Creditreform übergeben\. Neue Leads/)).toHaveCount(0);
    await expect(row).toContainText('Freigegeben');
    await expect(row.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);
  });
  await context.close();
});
