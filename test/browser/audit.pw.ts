import type { Page } from '@playwright/test';
import { expect, staffAuth, test } from './support/session';
import { createSupplier, supplierLead } from './support/sales';
import { settingsCard } from './support/settings';

/**
 * The audit trail in the back office: Settings → 'Protokoll' filtered to one lead (its change with
 * masked before and after, its export), and the lead page's 'Protokoll' naming who viewed,
 * changed and exported it. At 1280 and 390 px, nothing scrolling sideways.
 */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const LAST_NAME = `Protokoll${RUN}`;
const NEW_LAST_NAME = `Geaendert${RUN}`;
/** No other browser test uses this postal code. */
const ZIP = '07751';
const LOADED = { timeout: 30_000 };

const state = { leadId: 0 };

const noSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'Seite scrollt seitwärts' }).toBeLessThanOrEqual(page.viewportSize()!.width);

async function screenshots(page: Page, name: string, check: (page: Page) => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await check(page);
    await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`audit-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('Protokoll', () => {
  test.beforeAll(async ({ request }) => {
    const auth = await staffAuth(request);
    const supplier = await createSupplier(request, auth, `Protokollquelle ${RUN}`, `protokoll-${run}`);
    state.leadId = await supplierLead(request, supplier.apiKey, { firstName: 'Petra', lastName: LAST_NAME, zip: ZIP });
    const changed = await request.put(`/api/lead/${state.leadId}`, { headers: auth, data: { contact: { lastName: NEW_LAST_NAME } } });
    expect(changed.status(), await changed.text()).toBe(200);
    const exported = await request.get('/api/leads/export', { headers: auth, params: { lastname: NEW_LAST_NAME } });
    expect(exported.status()).toBe(200);
  });

  test('the Protokoll screen, reached from Settings and filtered to one lead, and the lead page’s Protokoll', async ({ page }) => {
    await page.goto('/settings');
    // Settings has a card leading there (the spec's sidebar stays as it is).
    await (await settingsCard(page, 'Protokoll')).getByRole('link', { name: 'Protokoll öffnen' }).click();
    await expect(page).toHaveURL(/\/settings\/audit/);
    await expect(page.getByRole('columnheader', { name: 'Änderungen' })).toBeVisible(LOADED);

    await page.getByLabel('Objektart').click();
    await page.getByRole('option', { name: 'Lead', exact: true }).click();
    await page.getByLabel('Objekt-Id').fill(String(state.leadId));
    const rows = page.locator('tbody tr');
    const change = rows.filter({ hasText: 'Geändert' });
    await expect(change).toHaveCount(1, LOADED);
    await expect(change).toContainText('e2e-admin@example.de');
    await expect(change).toContainText('Administrator');
    await expect(change).toContainText(`Lead ${state.leadId}`);
    // Names arrive masked: the row shows that the last name changed, not the name.
    await expect(change).toContainText('Nachname: P*** → G***');
    await expect(rows.filter({ hasText: 'Exportiert' })).toContainText('1 Lead');
    await expect(page.getByText(LAST_NAME)).toHaveCount(0);

    await screenshots(page, 'list', async (current) => {
      await expect(current.getByText('Geändert').first()).toBeVisible(LOADED);
      await expect(current.getByText('Exportiert').first()).toBeVisible(LOADED);
    });

    await page.getByLabel('Aktion').click();
    await page.getByRole('option', { name: 'Exportiert' }).click();
    await expect(rows).toHaveCount(1, LOADED);
    await expect(rows.first()).toContainText('Exportiert');

    // The lead page’s Protokoll: who viewed, changed and exported it.
    await page.goto(`/sells/${state.leadId}`);
    const section = page.getByRole('region', { name: 'Protokoll', exact: true });
    await expect(section).toBeVisible(LOADED);
    const entries = section.getByTestId('lead-audit').locator('li');
    // This visit is on record before the page shows it: the lead's own answer wrote it.
    await expect(entries.filter({ hasText: 'Angesehen' })).toHaveCount(1, LOADED);
    await expect(entries.filter({ hasText: 'Geändert' })).toContainText('Nachname: P*** → G***');
    await expect(entries.filter({ hasText: 'Exportiert' })).toContainText('e2e-admin@example.de');
    await expect(section.getByText(NEW_LAST_NAME)).toHaveCount(0);

    await screenshots(page, 'lead', async (current) => {
      await expect(current.getByRole('region', { name: 'Protokoll', exact: true })).toBeVisible(LOADED);
    });
  });
});
