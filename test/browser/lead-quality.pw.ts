import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Workbook } from 'exceljs';
import { E2E_PORT } from '../../playwright.config';
import { waitForMail } from './support/mailbox';
import { createBuyer, createSupplier, qualify, supplierLead } from './support/sales';
import { expect, staffAuth, test } from './support/session';

/**
 * What staff see of the Käuferportal (issue 20 §3), walked at 1280 px, each screen also checked at 390 px: on the organisation's tab
 * 'Käuferportal' they invite a buyer user (the mail arrives, the user shows as invited), the buyer sets
 * its password from the mail, logs in through the portal API and reports 'Auftrag erhalten' with
 * 12.500 € on one of its two leads; the tab then shows the outcome, and Lead-Qualität grouped by
 * Leadsource shows the supplier's figures, exported to Excel with the report's columns.
 *
 * The figures (a supplier with a purchase price of 20 € whose two leads go to one buyer at 50 €):
 *   2 leads sold, 1 with an outcome (50,0 %), of those 100,0 % reached, appointment, offer and won;
 *   income 100,00 €, revenue per lead 50,00 €, margin per lead 30,00 €; for the buyer, cost per won order 100,00 €.
 * How they are computed, the export's workbook and the purchase price on the lead source are tested in
 * test/api/lead-quality.e2e-spec.ts; the form's German money in admin/src/inputs/inputs.spec.ts.
 */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const PASSWORD = 'Sonnendach-Kupferdraht-42';
const ZIP = '07769';
const euro = (amount: string) => `${amount}\u00a0€`;
const EXPORT_COLUMNS = [
  'Leadsource',
  'Verkaufte Leads',
  'Verkäufe',
  'Reklaquote',
  'Mit Ergebnis',
  'Erreicht',
  'Termin',
  'Angebot',
  'Auftrag',
  'Aufträge',
  'Verloren',
  'Verloren: Preis',
  'Verloren: Wettbewerber',
  'Verloren: Kein Interesse',
  'Verloren: Finanzierung',
  'Verloren: Sonstiges',
  'Auftragswert',
  'Einnahmen inkl. Rekla.',
  'Umsatz je Lead',
  'Einkaufspreis je Lead',
  'Marge je Lead',
];

interface Fixture {
  buyerId: number;
  buyerName: string;
  supplierName: string;
  userEmail: string;
  userName: string;
  leads: number[];
}

let fixture: Fixture;
let api: APIRequestContext;
let auth: Record<string, string>;

test.describe.configure({ mode: 'serial' });
// German staff: the date inputs show dd.mm.yyyy.
test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  auth = await staffAuth(api);
  const buyerName = `Qualitätskunde Desktop ${RUN}`;
  const supplierName = `Qualitätsquelle Desktop ${RUN}`;
  const buyerId = await createBuyer(api, auth, { name: buyerName, email: `qualitaet-1280-${run}@example.de`, zip: ZIP, leadSellCost: 50 });
  const supplier = await createSupplier(api, auth, supplierName, `qualitaet-1280-${run}`);
  // The purchase price as staff set it on the lead source.
  const source = await (await api.get(`/api/leadsource/${supplier.id}`, { headers: auth })).json();
  const priced = await api.put(`/api/leadsource/${supplier.id}`, {
    headers: auth,
    data: { name: source.name, slug: source.slug, mail: source.mail, active: true, reclaQuote: 0, leadCost: 20, preQualified: false, requireConsent: false },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const leads: number[] = [];
  for (const person of ['Quirin', 'Quendolin']) {
    const leadId = await supplierLead(api, supplier.apiKey, { firstName: person, lastName: `Qualität-1280-${RUN}`, zip: ZIP });
    expect([...(await qualify(api, auth, leadId)).keys()]).toEqual([buyerId]);
    leads.push(leadId);
  }
  fixture = { buyerId, buyerName, supplierName, userEmail: `einkauf-q1280-${run}@example.de`, userName: 'Quentin 1280', leads };
});

test.afterAll(async () => {
  await api?.dispose();
});

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // Polled: after a resize the screen switches its layout (useMediaQuery) in a render of its own.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'Seite scrollt seitwärts').toBeLessThanOrEqual(0);
}

/** The buyer user sets its password from the invitation mail and reports an outcome, as the portal app would. */
async function buyerReportsWon(fixture: Fixture): Promise<Record<string, string>> {
  const mail = await waitForMail((candidate) => candidate.to.includes(fixture.userEmail) && candidate.subject === 'Ihr Zugang zum Käuferportal');
  const token = /\/portal\/set-password\?token=([\w.-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeTruthy();
  const set = await api.post('/portal-api/auth/set-password', { data: { token, password: PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);
  const login = await api.post('/portal-api/auth/login', { data: { email: fixture.userEmail, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const buyer = { Authorization: `Bearer ${(await login.json()).token}` };
  const outcome = await api.put(`/portal-api/leads/${fixture.leads[0]}/outcome`, { headers: buyer, data: { status: 'won', value: 12500, note: 'PV-Anlage 10 kWp' } });
  expect(outcome.status(), await outcome.text()).toBe(200);
  return buyer;
}

/** Today and the day after tomorrow in the German calendar, as 'YYYY-MM-DD' and as the screens write them. */
function pauseDays(): { from: string; to: string; toGerman: string } {
  const day = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(at);
  const from = day(new Date());
  const to = day(new Date(Date.parse(`${from}T12:00:00Z`) + 2 * 86_400_000));
  return { from, to, toGerman: to.split('-').reverse().join('.') };
}

/** A figure of a quality row: a table cell by its column header on a desk, the card's term on a phone. */
async function figures(row: Locator, phone: boolean, headers: string[]): Promise<Record<string, string>> {
  if (phone) {
    const terms = await row.locator('dt').allInnerTexts();
    const values = await row.locator('dd').allInnerTexts();
    return Object.fromEntries(terms.map((term, index) => [term.trim(), values[index].trim()]));
  }
  const values = await row.locator('td').allInnerTexts();
  return Object.fromEntries(headers.slice(1).map((header, index) => [header, values[index].trim()]));
}

const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The screen at 1280 px and on a phone (nothing scrolls sideways there), as screenshots; the page is left at 1280 px. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await shot(page, `1280-${name}`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await shot(page, `390-${name}`);
  await page.setViewportSize(DESK);
}

const qualityHeaders = async (page: Page) => (await page.getByRole('table', { name: 'Lead-Qualität je Gruppe' }).locator('thead th').allInnerTexts()).map((text) => text.trim());

test('staff invite a buyer user and read its outcomes and the lead quality (1280 px, each screen also at 390 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESK);

  await test.step("the tab 'Käuferportal' invites a buyer user", async () => {
    await page.goto(`/organisations/${fixture.buyerId}`);
    await page.getByRole('tab', { name: 'Käuferportal' }).click();
    const tab = page.getByTestId('buyer-portal-tab');
    await expect(tab.getByText('Dieses Unternehmen hat noch keine Benutzer im Käuferportal.')).toBeVisible();
    await expect(tab.getByTestId('buyer-today')).toContainText('Nach seinen eigenen Einstellungen erhält der Käufer heute Leads.');
    await expect(tab.getByText('Der Käufer hat noch keine Ergebnisse gemeldet.')).toBeVisible();
    await tab.getByRole('button', { name: 'Benutzer einladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benutzer einladen' });
    await dialog.getByLabel('E-Mail').fill(fixture.userEmail);
    await dialog.getByLabel('Name').fill(fixture.userName);
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(page.getByText(`Die Einladung an ${fixture.userEmail} wurde gesendet.`)).toBeVisible();
    const user = tab.getByTestId('portal-user').filter({ hasText: fixture.userEmail });
    await expect(user).toContainText('Einladung offen');
    await expect(user).toContainText('noch nie');
    await expect(user.getByRole('button', { name: `Einladung erneut senden: ${fixture.userEmail}` })).toBeVisible();
    await bothWidths(page, 'portal-tab-invited');
  });

  let buyerAuth: Record<string, string> = {};
  await test.step('the buyer reports an order won through the portal', async () => {
    buyerAuth = await buyerReportsWon(fixture);
  });

  await test.step('the tab shows the user logged in and the outcome', async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Käuferportal' }).click();
    const tab = page.getByTestId('buyer-portal-tab');
    const user = tab.getByTestId('portal-user').filter({ hasText: fixture.userEmail });
    await expect(user).toContainText('Aktiv');
    await expect(user).not.toContainText('Einladung offen');
    await expect(user).not.toContainText('noch nie');
    await expect(tab.getByTestId('outcome-count-sales')).toContainText('2');
    await expect(tab.getByTestId('outcome-count-withOutcome')).toContainText('1');
    await expect(tab.getByTestId('outcome-count-won')).toContainText('1');
    await expect(tab.getByTestId('outcome-count-wonValue')).toContainText(euro('12.500,00'));
    const recent = tab.getByTestId('recent-outcome');
    await expect(recent).toHaveCount(1);
    await expect(recent).toContainText('Auftrag erhalten');
    await expect(recent).toContainText(fixture.userName);
    await expect(recent.getByRole('link', { name: `Lead ${fixture.leads[0]}` })).toHaveAttribute('href', new RegExp(`/leadstatistics/${fixture.leads[0]}$`));
    // The reminder is on by default and can be switched off.
    const reminder = tab.getByRole('switch', { name: 'Erinnerung an fehlende Ergebnisse' });
    await expect(reminder).toBeChecked();
    await reminder.click();
    await expect(page.getByText('Die Erinnerung ist ausgeschaltet.')).toBeVisible();
    await expect(reminder).not.toBeChecked();
    await bothWidths(page, 'portal-tab-outcome');
  });

  await test.step('the lead page shows the outcome the buyer reported, at 1280 px in the table, on a phone as lines', async () => {
    await page.getByTestId('recent-outcome').getByRole('link', { name: `Lead ${fixture.leads[0]}` }).click();
    const outcome = page.getByRole('region', { name: 'Verkäufe' }).getByTestId('sale-outcome');
    await expect(outcome).toContainText(`Auftrag erhalten (${euro('12.500,00')})`);
    await expect(outcome).toContainText(new RegExp(`gemeldet am \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2} von ${fixture.userName}`));
    await expect(outcome).toContainText('Notiz: PV-Anlage 10 kWp');
    await bothWidths(page, 'lead-outcome');
    await page.goto(`/organisations/${fixture.buyerId}`);
  });

  await test.step('a pause the buyer sets in the portal shows among the reasons it gets no leads', async () => {
    const { from, to, toGerman } = pauseDays();
    const paused = await api.put('/portal-api/settings', {
      headers: buyerAuth,
      data: { pauses: [{ from, to, reason: 'Urlaub' }], holidaysState: 'TH', monthlyBudget: 500, monthlyLeadLimit: null, notificationEmail: '' },
    });
    expect(paused.status(), await paused.text()).toBe(200);
    await page.reload();
    const message = `Pausiert bis ${toGerman} (Urlaub)`;
    await expect(page.getByRole('alert').filter({ hasText: 'Dieses Unternehmen erhält keine Leads' })).toContainText(message);
    await page.getByRole('tab', { name: 'Käuferportal' }).click();
    const tab = page.getByTestId('buyer-portal-tab');
    await expect(tab.getByTestId('buyer-today')).toContainText(message);
    await expect(tab).toContainText(`${from.split('-').reverse().join('.')} – ${toGerman} (Urlaub)`);
    await expect(tab).toContainText('Thüringen');
    await expect(tab).toContainText(`${euro('500,00')} (diesen Monat ausgegeben: ${euro('100,00')})`);
    await bothWidths(page, 'portal-tab-paused');
  });

  await test.step('Lead-Qualität by Leadsource shows the supplier’s figures, as a table and as cards on a phone', async () => {
    await page.goto('/statistics');
    await expect(page.getByRole('link', { name: 'Lead-Qualität' })).toBeVisible();
    await bothWidths(page, 'statistics');
    await page.getByRole('link', { name: 'Lead-Qualität' }).click();
    await expect(page).toHaveURL(/\/statistics\/quality/);
    await expect(page).toHaveTitle('Lead-Qualität – Leadportal');
    await expect(page.getByRole('combobox', { name: /Gruppieren nach/ })).toContainText('Leadsource');
    const today = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    await expect(page.getByTestId('quality-period')).toHaveText(`Verkäufe vom 01.${today.slice(3)} bis ${today}`);
    const row = page.getByTestId('quality-row').filter({ hasText: fixture.supplierName });
    await expect(row).toHaveCount(1);
    const headers = await qualityHeaders(page);
    expect(headers).toEqual(['Leadsource', ...EXPORT_COLUMNS.slice(1)]);
    const expected = {
      'Verkaufte Leads': '2',
      Verkäufe: '2',
      Reklaquote: '0,0\u00a0%',
      'Mit Ergebnis': '50,0\u00a0%',
      Erreicht: '100,0\u00a0%',
      Termin: '100,0\u00a0%',
      Angebot: '100,0\u00a0%',
      Auftrag: '100,0\u00a0%',
      Aufträge: '1',
      Verloren: '0',
      'Verloren: Preis': '0',
      'Verloren: Wettbewerber': '0',
      'Verloren: Kein Interesse': '0',
      'Verloren: Finanzierung': '0',
      'Verloren: Sonstiges': '0',
      Auftragswert: euro('12.500,00'),
      'Einnahmen inkl. Rekla.': euro('100,00'),
      'Umsatz je Lead': euro('50,00'),
      'Einkaufspreis je Lead': euro('20,00'),
      'Marge je Lead': euro('30,00'),
    };
    expect(await figures(row, false, headers)).toEqual(expected);
    await shot(page, '1280-lead-quality');
    // On a phone each group is a card of terms and figures.
    await page.setViewportSize(PHONE);
    await expect(row.locator('dt').first()).toBeVisible();
    expect(await figures(row, true, [])).toEqual(expected);
    await expectNoSidewaysScroll(page);
    await shot(page, '390-lead-quality');
    await page.setViewportSize(DESK);

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel-Export' }).click();
    const download = await exported;
    expect(download.suggestedFilename()).toMatch(/^Lead-Qualitaet-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_COLUMNS);
    const supplierRow = sheet.getRows(2, sheet.rowCount - 1)!.find((candidate) => candidate.getCell(1).value === fixture.supplierName);
    expect(supplierRow, 'the supplier’s row in the export').toBeTruthy();
    expect(supplierRow!.getCell(2).value).toBe(2);
    expect(supplierRow!.getCell(EXPORT_COLUMNS.indexOf('Auftragswert') + 1).value).toBe(12500);
    expect(supplierRow!.getCell(EXPORT_COLUMNS.indexOf('Marge je Lead') + 1).value).toBe(30);
  });

  await test.step('grouped by Käufer, the buyer’s cost per won order', async () => {
    await page.getByRole('combobox', { name: /Gruppieren nach/ }).click();
    await page.getByRole('option', { name: 'Käufer' }).click();
    await expect(page).toHaveURL(/groupBy=organisation/);
    const row = page.getByTestId('quality-row').filter({ hasText: fixture.buyerName });
    await expect(row).toHaveCount(1);
    const headers = await qualityHeaders(page);
    expect(headers.slice(-2)).toEqual(['Umsatz je Lead', 'Kosten je Auftrag']);
    expect(await figures(row, false, headers)).toMatchObject({ Aufträge: '1', 'Einnahmen inkl. Rekla.': euro('100,00'), 'Kosten je Auftrag': euro('100,00') });
    await bothWidths(page, 'lead-quality-buyers');
  });
});
