import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { Workbook } from 'exceljs';
import { formatMonth } from '../../libs/contract/src/format';
import { E2E_PORT } from '../../playwright.config';
import { expect, staffAuth, test } from './support/session';
import { createBuyer, createSupplier, qualify, reclaim, removeBuyers, setDealId, supplierLead } from './support/sales';

/**
 * Statistik and Statistik Details with sales made through the API: three supplier leads in a postal
 * code only this file's two buyers cover, each sold to both, one sale reclaimed. Figures (spec section 9):
 *   Sonnenhof: 55 € a lead, no quote  → 3 sold, 1 reclaimed: 165,00 € − 55,00 € (the reclaimed lead) = 110,00 €
 *   Dachwerk:  40 € a lead, quote 10 % → 3 sold, 0 reclaimed: 120,00 € − 12,00 € (10 %)             = 108,00 €
 */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const ZIP = '07743';
const SUNNY = `Sonnenhof ${RUN}`;
const ROOF = `Dachwerk ${RUN}`;
const SUPPLIER = `Statistikquelle ${RUN}`;
const COLUMNS = ['Datum', 'Firma', 'Anzahl', 'Reklas', 'Details', 'Einnahmen ohne Rekla.', 'Rekla. Abzug', 'Einnahmen inkl. Rekla.'];
/** Intl's de-DE money output has a non-breaking space before '€'. */
const euro = (amount: string) => `${amount}\u00a0€`;
const MONTH = formatMonth(new Date());

interface Fixture {
  sunny: number;
  roof: number;
  supplier: number;
  leads: { id: number; firstName: string; lastName: string; deal: string | null }[];
}

let fixture: Fixture;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const auth = await staffAuth(api);
  // A retry or a restarted worker runs this again with a new mark: the buyers of before must not share the sales.
  await removeBuyers(api, auth, ['Sonnenhof ', 'Dachwerk ']);
  const sunny = await createBuyer(api, auth, { name: SUNNY, email: `sonnenhof-${run}@example.de`, zip: ZIP, leadSellCost: 55 });
  const roof = await createBuyer(api, auth, { name: ROOF, email: `dachwerk-${run}@example.de`, zip: ZIP, leadSellCost: 40, reclamationQuote: 10 });
  const supplier = await createSupplier(api, auth, SUPPLIER, `statistik-${run}`);
  const people = [
    { firstName: 'Anna', lastName: `Amsel-${RUN}`, deal: `D-${RUN}-1` },
    { firstName: 'Bernd', lastName: `Buchfink-${RUN}`, deal: `D-${RUN}-2` },
    { firstName: 'Clara', lastName: `Chrysantheme-${RUN}`, deal: null },
  ];
  const leads: Fixture['leads'] = [];
  for (const person of people) {
    const id = await supplierLead(api, supplier.apiKey, { firstName: person.firstName, lastName: person.lastName, zip: ZIP });
    if (person.deal) await setDealId(api, auth, id, person.deal);
    const sales = await qualify(api, auth, id);
    expect([...sales.keys()].sort((a, b) => a - b)).toEqual([sunny, roof].sort((a, b) => a - b));
    leads.push({ id, ...person });
    if (person.firstName === 'Bernd') await reclaim(api, auth, id, sunny, sales.get(sunny)!);
  }
  fixture = { sunny, roof, supplier: supplier.id, leads };
  await api.dispose();
});

/** Picks an option of a filter's combobox by typing part of its name. */
async function choose(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

const statisticsTable = (page: Page) => page.getByRole('table', { name: 'Verkäufe je Firma und Monat' });
const table = statisticsTable;
const bodyRows = (scope: Locator) => scope.locator('tbody tr');
const cellTexts = async (row: Locator) => (await row.locator('td').allInnerTexts()).map((text) => text.trim());
const card = (page: Page, key: string) => page.getByTestId(`card-${key}`);

test.describe('Statistik', () => {
  test('filters, sorts and exports the sales, shows a month’s details with the reclaimed lead, at 1280 and 390 px', async ({ page }) => {
    await page.goto('/statistics');
    await expect(page).toHaveTitle('Statistik – Leadportal');

    await test.step('a company filter with no match says so', async () => {
      await page.getByRole('combobox', { name: 'Firma' }).fill(`Gibt es nicht ${RUN}`);
      await expect(page.getByText('Keine Firma vorhanden')).toBeVisible();
      await page.getByRole('combobox', { name: 'Firma' }).clear();
      await page.keyboard.press('Escape');
    });

    await test.step('the company filter leaves one row with the figures of spec section 9', async () => {
      await choose(page, 'Firma', SUNNY);
      await expect(page).toHaveURL(new RegExp(`orga=${fixture.sunny}`));
      await expect(bodyRows(table(page))).toHaveCount(1);
      expect(await table(page).locator('thead th').allInnerTexts()).toEqual(COLUMNS);
      expect(await cellTexts(bodyRows(table(page)).first())).toEqual([MONTH, SUNNY, '3', '1', 'Details', euro('165,00'), euro('55,00'), euro('110,00')]);
      await expect(card(page, 'count')).toContainText('3');
      await expect(card(page, 'reclamations')).toContainText('1');
      await expect(card(page, 'income')).toContainText(euro('110,00'));
    });

    await test.step('the lead source and days filter both companies; the cards add them up', async () => {
      await page.getByRole('combobox', { name: 'Firma' }).clear();
      await page.keyboard.press('Escape');
      await choose(page, 'Leadsource', SUPPLIER);
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
      await page.getByLabel('Startdatum').fill(`${today.slice(0, 8)}01`);
      await page.getByLabel('Enddatum').fill(today);
      await expect(bodyRows(table(page))).toHaveCount(2);
      expect((await bodyRows(table(page)).allInnerTexts()).map((row) => row.includes(ROOF))).toEqual([true, false]);
      // Nothing reclaimed, yet 12,00 € deducted: the company's quote, and the cell says so (issue 29 §1).
      expect(await cellTexts(bodyRows(table(page)).first())).toEqual([MONTH, ROOF, '3', '0', 'Details', euro('120,00'), `${euro('12,00')}\npauschal 10\u00a0% Reklaquote`, euro('108,00')]);
      await expect(card(page, 'count')).toContainText('6');
      await expect(card(page, 'reclamations')).toContainText('1');
      await expect(card(page, 'income')).toContainText(euro('218,00'));
    });

    await test.step('Firma sorts both ways', async () => {
      const header = table(page).getByRole('columnheader', { name: 'Firma' });
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(bodyRows(table(page)).first()).toContainText(ROOF);
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(bodyRows(table(page)).first()).toContainText(SUNNY);
      await page.screenshot({ path: test.info().outputPath('statistik-1280.png'), fullPage: true });
    });

    await test.step('the export is StatistikExport.xlsx with the table’s columns, for the filters shown', async () => {
      await expect(bodyRows(table(page))).toHaveCount(2);
      // Held back until the label was seen: it says 'Export nicht bereit' while the file loads.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/statistics/export**', async (route) => {
        await held;
        await route.continue();
      });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Excel-Export' }).click();
      await expect(page.getByRole('button', { name: 'Export nicht bereit' })).toBeDisabled();
      release();
      const file = await download;
      expect(file.suggestedFilename()).toBe('StatistikExport.xlsx');
      await expect(page.getByRole('button', { name: 'Excel-Export' })).toBeEnabled();

      const book = new Workbook();
      await book.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
      expect(values(1)).toEqual(COLUMNS);
      expect(sheet.rowCount).toBe(3);
      const sunnyRow = [2, 3].map(values).find((row) => row[1] === SUNNY)!;
      expect(sunnyRow.slice(2, 4)).toEqual([3, 1]);
      expect(String(sunnyRow[4])).toMatch(new RegExp(`/statistic/${fixture.sunny}/\\d+$`));
      expect(sunnyRow.slice(5)).toEqual([165, 55, 110]);
    });

    await test.step('a period with no sales shows the empty state', async () => {
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
      await page.getByLabel('Startdatum').fill('2001-01-01');
      await page.getByLabel('Enddatum').fill('2001-12-31');
      await expect(page.getByTestId('empty-state')).toBeVisible();
      await expect(card(page, 'income')).toContainText(euro('0,00'));
      await page.getByLabel('Enddatum').fill(today);
      await page.getByLabel('Startdatum').fill(`${today.slice(0, 8)}01`);
      await expect(bodyRows(table(page))).toHaveCount(2);
    });

    await test.step('a row opens the company’s month in the details', async () => {
      await bodyRows(table(page)).filter({ hasText: SUNNY }).locator('td').nth(2).click();
      await expect(page).toHaveURL(new RegExp(`/statistic/${fixture.sunny}/\\d+$`));
      await expect(page).toHaveTitle('Statistik Details – Leadportal');
    });

    const detailsRows = bodyRows(page.getByRole('table', { name: 'Verkaufte Leads im Monat' }));
    const [anna, bernd, clara] = fixture.leads;
    await test.step('the details: the company’s month, its leads by id, the reclaimed one marked in words', async () => {
      await expect(card(page, 'company')).toContainText(SUNNY);
      await expect(card(page, 'month')).toContainText(MONTH);
      await expect(card(page, 'total')).toContainText('3');
      const leadTable = page.getByRole('table', { name: 'Verkaufte Leads im Monat' });
      expect(await leadTable.locator('thead th').allInnerTexts()).toEqual(['Id', 'Vorname', 'Nachname', 'Erstellt', 'Qualifiziert']);
      await expect(leadTable.getByRole('columnheader', { name: 'Id' })).toHaveAttribute('aria-sort', 'ascending');
      await expect(detailsRows).toHaveCount(3);
      const today = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
      expect(await cellTexts(detailsRows.nth(0))).toEqual([String(anna.id), 'Anna', anna.lastName, today, today]);
      await expect(detailsRows.nth(1)).toContainText('Reklamiert');
      await expect(detailsRows.nth(0)).not.toContainText('Reklamiert');
      await expect(page.getByTestId('details-legend')).toContainText('Reklamierte Leads sind rot hinterlegt und mit „Reklamiert“ gekennzeichnet.');
      // Tinted as well as named: the reclaimed row's background differs from the others'.
      const background = (row: Locator) => row.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await background(detailsRows.nth(1))).not.toBe(await background(detailsRows.nth(0)));
    });

    await test.step('the deal link opens the CRM in a new tab; a lead without a deal id has none', async () => {
      const link = detailsRows.nth(0).getByRole('link', { name: `Deal von Lead ${anna.id} im CRM öffnen` });
      await expect(link).toHaveAttribute('href', `https://crm.example.de/deal/${anna.deal}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(detailsRows.nth(2).getByRole('link')).toHaveCount(0);
      // A stand-in for the CRM: the test only needs the address the tab opens.
      await page.context().route('https://crm.example.de/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>CRM</title>' }));
      const popup = page.waitForEvent('popup');
      await detailsRows.nth(1).locator('td').nth(1).click();
      expect((await popup).url()).toBe(`https://crm.example.de/deal/${bernd.deal}`);
      await (await popup).close();
      expect(clara.deal).toBeNull();
    });

    await test.step('every column sorts; Vorname descending puts Clara first', async () => {
      const leadTable = page.getByRole('table', { name: 'Verkaufte Leads im Monat' });
      const header = leadTable.getByRole('columnheader', { name: 'Vorname' });
      await header.getByRole('button').click();
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(detailsRows.first()).toContainText('Clara');
      for (const name of ['Nachname', 'Erstellt', 'Qualifiziert']) await expect(leadTable.getByRole('columnheader', { name }).getByRole('button')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('statistik-details-1280.png'), fullPage: true });
    });

    await test.step('on a phone the details list the leads, the reclaimed one named, never wider than the screen', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByText(`${bernd.id} · Bernd`)).toBeVisible();
      await expect(page.getByText('Reklamiert', { exact: true })).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: test.info().outputPath('statistik-details-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.getByRole('link', { name: 'Zurück zur Statistik' }).click();
      await expect(page).toHaveURL(/\/statistics$/);
    });
  });
});

test.describe('Statistik on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists one entry per company and month, never wider than the screen, and opens its details', async ({ page }) => {
    await page.goto(`/statistics?leadsource=${fixture.supplier}`);
    const entry = page.getByRole('button').filter({ hasText: SUNNY });
    await expect(entry).toContainText('3 verkauft · 1 reklamiert');
    await expect(entry).toContainText(euro('110,00'));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('statistik-390.png'), fullPage: true });

    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/statistic/${fixture.sunny}/\\d+$`));
    await expect(page.getByText(`${fixture.leads[1].id} · Bernd`)).toBeVisible();
  });
});
