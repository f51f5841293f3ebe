import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, staffAuth, test } from './support/session';

/**
 * Einkauf (`/sells`) and the lead page (`/sells/{id}`): leads from suppliers created here through the
 * supplier API, reclaimed from the supplier within its quota (and refused beyond it), the contact
 * corrected, sales reclaimed from their buyers and reverted. The mails and the server's rules are tested in
 * test/api/reclamations.e2e-spec.ts; the list's filters in test/api/lead-list.e2e-spec.ts.
 */

/** The test server keeps its database for the whole run, retries and repeats included: names carry a mark. */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();

type Auth = Record<string, string>;

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const berlin = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options }).format(new Date());
const today = () => berlin({ day: '2-digit', month: '2-digit', year: 'numeric' });
const thisMonth = () => `${MONTHS[Number(berlin({ month: 'numeric' })) - 1]} ${berlin({ year: 'numeric' })}`;

async function createSupplier(api: APIRequestContext, auth: Auth, name: string, reclaQuote: number): Promise<{ id: number; apiKey: string; mail: string }> {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${run}`;
  const mail = `rekla-${slug}@lieferant.example`;
  const created = await api.post('/api/leadsource', { headers: auth, data: { active: true, name: `${name} ${RUN}`, slug, mail } });
  expect(created.status(), await created.text()).toBe(201);
  const source = await created.json();
  const updated = await api.put(`/api/leadsource/${source.id}`, { headers: auth, data: { ...source, reclaQuote } });
  expect(updated.status(), await updated.text()).toBe(200);
  return { id: source.id, apiKey: source.apiKey, mail };
}

let phoneCounter = 0;
/** A supplier's lead with answers, as a supplier sends it; its own phone and e-mail, so it is no duplicate. */
async function supplierLead(api: APIRequestContext, apiKey: string, firstName: string, lastName: string): Promise<number> {
  const response = await api.post('/public-api/leadsource/lead', {
    headers: { 'X-Api-Key': apiKey },
    data: {
      externalId: `${run}-${firstName}-${++phoneCounter}`,
      contact: {
        salutation: 'Herr',
        firstName,
        lastName,
        phone: `0171 ${String(Date.now() % 10_000_000).padStart(7, '0')}${phoneCounter}`.slice(0, 15),
        mail: `${firstName.toLowerCase()}-${phoneCounter}-${run}@example.de`,
        street: 'Am Markt 3',
        city: 'Rostock',
        zip: '18055',
      },
      data: { consumption: 'bis 3.000 kWh', buildingType: 'Einfamilienhaus', roofType: 'Satteldach', extraInfo: 'Dach 2019 neu gedeckt' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as number;
}

async function createBuyer(api: APIRequestContext, auth: Auth, name: string): Promise<{ id: number; name: string; mail: string }> {
  const mail = `leads-${name.toLowerCase()}-${run}@kaeufer.example`;
  const created = await api.post('/api/organisation', {
    headers: auth,
    data: { name: `${name} ${RUN}`, zip: '18055', city: 'Rostock', phone: '0381 1234567', email: mail },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).id, name: `${name} ${RUN}`, mail };
}

const rowOf = (page: Page, leadId: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(leadId), exact: true }) });
const checkboxOf = (row: Locator) => row.getByRole('checkbox');

/** Screenshots to look at, wide and on a phone (390 px, where the page must not scroll sideways). */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'Seite scrollt seitwärts').toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('Einkauf', () => {
  test('filters by leadsource and date, reclaims selected leads from the supplier, and refuses beyond its quota with the reason', async ({ page, request }) => {
    const auth = await staffAuth(request);
    // 50 % of four leads this month: two may go back.
    const supplier = await createSupplier(request, auth, 'Ostsee Solar', 50);
    const leads: number[] = [];
    for (const firstName of ['Arne', 'Bodo', 'Carl', 'Dirk']) leads.push(await supplierLead(request, supplier.apiKey, firstName, `Einkauf-${RUN}`));

    await page.goto('/overview');
    await page.getByRole('menuitem', { name: 'Einkauf' }).click();
    await expect(page).toHaveURL(/\/sells/);
    await expect(page).toHaveTitle('Einkauf – Leadportal');

    // Leadsource and the date range are always there; today's leads of this supplier are its four.
    await page.getByRole('combobox', { name: 'Leadsource' }).click();
    await page.getByRole('option', { name: `Ostsee Solar ${RUN}` }).click();
    const iso = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    await page.getByLabel('Start').fill(iso);
    await page.getByLabel('Ende').fill(iso);
    await expect(page.getByRole('row')).toHaveCount(5);
    for (const id of leads) await expect(rowOf(page, id)).toBeVisible();
    const first = rowOf(page, leads[0]);
    await expect(first).toContainText(today());
    await expect(first).toContainText(`Arne Einkauf-${RUN}`);
    await expect(first).toContainText('18055');
    await expect(first).toContainText('Nicht verkauft');

    // The other lead filters (first name …): test/api/lead-list.e2e-spec.ts › filters each way the spec names, alone and combined.
    await screenshots(page, 'einkauf');

    // Two selected leads go back to the supplier with a reason; it gets one mail listing both.
    await checkboxOf(rowOf(page, leads[0])).check();
    await checkboxOf(rowOf(page, leads[1])).check();
    await page.getByRole('button', { name: 'Bei der Leadsource reklamieren' }).click();
    const dialog = page.getByRole('dialog', { name: '2 Leads bei ihren Leadsources reklamieren?' });
    await expect(dialog).toContainText('Überschreitet das bei einer Leadsource die Reklamationsquote, wird nichts geändert.');
    await dialog.getByLabel('Grund (optional)').fill('Kunde war nicht erreichbar');
    await page.screenshot({ path: test.info().outputPath('einkauf-dialog-1280.png') });
    await dialog.getByRole('button', { name: 'Reklamieren' }).click();
    await expect(page.getByText('2 Leads wurden bei ihren Leadsources reklamiert.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(page, leads[0])).toContainText(`Ja, am ${today()}`);
    await expect(rowOf(page, leads[1])).toContainText(`Ja, am ${today()}`);
    await expect(rowOf(page, leads[2]).getByRole('cell').last()).toHaveText('Nein');
    // The supplier's one mail listing both: test/api/reclamations.e2e-spec.ts › reclaims the leads from their supplier and mails the supplier once, listing them.

    // A third one is beyond the quota: the server's reason is shown and nothing changes.
    await checkboxOf(rowOf(page, leads[2])).check();
    await page.getByRole('button', { name: 'Bei der Leadsource reklamieren' }).click();
    await page.getByRole('dialog', { name: 'Lead bei der Leadsource reklamieren?' }).getByRole('button', { name: 'Reklamieren' }).click();
    await expect(
      page.getByText(
        `Reklamationsquote von Ostsee Solar ${RUN} überschritten: Für ${thisMonth()} sind höchstens 2 von 4 Leads (50 %) reklamierbar, 2 sind bereits reklamiert, 1 angefragt. Es wurde nichts geändert.`,
      ),
    ).toBeVisible();
    await page.getByRole('dialog', { name: 'Lead bei der Leadsource reklamieren?' }).getByRole('button', { name: 'Abbrechen' }).click();
    await expect(rowOf(page, leads[2]).getByRole('cell').last()).toHaveText('Nein');
    await checkboxOf(rowOf(page, leads[2])).uncheck();
    const stored = await (await request.get(`/api/lead/${leads[2]}`, { headers: auth })).json();
    expect(stored.recla).toBe(false);

    // A row opens the lead page.
    await rowOf(page, leads[3]).getByRole('cell', { name: String(leads[3]), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/sells/${leads[3]}$`));
    await expect(page.getByRole('heading', { name: `Lead ${leads[3]}`, exact: true })).toBeVisible();
  });
});

test.describe('Lead page', () => {
  test('corrects the contact by the funnel rules, reclaims a sale and reverts it, reclaims by buyers and from the supplier', async ({ page, request }) => {
    const auth = await staffAuth(request);
    const supplier = await createSupplier(request, auth, 'Haff Energie', 100);
    const leadId = await supplierLead(request, supplier.apiKey, 'Erik', `Seite-${RUN}`);
    const nord = await createBuyer(request, auth, 'Nordlicht');
    const sued = await createBuyer(request, auth, 'Suedwind');
    const sold = await request.post(`/api/lead/${leadId}/sell`, { headers: auth, data: { organisations: [nord.id, sued.id], force: true } });
    expect(sold.status(), await sold.text()).toBe(200);

    await page.goto(`/sells/${leadId}`);
    await expect(page.getByRole('heading', { name: `Lead ${leadId}`, exact: true })).toBeVisible();
    const leadCard = page.getByRole('region', { name: `Herr Erik Seite-${RUN}` });

    // Read-only answers under the export's column names.
    const data = page.getByRole('region', { name: 'Daten' });
    await expect(data.getByRole('term').filter({ hasText: /^Stromverbrauch$/ })).toBeVisible();
    await expect(data).toContainText('bis 3.000 kWh');
    await expect(data.getByRole('term').filter({ hasText: /^Hausart$/ })).toBeVisible();
    await expect(data.getByRole('term').filter({ hasText: /^Zusatzinformationen$/ })).toBeVisible();

    // A phone number is saved as the server normalises it, with the city, and the history says who changed what. (An invalid one
    // is refused at the field: admin/src/leads/contactForm.spec.ts, test/api/reclamations.e2e-spec.ts › saves corrected contact fields ….)
    const phone = leadCard.getByRole('textbox', { name: 'Telefon' });
    await phone.fill('0170 7654321');
    await leadCard.getByRole('textbox', { name: 'Stadt' }).fill('Warnemünde');
    await leadCard.getByRole('button', { name: 'Kontakt speichern' }).click();
    await expect(page.getByText('Kontakt gespeichert')).toBeVisible();
    await expect(phone).toHaveValue('+491707654321');
    const history = page.getByRole('region', { name: 'Verlauf' });
    await expect(history).toContainText('Kontakt geändert: Telefon, Ort');
    const saved = await (await request.get(`/api/lead/${leadId}`, { headers: auth })).json();
    expect(saved.contact).toMatchObject({ phone: '+491707654321', city: 'Warnemünde', firstName: 'Erik' });

    // One sale reclaimed after a confirmation: marked on the page, its buyer gets a mail.
    const sales = page.getByRole('region', { name: 'Verkäufe' });
    const nordRow = sales.getByRole('row').filter({ hasText: nord.name });
    await nordRow.getByRole('button', { name: 'Reklamieren' }).click();
    let confirm = page.getByRole('dialog', { name: `Verkauf an ${nord.name} reklamieren?` });
    await expect(confirm).toContainText(`${nord.name} erhält eine E-Mail über die Reklamation.`);
    await confirm.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText(`Verkauf an ${nord.name} reklamiert. ${nord.name} wurde per E-Mail informiert.`)).toBeVisible();
    await expect(nordRow).toContainText('Reklamiert');
    await expect(nordRow).toHaveAttribute('data-reclaimed', 'true');
    await expect(nordRow).toContainText(/reklamiert am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

    // … and reverted. (Both mails: test/api/reclamations.e2e-spec.ts › reclaims one sale, mails the buyer …, and reverts it with a second mail.)
    await nordRow.getByRole('button', { name: 'Reklamation zurücknehmen' }).click();
    confirm = page.getByRole('dialog', { name: `Reklamation des Verkaufs an ${nord.name} zurücknehmen?` });
    await confirm.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText(`Reklamation des Verkaufs an ${nord.name} zurückgenommen.`)).toBeVisible();
    await expect(nordRow.getByRole('button', { name: 'Reklamieren' })).toBeVisible();
    await expect(nordRow).not.toHaveAttribute('data-reclaimed', 'true');
    await expect(history).toContainText(`Reklamation des Verkaufs an ${nord.name} zurückgenommen`);

    // 'Reklamation durch Käufer' needs a reason.
    await sales.getByRole('button', { name: 'Reklamation durch Käufer' }).click();
    const buyersDialog = page.getByRole('dialog', { name: `Reklamation durch Käufer für Lead ${leadId}` });
    await expect(buyersDialog).toContainText('Die 2 noch nicht reklamierten Verkäufe dieses Leads werden reklamiert');
    await buyersDialog.getByRole('button', { name: 'Reklamieren' }).click();
    await expect(buyersDialog.getByText('Bitte geben Sie einen Grund an.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('lead-page-buyers-dialog-1280.png') });
    await buyersDialog.getByRole('textbox', { name: 'Grund der Reklamation' }).fill('Kunde hat nie angefragt');
    await buyersDialog.getByRole('button', { name: 'Reklamieren' }).click();
    await expect(page.getByText('2 Verkäufe reklamiert. Die Käufer wurden per E-Mail informiert.')).toBeVisible();
    await expect(sales.getByRole('button', { name: 'Reklamation zurücknehmen' })).toHaveCount(2);
    await expect(sales).toContainText('Kunde hat nie angefragt');
    await expect(sales.getByRole('button', { name: 'Reklamation durch Käufer' })).toBeDisabled();
    // Each buyer's mail with the reason: test/api/reclamations.e2e-spec.ts › 'Reklamation durch Käufer' reclaims every sale with the note, mailing each buyer once.

    // The lead itself goes back to its supplier (the lead page sends the lead).
    const supplierCard = page.getByRole('region', { name: 'Leadsource' });
    await expect(supplierCard).toContainText('Dieser Lead ist nicht bei der Leadsource reklamiert.');
    await supplierCard.getByRole('button', { name: 'Bei der Leadsource reklamieren' }).click();
    const supplierDialog = page.getByRole('dialog', { name: 'Lead bei der Leadsource reklamieren?' });
    await supplierDialog.getByLabel('Grund (optional)').fill('Doppelt geliefert');
    await supplierDialog.getByRole('button', { name: 'Reklamieren' }).click();
    await expect(page.getByText('1 Lead wurde bei der Leadsource reklamiert.')).toBeVisible();
    await expect(supplierCard).toContainText('Bei der Leadsource reklamiert');
    await expect(supplierCard).toContainText(`Reklamiert am ${today()}`);
    await expect(supplierCard).toContainText('Grund: Doppelt geliefert');
    await expect(history).toContainText(`Bei der Leadsource Haff Energie ${RUN} reklamiert: Doppelt geliefert`);
    // The supplier's mail: test/api/reclamations.e2e-spec.ts › reclaims the leads from their supplier and mails the supplier once ….
    await screenshots(page, 'lead-page-reclaimed');
  });
});
