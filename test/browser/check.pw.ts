import { expect, type Page, request, test } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from '../../playwright.config';

/** The public order status page at '/check', on a phone (360px) and on a desktop (1280px), in one visit. */

const ORDER = {
  orderNumber: '4711001',
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Sonnenweg 12',
  zip: '80331',
  city: 'München',
  phone: '+49 89 1234567',
  mail: 'erika.mustermann@example.de',
  status: 'Montage geplant',
  customerStatus: 'Auftrag bestätigt',
  progress: 60,
  installationPlaningDate: '2026-09-14',
  note: 'Das Gerüst wird am Vortag gestellt.',
  contactFirstName: 'Jonas',
  contactLastName: 'Becker',
  contactPhone: '+49 89 7654321',
  contactMail: 'jonas.becker@example.de',
};

/** An order without an installation date yet. */
const OPEN_ORDER = { ...ORDER, orderNumber: '4711002', lastName: 'Schäfer', zip: '01067', city: 'Dresden', progress: 15, installationPlaningDate: null };

async function putOrder(order: typeof ORDER | typeof OPEN_ORDER) {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  try {
    const login = await api.post('/auth/login', { data: E2E_ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const { orderNumber, ...fields } = order;
    const saved = await api.put(`/api/orders/${encodeURIComponent(orderNumber)}`, {
      data: fields,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** The value shown next to a label of the dashboard. */
const detail = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The page at a phone's and a desktop's width: nothing scrolls sideways; a screenshot of each to look at. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `Seite scrollt seitwärts bei ${width} px`).toBeLessThanOrEqual(0);
    const path = test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await test.info().attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
}

test.describe('Order status', () => {
  // A phone first; each state of the page is also measured at 1280 px (atBothWidths ends at 360 px again).
  test.use({ viewport: { width: 360, height: 800 } });

  test.beforeAll(async () => {
    await putOrder(ORDER);
    await putOrder(OPEN_ORDER);
  });

  test('a visitor gets the notice for wrong data and the project status for the right data; an address looks up by itself or only pre-fills; a throttled lookup asks to try later', async ({ page }) => {
    await page.goto('/check');
    await expect(page.getByRole('heading', { level: 1, name: 'Auftragsstatus' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Auftragsstatus Prüfen' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Auftragsnummer').fill(ORDER.orderNumber);
    await page.getByLabel('Nachname').fill(ORDER.lastName);
    await expect(button).toBeDisabled();
    await page.getByLabel('Postleitzahl').fill('99999');
    await expect(button).toBeEnabled();
    await button.click();
    const notFound = page.getByRole('alert').filter({ hasText: 'Kein Auftrag zu diesen Daten gefunden!' });
    await expect(notFound).toBeVisible();
    await atBothWidths(page, 'check-not-found');

    await page.getByLabel('Postleitzahl').fill(ORDER.zip);
    await button.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projektstatus' })).toBeVisible();
    await expect(page.getByText('Kein Auftrag zu diesen Daten gefunden!')).toBeHidden();
    await expect(button).toBeHidden();

    await expect(detail(page, 'Projekt')).toHaveText('Erika Mustermann');
    await expect(detail(page, 'Straße')).toHaveText(ORDER.street);
    await expect(detail(page, 'Postleitzahl')).toHaveText(ORDER.zip);
    await expect(detail(page, 'Ort')).toHaveText(ORDER.city);
    await expect(detail(page, 'Telefon')).toHaveText(ORDER.phone);
    await expect(detail(page, 'E-Mail')).toHaveText(ORDER.mail);
    await expect(detail(page, 'Status')).toHaveText(ORDER.status);
    await expect(detail(page, 'Fortschritt')).toHaveText('60\u00a0%');
    await expect(page.getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute('aria-valuenow', '60');
    await expect(detail(page, 'Vorraussichtlicher Montagetermin')).toHaveText('14.09.2026');
    await expect(detail(page, 'Notiz')).toHaveText(ORDER.note);

    const contact = page.getByRole('region', { name: 'Ihr Ansprechpartner' });
    await expect(contact).toContainText('Jonas Becker');
    await expect(contact.getByRole('link', { name: ORDER.contactPhone })).toHaveAttribute('href', 'tel:+49897654321');
    await expect(contact.getByRole('link', { name: ORDER.contactMail })).toHaveAttribute('href', `mailto:${ORDER.contactMail}`);
    await expect(contact).toContainText('Bei Fragen wenden Sie sich gerne an Ihren Ansprechpartner.');
    await atBothWidths(page, 'check-found');

    await page.getByRole('button', { name: 'Neue Abfrage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auftragsstatus' })).toBeVisible();
    await expect(button).toBeVisible();

    // An address with order number, postal code and last name looks the order up by itself.
    const lookup = page.waitForRequest((req) => req.url().includes('/public-api/gvd/order?'));
    await page.goto(`/check?orderNumber=${OPEN_ORDER.orderNumber}&zip=${OPEN_ORDER.zip}&lastName=${encodeURIComponent(OPEN_ORDER.lastName)}`);
    const query = new URL((await lookup).url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({ orderNumber: OPEN_ORDER.orderNumber, zip: OPEN_ORDER.zip, lastName: OPEN_ORDER.lastName });
    await expect(page.getByRole('heading', { level: 1, name: 'Projektstatus' })).toBeVisible();
    await expect(detail(page, 'Projekt')).toHaveText('Erika Schäfer');
    await expect(detail(page, 'Vorraussichtlicher Montagetermin')).toHaveText('Noch offen');
    await expect(page.getByRole('progressbar', { name: 'Fortschritt' })).toHaveAttribute('aria-valuenow', '15');
    await atBothWidths(page, 'check-prefilled');

    // A partial address only pre-fills; a throttled lookup asks to try later.
    let lookups = 0;
    await page.route((url) => url.pathname === '/public-api/gvd/order', (route) => {
      lookups += 1;
      return route.fulfill({ status: 429, json: { statusCode: 429, error: 'Too Many Requests' } });
    });
    await page.goto(`/check?orderNumber=${ORDER.orderNumber}&lastName=${ORDER.lastName}`);
    await expect(page.getByLabel('Auftragsnummer')).toHaveValue(ORDER.orderNumber);
    await expect(page.getByLabel('Nachname')).toHaveValue(ORDER.lastName);
    await expect(page.getByLabel('Postleitzahl')).toHaveValue('');
    await expect(button).toBeDisabled();
    expect(lookups).toBe(0);

    await page.getByLabel('Postleitzahl').fill(ORDER.zip);
    await button.click();
    await expect(page.getByRole('alert')).toHaveText('Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten erneut.');
    await expect(page.getByText('Kein Auftrag zu diesen Daten gefunden!')).toBeHidden();
    expect(lookups).toBe(1);
  });
});
