import { Locator, Page } from '@playwright/test';
import { expect, test } from './support/session';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingsCard } from './support/settings';

/** The test server keeps its database for the whole run: names carry a run mark to stay unique. */
const RUN = Date.now().toString(36).toUpperCase();

const CSV_HEADER =
  'orderNumber;firstName;lastName;street;zip;city;phone;mail;status;customerStatus;progress;installationPlaningDate;note;contactFirstName;contactLastName;contactPhone;contactMail';


function csvFile(name: string, rows: string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'orders-csv-')), name);
  writeFileSync(path, [CSV_HEADER, ...rows].join('\n') + '\n');
  return path;
}

/** By accessible name: a required input's label also holds the ' *' marker. */
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const search = (page: Page) => page.getByLabel('Suche (Auftragsnummer oder Name)');
const rowOf = (page: Page, orderNumber: string) => page.getByRole('row').filter({ hasText: orderNumber });

/**
 * Settings and the orders behind them, in one visit: the e-mail template with its live preview, the
 * distribution card, then Aufträge (a form, an edit, a CSV import). Rules and texts are checked in
 * admin/src/settings/*.spec.ts and admin/src/orders/*.spec.ts; saving and reading back in test/api
 * (email-template, settings, orders).
 */
test('Settings: the e-mail template previews and saves, distribution saves; Aufträge are created, edited and imported', async ({ page }) => {
  await page.goto('/settings');

  await test.step('e-mail template: an unknown placeholder blocks saving; known ones update the preview', async () => {
    const card = page.getByRole('region', { name: 'E-Mail-Vorlage' });
    await expect(card.getByText('{{salutation}}, {{firstName}}, {{lastName}}, {{zip}}, {{city}}')).toBeVisible();
    const save = card.getByRole('button', { name: 'Aktualisieren' });
    const body = card.getByRole('textbox', { name: 'Inhalt' });
    await body.fill(`<p>Hallo {{vorname}} ${RUN}</p>`);
    await expect(
      card.getByText('Unbekannter Platzhalter: {{vorname}}. Erlaubt sind {{salutation}}, {{firstName}}, {{lastName}}, {{zip}}, {{city}}.'),
    ).toBeVisible();
    await expect(save).toBeDisabled();

    const subject = `Ihre Anfrage ${RUN}, {{firstName}}`;
    await card.getByRole('textbox', { name: 'Betreff' }).fill(subject);
    await body.fill(`<p>Hallo {{salutation}} {{lastName}},</p><p>danke für Ihre Anfrage aus {{zip}} {{city}}. ${RUN}</p>`);
    await expect(card.getByText('Unbekannter Platzhalter', { exact: false })).toBeHidden();
    await expect(card.getByTestId('email-preview-subject')).toHaveText(`Betreff: Ihre Anfrage ${RUN}, Anna`);
    const preview = card.getByTitle('Vorschau der E-Mail').contentFrame();
    await expect(preview.locator('body')).toContainText('Hallo Frau Schmidt,');
    await expect(preview.locator('body')).toContainText(`danke für Ihre Anfrage aus 80331 München. ${RUN}`);
    await save.click();
    await expect(page.getByText('E-Mail-Vorlage gespeichert')).toBeVisible();
  });

  await test.step('distribution: Käufer pro Lead is refused in German above 10; the card saves', async () => {
    const card = page.getByRole('region', { name: 'Verteilung' });
    const buyers = card.getByLabel('Käufer pro Lead');
    const duplicateWindow = card.getByLabel('Dubletten-Zeitraum (Tage)');
    await expect(buyers).toHaveValue('3');
    await expect(duplicateWindow).toHaveValue('30');
    await buyers.fill('11');
    await expect(card.getByText('Käufer pro Lead muss eine ganze Zahl von 1 bis 10 sein')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Aktualisieren' })).toBeDisabled();
    await buyers.fill('2');
    await duplicateWindow.fill('14');
    await card.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByText('Verteilung gespeichert')).toBeVisible();
    await expect(buyers).toHaveValue('2');
    await expect(duplicateWindow).toHaveValue('14');
  });

  await test.step('an order created in the form is found by name and its progress edited', async () => {
    const orderNumber = `E2E-${RUN}`;
    const lastName = `Sonnig${RUN}`;
    await settingsCard(page, 'Aufträge (Statusseite)');
    await page.getByRole('link', { name: 'Aufträge verwalten' }).click();
    await expect(page).toHaveURL(/\/orders$/);

    await page.getByRole('link', { name: 'Neuer Auftrag' }).click();
    await textbox(page, 'Auftragsnummer').fill(orderNumber);
    // The contact person's inputs have the same labels, in their own group after the customer's.
    await textbox(page, 'Vorname').first().fill('Erika');
    await textbox(page, 'Nachname').first().fill(lastName);
    await textbox(page, 'Straße').fill('Lindenstraße 5a');
    await textbox(page, 'PLZ').fill('80331');
    await textbox(page, 'Ort').fill('München');
    await textbox(page, 'E-Mail').first().fill('erika@example.de');
    await textbox(page, 'Status').fill('Montage geplant');
    await page.getByRole('spinbutton', { name: 'Fortschritt (%)' }).fill('10');
    await page.getByLabel('Vorraussichtlicher Montagetermin').fill('2026-12-14');
    const contact = page.getByRole('group', { name: 'Ansprechpartner' });
    await textbox(contact, 'Vorname').fill('Jonas');
    await textbox(contact, 'E-Mail').fill('jonas.becker@example.de');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/orders$/);

    await search(page).fill(lastName);
    await expect(page.getByRole('row')).toHaveCount(2);
    const row = rowOf(page, orderNumber);
    await expect(row).toContainText(`Erika ${lastName}`);
    await expect(row).toContainText('10 %');
    await expect(row).toContainText('14.12.2026');

    await row.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
    const number = textbox(page, 'Auftragsnummer');
    await expect(number).toHaveValue(orderNumber);
    await expect(number).not.toBeEditable();
    const progress = page.getByRole('spinbutton', { name: 'Fortschritt (%)' });
    await progress.fill('150');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bitte eine ganze Zahl von 0 bis 100 angeben')).toBeVisible();
    await progress.fill('75');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/orders(\?.*)?$/);

    await search(page).fill(orderNumber);
    await expect(rowOf(page, orderNumber)).toContainText('75 %');
  });

  await test.step('a CSV file is imported, and one with a faulty row is refused as a whole', async () => {
    const imported = `IMP-${RUN}`;
    const good = csvFile('auftraege.csv', [
      `${imported};Jörg;Import${RUN};Dorfstraße 3;10115;Berlin;030 1234567;joerg@example.de;Montage geplant;Material bestellt;60;14.12.2026;;Jonas;Becker;+49 89 7654321;jonas.becker@example.de`,
    ]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Aufträge importieren (CSV)' }).click();
    await (await chooser).setFiles(good);
    await expect(page.getByText('1 Auftrag importiert')).toBeVisible();
    await search(page).fill(imported);
    await expect(rowOf(page, imported)).toContainText(`Jörg Import${RUN}`);
    await expect(rowOf(page, imported)).toContainText('60 %');

    const faulty = csvFile('fehlerhaft.csv', [
      `BAD-${RUN}-1;Eva;Gut${RUN};;80331;München;;;;;10;;;;;;`,
      `BAD-${RUN}-2;Max;Schlecht${RUN};;803;München;;;;;10;;;;;;`,
    ]);
    await page.getByLabel('Aufträge importieren (CSV)').setInputFiles(faulty);
    const dialog = page.getByRole('dialog', { name: 'Aufträge nicht importiert' });
    await expect(dialog).toContainText('Import abgebrochen');
    await expect(dialog).toContainText('Zeile 3');
    await expect(dialog).toContainText('PLZ: Bitte eine gültige Postleitzahl angeben (5 Ziffern)');
    await expect(dialog).not.toContainText('Zeile 2');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();

    await search(page).fill(`BAD-${RUN}`);
    await expect(page.getByTestId('empty-state')).toBeVisible();
  });
});
