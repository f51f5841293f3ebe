import type { APIRequestContext, Page, Request } from '@playwright/test';
import { CONSENT_TEXT } from '../../libs/contract/src/lead-rules';
import { statisticDetailsPath } from '../../libs/contract/src/routes';
import { E2E_PORT } from '../../playwright.config';
import { expectGermanOnly } from './support/language';
import { createBuyer, createSupplier, qualify, removeBuyers, supplierLead } from './support/sales';
import { expect, staffAuth, test } from './support/session';

/**
 * Every back-office route (admin/src/App.tsx: resources and custom routes) on a phone, 390×844, in one visit: no
 * page scrolls sideways; what does not fit scrolls inside its own container; every page reads in German only
 * (support/language.ts: no English word, no raw key). Records are created here. The tab
 * title of every path is documentTitle's (admin/src/layout/documentTitle.spec.ts); here it shows that it follows.
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

/**
 * The routes with the tab title each must show; `owner` names pages another branch reworks. In the order they are
 * visited: no two neighbours share a title, so a changed title shows that the next page has rendered.
 */
const ROUTES: { path: (ids: Ids) => string; title: string; owner?: 'admin' }[] = [
  { path: () => '/organisations', title: 'Unternehmen', owner: 'admin' },
  { path: () => '/statistics', title: 'Statistik' },
  { path: (ids) => `/organisations/${ids.organisation}`, title: 'Unternehmen', owner: 'admin' },
  { path: () => '/statistics/quality', title: 'Lead-Qualität' },
  { path: (ids) => statisticDetailsPath(ids.organisation, '2026-11-01'), title: 'Statistik Details' },
  { path: () => '/leadstatistics', title: 'Lead-Statistik' },
  { path: () => '/reclamationrequest', title: 'Reklamationsanfragen' },
  { path: (ids) => `/leadstatistics/${ids.lead}`, title: 'Lead-Statistik' },
  { path: () => '/sells', title: 'Einkauf' },
  { path: (ids) => `/sells/${ids.lead}`, title: 'Lead', owner: 'admin' },
  { path: () => '/leadsources', title: 'Leadsources' },
  { path: (ids) => `/leadsources/${ids.leadsource}`, title: 'Leadsource' },
  { path: () => '/zips', title: 'Lead Analyse' },
  { path: () => '/matching', title: 'Lead Matchen', owner: 'admin' },
  { path: () => '/settings', title: 'Settings', owner: 'admin' },
  { path: () => '/settings/outbox', title: 'Postausgang' },
  { path: () => '/settings/staff', title: 'Mitarbeiter' },
  // After the writes above and the other files' on this server: actions, objects and fields of many kinds.
  { path: () => '/settings/audit', title: 'Protokoll' },
  { path: () => '/settings/privacy', title: 'Datenschutz' },
  { path: () => '/account', title: 'Mein Konto' },
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

/** The requests of a page still under way: its data and the code it loads on first use of a screen. */
function requestsUnderWay(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/**
 * The page fits at 390 px and names itself in the tab; a screenshot to look at. Measured once its requests are
 * answered, and two frames later still none under way (a screen's code, once loaded, asks for its data by then):
 * react-admin shows its own progress bars only after a second, so their absence alone says nothing.
 */
async function expectPage(page: Page, open: Set<Request>, title: string, name: string) {
  await expect(page).toHaveTitle(`${title} – Leadportal`);
  await expect
    .poll(async () => {
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      return open.size;
    }, { message: 'Die Seite lädt noch' })
    .toBe(0);
  await expect(page.locator('#main-content')).not.toBeEmpty();
  await expectNoSidewaysScrolling(page);
  await expectGermanOnly(page, name);
  await page.screenshot({ path: test.info().outputPath(`mobile${name.replace(/\W+/g, '-')}.png`), fullPage: true });
}

/**
 * Goes to `path` inside the running app, as its own links do (react-router follows the browser's history), so
 * each page costs its data rather than a new start of the app.
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

test.describe('The back office at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let ids: Ids;

  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
    ids = await createRecords(api);
    await api.dispose();
  });

  test('every page fits the screen and names itself in the tab: the login page, each back-office route, the drawer, the organisation tabs and the complaint page', async ({ browser, page, request }) => {
    // Some twenty pages in one visit; generous for a busy machine.
    test.setTimeout(180_000);

    const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });
    const login = await guest.newPage();
    await login.goto(`http://127.0.0.1:${E2E_PORT}/login`);
    await expect(login).toHaveTitle('Login – Leadportal');
    await expectNoSidewaysScrolling(login);
    await expectGermanOnly(login, '/login');
    await guest.close();

    const open = requestsUnderWay(page);
    await page.goto('/overview');
    await expectPage(page, open, 'Übersicht', '/overview');

    // /invoices through the drawer (the sidebar item).
    const invoices = page.getByRole('menuitem', { name: 'Rechnungen' });
    await expect(invoices).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await invoices.click();
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByRole('button', { name: 'Rechnungslauf starten' })).toBeVisible();
    await expectPage(page, open, 'Rechnungen', '-invoices');

    let previous = 'Rechnungen';
    for (const route of ROUTES) {
      expect(route.title, 'two neighbours with one title').not.toBe(previous);
      previous = route.title;
      const name = route.path({ organisation: 0, leadsource: 0, lead: 0, order: '…' }).replace(/\/0|\/…/g, '/{id}');
      await navigate(page, route.path(ids));
      await expectPage(page, open, route.title, name);

      if (name === '/organisations/{id}') {
        await page.getByRole('tab', { name: 'Einstellungen' }).click();
        await expect(page.getByRole('tab', { name: 'Einstellungen' })).toHaveAttribute('aria-selected', 'true');
        await expectGermanOnly(page, '/organisations/{id} Einstellungen');
        // Its Rechnungen and Mahnungen tabs, empty here (with invoices in them: invoicing.pw.ts).
        for (const tab of ['Rechnungen', 'Mahnungen']) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('tabpanel').filter({ visible: true })).toContainText(`Noch keine ${tab}`);
          await expectNoSidewaysScrolling(page);
          await expectGermanOnly(page, `/organisations/{id} ${tab}`);
          await page.screenshot({ path: test.info().outputPath(`mobile-organisations-id-${tab.toLowerCase()}.png`), fullPage: true });
        }
      }
    }

    // The complaint page (/reclamation/{orgaId}?lead=…, the public app) with its request and files: a sale of its
    // own, in a postal code no other browser test covers; staff pass the page without a link token.
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
    await expectGermanOnly(page, '/reclamation/{orgaId}');
    await page.screenshot({ path: test.info().outputPath('mobile-reclamation-orgaId.png'), fullPage: true });
  });
});
