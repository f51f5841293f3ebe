import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { Workbook } from 'exceljs';
import { E2E_PORT } from '../../playwright.config';
import { expect, staffAuth, test } from './support/session';
import { createBuyer, createSupplier, qualify, removeBuyers, supplierLead } from './support/sales';

/**
 * Übersicht, the first page after the login, with sales made through the API: two supplier leads in a
 * postal code only this file's buyer covers, both sold to it. Its goal is 4 leads a month at 50 € a lead:
 * this month 2 of 4 (50 %) and 100,00 €; last month nothing. Other tests' figures share the database, so
 * the cards are checked against the API's own answer and the table by this buyer's row.
 */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const ZIP = '07745';
const BUYER = `Zielfirma ${RUN}`;
const euro = (amount: string) => `${amount}\u00a0€`;
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** This month and the one before in Germany. */
function months() {
  const [year, month] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return { current: { year, month }, previous };
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const auth = await staffAuth(api);
  await removeBuyers(api, auth, ['Zielfirma ']);
  const buyer = await createBuyer(api, auth, { name: BUYER, email: `ziel-${run}@example.de`, zip: ZIP, leadSellCost: 50, monthlyLeadGoal: 4 });
  const supplier = await createSupplier(api, auth, `Übersichtquelle ${RUN}`, `uebersicht-${run}`);
  for (const firstName of ['Doris', 'Emil']) {
    const lead = await supplierLead(api, supplier.apiKey, { firstName, lastName: `Ziel-${RUN}`, zip: ZIP });
    expect([...(await qualify(api, auth, lead)).keys()]).toEqual([buyer]);
  }
  await api.dispose();
});

const goalsTable = (page: Page) => page.getByRole('table', { name: 'Ziele je Firma' });
const buyerRow = (page: Page) => goalsTable(page).locator('tbody tr').filter({ hasText: BUYER });
const cellTexts = async (row: Locator) => (await row.locator('td').allInnerTexts()).map((text) => text.trim());

test.describe('Übersicht', () => {
  test('shows the figures of the API, the goals of this month and of the month before, downloads them, and fits a phone', async ({ page, request }) => {
    const { current, previous } = months();

    await test.step('while the figures load it says so', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/statistics/charts/full', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/overview');
      await expect(page).toHaveTitle('Übersicht – Leadportal');
      // The page's own notice comes first; the goals below may show theirs as well while they load.
      await expect(page.getByRole('status').filter({ hasText: 'Übersicht wird geladen...' }).first()).toBeVisible();
      release();
    });

    await test.step('the cards and the period table show what the API counted', async () => {
      const dashboard = await (await request.get('/api/statistics/charts/full', { headers: await staffAuth(request) })).json();
      await expect(page.getByTestId('card-sold-month')).toContainText(String(dashboard.statistics.sold.thisMonth));
      await expect(page.getByTestId('card-sold-month')).toContainText(`Letzter Monat: ${dashboard.statistics.sold.lastMonth}`);
      await expect(page.getByTestId('card-leads-today')).toContainText(String(dashboard.leads.created.today));
      expect(dashboard.statistics.sold.thisMonth).toBeGreaterThanOrEqual(2);
      const periods = page.getByTestId('overview-periods');
      expect(await periods.locator('thead th').allInnerTexts()).toEqual(['Zeitraum', 'Neue Leads', 'Verkauft', 'Reklamiert']);
      const thisMonth = periods.getByRole('row', { name: /^Dieser Monat/ });
      expect(await thisMonth.locator('td').allInnerTexts()).toEqual(
        [dashboard.leads.created.thisMonth, dashboard.statistics.sold.thisMonth, dashboard.statistics.reclamations.thisMonth].map((count: number) => count.toLocaleString('de-DE')),
      );
      await expect(page.getByTestId('overview-organisations')).toContainText(`Aktiv${dashboard.organisations.active}`);
    });

    await test.step('this month: the buyer is at 2 of its 4 leads, with a bar and its income', async () => {
      await expect(page.getByRole('heading', { name: `Ziele ${MONTHS[current.month - 1]} ${current.year}` })).toBeVisible();
      const cells = await cellTexts(buyerRow(page));
      expect(cells.slice(0, 8)).toEqual(['Aktiv', BUYER, '2', '0', '4', '2 von 4 (50\u00a0%)', '0\u00a0%', euro('100,00')]);
      await expect(buyerRow(page).getByRole('progressbar', { name: `${BUYER}: 2 von 4 (50\u00a0%)` })).toHaveAttribute('aria-valuenow', '50');
      await expect(page.getByTestId('chart-days').locator('svg.recharts-surface').first()).toBeVisible();
      // recharts breaks a long axis label into lines.
      await expect(page.getByTestId('chart-income')).toContainText(new RegExp(`Zielfirma\\s*${RUN}`));
    });

    await test.step('the goals table sorts by company', async () => {
      const header = goalsTable(page).getByRole('columnheader', { name: 'Firma' });
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      const names = (await goalsTable(page).locator('tbody tr td:nth-child(2)').allInnerTexts()).map((name) => name.trim());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de', { numeric: true, sensitivity: 'base' })));
      // A tall window rather than a full-page shot, which draws the fixed app bar and menu out of place.
      await page.setViewportSize({ width: 1280, height: 1500 });
      await page.screenshot({ path: test.info().outputPath('uebersicht-1280.png') });
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step('the goals download is the month’s table as Excel', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Ziele herunterladen (Excel)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`Ziele-${current.year}-${String(current.month).padStart(2, '0')}.xlsx`);
      const book = new Workbook();
      await book.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
      expect(rows[0]).toEqual(['Firma', 'Aktiv', 'Verkauft', 'Ziel', 'Zielerreichung', 'Reklamationen', 'Reklaquote', 'Einnahmen inkl. Rekla.', 'Anteil an allen Einnahmen']);
      expect(rows.find((row) => row[0] === BUYER)?.slice(0, 8)).toEqual([BUYER, 'Ja', 2, 4, 50, 0, 0, 100]);
    });

    await test.step('on a phone every part is shown one below the other, never wider than the screen', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const entry = page.getByRole('listitem').filter({ hasText: BUYER });
      await expect(entry).toContainText('2 verkauft · 0 reklamiert');
      await expect(entry).toContainText('2 von 4 (50\u00a0%)');
      await expect(page.getByTestId('chart-days').locator('svg.recharts-surface').first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: test.info().outputPath('uebersicht-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step('the month before: the same buyer, nothing sold', async () => {
      await page.getByRole('button', { name: 'Vorheriger Monat' }).click();
      await expect(page).toHaveURL(new RegExp(`month=${previous.month}&year=${previous.year}`));
      await expect(page.getByRole('heading', { name: `Ziele ${MONTHS[previous.month - 1]} ${previous.year}` })).toBeVisible();
      await expect(buyerRow(page)).toContainText('0 von 4 (0\u00a0%)');
      expect((await cellTexts(buyerRow(page))).slice(0, 8)).toEqual(['Aktiv', BUYER, '0', '0', '4', '0 von 4 (0\u00a0%)', '0\u00a0%', euro('0,00')]);
      await expect(page.getByRole('button', { name: 'Nächster Monat' })).toBeEnabled();
      await page.getByRole('button', { name: 'Nächster Monat' }).click();
      await expect(page.getByRole('button', { name: 'Nächster Monat' })).toBeDisabled();
      await expect(buyerRow(page)).toContainText('2 von 4 (50\u00a0%)');
    });

    await test.step('the month picker chooses month and year', async () => {
      await page.getByRole('combobox', { name: 'Monat' }).click();
      await page.getByRole('option', { name: MONTHS[previous.month - 1] }).click();
      if (previous.year !== current.year) {
        await page.getByRole('combobox', { name: 'Jahr' }).click();
        await page.getByRole('option', { name: String(previous.year) }).click();
      }
      await expect(page).toHaveURL(new RegExp(`month=${previous.month}&year=${previous.year}`));
      await expect(buyerRow(page)).toContainText('0 von 4 (0\u00a0%)');
    });

    await test.step('the sidebar leads on to the sales statistics and the lead sources', async () => {
      await page.getByRole('menuitem', { name: 'Verkauf-Statistik' }).click();
      await expect(page).toHaveURL(/\/statistics$/);
      await expect(page).toHaveTitle('Statistik – Leadportal');
      await page.getByRole('menuitem', { name: 'Leadsources' }).click();
      await expect(page).toHaveURL(/\/leadsources$/);
    });
  });
});
