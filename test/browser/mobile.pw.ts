import type { APIRequestContext, Page } from '@playwright/test';
import { CONSENT_TEXT } from '../../libs/contract/src/lead-rules';
import { statisticDetailsPath } from '../../libs/contract/src/routes';
import { E2E_PORT } from '../../playwright.config';
import { createBuyer, createSupplier, qualify, removeBuyers, supplierLead } from './support/sales';
import { expect, staffAuth, test } from './support/session';

/**
 * Every back-office route (admin/src/App.tsx: resources and custom routes) on a phone, 390×844: no
 * page scrolls sideways; what does not fit scrolls inside its own container. Records are created here.
 * The organisation's Rechnungen and Mahnungen with invoices and dunnings in them are checked at
 * 390 px in invoicing.pw.ts, which has a server whose months end.
 */

const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();

interface Ids {
  organisation: number;
  leadsource: number;
  lead: number;
  order: string;
}

async function createRecords(api: APIRequestContext): Promise<Ids> {
  const auth = await staffAuth(api);
  const organisation = await api.post('/api/organisation', {
    headers: auth,
    data: { name: `Schmal ${RUN} Photovoltaik und Speichertechnik GmbH`, zip: '80331', city: 'München', phone: '089 1234567', email: `schmal-${run}@example.de` },
  });
  expect(organisation.status()).toBe(201);
  const leadsource = await api.post('/api/leadsource', {
    headers: auth,
    data: { active: true, name: `Schmale Quelle ${RUN}`, mail: `quelle-${run}@example.de`, slug: `schmal-${run}` },
  });
  expect(leadsource.status()).toBe(201);
  const lead = await api.post('/public-api/lead', {
    headers: { 'X-Forwarded-For': `192.0.2.${200 + (Date.now() % 50)}` },
    data: {
      contact: {
        salutation: 'Frau',
        firstName: 'Maximiliane',
        lastName: `Schmal-Langname ${RUN}`,
        phone: `0171 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
        mail: `maximiliane.schmal-${run}@example.de`,
        street: 'Hauptstraße 1',
        city: 'München',
        zip: '80331',
      },
      details: [{ title: 'Stromverbrauch', id: 1, key: 'consumption', action: { title: '3.000 – 5.000 kWh' } }],
      consent: { text: CONSENT_TEXT, accepted: true },
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const order = `SCHMAL-${RUN}`;
  const saved = await api.put(`/api/orders/${order}`, {
    headers: auth,
    data: {
      firstName: 'Maximiliane',
      lastName: 'Schmal-Langname',
      street: 'Hauptstraße 1',
      zip: '80331',
      city: 'München',
      phone: '089 1234567',
      mail: `auftrag-${run}@example.de`,
      status: 'Montage geplant',
      customerStatus: 'Material bestellt',
      progress: 60,
      installationPlaningDate: '2026-12-14',
      note: '',
      contactFirstName: 'Jonas',
      contactLastName: 'Becker',
      contactPhone: '089 7654321',
      contactMail: 'jonas@example.de',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return {
    organisation: (await organisation.json()).id,
    leadsource: (await leadsource.json()).id,
    lead: (await lead.json()).id,
    order,
  };
}

/** The routes with the tab title each must show; `owner` names pages another branch reworks. */
const ROUTES: { path: (ids: Ids) => string; title: string; owner?: 'admin' }[] = [
  { path: () => '/overview', title: 'Übersicht' },
  { path: () => '/organisations', title: 'Unternehmen', owner: 'admin' },
  { path: (ids) => `/organisations/${ids.organisation}`, title: 'Unternehmen', owner: 'admin' },
  { path: () => '/statistics', title: 'Statistik' },
  { path: (ids) => statisticDetailsPath(ids.organisation, '2026-11-01'), title: 'Statistik Details' },
  { path: () => '/leadstatistics', title: 'Lead-Statistik' },
  { path: (ids) => `/leadstatistics/${ids.lead}`, title: 'Lead-Statistik' },
  { path: () => '/reclamationrequest', title: 'Reklamationsanfragen' },
  { path: () => '/sells', title: 'Einkauf' },
  { path: (ids) => `/sells/${ids.lead}`, title: 'Lead', owner: 'admin' },
  { path: () => '/leadsources', title: 'Leadsources' },
  { path: (ids) => `/leadsources/${ids.leadsource}`, title: 'Leadsource' },
  { path: () => '/zips', title: 'Lead Analyse' },
  { path: () => '/matching', title: 'Lead Matchen', owner: 'admin' },
  { path: () => '/settings', title: 'Settings', owner: 'admin' },
  { path: () => '/orders', title: 'Aufträge' },
  { path: () => '/orders/create', title: 'Neuer Auftrag' },
  { path: (ids) => `/orders/${ids.order}`, title: 'Auftrag' },
];

async function expectNoSidewaysScrolling(page: Page) {
  // Lists and cards load after the first paint (react-admin shows progress meanwhile); measure once loaded.
  await page.waitForLoadState('load');
  await expect(page.locator('#main-content, .RaLogin-card, form').first()).toBeVisible();
  // Bars that show a figure (the overview's goal progress) are content, not loading.
  await expect(page.locator('.MuiLinearProgress-root:not(.MuiLinearProgress-determinate), .MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'Seite scrollt seitwärts').toBeLessThanOrEqual(390);
}

test.describe('The back office at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let ids: Ids;

  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
    ids = await createRecords(api);
    await api.dispose();
  });

  for (const route of ROUTES) {
    const name = route.path({ organisation: 0, leadsource: 0, lead: 0, order: '…' }).replace(/\/0|\/…/g, '/{id}');
    test(`${name} fits the screen and names the page in the tab`, async ({ page }) => {
      await page.goto(route.path(ids));
      await expect(page).toHaveTitle(`${route.title} – Leadportal`);
      await expectNoSidewaysScrolling(page);
      await page.screenshot({ path: test.info().outputPath(`mobile${name.replace(/\W+/g, '-')}.png`), fullPage: true });
    });
  }

  test('the complaint page (/reclamation/{orgaId}?lead=…) fits the screen with its request and files', async ({ page, request }) => {
    // A sale of its own, in a postal code no other browser test covers; staff pass the page without a link token.
    const auth = await staffAuth(request);
    await removeBuyers(request, auth, ['Schmalkauf ']);
    const buyer = await createBuyer(request, auth, { name: `Schmalkauf ${RUN} Photovoltaik und Speichertechnik GmbH`, email: `schmalkauf-${run}@example.de`, zip: '99425', leadSellCost: 30 });
    const supplier = await createSupplier(request, auth, `Schmale Rekla-Quelle ${RUN}`, `schmal-rekla-${run}`);
    const lead = await supplierLead(request, supplier.apiKey, { firstName: 'Maximiliane', lastName: `Schmal-Langname ${RUN}`, zip: '99425' });
    await qualify(request, auth, lead);
    const filed = await request.post('/public-api/reclamationrequest', { headers: auth, data: { lId: lead, oId: buyer, content: 'Telefonnummer-nicht-vergeben-und-E-Mail-Adresse-unzustellbar-'.repeat(3) } });
    expect(filed.status(), await filed.text()).toBe(200);
    const upload = await request.post(`/public-api/reclamationrequest/upload/${buyer}/${lead}`, {
      headers: auth,
      multipart: { file: { name: `gespraechsprotokoll-${'sehr-lang-'.repeat(6)}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
    });
    expect(upload.status(), await upload.text()).toBe(201);

    await page.goto(`/reclamation/${buyer}?lead=${lead}`);
    await expect(page).toHaveTitle(`Reklamation für Lead ${lead} – Solar & Dach Angebote`);
    await expect(page.getByRole('button', { name: 'Reklamation einreichen' })).toBeVisible();
    await expect(page.getByRole('link', { name: /gespraechsprotokoll/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'Seite scrollt seitwärts').toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('mobile-reclamation-orgaId.png'), fullPage: true });
  });

  test('/invoices, reached through the drawer (the sidebar item), fits the screen and names the page in the tab', async ({ page }) => {
    await page.goto('/overview');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('menuitem', { name: 'Rechnungen' }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page).toHaveTitle('Rechnungen – Leadportal');
    await expect(page.getByRole('button', { name: 'Rechnungslauf starten' })).toBeVisible();
    await expectNoSidewaysScrolling(page);
    await page.screenshot({ path: test.info().outputPath('mobile-invoices.png'), fullPage: true });
  });

  for (const tab of ['Rechnungen', 'Mahnungen']) {
    test(`/organisations/{id}, tab ${tab}, fits the screen`, async ({ page }) => {
      await page.goto(`/organisations/${ids.organisation}`);
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').filter({ visible: true })).toContainText(tab === 'Rechnungen' ? 'Noch keine Rechnungen' : 'Noch keine Mahnungen');
      await expectNoSidewaysScrolling(page);
      await page.screenshot({ path: test.info().outputPath(`mobile-organisations-id-${tab.toLowerCase()}.png`), fullPage: true });
    });
  }

  test('the login page fits the screen and names the page in the tab', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${E2E_PORT}/login`);
    await expect(page).toHaveTitle('Login – Leadportal');
    await expectNoSidewaysScrolling(page);
    await context.close();
  });
});
