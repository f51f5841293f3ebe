import { mkdirSync } from 'node:fs';
import { APIRequestContext, Page } from '@playwright/test';
import { CONSENT_TEXT } from '../../libs/contract/src/lead-rules';
import { waitForMail } from './support/mailbox';
import { expect, NO_SESSION, staffAuth, test } from './support/session';
import { settingsCard } from './support/settings';

/**
 * Provable consent in the browser: the double opt-in link of a funnel lead's confirmation mail opens
 * the confirmation page (the ticker's enquiries are shown in funnel.pw.ts, their content checked in
 * test/api/consent.e2e-spec.ts); the back office shows 'E-Mail bestätigt', the consent and its certificate; the
 * lead source's 'Einwilligungsnachweis verlangen', the settings and the versions of the legal texts.
 */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();
/** Screenshots and the downloaded certificate, to be looked at after a run. */
const OUT = process.env.E2E_SCREENS_DIR ?? 'test-results/screens';
mkdirSync(OUT, { recursive: true });
/** For the first look after loading a page: the machine running the tests may be busy. */
const LOADED = { timeout: 30_000 };

const noSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${OUT}/consent-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A funnel lead from an address of its own; answers its number. */
async function submitLead(api: APIRequestContext, mail: string): Promise<number> {
  const response = await api.post('/public-api/lead', {
    headers: { 'X-Forwarded-For': `198.51.100.${Date.now() % 200}`, 'User-Agent': `Konsenstest/${RUN}` },
    data: {
      contact: {
        salutation: 'Herr',
        firstName: 'Bernd',
        lastName: `Beleg${RUN}`,
        phone: `0160 ${String(Date.now()).slice(-7)}`,
        mail,
        street: 'Am Markt 3',
        city: 'Göttingen',
        zip: '37073',
        fromUrl: 'https://angebote.example.de/?step=10',
      },
      details: [
        { title: 'Stromverbrauch', id: 1, key: 'consumption', action: { title: '3.000 – 5.000 kWh' } },
        { title: 'Stromspeicher', id: 7, key: 'interestBattery', action: { title: 'Ja' } },
      ],
      consent: { text: CONSENT_TEXT, accepted: true },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as number;
}

test.describe('Double opt-in page', () => {
  test.use({ storageState: NO_SESSION });

  test('the link of the confirmation mail confirms the address; a second visit is harmless; an unknown link says so', async ({ page, request }) => {
    const mail = `bernd-${run}@example.de`;
    await submitLead(request, mail);
    const confirmation = await waitForMail((candidate) => candidate.to.includes(mail));
    const link = /https?:\/\/[^\s"<]+\/bestaetigen\/[A-Za-z0-9_-]+/.exec(confirmation.text)?.[0];
    expect(link, confirmation.text).toBeDefined();
    expect(confirmation.html).toContain('E-Mail-Adresse bestätigen');

    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole('heading', { level: 2, name: 'Vielen Dank, Ihre E-Mail-Adresse ist bestätigt.' })).toBeVisible(LOADED);
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
    await expect(page).toHaveTitle(/E-Mail-Adresse bestätigen/);
    await screenshots(page, 'confirmed');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Vielen Dank, Ihre E-Mail-Adresse ist bestätigt.' })).toBeVisible(LOADED);
    await expect(page.getByText('Sie hatten Ihre Adresse bereits bestätigt – es ist nichts weiter zu tun.')).toBeVisible();

    await page.goto(`/bestaetigen/${'x'.repeat(43)}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Dieser Bestätigungslink ist abgelaufen oder unbekannt', LOADED);
    await expect(page.getByRole('link', { name: 'Neue Anfrage stellen' })).toHaveAttribute('href', '/');
    await screenshots(page, 'unknown-link');
  });
});

test.describe('Back office', () => {
  test('the lead page shows the confirmed address, the consent with its version, and gives the certificate as PDF', async ({ page, request }) => {
    const mail = `zertifikat-${run}@example.de`;
    const leadId = await submitLead(request, mail);
    const confirmation = await waitForMail((candidate) => candidate.to.includes(mail));
    const token = /\/bestaetigen\/([A-Za-z0-9_-]+)/.exec(confirmation.text)![1];
    expect((await request.post('/public-api/lead/confirm', { data: { token }, headers: { 'User-Agent': 'Bestaetigungsbrowser/1' } })).status()).toBe(200);

    await page.goto(`/sells/${leadId}`);
    const card = page.getByRole('region', { name: 'Einwilligung' });
    await expect(card.getByText(/^E-Mail bestätigt am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible(LOADED);
    await expect(card).toContainText(CONSENT_TEXT);
    await expect(card).toContainText(`Konsenstest/${RUN}`);
    await expect(card).toContainText('Bestaetigungsbrowser/1');
    await expect(card.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await screenshots(page, 'lead-page');

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Einwilligungsnachweis (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Einwilligungsnachweis-Lead-${leadId}.pdf`);
    // Its content (one German page with everything that proves the consent): test/api/consent.e2e-spec.ts.
    await download.saveAs(`${OUT}/consent-certificate.pdf`);

    // The lists: a column 'E-Mail bestätigt'.
    await page.goto(`/sells?filter=${encodeURIComponent(JSON.stringify({ lastName: `Beleg${RUN}` }))}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(leadId), exact: true }) });
    await expect(row.getByText('bestätigt', { exact: true })).toBeVisible(LOADED);
    await expect(row.getByTitle(/^E-Mail bestätigt am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'E-Mail bestätigt' })).toBeVisible();
    await screenshots(page, 'lead-list');
  });

  test("a lead source can require proof of consent, and settings show the double opt-in and the published versions", async ({ page, request }) => {
    const auth = await staffAuth(request);
    const created = await request.post('/api/leadsource', { headers: auth, data: { name: `Nachweis ${RUN}`, slug: `nachweis-${run}` } });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    await page.goto(`/leadsources/${id}`);
    const requireConsent = page.getByRole('switch', { name: 'Einwilligungsnachweis verlangen' });
    await expect(requireConsent).not.toBeChecked(LOADED);
    await requireConsent.check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Leadsource gespeichert')).toBeVisible();
    await page.reload();
    await expect(requireConsent).toBeChecked(LOADED);
    await screenshots(page, 'leadsource');
    // What the switch then does to a supplier's lead: test/api/consent.e2e-spec.ts.

    await page.goto('/settings');
    const distribution = page.getByRole('region', { name: 'Verteilung' });
    await expect(distribution.getByRole('switch', { name: 'Double-Opt-in für Funnel-Leads' })).toBeChecked(LOADED);
    await expect(distribution.getByRole('switch', { name: 'Nur bestätigte Leads verkaufen' })).not.toBeChecked();
    await distribution.scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    await distribution.screenshot({ path: `${OUT}/consent-settings-distribution-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await distribution.screenshot({ path: `${OUT}/consent-settings-distribution-1280.png` });

    const versions = (await settingsCard(page, 'Rechtstexte')).getByRole('region', { name: 'Veröffentlichte Fassungen' });
    await versions.scrollIntoViewIfNeeded();
    const consentLine = versions.getByRole('list', { name: 'Einwilligungszeile im Funnel' });
    await expect(consentLine.getByRole('listitem').first()).toContainText('gilt');
    await consentLine.getByRole('button', { name: 'Text anzeigen' }).first().click();
    await expect(consentLine).toContainText(CONSENT_TEXT);
    await versions.screenshot({ path: `${OUT}/consent-settings-versions-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await versions.screenshot({ path: `${OUT}/consent-settings-versions-390.png` });
  });
});
