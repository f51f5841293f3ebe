import { APIRequestContext, type Page } from '@playwright/test';
import { expect, staffAuth, test } from './support/session';
import { defaultConditions } from '../../libs/contract/src/organisation';
import { E2E_MAIL_FROM } from '../../playwright.config';
import { readMailbox, waitForMail } from './support/mailbox';

/**
 * The whole way of a lead: a homeowner sends the funnel, staff qualify the lead, it is sold to the
 * buyer of its postal code, and both the buyer's lead mail and the homeowner's confirmation arrive
 * at the suite's SMTP server (test/browser/support/global-setup.ts).
 */

/**
 * No other browser test uses this postal code, so the buyer below is the only one covering it; nor its
 * area 39, as zips-matching.pw.ts counts the buyers per two-digit area.
 */
const ZIP = '39104';
const BUYER_PREFIX = 'Bördesonne ';

/** Active around the clock, so the sale does not depend on when the test runs. */
const ALWAYS = defaultConditions().activeDays.map((day) => ({ ...day, active: true, startTime: '00:00', endTime: '24:00' }));

/**
 * The test server keeps its database and mailbox for the whole run, retries and repeats included:
 * each attempt gets its own mark, so its names, addresses and mails are its own.
 */
function attempt() {
  const mark = Date.now().toString(36).toUpperCase();
  return {
    buyer: { name: `${BUYER_PREFIX}${mark}`, email: `leads-${mark.toLowerCase()}@boerdesonne.example` },
    customer: {
      firstName: 'Greta',
      lastName: `Weber-${mark}`,
      // A phone of its own too, so this lead is no duplicate of another test's lead.
      phone: `0171 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      email: `greta.weber-${mark.toLowerCase()}@example.de`,
      city: 'Magdeburg',
    },
    // The funnel allows 10 leads an hour per address, and the browser always comes from 127.0.0.1, as in
    // funnel.pw.ts. The server trusts this header from loopback, so this visitor has an address of its own.
    ip: `203.0.113.${1 + (Date.now() % 250)}`,
  };
}

type Buyer = ReturnType<typeof attempt>['buyer'];
type Customer = ReturnType<typeof attempt>['customer'];

interface FunnelStep {
  id: number;
  question: string;
  answers: { text: string }[];
}

interface LeadDetail {
  id: number;
  qualified: boolean;
  contact: { firstName: string; lastName: string; email: string; zip: string };
  sellingStatistics: { organisation: { id: number; name: string }; delivery: { status: string; lastError: string | null } | null }[];
}


/** The only buyer of ZIP: one left by an earlier attempt would be sold the lead too, so it goes first. */
async function createBuyer(request: APIRequestContext, auth: Record<string, string>, buyer: Buyer, city: string): Promise<number> {
  const earlier: { id: number; name: string; deleted: boolean }[] = await (await request.get('/api/organisations', { headers: auth })).json();
  for (const organisation of earlier.filter((candidate) => candidate.name.startsWith(BUYER_PREFIX) && !candidate.deleted)) {
    expect((await request.delete(`/api/organisations/${organisation.id}`, { headers: auth })).status()).toBe(200);
  }
  const created = await request.post('/api/organisation', { headers: auth, data: { name: buyer.name, email: buyer.email, zip: ZIP, city } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const conditions = { ...defaultConditions(), activeDays: ALWAYS, zipConditions: [{ zip: ZIP, email: '' }] };
  // Type 'buyer' takes leads by e-mail; the empty e-mail of the zip row means the company's own address.
  const updated = await request.put(`/api/organisation/${id}`, { headers: auth, data: { type: 'buyer', active: true, conditions } });
  expect(updated.status()).toBe(200);
  return id as number;
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Goes through the funnel as a visitor does and answers the new lead's number from the server's reply. */
async function sendFunnel(page: Page, customer: Customer, ip: string): Promise<number> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const response = await page.request.get('/public-api/funnel');
  expect(response.ok()).toBe(true);
  const steps = ((await response.json()) as { steps: FunnelStep[] }).steps.sort((a, b) => a.id - b.id);

  await page.goto('/');
  for (const step of steps) {
    await expect(page.getByRole('heading', { level: 2, name: step.question })).toBeVisible();
    await page.getByRole('list', { name: 'Antwortmöglichkeiten' }).getByRole('button', { name: step.answers[0].text, exact: true }).click();
  }

  await page.getByPlaceholder('Postleitzahl').fill(ZIP);
  await page.getByRole('button', { name: 'Berechnen' }).click();
  await expect(page.getByRole('heading', { name: 'An wen soll das Angebot geschickt werden?' })).toBeVisible();
  await expect(field(page, 'PLZ')).toHaveValue(ZIP);

  await page.getByRole('radio', { name: 'Frau' }).check();
  await field(page, 'Vorname').fill(customer.firstName);
  await field(page, 'Nachname').fill(customer.lastName);
  await field(page, 'Telefon').fill(customer.phone);
  await field(page, 'E-Mail').fill(customer.email);
  await field(page, 'Straße').fill('Breiter Weg');
  await field(page, 'Hausnummer').fill('12');
  await field(page, 'Ort').fill(customer.city);

  const accepted = page.waitForResponse((reply) => reply.url().endsWith('/public-api/lead') && reply.request().method() === 'POST');
  await page.getByRole('button', { name: 'Angebote anfordern' }).click();
  const reply = await accepted;
  expect(reply.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
  return (await reply.json()).id as number;
}

test('a funnel lead, qualified via the API, is sold to the buyer of its postal code, who gets it by mail', async ({ page, request }) => {
  const { buyer, customer, ip } = attempt();
  const auth = await staffAuth(request);
  const buyerId = await createBuyer(request, auth, buyer, customer.city);

  const leadId = await test.step('the homeowner sends the funnel', () => sendFunnel(page, customer, ip));

  await test.step('the lead arrives unqualified and unsold', async () => {
    const lead: LeadDetail = await (await request.get(`/api/lead/${leadId}`, { headers: auth })).json();
    expect(lead).toMatchObject({ id: leadId, qualified: false, sellingStatistics: [] });
    expect(lead.contact).toMatchObject({ firstName: customer.firstName, lastName: customer.lastName, email: customer.email, zip: ZIP });
  });

  await test.step('qualifying sells it to the one buyer of the postal code', async () => {
    const qualified = await request.put(`/api/lead/${leadId}`, { headers: auth, data: { qualified: true } });
    expect(qualified.status()).toBe(200);
    const lead: LeadDetail = await qualified.json();
    expect(lead.qualified).toBe(true);
    expect(lead.sellingStatistics.map((sale) => sale.organisation)).toEqual([{ id: buyerId, name: buyer.name }]);
  });

  await test.step('the sale is shown on the lead and its delivery ends as delivered', async () => {
    const sales = async () => {
      const lead: LeadDetail = await (await request.get(`/api/lead/${leadId}`, { headers: auth })).json();
      // lastError is part of the polled value, so a delivery that never gets there names its reason.
      return lead.sellingStatistics.map((sale) => ({ buyer: sale.organisation.id, status: sale.delivery?.status, lastError: sale.delivery?.lastError }));
    };
    await expect.poll(sales, { timeout: 20_000 }).toEqual([{ buyer: buyerId, status: 'delivered', lastError: null }]);
  });

  await test.step('the buyer receives the lead by mail, once', async () => {
    const mail = await waitForMail((candidate) => candidate.to.includes(buyer.email) && candidate.subject.startsWith(`Neuer Lead ${leadId}:`));
    expect(mail.to).toEqual([buyer.email]);
    expect(mail.from).toBe(E2E_MAIL_FROM);
    expect(mail.subject).toBe(`Neuer Lead ${leadId}: ${customer.firstName} ${customer.lastName}, ${ZIP} ${customer.city}`);
    for (const line of [`Lead-Nr.: ${leadId}`, `Vorname: ${customer.firstName}`, `Nachname: ${customer.lastName}`, `E-Mail: ${customer.email}`, `PLZ: ${ZIP}`]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain(`Neuer Lead ${leadId}`);
    expect(readMailbox().filter((candidate) => candidate.to.includes(buyer.email) && candidate.subject.startsWith(`Neuer Lead ${leadId}:`))).toHaveLength(1);
  });

  await test.step('the homeowner receives the confirmation', async () => {
    const mail = await waitForMail((candidate) => candidate.to.includes(customer.email));
    expect(mail.to).toEqual([customer.email]);
    expect(mail.subject).not.toMatch(/^Neuer Lead/);
    // The template is editable (settings-orders.pw.ts saves another one); both name the customer and the postal code.
    expect(mail.text).toContain(customer.lastName);
    expect(mail.text).toContain(ZIP);
  });
});
