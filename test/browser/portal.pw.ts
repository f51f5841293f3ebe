import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expectGermanOnly } from './support/language';
import { waitForMail } from './support/mailbox';
import { createBuyer, createSupplier, qualify, supplierLead } from './support/sales';
import { expect, test } from './support/session';
import { startShiftedServer, type ShiftedServer } from './support/shifted-server';

/**
 * The buyers' portal (issue 20) as a buyer uses it: staff invite a buyer user, who sets the password from
 * the mail's link, logs in, finds its lead, sets 'Auftrag erhalten' with 12.500 €, files a complaint with
 * a file, downloads an invoice and pauses next week.
 *
 * One walk on a phone (390 px, the narrower layout with the menu behind a button); each page is also taken
 * at 1280 px (screenshot). Field rules and German texts are tested in Jest (portal/src/…/*.spec.ts,
 * test/api/portal*.e2e-spec.ts).
 *
 * An invoice bills a month that has ended, so this file runs its own server whose clock it moves
 * (support/shifted-server.ts): one sale in the middle of last month (invoiced), then the server back at
 * the real time for the sale the buyer works on (within the complaint deadline).
 */

const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const PASSWORD = 'Sonnendach-Kupferdraht-42';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const COMPANY = {
  name: 'Leadportal Solar GmbH',
  street: 'Sonnenallee 12',
  zip: '10115',
  city: 'Berlin',
  managingDirector: 'Erika Mustermann',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 123456 B',
  vatId: 'DE136695976',
  taxNumber: '',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  email: 'buchhaltung@leadportal.example',
  phone: '+49 30 1234567',
  invoicePrefix: 'RE',
  paymentTermDays: 14,
  vatRate: 19,
};

const berlinDay = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(at);
const [YEAR, MONTH] = berlinDay(new Date()).split('-').map(Number);
/** Mid-morning UTC on the 15th of last month: the same calendar day in Germany. */
const LAST_MONTH = new Date(Date.UTC(YEAR, MONTH - 2, 15, 9));
/** Creating an invoice on the first of this month bills last month. */
const THIS_MONTH_FIRST = `${YEAR}-${String(MONTH).padStart(2, '0')}-01`;

/** Monday to Sunday of next week in the German calendar, as the settings show them. */
function nextWeek(): { from: string; to: string } {
  const today = berlinDay(new Date());
  const weekDay = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(`${today}T12:00:00Z`) + (7 - weekDay) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

/** '2026-12-07' → '07.12.2026'. */
const germanDay = (day: string) => day.split('-').reverse().join('.');

type Auth = Record<string, string>;

const ZIP = '07743';
const BUYER = `Portalkunde Telefon ${RUN}`;
const USER_EMAIL = `einkauf-390-${run}@example.de`;
const USER_NAME = 'Petra 390';
const LEAD_NAME = `Paula Portal-390-${RUN}`;

let server: ShiftedServer;
let api: APIRequestContext;
let auth: Auth;
let leadId: number;

test.describe.configure({ mode: 'serial' });

async function staffLogin(): Promise<void> {
  const login = await api.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  auth = { Authorization: `Bearer ${(await login.json()).token}` };
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  server = await startShiftedServer();
  api = await playwright.request.newContext({ baseURL: server.baseURL });

  // Last month: one sale, which the invoice bills.
  server.setNow(LAST_MONTH);
  await staffLogin();
  const company = await api.put('/api/settings/company', { headers: auth, data: COMPANY });
  expect(company.status(), await company.text()).toBe(200);
  const supplier = await createSupplier(api, auth, `Portalquelle ${RUN}`, `portal-${run}`);
  const buyerId = await createBuyer(api, auth, { name: BUYER, email: `portalkunde-390-${run}@example.de`, zip: ZIP, leadSellCost: 45 });
  const billed = await supplierLead(api, supplier.apiKey, { firstName: 'Vormonat', lastName: `Kunde-390-${RUN}`, zip: ZIP });
  expect([...(await qualify(api, auth, billed)).keys()]).toEqual([buyerId]);

  // Now: the lead the buyer works on, last month's invoice, and the invitation.
  server.setNow(new Date());
  await staffLogin();
  leadId = await supplierLead(api, supplier.apiKey, { firstName: 'Paula', lastName: `Portal-390-${RUN}`, zip: ZIP });
  expect([...(await qualify(api, auth, leadId)).keys()]).toEqual([buyerId]);
  const draft = await api.post(`/api/organisation/${buyerId}/invoice`, { headers: auth, data: { executionDate: THIS_MONTH_FIRST } });
  expect(draft.status(), await draft.text()).toBe(201);
  const sent = await api.put(`/api/organisation/${buyerId}/invoice/${(await draft.json()).id}/send`, { headers: auth });
  expect(sent.status(), await sent.text()).toBe(200);
  const invited = await api.post(`/api/organisation/${buyerId}/portal-users`, { headers: auth, data: { email: USER_EMAIL, name: USER_NAME } });
  expect(invited.status(), await invited.text()).toBe(201);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

async function portalBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: PHONE,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // Polled: after a resize the screen switches its layout (useMediaQuery) in a render of its own.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'Seite scrollt seitwärts').toBeLessThanOrEqual(0);
}

/**
 * The page's layout on a phone (no sideways scrolling) and on a desk, as full-page screenshots in the test's
 * output folder to be looked at after a run; the page is left at 390 px. It reads in German only (support/language.ts).
 */
async function layouts(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await expectGermanOnly(page, `/portal ${name}`);
  await page.screenshot({ path: test.info().outputPath(`390-${name}.png`), fullPage: true });
  await page.setViewportSize(DESK);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath(`1280-${name}.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

test('a buyer serves itself in the portal (walked at 390 px, each page also at 1280 px)', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await portalBrowser(browser);

  // The invitation mail's link sets the password.
  const mail = await waitForMail((candidate) => candidate.to.includes(USER_EMAIL) && candidate.subject === 'Ihr Zugang zum Käuferportal');
  const link = /https?:\/\/[^\s"<>]+(\/portal\/set-password\?token=[\w.-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Passwort festlegen' })).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId('password-strength')).toContainText('Stärke:');
  await page.getByLabel('Passwort wiederholen', { exact: true }).fill(PASSWORD);
  await layouts(page, 'set-password');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();

  // The login page, with the e-mail filled in; a wrong password is named.
  await expect(page).toHaveURL(/\/portal\/login\?email=/);
  await expect(page.getByText('Ihr Passwort ist gespeichert.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toHaveValue(USER_EMAIL);
  await page.getByLabel('Passwort', { exact: true }).fill('falsches-Passwort-1');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('E-Mail oder Passwort ist falsch.')).toBeVisible();
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await layouts(page, 'login');
  await page.getByRole('button', { name: 'Anmelden' }).click();

  // Its leads: this month's and last month's, each sold to this buyer only.
  await expect(page).toHaveURL(/\/portal\/leads/);
  await expect(page.getByText(LEAD_NAME)).toBeVisible();
  await expect(page.getByText(`Vormonat Kunde-390-${RUN}`)).toBeVisible();
  await layouts(page, 'leads');
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel-Export' }).click();
  const xlsx = await exported;
  expect(xlsx.suggestedFilename()).toBe('LeadExport.xlsx');
  // An XLSX file is a zip archive.
  expect(readFileSync((await xlsx.path())!).subarray(0, 2).toString()).toBe('PK');
  await page.getByText(LEAD_NAME).click();

  await expect(page).toHaveURL(new RegExp(`/portal/leads/${leadId}$`));
  await expect(page.getByRole('heading', { name: LEAD_NAME, exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\+49 ?171/ })).toHaveAttribute('href', /^tel:\+49171\d+$/);
  await expect(page.getByRole('link', { name: /@example\.de$/ })).toHaveAttribute('href', /^mailto:paula-/);

  // 'Auftrag erhalten' with the order value typed the German way (the value's rules: outcomeForm.spec.ts).
  const outcome = page.getByRole('region', { name: 'Ergebnis' });
  await outcome.getByRole('combobox', { name: 'Ergebnis' }).click();
  await page.getByRole('option', { name: 'Auftrag erhalten' }).click();
  await outcome.getByLabel('Auftragswert in €').fill('12.500');
  await outcome.getByRole('button', { name: 'Ergebnis speichern' }).click();
  await expect(page.getByText('Das Ergebnis ist gespeichert.')).toBeVisible();
  await expect(outcome.getByTestId('outcome-history')).toContainText('Auftrag erhalten: 12.500,00\u00a0€');
  await expect(outcome.getByTestId('outcome-history')).toContainText(`von ${USER_NAME}`);
  await expect(outcome.getByLabel('Auftragswert in €')).toHaveValue('12.500,00');

  // A complaint with a file.
  const complaint = page.getByRole('region', { name: 'Reklamation' });
  await complaint.getByRole('button', { name: 'Reklamation einreichen' }).click();
  await expect(complaint.getByText('Bitte beschreiben Sie den Grund der Reklamation.')).toBeVisible();
  await complaint.getByLabel('Grund der Reklamation').fill('Die Telefonnummer ist nicht vergeben.');
  await complaint.getByRole('button', { name: 'Reklamation einreichen' }).click();
  await expect(page.getByText('Ihre Reklamation ist eingegangen.')).toBeVisible();
  await expect(complaint.getByTestId('complaint-status')).toContainText('Status:');
  await complaint.locator('input[type=file]').setInputFiles([{ name: 'anrufprotokoll.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(complaint.getByTestId('complaint-files')).toContainText('anrufprotokoll.pdf');
  const fileDownload = page.waitForEvent('download');
  await complaint.getByRole('button', { name: /anrufprotokoll\.pdf/ }).click();
  expect(readFileSync((await (await fileDownload).path())!).toString()).toBe(PDF.toString());
  await layouts(page, 'lead');

  // Back in the list, the lead's row is the widest it gets (outcome, complaint and delivery): at 1280 px the
  // list still fits, Excel-Export and the delivery column included (issue 29 §4: 1349 px before).
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(page.getByText('Reklamation: Offen')).toBeVisible();
  await layouts(page, 'leads-worked');
  await page.setViewportSize(DESK);
  const row = page.getByRole('row').filter({ hasText: LEAD_NAME });
  await expect(row).toContainText(/Auftrag erhalten\s*Offen/);
  await expect(page.getByRole('button', { name: 'Excel-Export' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('cell').last()).toBeInViewport({ ratio: 1 });
  await page.setViewportSize(PHONE);

  // The invoice for last month, downloaded with the session.
  await page.goto('/portal/invoices');
  await expect(page.getByRole('button', { name: /^PDF RE\d{4}-/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^XRechnung RE\d{4}-/ })).toHaveCount(1);
  await layouts(page, 'invoices');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^PDF RE\d{4}-/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');

  // Deliveries of its leads.
  await page.goto('/portal/deliveries');
  await expect(page.getByText(LEAD_NAME, { exact: false }).first()).toBeVisible();
  // Its leads come by e-mail: there is no webhook to test.
  await expect(page.getByRole('button', { name: 'Test senden' })).toHaveCount(0);
  await layouts(page, 'deliveries');

  // Pause next week: saved at once (issue 27 §6), the row says so, and a reload keeps it.
  await page.goto('/portal/settings');
  await expect(page.getByTestId('availability-today')).toContainText('Heute erhalten Sie Leads.');
  await page.getByRole('button', { name: 'Nächste Woche pausieren' }).click();
  const week = nextWeek();
  await expect(page.getByText(`Gespeichert: Vom ${germanDay(week.from)} bis ${germanDay(week.to)} erhalten Sie keine Leads.`)).toBeVisible();
  await expect(page.getByLabel('Von', { exact: true }).last()).toHaveValue(week.from);
  await expect(page.getByLabel('Bis', { exact: true }).last()).toHaveValue(week.to);
  await expect(page.getByTestId('pause-state').last()).toHaveText('Gespeichert');
  await layouts(page, 'settings');
  await page.reload();
  await expect(page.getByLabel('Von', { exact: true }).first()).toHaveValue(week.from);
  await expect(page.getByLabel('Grund (z. B. Urlaub)').first()).toHaveValue('Urlaub');

  // 'Einstellungen speichern' with two mistakes: both show, the first in view and focused on the phone
  // (the messages themselves: settingsForm.spec.ts).
  await page.getByLabel('Monatsbudget in €').fill('viel');
  await page.getByLabel('E-Mail für Benachrichtigungen').fill('keine-adresse');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText('Bitte geben Sie einen Betrag ein, z. B. 1.500 oder 1.500,00.')).toBeInViewport();
  await expect(page.getByLabel('Monatsbudget in €')).toBeFocused();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse für Benachrichtigungen an.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('390-settings-errors.png'), fullPage: true });
  // Leaving with the changes unsaved asks first; staying keeps them. (The question blocks the page until answered.)
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  // The app bar slides away while the page scrolls down (to the first mistake, above); scrolling up brings it back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('menuitem', { name: 'Mein Konto' }).click();
  await expect.poll(() => questions).toEqual(['Ihre Änderungen an den Einstellungen sind noch nicht gespeichert. Möchten Sie die Seite trotzdem verlassen?']);
  await expect(page).toHaveURL(/\/portal\/settings$/);
  await expect(page.getByLabel('Monatsbudget in €')).toHaveValue('viel');

  // Deep links load the app; 'Mein Konto' shows who is logged in.
  await page.goto('/portal/account');
  await expect(page.getByText(`Angemeldet als ${USER_NAME} (${USER_EMAIL})`)).toBeVisible();
  await layouts(page, 'account');
  await context.close();
});
