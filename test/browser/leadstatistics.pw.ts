import type { APIRequestContext } from '@playwright/test';
import { Workbook } from 'exceljs';
import { expect, staffAuth, test } from './support/session';

/**
 * Lead-Statistik (`/leadstatistics`): qualified leads only at first, newest first; the Excel export
 * of what the filters select, with the spec's columns; rows open the lead page at `/leadstatistics/{id}`.
 */

const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();

/** Spec section 3 'Export columns', in order. */
const EXPORT_COLUMNS = [
  'Datum', 'Reklamiert', 'Firmenname', 'Lead Id', 'Vorname', 'Nachname', 'Email', 'Telefon', 'Straße', 'PLZ', 'Stadt', 'Stromverbrauch', 'Hausart',
  'Dachart', 'Dachmaterial', 'Dachfläche', 'Finanzierung', 'Stromspeicher', 'Zeitraum', 'Zusatzinformationen', 'Leadsource', 'Erstellt', 'Empfänger',
];

async function supplierWithLeads(api: APIRequestContext): Promise<{ id: number; qualified: number; open: number }> {
  const auth = await staffAuth(api);
  const created = await api.post('/api/leadsource', { headers: auth, data: { active: true, name: `Statistik Quelle ${RUN}`, slug: `statistik-${run}`, mail: `statistik-${run}@lieferant.example` } });
  expect(created.status(), await created.text()).toBe(201);
  const source = await created.json();
  const lead = async (firstName: string, n: number) => {
    const response = await api.post('/public-api/leadsource/lead', {
      headers: { 'X-Api-Key': source.apiKey },
      data: {
        contact: { salutation: 'Frau', firstName, lastName: `Statistik-${RUN}`, phone: `0160 ${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`, mail: `${firstName.toLowerCase()}-${run}@example.de`, street: 'Kirchplatz 2', city: 'Erfurt', zip: '99084' },
        data: { consumption: '3.000 – 5.000 kWh', roofType: 'Flachdach' },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).id as number;
  };
  const qualified = await lead('Greta', 1);
  const open = await lead('Hanna', 2);
  // Qualified by staff; no buyer covers 99084 in this suite, so it stays unsold.
  const update = await api.put(`/api/lead/${qualified}`, { headers: auth, data: { qualified: true } });
  expect(update.status(), await update.text()).toBe(200);
  return { id: source.id, qualified, open };
}

test.use({ viewport: { width: 1280, height: 900 } });

test('Lead-Statistik shows qualified leads first, exports the filtered leads as Excel and opens the lead page', async ({ page, request }) => {
  const source = await supplierWithLeads(request);

  await page.goto('/overview');
  await page.getByRole('menuitem', { name: 'Lead-Statistik' }).click();
  await expect(page).toHaveURL(/\/leadstatistics/);
  await expect(page).toHaveTitle('Lead-Statistik – Leadportal');
  const qualifiedOnly = page.getByRole('switch', { name: 'Nur qualifizierte' }).or(page.getByRole('checkbox', { name: 'Nur qualifizierte' }));
  await expect(qualifiedOnly).toBeChecked();

  await page.getByRole('combobox', { name: 'Leadsource' }).click();
  await page.getByRole('option', { name: `Statistik Quelle ${RUN}` }).click();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`Greta Statistik-${RUN}`);
  await expect(rows.nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  // Newest first, as the column header shows.
  await expect(page.getByRole('columnheader', { name: /Erstellt/ }).locator('.MuiTableSortLabel-root.Mui-active .MuiTableSortLabel-iconDirectionDesc')).toHaveCount(1);

  // Without 'Nur qualifizierte' both leads, the newer first.
  await qualifiedOnly.uncheck();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Hanna');
  await expect(rows.nth(2)).toContainText('Greta');
  await expect(rows.nth(1)).toContainText('Nein');
  await page.screenshot({ path: test.info().outputPath('leadstatistics-1280.png'), fullPage: true });

  // The export: what the filters select, with the spec's columns; the label says when it is not ready.
  await qualifiedOnly.check();
  await expect(rows).toHaveCount(2);
  const exportButton = page.getByRole('button', { name: 'Excel-Export' });
  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('LeadExport.xlsx');
  await expect(page.getByText('LeadExport.xlsx wurde heruntergeladen.')).toBeVisible();
  const workbook = new Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_COLUMNS);
  expect(sheet.rowCount).toBe(2);
  const row = sheet.getRow(2);
  const cell = (header: string) => row.getCell(EXPORT_COLUMNS.indexOf(header) + 1).value;
  expect([cell('Lead Id'), cell('Vorname'), cell('PLZ'), cell('Stromverbrauch'), cell('Dachart'), cell('Leadsource'), cell('Reklamiert')]).toEqual([
    source.qualified, 'Greta', '99084', '3.000 – 5.000 kWh', 'Flachdach', `Statistik Quelle ${RUN}`, 'Nein',
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(`Greta Statistik-${RUN}`)).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'Seite scrollt seitwärts').toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('leadstatistics-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A row opens the same lead page as Einkauf, under /leadstatistics.
  await rows.nth(1).getByRole('cell', { name: String(source.qualified), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/leadstatistics/${source.qualified}$`));
  await expect(page).toHaveTitle('Lead-Statistik – Leadportal');
  await expect(page.getByRole('heading', { name: `Lead ${source.qualified}`, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daten' })).toContainText('Flachdach');
  await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText('Qualifiziert');
  // Saving the contact here updates this page as on /sells/{id}.
  const city = page.getByRole('textbox', { name: 'Stadt' });
  await city.fill('Weimar');
  await page.getByRole('button', { name: 'Kontakt speichern' }).click();
  await expect(page.getByText('Kontakt gespeichert')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText('Kontakt geändert: Ort');
  await page.screenshot({ path: test.info().outputPath('leadstatistics-lead-1280.png'), fullPage: true });
  await page.getByRole('link', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/leadstatistics(\?|$)/);
});
