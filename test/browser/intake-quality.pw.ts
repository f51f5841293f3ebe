import type { Page } from '@playwright/test';
import { expect, staffAuth, test } from './support/session';

/**
 * Einkauf's 'Zu prüfen' and the lead page's card 'Qualität' (issue 31): a lead of a source with a Mindestqualität
 * that scores below it waits for staff, who find it by the filter 'Qualität' and reject it. The verdict's rules,
 * the findings and the supplier's quota are tested in test/api/intake-quality.e2e-spec.ts.
 */

/** The test server keeps its database for the whole run: names carry a mark. */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();

const rowOf = (page: Page, leadId: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(leadId), exact: true }) });

/** At 390 px the page must not scroll sideways. */
async function fitsAPhone(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'Seite scrollt seitwärts').toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a lead below its source’s Mindestqualität waits in Einkauf under Zu prüfen, shows its findings and is rejected', async ({ page, request }) => {
  const auth = await staffAuth(request);
  const slug = `pruefquelle-${run}`;
  const created = await request.post('/api/leadsource', { headers: auth, data: { active: true, name: `Prüfquelle ${RUN}`, slug, mail: `rekla-${slug}@lieferant.example` } });
  expect(created.status(), await created.text()).toBe(201);
  const source = await created.json();
  const updated = await request.put(`/api/leadsource/${source.id}`, { headers: auth, data: { preQualified: true, minQuality: 60, reclaQuote: 50 } });
  expect(updated.status(), await updated.text()).toBe(200);

  const lead = await request.post('/public-api/leadsource/lead', {
    headers: { 'X-Api-Key': source.apiKey },
    data: {
      externalId: `${run}-mustermann`,
      contact: { salutation: 'Herr', firstName: 'Max', lastName: 'Mustermann', phone: '0381 4738291', mail: `max-${run}@example.de`, street: 'Am Strande 9', city: 'Rostock', zip: '18055' },
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const leadId: number = (await lead.json()).id;

  // Einkauf: the filter 'Qualität' finds it; the column says why it waits.
  await page.goto('/sells');
  await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Qualität' }).click();
  await page.getByRole('combobox', { name: 'Qualität' }).click();
  await page.getByRole('option', { name: 'Zu prüfen' }).click();
  const row = rowOf(page, leadId);
  await expect(row).toContainText('Max Mustermann');
  await expect(row).toContainText('55 · Zu prüfen');
  await expect(row).toContainText('Nein');
  await fitsAPhone(page, 'einkauf-zu-pruefen');

  // The lead page: score, status, each finding in German, and what staff can do.
  await row.getByRole('cell', { name: String(leadId), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sells/${leadId}$`));
  const card = page.getByRole('region', { name: 'Qualität' });
  await expect(card).toContainText('Qualitätswert 55 von 100');
  await expect(card).toContainText('Telefon: Festnetznummer');
  await expect(card).toContainText('Zu prüfen');
  await expect(card.getByRole('list', { name: 'Befunde der Qualitätsprüfung' }).getByRole('listitem').first()).toHaveText('Platzhalter- oder Testname: Max Mustermann');
  await expect(card).toContainText('Unter der Mindestqualität der Leadsource, daher nicht automatisch verteilt.');
  await fitsAPhone(page, 'lead-qualitaet');

  // Rejected: it goes back to its supplier (50 % of one lead rounds down to none: the quota says why not).
  await card.getByRole('button', { name: 'Ablehnen' }).click();
  const dialog = page.getByRole('dialog', { name: `Lead ${leadId} ablehnen?` });
  await dialog.getByLabel('Grund für die Leadsource (optional)').fill('Testname, kein Interessent');
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alert').getByText(/^Abgelehnt, aber nicht bei der Leadsource reklamiert: Reklamationsquote von Prüfquelle/)).toBeVisible();
  await expect(card).toContainText('Abgelehnt: Der Lead wird nicht verkauft.');
  await expect(page.getByRole('list', { name: 'Verlauf', exact: true }).getByRole('listitem').first()).toHaveText(/Nach Prüfung abgelehnt: Testname, kein Interessent$/);
});
