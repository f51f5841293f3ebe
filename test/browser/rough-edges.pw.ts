import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { berlinWallClock } from '../../libs/contract/src/berlin-time';
import { defaultConditions, WEEK_DAYS } from '../../libs/contract/src/organisation';
import { E2E_PORT } from '../../playwright.config';
import { createBuyer, createSupplier, qualify, removeBuyers } from './support/sales';
import { expect, staffAuth, test } from './support/session';

/**
 * Rough edges staff meet (issue 17, part 4), each on its screen: the organisation page warns where a
 * buyer gets no leads or earns nothing; Einkauf and the qualify dialog name duplicates, Einkauf filters
 * by phone (and e-mail: test/api/lead-list.e2e-spec.ts); the sales table of a lead breaks no word and says
 * what each reclaim action does; the long forms keep a table of contents and the save button in view;
 * Basiszinssatz with a comma and a warning for a missing half-year (the spec's 'Match...' as written:
 * zips-matching.pw.ts). Screenshots at 390 and 1280 px.
 * Its postal codes are ones no other browser test covers.
 */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const ZIP = '99837';
const OTHER_ZIP = '99839';
const LIMITED = `Kantenhaus ${RUN}`;
const RESTING = `Ruhehaus ${RUN}`;
const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** One person, twice: the second lead is a duplicate of the first. */
const PHONE_TYPED = `0171 55${String(Date.now()).slice(-5)}`;
const EMAIL = `doppelt-${run}@example.de`;

type Auth = Record<string, string>;

interface Fixture {
  limited: number;
  resting: number;
  first: number;
  second: number;
}

let fixture: Fixture;

async function personLead(api: APIRequestContext, apiKey: string, lastName: string): Promise<number> {
  const response = await api.post('/public-api/leadsource/lead', {
    headers: { 'X-Api-Key': apiKey },
    data: { contact: { firstName: 'Dora', lastName, zip: ZIP, phone: PHONE_TYPED, mail: EMAIL, street: 'Saalstraße 3' } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as number;
}

async function put(api: APIRequestContext, auth: Auth, id: number, data: Record<string, unknown>) {
  const response = await api.put(`/api/organisation/${id}`, { headers: auth, data });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const auth = await staffAuth(api);
  await removeBuyers(api, auth, ['Kantenhaus ', 'Ruhehaus ']);
  // Free leads and a limit of one lead a month: after one sale it is reached.
  const limited = await createBuyer(api, auth, { name: LIMITED, email: `kante-${run}@example.de`, zip: ZIP, leadSellCost: 0 });
  await put(api, auth, limited, { monthlyLeadLimit: 1 });
  // Takes leads on one weekday only, never today: outside its active days right now.
  const resting = await createBuyer(api, auth, { name: RESTING, email: `ruhe-${run}@example.de`, zip: OTHER_ZIP, leadSellCost: 40 });
  const today = WEEK_DAYS.indexOf(berlinWallClock(new Date()).weekDay);
  const otherDay = WEEK_DAYS[(today + 3) % 7];
  const activeDays = defaultConditions().activeDays.map((day) => ({ ...day, active: day.weekDay === otherDay }));
  await put(api, auth, resting, { conditions: { ...defaultConditions(), activeDays, zipConditions: [{ zip: OTHER_ZIP, email: '' }] } });

  const supplier = await createSupplier(api, auth, `Kantenquelle ${RUN}`, `kanten-${run}`);
  const first = await personLead(api, supplier.apiKey, `Erstens-${RUN}`);
  const second = await personLead(api, supplier.apiKey, `Zweitens-${RUN}`);
  expect([...(await qualify(api, auth, first)).keys()]).toEqual([limited]);
  fixture = { limited, resting, first, second };
  await api.dispose();
});

async function expectNoSidewaysScrolling(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'Seite scrollt seitwärts').toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Screenshots to look at, at 390 px and 1280 px (`fullPage` false: what the window shows, sticky bars included). */
async function screenshots(page: Page, name: string, { fullPage = true, focus }: { fullPage?: boolean; focus?: Locator } = {}) {
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root')).toHaveCount(0);
    // A new width moves the page: back to what the picture is about.
    if (focus) await focus.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    if (width === 390) await expectNoSidewaysScrolling(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize(size);
}

/** The element is within the window as it is now. */
async function expectInView(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'nicht sichtbar').not.toBeNull();
  const { height } = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height + 1);
}

const alertTitled = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

test.describe('Rough edges', () => {
  test('the organisation page warns (limit reached, price 0,00 €, outside the active days right now) and its settings keep a table of contents and the save bar in view', async ({ page }) => {
    await page.goto(`/organisations/${fixture.limited}`);
    const noLeads = alertTitled(page, 'Dieses Unternehmen erhält keine Leads');
    await expect(noLeads).toContainText('Monatliches Lead-Limit erreicht: 1 von 1 Leads in diesem Monat.');
    await expect(alertTitled(page, 'Dieses Unternehmen zahlt nichts für seine Leads')).toContainText('Verkaufspreis pro Lead ist 0,00 €: Das Unternehmen erhält Leads, zahlt aber nichts dafür.');
    await screenshots(page, 'organisation-warnings');
    // Raising the limit (not saved) clears that warning at once.
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    await page.getByRole('spinbutton', { name: 'Monatliches Lead-Limit', exact: true }).fill('5');
    await expect(noLeads).toHaveCount(0);

    await page.goto(`/organisations/${fixture.resting}`);
    await expect(alertTitled(page, 'Gerade erhält dieses Unternehmen keine Leads')).toContainText(
      /Gerade außerhalb der aktiven Tage und Zeiten: Leads erhält das Unternehmen wieder (morgen|[A-Z][a-z]+tag|Mittwoch) ab 08:00 Uhr\./,
    );
    await expect(alertTitled(page, 'Dieses Unternehmen zahlt nichts')).toHaveCount(0);
    await screenshots(page, 'organisation-not-active-now');

    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    const nav = page.getByRole('navigation', { name: 'Abschnitte der Einstellungen' });
    await expect(nav.getByRole('link')).toHaveCount(11);
    const saveBar = page.getByRole('tabpanel').getByTestId('save-bar');
    await expect(saveBar.getByRole('button', { name: 'Aktualisieren' })).toBeVisible();
    await expectInView(page, saveBar);
    await nav.getByRole('link', { name: 'Aktive Tage' }).click();
    const activeDays = page.locator('#organisation-active-days');
    await expect(async () => expectInView(page, activeDays.getByRole('heading').first())).toPass();
    // Scrolled down: the table of contents and the save bar still show.
    await expectInView(page, nav);
    await expectInView(page, saveBar);
    await screenshots(page, 'organisation-settings-scrolled', { fullPage: false, focus: activeDays });
  });

  test('Einkauf finds one person by phone and names the duplicate, as the qualify dialog does; the sales of a lead break no word and each reclaim action says what it does', async ({ page }) => {
    const { first, second } = fixture;
    await page.goto('/sells');
    await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Telefon' }).click();
    await page.getByRole('textbox', { name: 'Telefon' }).fill(PHONE_TYPED);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const duplicate = rows.filter({ hasText: `Zweitens-${RUN}` });
    await expect(duplicate.getByRole('link', { name: `Dublette von Lead ${first}` })).toHaveAttribute('href', `/sells/${first}`);
    await expect(rows.filter({ hasText: `Erstens-${RUN}` })).not.toContainText('Dublette');
    await screenshots(page, 'einkauf-dublette');

    // The duplicate's page: its qualify dialog names the earlier lead too.
    await duplicate.getByText(`Zweitens-${RUN}`).click();
    await expect(page).toHaveURL(new RegExp(`/sells/${second}$`));
    await page.getByRole('button', { name: 'Qualifizieren' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: `Dublette von Lead ${first}` })).toBeVisible();
    await expect(dialog).toContainText('Dieselbe Person hat schon angefragt.');
    await screenshots(page, 'qualify-dublette', { fullPage: false });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);

    // On to the earlier lead through the duplicate's link, and its sales.
    await page.getByRole('link', { name: `Lead ${first}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/sells/${first}$`));
    const sales = page.getByRole('table', { name: 'Verkäufe des Leads' });
    await expect(sales).toContainText(LIMITED);
    const tooltip = (text: string) => page.getByRole('tooltip').filter({ hasText: text });
    await sales.getByRole('button', { name: 'Reklamieren' }).hover();
    await expect(tooltip('Reklamiert nur diesen Verkauf')).toHaveText(`Reklamiert nur diesen Verkauf: ${LIMITED} zahlt den Lead nicht und erhält eine E-Mail über die Reklamation.`);
    await page.getByRole('button', { name: 'Reklamation durch Käufer' }).hover();
    await expect(tooltip('Ein Käufer hat reklamiert')).toContainText('Alle noch nicht reklamierten Verkäufe dieses Leads werden mit dem Grund, den Sie angeben, reklamiert.');
    await page.getByRole('button', { name: 'Bei der Leadsource reklamieren' }).hover();
    await expect(tooltip('Gibt den Lead')).toContainText(`Gibt den Lead an seine Leadsource Kantenquelle ${RUN} zurück`);
    await page.mouse.move(0, 0);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Each word of the sales (a table, on a phone a list) lies on one line: a word split over two lines has two boxes.
      const broken = await page.getByRole('region', { name: 'Verkäufe' }).evaluate((table) => {
        const split: string[] = [];
        const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) split.push(match[0]);
          }
        }
        return split;
      });
      expect(broken, `umgebrochene Wörter bei ${width} px`).toEqual([]);
    }
    await screenshots(page, 'lead-sales');
  });

  test('Settings: a table of contents, save bars in view, and a warning for a missing Basiszinssatz of the half-year', async ({ page }) => {
    await page.goto('/settings');
    const nav = page.getByRole('navigation', { name: 'Abschnitte der Einstellungen' });
    // Fourteen sections, 'Preise' (the price list, issue 30) among them.
    await expect(nav.getByRole('link')).toHaveCount(14);
    await expect(nav.getByRole('link', { name: 'Preise', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Mahnwesen' }).click();
    const dunning = page.locator('#settings-dunning');
    // The card renders and loads once jumped to: its title, its save bar and the table of contents end up in view.
    await expect(async () => {
      await expectInView(page, dunning.getByText('Mahnwesen', { exact: true }));
      await expectInView(page, dunning.getByTestId('save-bar'));
      await expectInView(page, nav);
    }).toPass();

    // The rates show with the German decimal comma (admin/src/inputs/inputs.spec.ts); the half-year rule is billingSettings.spec.ts's.
    const rates = dunning.getByRole('textbox', { name: 'Satz in %' });
    await expect(rates.first()).toHaveValue(/^-?\d+,\d{2}$/);

    const today = berlinWallClock(new Date()).date;
    const halfYear = `${today.slice(0, 4)}-${today.slice(5, 7) < '07' ? '01' : '07'}-01`;
    const german = `${halfYear.slice(8, 10)}.${halfYear.slice(5, 7)}.${halfYear.slice(0, 4)}`;
    const dates = await dunning.locator('input[type=date]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const missing = dunning.getByRole('alert').filter({ hasText: `Für das laufende Halbjahr ab ${german} fehlt der Basiszinssatz.` });
    if (!dates.some((date) => date >= halfYear && date <= today)) {
      await expect(missing).toBeVisible();
      await screenshots(page, 'settings-base-rate-missing', { fullPage: false, focus: missing });
      // Entering the rate (not saved) clears the warning at once; typed with a comma.
      await dunning.getByRole('button', { name: 'Basiszinssatz hinzufügen' }).click();
      await dunning.locator('input[type=date]').last().fill(halfYear);
      await rates.last().fill('1,27');
      await expect(missing).toHaveCount(0);
    } else {
      await expect(missing).toHaveCount(0);
    }
    await screenshots(page, 'settings-dunning', { fullPage: false, focus: rates.last() });
  });
});
