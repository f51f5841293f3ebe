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

interface NewOrganisation {
  name: string;
  email?: string;
  type?: string;
  zip?: string;
}

/** Adds an organisation in the list's dialog; the app then opens it. Returns its id. */
async function createOrganisation(page: Page, organisation: NewOrganisation): Promise<string> {
  await page.goto('/organisations');
  await page.getByRole('button', { name: 'Unternehmen hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unternehmen hinzufügen' });
  await textbox(dialog, 'Name').fill(organisation.name);
  if (organisation.type) await choose(page, combobox(dialog, 'Typ'), organisation.type);
  await textbox(dialog, 'E-Mail').fill(organisation.email ?? `leads-${RUN.toLowerCase()}@example.de`);
  await textbox(dialog, 'Telefon').fill('089 1234567');
  await textbox(dialog, 'Straße').fill('Sonnenweg 1');
  await textbox(dialog, 'PLZ').fill(organisation.zip ?? '80331');
  await textbox(dialog, 'Ort').fill('München');
  await expect(combobox(dialog, 'Land')).toHaveText('Deutschland');
  await expect(switchOf(dialog, 'Aktiv')).toBeChecked();
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(page).toHaveURL(/\/organisations\/\d+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
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

  test('the add dialog refuses bad input in German and then opens the new organisation', async ({ page }) => {
    const name = `Sonnenstrom ${RUN}`;
    await page.goto('/overview');
    await page.goto('/organisations');
    await page.getByRole('button', { name: 'Unternehmen hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unternehmen hinzufügen' });
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
    await textbox(dialog, 'Straße').fill('Sonnenweg 1');
    await textbox(dialog, 'Ort').fill('München');
    await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(page).toHaveURL(/\/organisations\/\d+$/);

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

    await page.getByRole('tab', { name: 'Rechnungen' }).click();
    await expect(page.getByText('Noch keine Rechnungen')).toBeVisible();
    await page.getByRole('tab', { name: 'Mahnungen' }).click();
    await expect(page.getByText('Noch keine Mahnungen')).toBeVisible();

    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/organisations$/);
    await expect(rowOf(page, name)).toContainText('Aktiv');
  });

  test('the overview is updated with Aktualisieren and kept after a reload', async ({ page }) => {
    const name = `Dachprofi ${RUN}`;
    await page.goto('/overview');
    await createOrganisation(page, { name });
    await textbox(page, 'Name').fill(`${name} GmbH`);
    await textbox(page, 'Ort').fill('Augsburg');
    await switchOf(page, 'Aktiv').uncheck();
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(page.getByText('Unternehmen gespeichert')).toBeVisible();

    await page.reload();
    await expect(textbox(page, 'Name')).toHaveValue(`${name} GmbH`);
    await expect(textbox(page, 'Ort')).toHaveValue('Augsburg');
    await expect(switchOf(page, 'Aktiv')).not.toBeChecked();
    await expect(page.locator('#react-admin-title')).toHaveText(`${name} GmbH`);
    await expect(warning(page)).toContainText('Das Unternehmen ist inaktiv.');
    // A new buyer has sold nothing yet: its complaint rate says so instead of 0 %.
    await expect(page.getByTestId('complaint-rate')).toHaveText(
      'Akzeptierte Reklamationen je Verkauf: diesen Monat keine Verkäufe, in den drei Monaten davor keine Verkäufe',
    );
  });

  test('settings of every integration type, postal codes and active days are saved and kept', async ({ page }) => {
    // One save of the whole form per integration type (each audited now): about a minute on two busy cores.
    test.slow();
    await page.goto('/overview');
    await createOrganisation(page, { name: `Integrationen ${RUN}` });
    await page.getByRole('tab', { name: 'Einstellungen' }).click();

    // General, prices, evaluation and delivery.
    await expect(textbox(page, 'API-Key')).not.toBeEditable();
    await expect(textbox(page, 'API-Key')).not.toHaveValue('');
    await textbox(page, 'Telefon').fill('+49 89 7654321');
    await spinbutton(page, 'Prio').fill('20');
    await textbox(page, 'Verkaufspreis pro Lead').fill('45,5');
    await textbox(page, 'Einkaufspreis pro Lead').fill('20');
    await spinbutton(page, 'Reklamationsquote').fill('10');
    await spinbutton(page, 'Monatliches Lead-Limit').fill('100');
    await spinbutton(page, 'Monatliches Lead-Ziel').fill('40');
    await textbox(page, 'Leadauswertung E-Mail').fill('chef@example.de');
    const evaluationDay = spinbutton(page, 'Leadauswertung Tag');
    await evaluationDay.fill('35');
    await evaluationDay.blur();
    await expect(evaluationDay).toHaveValue('28');
    await textbox(page, 'Reklamations-E-Mail').fill('recla@example.de');
    await switchOf(page, 'Statistik senden').check();
    await switchOf(page, 'Reklamationslink senden').check();
    await spinbutton(page, 'Verzögerung (Minuten)').fill('15');
    await spinbutton(page, 'Max. Lead-Alter (Tage)').fill('3');
    await textbox(page, 'Kundennummer').fill('10042');
    await textbox(page, 'LexOffice-Id').fill('lex-abc');

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
    await choose(page, type, 'Leveto');
    await switchOf(page, 'Leveto aktiv').check();
    await textbox(page, 'Leveto-URL').fill('https://api.leveto.example/leads');
    await textbox(page, 'Benutzername').fill('sonnenstrom');
    await page.getByLabel('Passwort', { exact: true }).fill('lv-geheim');

    // Pipedrive: a typed token first shows the kind, then the fake's pipelines and stages.
    await choose(page, type, 'Pipedrive');
    const pipedriveBlock = region(page, 'Integration');
    await expect(pipedriveBlock.getByRole('radio', { name: 'Deal' })).toBeHidden();
    await page.getByLabel('API-Token').fill(PIPEDRIVE_TOKEN);
    await pipedriveBlock.getByRole('radio', { name: 'Deal' }).check();
    await choose(page, combobox(pipedriveBlock, 'Pipeline'), 'E2E Vertrieb');
    await choose(page, combobox(pipedriveBlock, 'Phase'), 'Angebot');

    // Postal codes: a zip/e-mail row, a zip/radius row, and an empty row that removes itself on blur.
    const zipList = region(page, 'PLZ-Liste');
    await zipList.getByRole('button', { name: 'PLZ hinzufügen' }).click();
    const firstRow = zipList.getByRole('listitem').nth(0);
    await textbox(firstRow, 'PLZ').fill('803');
    await textbox(firstRow, 'Empfänger').fill('muenchen@example.de, chef@example.de');
    await zipList.getByRole('button', { name: 'PLZ hinzufügen' }).click();
    await expect(zipList.getByRole('listitem')).toHaveCount(2);
    await textbox(zipList.getByRole('listitem').nth(1), 'PLZ').click();
    await zipList.getByRole('heading', { name: 'PLZ-Liste' }).click();
    await expect(zipList.getByRole('listitem')).toHaveCount(1);

    const radiuses = region(page, 'Umkreise');
    await radiuses.getByRole('button', { name: 'Umkreis hinzufügen' }).click();
    const radiusRow = radiuses.getByRole('listitem').nth(0);
    await textbox(radiusRow, 'PLZ').fill('80331');
    await spinbutton(radiusRow, 'Umkreis (km)').fill('50');
    await switchOf(page, 'PLZ-Liste und Umkreis').check();
    await textbox(page, 'Id der Google-Tabelle').fill('1AbCdEf');

    // Active days: Saturday on, Monday from 09:15.
    const saturday = page.getByRole('group', { name: 'Samstag' });
    await expect(switchOf(saturday, 'Aktiv')).not.toBeChecked();
    await switchOf(saturday, 'Aktiv').check();
    const monday = page.getByRole('group', { name: 'Montag' });
    await expect(monday.getByLabel('Beginn')).toHaveAttribute('placeholder', 'HH:MM');
    await monday.getByLabel('Beginn').fill('09:15');
    // Saturday until midnight: typed as 00:00.
    await saturday.getByLabel('Ende').fill('00:00');
    await expect(page.getByText('Ende 00:00 heißt: bis Mitternacht.')).toBeVisible();

    // Answer filters: one multi-select per funnel step, its options the step's answers.
    const { steps } = (await (await page.request.get('/public-api/funnel')).json()) as {
      steps: { title: string; answers: { text: string; freeText: boolean }[] }[];
    };
    const step = steps.find((candidate) => candidate.answers.some((answer) => !answer.freeText))!;
    const accepted = step.answers.find((answer) => !answer.freeText)!.text;
    const answerFilter = combobox(region(page, 'Antworten'), step.title);
    await answerFilter.click();
    await page.getByRole('option', { name: accepted, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(answerFilter).toContainText(accepted);

    // Lawyer and Creditreform.
    await switchOf(page, 'Anwalt aktiv').check();
    await textbox(page, 'Anwalt E-Mail').fill('kanzlei@example.de');
    await expect(spinbutton(page, 'Tage bis Anwalt')).toHaveAttribute('placeholder', '30');
    await spinbutton(page, 'Tage bis Anwalt').fill('0');
    await switchOf(page, 'Automatisch an Creditreform').check();
    await spinbutton(page, 'Tage bis Creditreform').fill('45');

    // Days below 1 are refused at the field.
    await page.getByRole('button', { name: 'Aktualisieren' }).first().click();
    await expect(page.getByText('Bitte eine ganze Zahl ab 1 angeben')).toBeVisible();
    await spinbutton(page, 'Tage bis Anwalt').fill('21');
    await page.getByRole('button', { name: 'Aktualisieren' }).first().click();
    await expect(page.getByText('Unternehmen gespeichert')).toBeVisible();
    // Stored as the end of the day, so the matching takes Saturday until midnight.
    const token = await page.evaluate(() => localStorage.getItem('user-token'));
    const organisationId = new URL(page.url()).pathname.split('/').pop();
    const stored = await (await page.request.get(`/api/organisation/${organisationId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(stored.conditions.activeDays.find((day: { weekDay: string }) => day.weekDay === 'saturday')?.endTime).toBe('24:00');

    await page.reload();
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    await expect(type).toHaveText('Pipedrive');
    await expect(textbox(page, 'Telefon')).toHaveValue('+49 89 7654321');
    await expect(spinbutton(page, 'Prio')).toHaveValue('20');
    await expect(textbox(page, 'Verkaufspreis pro Lead')).toHaveValue('45,50');
    await expect(textbox(page, 'Einkaufspreis pro Lead')).toHaveValue('20,00');
    await expect(spinbutton(page, 'Reklamationsquote')).toHaveValue('10');
    await expect(spinbutton(page, 'Monatliches Lead-Limit')).toHaveValue('100');
    await expect(spinbutton(page, 'Monatliches Lead-Ziel')).toHaveValue('40');
    await expect(textbox(page, 'Leadauswertung E-Mail')).toHaveValue('chef@example.de');
    await expect(spinbutton(page, 'Leadauswertung Tag')).toHaveValue('28');
    await expect(textbox(page, 'Reklamations-E-Mail')).toHaveValue('recla@example.de');
    await expect(switchOf(page, 'Statistik senden')).toBeChecked();
    await expect(switchOf(page, 'Rechnung senden')).not.toBeChecked();
    await expect(switchOf(page, 'Reklamationslink senden')).toBeChecked();
    await expect(spinbutton(page, 'Verzögerung (Minuten)')).toHaveValue('15');
    await expect(spinbutton(page, 'Max. Lead-Alter (Tage)')).toHaveValue('3');
    await expect(textbox(page, 'Kundennummer')).toHaveValue('10042');
    await expect(textbox(page, 'LexOffice-Id')).toHaveValue('lex-abc');

    // The token is write-only: the page only says that one is stored.
    await expect(pipedriveBlock.getByText('Token gespeichert')).toBeVisible();
    await expect(page.getByLabel('API-Token')).toHaveValue('');
    await expect(pipedriveBlock.getByRole('radio', { name: 'Deal' })).toBeChecked();
    await expect(combobox(pipedriveBlock, 'Pipeline')).toHaveText('E2E Vertrieb');
    await expect(combobox(pipedriveBlock, 'Phase')).toHaveText('Angebot');

    await choose(page, type, 'Zapier');
    await expect(textbox(page, 'Webhook-URL')).toHaveValue('https://hooks.zapier.com/hooks/catch/1/e2e');
    await choose(page, type, 'Make');
    await expect(textbox(page, 'Webhook-URL')).toHaveValue('https://hook.eu1.make.com/e2e');
    await choose(page, type, 'weClapp');
    await expect(textbox(page, 'weClapp-URL')).toHaveValue('https://kunde.weclapp.com/webapp/api/v1');
    await expect(page.getByLabel('weClapp API-Key')).toHaveValue('');
    await expect(region(page, 'Integration').getByText('Gespeichert. Zum Ändern neu eingeben.')).toBeVisible();
    await choose(page, type, 'Leveto');
    await expect(switchOf(page, 'Leveto aktiv')).toBeChecked();
    await expect(textbox(page, 'Leveto-URL')).toHaveValue('https://api.leveto.example/leads');
    await expect(textbox(page, 'Benutzername')).toHaveValue('sonnenstrom');
    await expect(region(page, 'Integration').getByText('Gespeichert. Zum Ändern neu eingeben.')).toBeVisible();

    await expect(zipList.getByRole('listitem')).toHaveCount(1);
    await expect(textbox(firstRow, 'PLZ')).toHaveValue('803');
    await expect(textbox(firstRow, 'Empfänger')).toHaveValue('muenchen@example.de, chef@example.de');
    await expect(textbox(radiusRow, 'PLZ')).toHaveValue('80331');
    await expect(spinbutton(radiusRow, 'Umkreis (km)')).toHaveValue('50');
    await expect(switchOf(page, 'PLZ-Liste und Umkreis')).toBeChecked();
    await expect(switchOf(page, 'PLZ der Tabelle freigeben')).toBeChecked();
    await expect(textbox(page, 'Id der Google-Tabelle')).toHaveValue('1AbCdEf');
    await expect(switchOf(saturday, 'Aktiv')).toBeChecked();
    await expect(saturday.getByLabel('Ende')).toHaveValue('00:00');
    await expect(monday.getByLabel('Beginn')).toHaveValue('09:15');
    await expect(monday.getByLabel('Ende')).toHaveValue('18:00');
    await expect(answerFilter).toContainText(accepted);
    await expect(switchOf(page, 'Anwalt aktiv')).toBeChecked();
    await expect(textbox(page, 'Anwalt E-Mail')).toHaveValue('kanzlei@example.de');
    await expect(spinbutton(page, 'Tage bis Anwalt')).toHaveValue('21');
    await expect(switchOf(page, 'Automatisch an Creditreform')).toBeChecked();
    await expect(spinbutton(page, 'Tage bis Creditreform')).toHaveValue('45');
  });

  test('Pipedrive: a wrong token shows the German reason; Lead offers the lead labels', async ({ page }) => {
    await page.goto('/overview');
    await createOrganisation(page, { name: `Pipedrive ${RUN}`, type: 'Pipedrive' });
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    const block = region(page, 'Integration');

    await page.getByLabel('API-Token').fill('falsches-token');
    await block.getByRole('radio', { name: 'Deal' }).check();
    await expect(block.getByRole('alert')).toContainText('Pipedrive lehnt das Token ab');

    await page.getByLabel('API-Token').fill(PIPEDRIVE_TOKEN);
    await choose(page, combobox(block, 'Pipeline'), 'E2E Service');
    await expect(block.getByRole('alert')).toBeHidden();
    await block.getByRole('radio', { name: 'Lead' }).check();
    await choose(page, combobox(block, 'Lead-Label'), 'Heiß');
    await page.getByRole('button', { name: 'Aktualisieren' }).first().click();
    await expect(page.getByText('Unternehmen gespeichert')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    await expect(block.getByRole('radio', { name: 'Lead' })).toBeChecked();
    await expect(combobox(block, 'Lead-Label')).toHaveText('Heiß');
  });

  test('the warning shows while no postal code is set and goes once one is added', async ({ page }) => {
    await page.goto('/overview');
    await createOrganisation(page, { name: `Ohne PLZ ${RUN}` });
    await expect(warning(page)).toContainText('Keine PLZ-Abdeckung: Es ist keine Postleitzahl eingetragen.');

    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    const zipList = region(page, 'PLZ-Liste');
    await zipList.getByRole('button', { name: 'PLZ hinzufügen' }).click();
    await textbox(zipList.getByRole('listitem').nth(0), 'PLZ').fill('10115');
    await expect(warning(page)).toBeHidden();

    // With the radius switch on only radius entries count, and there are none.
    await switchOf(page, 'Umkreis verwenden').check();
    await expect(warning(page)).toContainText('Bei aktivem Umkreis zählen nur Umkreis-Einträge');
    await switchOf(page, 'Umkreis verwenden').uncheck();
    await expect(warning(page)).toBeHidden();

    await page.getByRole('button', { name: 'Aktualisieren' }).first().click();
    await expect(page.getByText('Unternehmen gespeichert')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Übersicht' })).toBeVisible();
    await expect(warning(page)).toBeHidden();
  });

  test('the list filters by status, sorts, and shows a deleted organisation as Gelöscht', async ({ page }) => {
    const zeta = `Zeta ${RUN}`;
    const alpha = `Alpha ${RUN}`;
    await page.goto('/overview');
    await createOrganisation(page, { name: zeta });
    await createOrganisation(page, { name: alpha });

    // Delete Alpha (it is open now), after the confirmation.
    await page.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unternehmen löschen?' });
    await expect(confirm).toContainText(`„${alpha}“ wird als gelöscht markiert`);
    await confirm.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page).toHaveURL(/\/organisations$/);

    // Defaults: active and inactive shown, deleted hidden; sorted by id ascending.
    await expect(switchOf(page, 'Aktive anzeigen')).toBeChecked();
    await expect(switchOf(page, 'Inaktive anzeigen')).toBeChecked();
    await expect(switchOf(page, 'Gelöschte anzeigen')).not.toBeChecked();
    // Newest last with id ascending: sort by id descending to have this run's rows on the first page.
    await page.getByRole('columnheader', { name: 'Id' }).getByRole('button').click();
    await page.getByRole('columnheader', { name: 'Id' }).getByRole('button').click();
    await expect(rowOf(page, zeta)).toBeVisible();
    await expect(rowOf(page, alpha)).toBeHidden();

    await switchOf(page, 'Gelöschte anzeigen').check();
    await expect(rowOf(page, alpha)).toContainText('Gelöscht');
    await switchOf(page, 'Aktive anzeigen').uncheck();
    await switchOf(page, 'Inaktive anzeigen').uncheck();
    await expect(rowOf(page, zeta)).toBeHidden();
    await expect(rowOf(page, alpha)).toBeVisible();
    await switchOf(page, 'Aktive anzeigen').check();

    // Sorting by name: Alpha before Zeta ascending, after it descending.
    const names = async () =>
      (await page.getByRole('row').allInnerTexts()).filter((text) => text.includes(RUN) && /(Alpha|Zeta) /.test(text));
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect.poll(async () => (await names())[0]).toContain(alpha);
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect.poll(async () => (await names())[0]).toContain(zeta);

    // The summary counts all organisations; the sidebar badge counts the active, not deleted ones.
    const summary = region(page, 'Unternehmen');
    await expect(summary.getByText('Gelöscht', { exact: true })).toBeVisible();
    const active = (await page.getByTestId('organisation-count-active').locator('dd').innerText()).trim();
    await expect(page.getByTestId('menu-organisations').locator('.MuiBadge-badge')).toHaveText(active);

    // A deleted organisation can be opened; its switch is disabled and it cannot be deleted again.
    await rowOf(page, alpha).click();
    await expect(page).toHaveURL(/\/organisations\/\d+$/);
    await expect(switchOf(page, 'Aktiv')).toBeDisabled();
    await expect(page.getByText('Dieses Unternehmen ist gelöscht.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Löschen' })).toBeHidden();
  });
});
