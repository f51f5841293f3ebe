import { Locator, Page } from '@playwright/test';
import { expect, test } from './support/session';
import { E2E_PORT } from '../../playwright.config';

/** The test server keeps its database for the whole run: names carry a run mark to stay unique. */
const RUN = Date.now().toString(36).toUpperCase();
const run = RUN.toLowerCase();


/** A supplier lead as a partner sends it with its key. */
const supplierLead = (mail: string) => ({
  contact: { firstName: 'Jana', lastName: `Lieferant${RUN}`, phone: '0171 1234567', mail, street: 'Sonnenweg 1', zip: '80331' },
});

/** By accessible name: a required input's label also holds the ' *' marker. */
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const search = (page: Page) => page.getByLabel('Suche (Name, Slug oder E-Mail)');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const today = () => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test.describe('Leadsources', () => {
  /**
   * One source's life: added in the dialog (refused input named at its field, in German), edited, its API key
   * renewed and copied, then deleted after a confirmation; on the way the built-in website source, which
   * cannot be deleted. Field rules: admin/src/leadsources/*.spec.ts; the API: test/api/leadsources.e2e-spec.ts.
   */
  test('a source is added in the dialog, edited, gets a new API key at once and is deleted; the website source stays', async ({ page, request }) => {
    const name = `Solar Süd ${RUN}`;
    const slug = `solar-sued-${run}`;
    await page.goto('/leadsources');

    // The built-in website source: no delete button, a slug that cannot change.
    await search(page).fill('website');
    await rowOf(page, 'website').first().click();
    await expect(page).toHaveURL(/\/leadsources\/\d+$/);
    await expect(page.getByTestId('built-in-hint')).toHaveText('Die Leadsource „Website“ ist eingebaut und kann nicht gelöscht werden.');
    await expect(page.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
    await expect(textbox(page, 'Slug')).not.toBeEditable();
    await page.getByRole('link', { name: 'Liste' }).click();
    await expect(page).toHaveURL(/\/leadsources(\?.*)?$/);

    await page.getByRole('button', { name: 'Neue Leadsource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Leadsource' });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Neue Leadsource' }).click();
    await textbox(dialog, 'Name').fill(name);
    await expect(textbox(dialog, 'Slug')).toHaveValue(slug);
    await expect(dialog.getByTestId('funnel-link')).toContainText(`/?ls=${slug}`);
    await textbox(dialog, 'Reklamations-E-Mail').fill('reklamation@');
    await dialog.getByRole('spinbutton', { name: 'Reklamationsquote' }).fill('10');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Bitte eine gültige E-Mail-Adresse angeben')).toBeVisible();
    await textbox(dialog, 'Reklamations-E-Mail').fill(`reklamation-${run}@solar-sued.example`);
    // A slug already taken is the server's refusal: named at the field, the dialog stays open.
    await textbox(dialog, 'Slug').fill('website');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Dieser Slug ist schon vergeben').first()).toBeVisible();
    await expect(dialog).toBeVisible();
    await textbox(dialog, 'Slug').fill(slug);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Leadsource angelegt')).toBeVisible();

    await search(page).fill(RUN);
    const row = rowOf(page, slug);
    await expect(row).toContainText(name);
    await expect(row).toContainText(`reklamation-${run}@solar-sued.example`);
    await expect(row).toContainText('10 %');
    await expect(row).toContainText(today());

    await row.click();
    await expect(page).toHaveURL(/\/leadsources\/\d+$/);
    await expect(textbox(page, 'Name')).toHaveValue(name);
    await expect(page.getByTestId('funnel-link')).toContainText(`http://127.0.0.1:${E2E_PORT}/?ls=${slug}`);
    const apiKey = textbox(page, 'API-Key');
    await expect(apiKey).toHaveValue(/^[0-9a-f]{32,}$/);
    await expect(apiKey).not.toBeEditable();

    await textbox(page, 'Name').fill(`${name} GmbH`);
    const quote = page.getByRole('spinbutton', { name: 'Reklamationsquote' });
    await quote.fill('150');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Reklaquote muss eine Zahl von 0 bis 100 sein')).toBeVisible();
    await quote.fill('12.5');
    await expect(page.getByRole('button', { name: 'Neu erzeugen' })).toBeDisabled();
    await expect(page.getByText('Erst die Änderungen speichern')).toBeVisible();
    await page.getByRole('switch', { name: 'Vorqualifiziert' }).check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Leadsource gespeichert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await expect(quote).toHaveValue('12.5');
    await expect(page.getByRole('switch', { name: 'Vorqualifiziert' })).toBeChecked();

    const oldKey = await apiKey.inputValue();
    await page.getByRole('button', { name: 'Neu erzeugen' }).click();
    const renew = page.getByRole('dialog', { name: 'API-Key neu erzeugen?' });
    await expect(renew).toContainText('funktioniert sofort nicht mehr');
    await renew.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Neuer API-Key erzeugt')).toBeVisible();
    await expect(apiKey).not.toHaveValue(oldKey);
    const newKey = await apiKey.inputValue();
    expect(newKey).toMatch(/^[0-9a-f]{32,}$/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'API-Key kopieren' }).click();
    await expect(page.getByText('In die Zwischenablage kopiert')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newKey);

    // The key shown is the one that works now; the old one is refused at once.
    const withOldKey = await request.post('/public-api/leadsource/lead', {
      headers: { 'X-Api-Key': oldKey },
      data: supplierLead(`alt-${run}@example.de`),
    });
    expect(withOldKey.status()).toBe(401);
    const withNewKey = await request.post('/public-api/leadsource/lead', {
      headers: { 'X-Api-Key': newKey },
      data: supplierLead(`neu-${run}@example.de`),
    });
    expect(withNewKey.status()).toBe(201);

    await page.getByRole('link', { name: 'Liste' }).click();
    await search(page).fill(RUN);
    await expect(rowOf(page, slug)).toContainText(`${name} GmbH`);
    await expect(rowOf(page, slug)).toContainText('12,5 %');

    // Deleted only after the confirmation; Abbrechen keeps it.
    await rowOf(page, slug).click();
    await expect(textbox(page, 'Name')).toHaveValue(`${name} GmbH`);
    await page.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: `Leadsource „${name} GmbH“ löschen?` });
    await expect(confirm).toContainText('ihr API-Key funktioniert nicht mehr');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/leadsources\/\d+$/);
    await page.getByRole('button', { name: 'Löschen' }).click();
    await confirm.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page).toHaveURL(/\/leadsources(\?.*)?$/);
    await expect(page.getByText('Leadsource gelöscht')).toBeVisible();
    await search(page).fill(`${name} GmbH`);
    await expect(page.getByTestId('empty-state')).toBeVisible();
  });
});
