import { createServer, type IncomingHttpHeaders } from 'node:http';
import { APIRequestContext, Locator } from '@playwright/test';
import { FAKE_HOOK_PORT } from '../../playwright.config';
import { expect, staffAuth, test } from './support/session';
import { CONSENT_TEXT } from '../../libs/contract/src/lead-rules';
import { defaultConditions } from '../../libs/contract/src/organisation';

/**
 * The lead detail page (`/sells/{id}`) with a buyer whose Zapier hook is a fake started here: it
 * refuses the first delivery for good (a 4xx is not retried), staff see why and start it again.
 *
 * No other browser test uses this postal code, nor its area 06, which zips-matching.pw.ts would count.
 */
const ZIP = '06108';
const BUYER_PREFIX = 'Saalehook ';
/** The test server keeps its database for the whole run, retries and repeats included: names carry a mark. */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
const BUYER = `${BUYER_PREFIX}${RUN}`;
const LAST_NAME = `Saale-${RUN}`;
const HOOK_REFUSAL = 'Zap ist ausgeschaltet';

/** Active around the clock, so the sale does not depend on when the test runs. */
const ALWAYS = defaultConditions().activeDays.map((day) => ({ ...day, active: true, startTime: '00:00', endTime: '24:00' }));

interface HookCall {
  headers: IncomingHttpHeaders;
  body: { saleId?: number; lead?: { id?: number; zip?: string } };
}

/** A Zapier catch hook on the worker's hook port (named in the server's OUTBOUND_ALLOW_HOSTS): answers 400 until `accept()`, then 200 with a request id. */
async function startHook() {
  const calls: HookCall[] = [];
  let accepting = false;
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: JSON.parse(text || '{}') });
      response.writeHead(accepting ? 200 : 400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(accepting ? { status: 'success', request_id: `req-${calls.length}` } : { error: HOOK_REFUSAL }));
    });
  });
  await new Promise<void>((resolve) => server.listen(FAKE_HOOK_PORT, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${FAKE_HOOK_PORT}/hooks/catch/${run}`,
    calls,
    accept: () => {
      accepting = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}



/** The only buyer of ZIP: one left by an earlier attempt would be sold the lead too, so it goes first. */
async function createZapierBuyer(api: APIRequestContext, auth: Record<string, string>, hookUrl: string): Promise<number> {
  const earlier: { id: number; name: string; deleted: boolean }[] = await (await api.get('/api/organisations', { headers: auth })).json();
  for (const organisation of earlier.filter((candidate) => candidate.name.startsWith(BUYER_PREFIX) && !candidate.deleted)) {
    expect((await api.delete(`/api/organisations/${organisation.id}`, { headers: auth })).status()).toBe(200);
  }
  const created = await api.post('/api/organisation', {
    headers: auth,
    data: { name: BUYER, zip: ZIP, city: 'Halle (Saale)', phone: '0345 1234567', email: `leads-${run}@saalehook.example` },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const conditions = { ...defaultConditions(), activeDays: ALWAYS, zipConditions: [{ zip: ZIP, email: '' }] };
  const updated = await api.put(`/api/organisation/${id}`, {
    headers: auth,
    data: { type: 'zapier', active: true, leadSellCost: 45.5, zapier: { uri: hookUrl }, conditions },
  });
  expect(updated.status()).toBe(200);
  return id as number;
}

/** A documentation-range address per lead, so the funnel's per-address limit never interferes. */
const uniqueIp = (() => {
  let next = 0;
  const base = Date.now() % 200;
  return () => `192.0.2.${base + ++next}`;
})();

/** A funnel lead (shape as in zips-matching.pw.ts); answers its lead number. */
async function createLead(api: APIRequestContext, tag: string): Promise<number> {
  const response = await api.post('/public-api/lead', {
    headers: { 'X-Forwarded-For': uniqueIp() },
    data: {
      contact: {
        salutation: 'Frau',
        firstName: 'Anna',
        lastName: LAST_NAME,
        // Its own phone and e-mail, so the lead is no duplicate of another test's lead.
        phone: `0171 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
        mail: `anna-${tag}-${run}@example.de`,
        street: 'Große Ulrichstraße 1',
        city: 'Halle (Saale)',
        zip: ZIP,
        fromUrl: 'https://angebote.example.de/?step=10',
      },
      details: [
        { title: 'Stromverbrauch', id: 1, key: 'consumption', action: { title: '3.000 – 5.000 kWh' } },
        { title: 'Dachart', id: 3, key: 'roofType', action: { title: 'Satteldach' } },
      ],
      consent: { text: CONSENT_TEXT, accepted: true },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}

/** The value next to a label of a description list. */
const valueOf = (region: Locator, label: string) =>
  region.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('Lead detail', () => {
  let hook: Awaited<ReturnType<typeof startHook>>;

  test.beforeAll(async () => {
    hook = await startHook();
  });

  test.afterAll(async () => {
    await hook.close();
  });

  test('qualifying sells the lead; a refused delivery shows its reason and is delivered on retry; the CRM deal id is saved and removed', async ({ page, request }) => {
    const auth = await staffAuth(request);
    const buyerId = await createZapierBuyer(request, auth, hook.url);
    const leadId = await createLead(request, 'sale');

    await page.goto(`/sells/${leadId}`);
    await expect(page.getByRole('heading', { name: `Lead ${leadId}`, exact: true })).toBeVisible();

    // The contact (editable), the lead's origin and its answers (read-only, under the export's names); not sold yet.
    const leadCard = page.getByRole('region', { name: `Frau Anna ${LAST_NAME}` });
    await expect(leadCard.getByRole('textbox', { name: 'Nachname' })).toHaveValue(LAST_NAME);
    await expect(leadCard.getByRole('textbox', { name: 'PLZ' })).toHaveValue(ZIP);
    await expect(leadCard.getByRole('textbox', { name: 'E-Mail' })).toHaveValue(`anna-sale-${run}@example.de`);
    await expect(leadCard.getByRole('link', { name: `anna-sale-${run}@example.de` })).toHaveAttribute('href', `mailto:anna-sale-${run}@example.de`);
    await expect(valueOf(leadCard, 'Leadsource')).not.toBeEmpty();
    await expect(valueOf(leadCard, 'Erstellt')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    const data = page.getByRole('region', { name: 'Daten' });
    await expect(valueOf(data, 'Dachart')).toHaveText('Satteldach');
    await expect(valueOf(data, 'Stromverbrauch')).toHaveText('3.000 – 5.000 kWh');
    const sales = page.getByRole('region', { name: 'Verkäufe' });
    await expect(sales).toContainText('Noch nicht verkauft');
    await expect(leadCard).toContainText('Nicht qualifiziert');

    // 'Käufer prüfen' opens Lead Matchen with this lead searched: its one buyer fits.
    await leadCard.getByRole('link', { name: 'Käufer prüfen' }).click();
    await expect(page).toHaveURL(new RegExp(`/matching\\?lead=${leadId}$`));
    await expect(page.getByRole('table', { name: 'Unternehmen für den Lead' }).getByRole('row')).toHaveCount(2);
    await page.goBack();

    // Qualifying, after a confirmation, sells it to the one buyer of the postal code.
    await leadCard.getByRole('button', { name: 'Qualifizieren', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Lead ${leadId} qualifizieren?` });
    await expect(dialog).toContainText('Der Lead wird an die passenden Käufer verkauft.');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Lead qualifiziert und an 1 Käufer verkauft')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(leadCard).toContainText(/Qualifiziert am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(leadCard.getByRole('button', { name: 'Qualifizieren', exact: true })).toHaveCount(0);

    const row = sales.getByRole('table', { name: 'Verkäufe des Leads' }).getByRole('row').filter({ hasText: BUYER });
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await expect(row.getByRole('cell').nth(2)).toHaveText('45,50\u00a0€');
    await expect(row.getByRole('cell').nth(3)).toHaveText('automatisch');
    await expect(row.getByRole('link', { name: BUYER })).toHaveAttribute('href', `/organisations/${buyerId}`);

    // The hook refuses with a 400, which is final: the page refreshes itself until it shows that, with status
    // and reason (never what the buyer's address answered).
    const deliveryCell = row.getByRole('cell').nth(4);
    await expect(deliveryCell).toContainText('fehlgeschlagen', { timeout: 20_000 });
    await expect(deliveryCell).toContainText('Letzter Fehler: Zapier lehnt die Lieferung ab (HTTP 400).');
    await expect(deliveryCell).not.toContainText(HOOK_REFUSAL);
    expect(hook.calls).toHaveLength(1);

    // Once the hook takes it, 'Erneut zustellen' delivers it; the page follows without a reload.
    hook.accept();
    await deliveryCell.getByRole('button', { name: 'Erneut zustellen' }).click();
    await expect(page.getByText(`Zustellung an ${BUYER} neu gestartet`)).toBeVisible();
    await expect(deliveryCell).toContainText('zugestellt', { timeout: 20_000 });
    await expect(deliveryCell).not.toContainText('fehlgeschlagen');
    await expect(deliveryCell).toContainText(/am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(deliveryCell).toContainText('Referenz: req-2');
    await expect(deliveryCell.getByRole('button', { name: 'Erneut zustellen' })).toHaveCount(0);

    // Both attempts carried the sale id as Idempotency-Key, so the receiver can drop a repeat.
    const lead = await (await request.get(`/api/lead/${leadId}`, { headers: auth })).json();
    const saleId: number = lead.sellingStatistics[0].id;
    expect(hook.calls.map((call) => call.headers['idempotency-key'])).toEqual([String(saleId), String(saleId)]);
    expect(hook.calls.map((call) => [call.body.saleId, call.body.lead?.id, call.body.lead?.zip])).toEqual([
      [saleId, leadId, ZIP],
      [saleId, leadId, ZIP],
    ]);

    // The CRM deal id: saved trimmed, removed again when emptied (the mapping: admin/src/dataProvider/leadApi.spec.ts ›
    // saves the deal id trimmed, and an empty one as null (removed)).
    const dealId = async () => (await (await request.get(`/api/lead/${leadId}`, { headers: auth })).json()).pipedriveId;
    const field = page.getByRole('textbox', { name: 'Deal-Id (CRM)' });
    const save = page.getByRole('button', { name: 'Speichern', exact: true });
    await expect(field).toHaveValue('');
    await expect(save).toBeDisabled();
    await field.fill(`  PW-${RUN} `);
    await save.click();
    await expect(page.getByRole('alert').getByText('Deal-Id gespeichert')).toBeVisible();
    await expect.poll(dealId).toBe(`PW-${RUN}`);
    await expect(field).toHaveValue(`PW-${RUN}`);
    await expect(save).toBeDisabled();
    await field.fill('');
    await save.click();
    await expect(page.getByRole('alert').getByText('Deal-Id entfernt')).toBeVisible();
    await expect.poll(dealId).toBeNull();
    // The history names both changes, newest first.
    const history = page.getByRole('list', { name: 'Verlauf', exact: true }).getByRole('listitem');
    await expect(history.nth(0)).toHaveText(/Deal-Id entfernt$/);
    await expect(history.nth(1)).toHaveText(new RegExp(`Deal-Id auf PW-${RUN} gesetzt$`));

    // An unknown lead is named as such (the text for a 404: admin/src/leads/leadDetail.spec.ts).
    await page.goto('/sells/999999999');
    await expect(page.getByRole('heading', { name: 'Lead 999999999', exact: true })).toBeVisible();
    await expect(page.getByText('Lead 999999999 gibt es nicht.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verkäufe' })).toHaveCount(0);
  });
});
