import { Locator, Page } from '@playwright/test';
import { expect, test } from './support/session';
import { createServer, type Server } from 'node:http';
import { FAKE_PIPEDRIVE_PORT } from '../../playwright.config';

/** The test server keeps its database for the whole run: names carry a run mark to stay unique. */
const RUN = Date.now().toString(36).toUpperCase();

/** What the fake Pipedrive accepts; anything else gets Pipedrive's 401. */
const PIPEDRIVE_TOKEN = `pd-e2e-${RUN}`;
const PIPELINES = [
  { id: 7, name: 'E2E Vertrieb', active: true, order_nr: 1 },
  { id: 8, name: 'E2E Service', active: true, order_nr: 2 },
];
const STAGES = [
  { id: 71, name: 'Qualifiziert', pipeline_id: 7, order_nr: 1 },
  { id: 72, name: 'Angebot', pipeline_id: 7, order_nr: 2 },
  { id: 81, name: 'Wartung', pipeline_id: 8, order_nr: 1 },
];
const LEAD_LABELS = [{ id: 'f4b1c6a2-0000-4000-8000-000000000001', name: 'Heiß', color: 'red' }];

/** A stand-in for Pipedrive's API v1 (the e2e server is started with PIPEDRIVE_API_URL pointing here). */
function startFakePipedrive(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.searchParams.get('api_token') !== PIPEDRIVE_TOKEN) return send(401, { success: false, error: 'unauthorized access' });
    if (url.pathname === '/v1/pipelines') return send(200, { success: true, data: PIPELINES });
    if (url.pathname === '/v1/stages') {
      const pipeline = Number(url.searchParams.get('pipeline_id'));
      return send(200, { success: true, data: STAGES.filter((stage) => stage.pipeline_id === pipeline) });
    }
    if (url.pathname === '/v1/leadLabels') return send(200, { success: true, data: LEAD_LABELS });
    return send(404, { success: false, error: 'Not found' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(FAKE_PIPEDRIVE_PORT, '127.0.0.1', () => resolve(server));
  });
}


/** By exact accessible name (the ' *' of a required input is hidden from it). */
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
/** MUI's select is named by its label followed by the chosen value ("Land Deutschland"). */
const combobox = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`) });
const spinbutton = (scope: Page | Locator, name: string) => scope.getByRole('spinbutton', { name, exact: true });
const switchOf = (scope: Page | Locator, name: string) => scope.getByRole('switch', { name, exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const warning = (page: Page) => page.getByRole('alert').filter({ hasText: 'Dieses Unternehmen erhält keine Leads' });

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('Organisations', () => {
  let pipedrive: Server;

  test.beforeAll(async () => {
    pipedrive = await startFakePipedrive();
  });

  test.afterAll(async () => {
    await new Promise((resolve) => pipedrive.close(resolve));
  });

  /**
   * One organisation's life in the back office: added in the list's dialog, its overview and settings (every
   * integration type, Pipedrive's lists, postal codes, active days, answer filters) changed and saved at once,
   * then deleted and found again among the deleted. What each field shows for a stored organisation, and what
   * the form sends, are component tests (admin/src/organisations/SettingsTab.spec.ts, organisationBodies.spec.ts);
   * the API's answers are test/api/organisations.e2e-spec.ts.
   */
  test('an organisation is added in the dialog, set up on both tabs with one save, and deleted', async ({ page }) => {
    const name = `Sonnenstrom ${RUN}`;
    await page.goto('/organisations');
    await page.getByRole('button', { name: 'Unternehmen hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unternehmen hinzufügen' });
    await expect(combobox(dialog, 'Land')).toHaveText('Deutschland');
    await expect(switchOf(dialog, 'Aktiv')).toBeChecked();
    await textbox(dialog, 'Name').fill(name);
    await textbox(dialog, 'E-Mail').fill('leads@example.de, kein-at.de');
    // Postal codes are numeric: letters are not taken.
    await textbox(dialog, 'PLZ').fill('80a33');
    await expect(textbox(dialog, 'PLZ')).toHaveValue('8033');
    await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(dialog.getByText('Keine gültige E-Mail-Adresse: kein-at.de. Mehrere Adressen durch Komma trennen.')).toBeVisible();
    await expect(dialog.getByText('Bitte eine gültige Postleitzahl angeben (5 Ziffern)')).toBeVisible();

    // A refusal by the server keeps the dialog open and says why, in German.
    await textbox(dialog, 'Name').fill('x'.repeat(201));
    await textbox(dialog, 'E-Mail').fill('leads@example.de, chef@example.de');
    await textbox(dialog, 'PLZ').fill('80331');
    await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(dialog.getByText('Der Name darf höchstens 200 Zeichen lang sein').first()).toBeVisible();
    await expect(page).toHaveURL(/\/organisations$/);

    await textbox(dialog, 'Name').fill(name);
    await textbox(dialog, 'Telefon').fill('089 1234567');
    await textbox(dialog, 'Straße').fill('Sonnenweg 1');
    await textbox(dialog, 'Ort').fill('München');
    await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(page).toHaveURL(/\/organisations\/\d+$/);
    const organisationId = new URL(page.url()).pathname.split('/').pop();

    // Title = the organisation's name; the overview shows what was entered.
    await expect(page.locator('#react-admin-title')).toHaveText(name);
    for (const tab of ['Übersicht', 'Einstellungen', 'Rechnungen', 'Mahnungen']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(switchOf(page, 'Aktiv')).toBeChecked();
    await expect(textbox(page, 'Name')).toHaveValue(name);
    await expect(textbox(page, 'E-Mail')).toHaveValue('leads@example.de, chef@example.de');
    await expect(textbox(page, 'Straße')).toHaveValue('Sonnenweg 1');
    await expect(textbox(page, 'PLZ')).toHaveValue('80331');
    await expect(textbox(page, 'Ort')).toHaveValue('München');
    await expect(combobox(page, 'Land')).toHaveText('Deutschland');
    await expect(warning(page)).toContainText('Keine PLZ-Abdeckung: Es ist keine Postleitzahl eingetragen.');
    // A new buyer has sold nothing yet: its complaint rate says so instead of 0 %.
    await expect(page.getByTestId('complaint-rate')).toHaveText('Reklaquote: keine Verkäufe in diesem und den drei Monaten davor');
    await page.getByRole('tab', { name: 'Rechnungen' }).click();
    await expect(page.getByText('Noch keine Rechnungen')).toBeVisible();
    await page.getByRole('tab', { name: 'Mahnungen' }).click();
    await expect(page.getByText('Noch keine Mahnungen')).toBeVisible();

    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    await expect(textbox(page, 'API-Key')).not.toBeEditable();
    await expect(textbox(page, 'API-Key')).not.toHaveValue('');
    await textbox(page, 'Verkaufspreis pro Lead').fill('45,5');
    const evaluationDay = spinbutton(page, 'Leadauswertung Tag');
    await evaluationDay.fill('35');
    await evaluationDay.blur();
    await expect(evaluationDay).toHaveValue('28');

    // Each integration type shows its own block; all of them are kept.
    const type = combobox(page, 'Typ');
    await choose(page, type, 'Zapier');
    await textbox(page, 'Webhook-URL').fill('https://hooks.zapier.com/hooks/catch/1/e2e');
    await choose(page, type, 'Make');
    await expect(textbox(page, 'Webhook-URL')).toHaveValue('');
    await textbox(page, 'Webhook-URL').fill('https://hook.eu1.make.com/e2e');
    await choose(page, type, 'weClapp');
    await textbox(page, 'weClapp-URL').fill('https://kunde.weclapp.com/webapp/api/v1');
    await page.getByLabel('weClapp API-Key').fill('wc-geheim');

    // Pipedrive: the kind shows once a token is typed; a refused token is named in German, the fake's token
    // brings its pipelines, the chosen pipeline's stages and, for Lead, the lead labels.
    await choose(page, type, 'Pipedrive');
    const pipedriveBlock = region(page, 'Integration');
    await expect(pipedriveBlock.getByRole('radio', { name: 'Deal' })).toBeHidden();
    await page.getByLabel('API-Token').fill('falsches-token');
    await pipedriveBlock.getByRole('radio', { name: 'Deal' }).check();
    await expect(pipedriveBlock.getByRole('alert')).toContainText('Pipedrive lehnt das Token ab');
    await page.getByLabel('API-Token').fill(PIPEDRIVE_TOKEN);
    await choose(page, combobox(pipedriveBlock, 'Pipeline'), 'E2E Vertrieb');
    await expect(pipedriveBlock.getByRole('alert')).toBeHidden();
    await choose(page, combobox(pipedriveBlock, 'Phase'), 'Angebot');
    await pipedriveBlock.getByRole('radio', { name: 'Lead' }).check();
    await choose(page, combobox(pipedriveBlock, 'Lead-Label'), 'Heiß');
    await pipedriveBlock.getByRole('radio', { name: 'Deal' }).check();
    await expect(combobox(pipedriveBlock, 'Phase')).toHaveText('Angebot');

    // Postal codes: the warning goes as soon as one is typed; an empty row removes itself on blur.
    const zipList = region(page, 'PLZ-Liste');
    await zipList.getByRole('button', { name: 'PLZ hinzufügen' }).click();
    const firstRow = zipList.getByRole('listitem').nth(0);
    await textbox(firstRow, 'PLZ').fill('803');
    await expect(warning(page)).toBeHidden();
    await textbox(firstRow, 'Empfänger').fill('muenchen@example.de, chef@example.de');
    await zipList.getByRole('button', { name: 'PLZ hinzufügen' }).click();
    await expect(zipList.getByRole('listitem')).toHaveCount(2);
    await textbox(zipList.getByRole('listitem').nth(1), 'PLZ').click();
    await zipList.getByRole('heading', { name: 'PLZ-Liste' }).click();
    await expect(zipList.getByRole('listitem')).toHaveCount(1);
    // With the radius switch on only radius entries count, and there are none yet.
    await switchOf(page, 'Umkreis verwenden').check();
    await expect(warning(page)).toContainText('Bei aktivem Umkreis zählen nur Umkreis-Einträge');
    await switchOf(page, 'Umkreis verwenden').uncheck();
    await expect(warning(page)).toBeHidden();
    const radiuses = region(page, 'Umkreise');
    await radiuses.getByRole('button', { name: 'Umkreis hinzufügen' }).click();
    const radiusRow = radiuses.getByRole('listitem').nth(0);
    await textbox(radiusRow, 'PLZ').fill('80331');
    await spinbutton(radiusRow, 'Umkreis (km)').fill('50');

    // Active days: Saturday on until midnight (typed as 00:00), Monday from 09:15.
    const saturday = page.getByRole('group', { name: 'Samstag' });
    await expect(switchOf(saturday, 'Aktiv')).not.toBeChecked();
    await switchOf(saturday, 'Aktiv').check();
    await saturday.getByLabel('Ende').fill('00:00');
    const monday = page.getByRole('group', { name: 'Montag' });
    await monday.getByLabel('Beginn').fill('09:15');

    // Answer filters: one multi-select per funnel step, its options the step's answers.
    const { steps } = (await (await page.request.get('/public-api/funnel')).json()) as {
      steps: { key: string; title: string; answers: { text: string; freeText: boolean }[] }[];
    };
    const step = steps.find((candidate) => candidate.answers.some((answer) => !answer.freeText))!;
    const accepted = step.answers.find((answer) => !answer.freeText)!.text;
    const answerFilter = combobox(region(page, 'Antworten'), step.title);
    await answerFilter.click();
    await page.getByRole('option', { name: accepted, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(answerFilter).toContainText(accepted);

    // The overview's fields belong to the same form: one Aktualisieren saves both tabs.
    await page.getByRole('tab', { name: 'Übersicht' }).click();
    await textbox(page, 'Name').fill(`${name} GmbH`);
    await textbox(page, 'Ort').fill('Augsburg');
    await switchOf(page, 'Aktiv').uncheck();
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByText('Unternehmen gespeichert')).toBeVisible();
    await expect(page.locator('#react-admin-title')).toHaveText(`${name} GmbH`);
    await expect(warning(page)).toContainText('Das Unternehmen ist inaktiv.');

    // What the server stored: every part typed above (saturday until midnight is stored as 24:00).
    const token = await page.evaluate(() => localStorage.getItem('user-token'));
    const stored = await (await page.request.get(`/api/organisation/${organisationId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(stored).toMatchObject({
      name: `${name} GmbH`,
      city: 'Augsburg',
      active: false,
      type: 'pipedrive',
      leadSellCost: 45.5,
      leadEvaluationDay: 28,
      zapier: { uri: 'https://hooks.zapier.com/hooks/catch/1/e2e' },
      make: { uri: 'https://hook.eu1.make.com/e2e' },
      weClapp: { uri: 'https://kunde.weclapp.com/webapp/api/v1', keySet: true },
      pipedrive: { type: 'deal', pipeline: 7, stage: 72, leadLabel: LEAD_LABELS[0].id, tokenSet: true },
      conditions: {
        zipConditions: [{ zip: '803', email: 'muenchen@example.de, chef@example.de' }],
        radiuses: [{ zip: '80331', radius: 50 }],
        answers: { [step.key]: [accepted] },
      },
    });
    const day = (weekDay: string) => stored.conditions.activeDays.find((candidate: { weekDay: string }) => candidate.weekDay === weekDay);
    expect(day('saturday')).toMatchObject({ active: true, endTime: '24:00' });
    expect(day('monday')).toMatchObject({ startTime: '09:15' });

    // The form now holds the stored organisation: the token is write-only, the page only says that one is stored.
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    await expect(pipedriveBlock.getByText('Token gespeichert')).toBeVisible();
    await expect(page.getByLabel('API-Token')).toHaveValue('');
    await expect(textbox(page, 'Verkaufspreis pro Lead')).toHaveValue('45,50');
    await expect(saturday.getByLabel('Ende')).toHaveValue('00:00');

    // Deleted after the confirmation: only marked, so the list shows it among the deleted.
    await page.getByRole('tab', { name: 'Übersicht' }).click();
    await page.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unternehmen löschen?' });
    await expect(confirm).toContainText(`„${name} GmbH“ wird als gelöscht markiert`);
    await confirm.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page).toHaveURL(/\/organisations$/);

    // Defaults: active and inactive shown, deleted hidden (what each switch lets through: dataProvider.spec.ts).
    await expect(switchOf(page, 'Aktive anzeigen')).toBeChecked();
    await expect(switchOf(page, 'Inaktive anzeigen')).toBeChecked();
    await expect(switchOf(page, 'Gelöschte anzeigen')).not.toBeChecked();
    await switchOf(page, 'Gelöschte anzeigen').check();
    // Newest last with id ascending: sort by id descending to have this run's row on the first page.
    await page.getByRole('columnheader', { name: 'Id' }).getByRole('button').click();
    await page.getByRole('columnheader', { name: 'Id' }).getByRole('button').click();
    await expect(rowOf(page, `${name} GmbH`)).toContainText('Gelöscht');

    // The summary counts all organisations; the sidebar badge counts the active, not deleted ones.
    const summary = region(page, 'Unternehmen');
    await expect(summary.getByText('Gelöscht', { exact: true })).toBeVisible();
    const active = (await page.getByTestId('organisation-count-active').locator('dd').innerText()).trim();
    await expect(page.getByTestId('menu-organisations').locator('.MuiBadge-badge')).toHaveText(active);

    // A deleted organisation can be opened; its switch is disabled and it cannot be deleted again.
    await rowOf(page, `${name} GmbH`).click();
    await expect(page).toHaveURL(new RegExp(`/organisations/${organisationId}$`));
    await expect(switchOf(page, 'Aktiv')).toBeDisabled();
    await expect(page.getByText('Dieses Unternehmen ist gelöscht.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Löschen' })).toBeHidden();
  });
});
