import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { Workbook } from 'exceljs';
import { E2E_PORT } from '../../playwright.config';
import { createBuyer, createSupplier, qualify, reclaim, supplierLead } from './support/sales';
import { expect, staffAuth, test } from './support/session';

/**
 * Lieferanten-Qualität (issue 31 §3) from Verkauf-Statistik, at 1280 px and 390 px. Two suppliers of this file send
 * leads into a postal code only its buyer (50 € a lead) covers:
 *   A (20 € a lead): three leads, two sold, one of those sales reclaimed: 66,7 % sold, Reklaquote 50,0 %,
 *     cost 60,00 €, income 50,00 €, margin −10,00 €;
 *   B (5 € a lead): one lead, sold: cost 5,00 €, income 50,00 €, margin 45,00 €.
 * Each figure's computation, the period and the workbook's formats are tested in test/api/supplier-scorecard.e2e-spec.ts.
 */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const ZIP = '07749';
const A = `Lieferant A ${RUN}`;
const B = `Lieferant B ${RUN}`;
const euro = (amount: string) => `${amount}\u00a0€`;
const percent = (amount: string) => `${amount}\u00a0%`;
const DESK = { width: 1280, height: 900 };
// German staff: the date inputs show dd.mm.yyyy.
test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
const PHONE = { width: 390, height: 844 };

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const auth = await staffAuth(api);
  const buyer = await createBuyer(api, auth, { name: `Lieferkunde ${RUN}`, email: `lieferkunde-${run}@example.de`, zip: ZIP, leadSellCost: 50 });
  const supplier = async (name: string, slug: string, leadCost: number) => {
    const created = await createSupplier(api, auth, name, slug);
    const source = await (await api.get(`/api/leadsource/${created.id}`, { headers: auth })).json();
    const priced = await api.put(`/api/leadsource/${created.id}`, {
      headers: auth,
      data: { name: source.name, slug: source.slug, mail: source.mail, active: true, reclaQuote: 0, leadCost, preQualified: false, requireConsent: false },
    });
    expect(priced.status(), await priced.text()).toBe(200);
    return created;
  };
  const a = await supplier(A, `lieferant-a-${run}`, 20);
  const b = await supplier(B, `lieferant-b-${run}`, 5);
  const [first, second] = [await supplierLead(api, a.apiKey, { firstName: 'Agnes', lastName: `Quelle-${RUN}`, zip: ZIP }), await supplierLead(api, a.apiKey, { firstName: 'Albert', lastName: `Quelle-${RUN}`, zip: ZIP })];
  await supplierLead(api, a.apiKey, { firstName: 'Anton', lastName: `Quelle-${RUN}`, zip: ZIP });
  expect([...(await qualify(api, auth, first)).keys()]).toEqual([buyer]);
  const sales = await qualify(api, auth, second);
  await reclaim(api, auth, second, buyer, sales.get(buyer)!);
  expect([...(await qualify(api, auth, await supplierLead(api, b.apiKey, { firstName: 'Berta', lastName: `Quelle-${RUN}`, zip: ZIP }))).keys()]).toEqual([buyer]);
  await api.dispose();
});

const HEADERS = ['Leadsource', 'Leads', 'Dubletten', 'Geringe Qualität', 'Zurück an Lieferant', 'Verkauft', 'Reklaquote', 'Erreicht', 'Termin', 'Auftrag', 'Aufträge', 'Auftragswert', 'Kosten', 'Einnahmen inkl. Rekla.', 'Marge', 'Kosten je Auftrag'];
const ROW_A = {
  Leads: '3',
  Dubletten: '0',
  'Geringe Qualität': percent('0,0'),
  'Zurück an Lieferant': '0',
  Verkauft: percent('66,7'),
  Reklaquote: percent('50,0'),
  Erreicht: '–',
  Termin: '–',
  Auftrag: '–',
  Aufträge: '0',
  Auftragswert: euro('0,00'),
  Kosten: euro('60,00'),
  'Einnahmen inkl. Rekla.': euro('50,00'),
  Marge: euro('-10,00'),
  'Kosten je Auftrag': '–',
};

const table = (page: Page) => page.getByRole('table', { name: 'Lieferanten-Qualität je Leadsource' });
/** This file's suppliers ('A', 'B') in the order the rows or cards show them. */
const ours = async (rows: Locator) => (await rows.allInnerTexts()).map((text) => (text.includes(A) ? 'A' : text.includes(B) ? 'B' : null)).filter(Boolean);
/** A column's sort control in the table's heading. */
const heading = (page: Page, field: string) => table(page).locator(`thead [data-field="${field}"]`);

async function cells(row: Locator): Promise<Record<string, string>> {
  const values = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
  return Object.fromEntries(HEADERS.slice(1).map((header, index) => [header, values[index + 1]]));
}

async function card(page: Page, name: string): Promise<Record<string, string>> {
  const found = page.getByTestId('supplier-card').filter({ hasText: name });
  const terms = await found.locator('dt').allInnerTexts();
  const values = await found.locator('dd').allInnerTexts();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), values[index].trim()]));
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'Seite scrollt seitwärts').toBeLessThanOrEqual(0);
}

test('Lieferanten-Qualität: the figures of a supplier, sorted by a column, as Excel, and on a phone', async ({ page }) => {
  await page.setViewportSize(DESK);

  await test.step('reached from Verkauf-Statistik, one row per supplier with its figures', async () => {
    await page.goto('/statistics');
    await page.getByRole('link', { name: 'Lieferanten-Qualität' }).click();
    await expect(page).toHaveURL(/\/statistics\/suppliers/);
    await expect(page).toHaveTitle('Lieferanten-Qualität – Leadportal');
    const row = table(page).locator('tbody tr').filter({ hasText: A });
    await expect(row).toHaveCount(1);
    expect((await table(page).locator('thead th').allInnerTexts()).map((text) => text.trim())).toEqual(HEADERS);
    expect(await cells(row)).toEqual(ROW_A);
    await expect(row.getByRole('link', { name: A })).toHaveAttribute('href', /\/leadsources\/\d+$/);
    await page.screenshot({ path: test.info().outputPath('1280-supplier-scorecard.png'), fullPage: true });
    await expectNoSidewaysScroll(page);
    // Figures wider than the screen (long names, large sums) scroll inside the table; the supplier's name stays in view.
    const wrapper = page.locator('.RaDataTable-tableWrapper');
    await wrapper.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    const [nameBox, wrapperBox] = [await row.getByRole('link', { name: A }).boundingBox(), await wrapper.boundingBox()];
    expect(nameBox!.x).toBeGreaterThanOrEqual(wrapperBox!.x);
    await wrapper.evaluate((box) => box.scrollTo({ left: 0 }));
  });

  await test.step('a click on a heading sorts by it, highest first, a second click lowest first', async () => {
    await heading(page, 'margin').click();
    await expect(page).toHaveURL(/sort=margin/);
    await expect(page).toHaveURL(/order=DESC/);
    await expect.poll(() => ours(table(page).locator('tbody tr'))).toEqual(['B', 'A']);
    await heading(page, 'margin').click();
    await expect(page).toHaveURL(/order=ASC/);
    await expect.poll(() => ours(table(page).locator('tbody tr'))).toEqual(['A', 'B']);
  });

  await test.step('the Excel download holds the same figures in the same order', async () => {
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel-Export' }).click();
    const download = await exported;
    expect(download.suggestedFilename()).toMatch(/^Lieferanten-Qualitaet-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((row) => (row.values as unknown[]).slice(1));
    const names = rows.map((row) => row[0]).filter((name) => name === A || name === B);
    expect(names).toEqual([A, B]);
    const a = Object.fromEntries(header.map((column, index) => [column, rows.find((row) => row[0] === A)![index]]));
    expect(a).toMatchObject({ Leads: 3, 'Verkaufte Leads': 2, Verkaufsquote: 66.67, Reklaquote: 50, 'Einkaufspreis je Lead': 20, Einkaufskosten: 60, 'Einnahmen inkl. Rekla.': 50, Marge: -10 });
    expect(rows.at(-1)![0]).toBe('Gesamt');
  });

  await test.step('at 390 px a card per supplier, the order chosen from a list, nothing wider than the screen', async () => {
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('supplier-card').filter({ hasText: A }).locator('dt').first()).toBeVisible();
    expect(await card(page, A)).toEqual(ROW_A);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('390-supplier-scorecard.png'), fullPage: true });
    await page.getByRole('combobox', { name: 'Reihenfolge' }).click();
    await page.getByRole('option', { name: 'Absteigend' }).click();
    await expect.poll(() => ours(page.getByTestId('supplier-card'))).toEqual(['B', 'A']);
    await expectNoSidewaysScroll(page);
  });

  await test.step("a period whose first day lies after its last says so in the server's words", async () => {
    await page.getByLabel('Leads bis').fill('2020-01-01');
    await expect(page.getByRole('alert')).toContainText('Der erste Tag (start) muss vor dem letzten (end) liegen oder derselbe sein.');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('390-supplier-scorecard-reversed.png'), fullPage: true });
  });
});
