import { JobName, OutboxMessage } from '@app/infrastructure';
// The hourly refresh is internal to the organisations lib; the test drives it directly.
// eslint-disable-next-line no-restricted-imports
import { SheetZipsProcessor } from '../../libs/organisations/src/sheet-zips/sheet-zips.processor';
import { GoogleZipSheet } from '@app/contract';
import { buyerConditions, createBuyer, submitFunnelLead } from '../factories';
import { FakeGoogleSheets, gvizCsv, startFakeGoogleSheets } from '../support/fake-google-sheets';
import { startTestApp, TestApp } from '../support/test-app';
const HOUR = 3600_000;

interface SheetSync {
  zips: number;
  syncedAt: string | null;
  error: string | null;
}

describe('Google-sheet postal codes (conditions.config.googleZipSheet)', () => {
  let google: FakeGoogleSheets;
  let t: TestApp;
  let auth: { Authorization: string };
  let db: TestApp['db'];

  const sheet = (sheetId: string, overrides: Partial<GoogleZipSheet> = {}): GoogleZipSheet => ({ sheetId, pageName: 'Gebiete', tableName: 'PLZ', whiteList: true, ...overrides });
  const conditions = (googleZipSheet: GoogleZipSheet, zipConditions: { zip: string; email: string }[] = []) =>
    buyerConditions({ zipConditions, config: { ...buyerConditions().config, googleZipSheet } });
  const buyer = async (name: string, body: { conditions: ReturnType<typeof conditions> }) => (await createBuyer(t, { name, ...body })).id;
  const sheetSync = async (id: number): Promise<SheetSync | null> => (await t.http.get(`/api/organisation/${id}`).set(auth).expect(200)).body.sheetSync;
  const syncMessages = (organisationId: number) =>
    db.getRepository(OutboxMessage).createQueryBuilder('m').where('m.topic = :topic', { topic: JobName.SyncSheetZips }).andWhere(`m.payload->>'organisationId' = :id`, { id: String(organisationId) }).getMany();
  const newLead = async (zip: string) => (await submitFunnelLead(t, { zip })).id;
  /** Lead Matchen with ?all=true: buyer name → 'passt' or the reason it does not fit. */
  const matching = async (zip: string): Promise<Record<string, string>> => {
    const { body } = await t.http.get(`/api/organisation/match/${await newLead(zip)}?all=true`).set(auth).expect(200);
    return Object.fromEntries(body.map((row: { name: string; eligible: boolean; reason?: string }) => [row.name, row.eligible ? 'passt' : row.reason]));
  };
  const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    const started = Date.now();
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() - started > 10_000) throw new Error(`Zeitüberschreitung, zuletzt: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    google = await startFakeGoogleSheets();
    t = await startTestApp({ GOOGLE_SHEETS_URL: google.url, OUTBOUND_ALLOW_HOSTS: new URL(google.url).host });
    auth = await t.staffAuth();
    db = t.db;
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('needs a login to sync', async () => {
    await t.http.post('/api/organisation/1/sheet-sync').expect(401);
  });

  it('syncs a white list through the outbox when the sheet is saved, and a listed postal code then matches a buyer without other coverage', async () => {
    google.setSheet('weiss', { Start: gvizCsv([['Willkommen']]), Gebiete: gvizCsv([['Ort', 'PLZ'], ['Dresden', 1067], ['Leipzig', '04109'], ['Leipzig', '4109']]) });
    const id = await buyer('Tabellenkunde', { conditions: conditions(sheet('weiss')) });

    const status = await waitFor(() => sheetSync(id), (value) => value?.zips === 2);
    expect(status).toEqual({ zips: 2, syncedAt: expect.any(String), error: null });
    expect(google.requests.filter((request) => request.path === '/spreadsheets/d/weiss/gviz/tq').map((request) => request.query)).toEqual([{ tqx: 'out:csv', sheet: 'Gebiete' }]);
    expect((await syncMessages(id)).map((message) => message.status)).toEqual(['done']);

    expect((await matching('01067')).Tabellenkunde).toBe('passt');
    expect((await matching('04109')).Tabellenkunde).toBe('passt');
    expect((await matching('80331')).Tabellenkunde).toBe('Postleitzahl liegt nicht im Gebiet: 80331');

    // Saving other settings (or the same sheet again) reads nothing anew.
    await t.http.put(`/api/organisation/${id}`).set(auth).send({ prio: 5, conditions: conditions(sheet('weiss')) }).expect(200);
    expect(await syncMessages(id)).toHaveLength(1);
  });

  it('syncs a sheet given when the organisation is created', async () => {
    google.setSheet('neu', { Gebiete: gvizCsv([['PLZ'], [20095]]) });
    const { body } = await t.http.post('/api/organisation').set(auth).send({ name: 'Gleich mit Tabelle', email: 'neu@kaeufer.example', conditions: conditions(sheet('neu')) }).expect(201);
    await waitFor(() => sheetSync(body.id), (value) => value?.zips === 1);
    expect(await syncMessages(body.id)).toHaveLength(1);
  });

  it('excludes the postal codes of a black list from the buyer’s other coverage', async () => {
    google.setSheet('schwarz', { Gebiete: gvizCsv([['PLZ'], [80331]]) });
    const id = await buyer('Sperrliste', { conditions: conditions(sheet('schwarz', { whiteList: false }), [{ zip: '80', email: '' }]) });
    await waitFor(() => sheetSync(id), (value) => value?.zips === 1);

    expect((await matching('80331')).Sperrliste).toBe('Postleitzahl ist in der Google-Tabelle ausgeschlossen');
    expect((await matching('80333')).Sperrliste).toBe('passt');

    // White or black decides how the codes count, not which ones the sheet holds: no new read needed.
    await t.http.put(`/api/organisation/${id}`).set(auth).send({ conditions: conditions(sheet('schwarz', { whiteList: true }), [{ zip: '80', email: '' }]) }).expect(200);
    expect(await syncMessages(id)).toHaveLength(1);
    expect((await matching('80331')).Sperrliste).toBe('passt');
  });

  it('keeps the last good list when Google fails, and shows the reason', async () => {
    google.setSheet('wackelig', { Gebiete: gvizCsv([['PLZ'], ['01069'], ['01097']]) });
    const id = await buyer('Wackelkunde', { conditions: conditions(sheet('wackelig')) });
    const good = await waitFor(() => sheetSync(id), (value) => value?.zips === 2);

    google.setSheet('wackelig', { Gebiete: gvizCsv([['PLZ'], ['01069']]) }, { shared: false });
    const notShared = await t.http.post(`/api/organisation/${id}/sheet-sync`).set(auth).expect(502);
    expect(notShared.body.error).toMatch(/^Die Google-Tabelle ist nicht öffentlich freigegeben/);
    expect(await sheetSync(id)).toEqual({ zips: 2, syncedAt: good?.syncedAt, error: notShared.body.error });
    expect((await matching('01097')).Wackelkunde).toBe('passt');

    google.removeSheet('wackelig');
    const gone = await t.http.post(`/api/organisation/${id}/sheet-sync`).set(auth).expect(502);
    expect(gone.body.error).toMatch(/^Google-Tabelle nicht gefunden oder nicht freigegeben \(HTTP 404\)/);
    expect(await sheetSync(id)).toMatchObject({ zips: 2, syncedAt: good?.syncedAt, error: gone.body.error });

    google.setSheet('wackelig', { Gebiete: gvizCsv([['PLZ'], ['01069']]) });
    const fixed = await t.http.post(`/api/organisation/${id}/sheet-sync`).set(auth).expect(200);
    expect(fixed.body).toEqual({ zips: 1, syncedAt: expect.any(String), error: null });
    expect(await sheetSync(id)).toEqual(fixed.body);
    expect((await matching('01097')).Wackelkunde).toBe('Postleitzahl liegt nicht im Gebiet: 01097');
  });

  it('does not use a list read for other sheet settings, and reports a missing column', async () => {
    google.setSheet('spalten', { Gebiete: gvizCsv([['PLZ', 'Ort'], ['99084', 'Erfurt']]) });
    const id = await buyer('Spaltenkunde', { conditions: conditions(sheet('spalten')) });
    await waitFor(() => sheetSync(id), (value) => value?.zips === 1);
    expect((await matching('99084')).Spaltenkunde).toBe('passt');

    await t.http.put(`/api/organisation/${id}`).set(auth).send({ conditions: conditions(sheet('spalten', { tableName: 'Postleitzahl' })) }).expect(200);
    const failed = await waitFor(() => sheetSync(id), (value) => value?.error !== null);
    expect(failed).toEqual({ zips: 0, syncedAt: null, error: 'Spalte „Postleitzahl“ nicht gefunden. Vorhandene Spalten: „PLZ“, „Ort“.' });
    // A missing column is not fixed by retrying: the queued sync ends as failed at once.
    expect((await syncMessages(id)).map((message) => message.status).sort()).toEqual(['done', 'failed']);
    expect((await matching('99084')).Spaltenkunde).toBe('Keine PLZ-Abdeckung eingerichtet');
  });

  it('answers 400 when no sheet is configured, and shows no sheet status then', async () => {
    const id = await buyer('Ohne Tabelle', { conditions: conditions(sheet('')) });
    const response = await t.http.post(`/api/organisation/${id}/sheet-sync`).set(auth).expect(400);
    expect(response.body.error).toBe('Für dieses Unternehmen ist keine Google-Tabelle eingetragen (Google-Sheet-Id fehlt).');
    expect(await sheetSync(id)).toBeNull();
    await t.http.post('/api/organisation/999999/sheet-sync').set(auth).expect(404);
  });

  it('refuses a sheet id that is neither an id nor a sheet address, naming the field; takes a pasted address', async () => {
    const { body: created } = await t.http.post('/api/organisation').set(auth).send({ name: 'Tippfehler', email: 'tippfehler@kaeufer.example' }).expect(201);
    const refused = await t.http.put(`/api/organisation/${created.id}`).set(auth).send({ conditions: conditions(sheet('meine tabelle?')) }).expect(400);
    expect(refused.body.fields).toEqual({
      'conditions.config.googleZipSheet.sheetId':
        'Google-Sheet-Id ist ungültig: erwartet wird die Id aus der Adresse der Tabelle (…/spreadsheets/d/<Id>/edit) oder die Adresse selbst',
    });
    expect((await t.http.get(`/api/organisation/${created.id}`).set(auth).expect(200)).body.conditions.config.googleZipSheet.sheetId).toBe('');
    await t.http
      .put(`/api/organisation/${created.id}`)
      .set(auth)
      .send({ conditions: conditions(sheet('https://docs.google.com/spreadsheets/d/1AbC-d_9/edit#gid=0')) })
      .expect(200);
    // The sync queued by that save reads the sheet by its id (unknown to Google here); waiting for it keeps
    // the hourly refresh below from finding this organisation still unchecked.
    const synced = await waitFor(() => sheetSync(created.id), (value) => value?.error != null);
    expect(synced?.error).toMatch(/^Google-Tabelle nicht gefunden oder nicht freigegeben \(HTTP 404\)/);
    expect(google.requests.some((request) => request.path === '/spreadsheets/d/1AbC-d_9/gviz/tq')).toBe(true);
  });

  it('counts the postal codes of the sheets in Lead Analyse', async () => {
    const { body } = await t.http.post('/api/organisations/zipconditions').set(auth).send({ orgas: [] }).expect(200);
    const rows = Object.fromEntries(body.map((row: { zip: string; buyers: number }) => [row.zip, row.buyers]));
    // Tabellenkunde's white list: 01067 and 04109 are covered by it alone.
    expect(rows['01067']).toBe(1);
    expect(rows['04109']).toBe(1);
    const { body: without } = await t.http.post('/api/organisations/zipconditions').set(auth).send({ orgas: [await idOf('Tabellenkunde')] }).expect(200);
    expect(without.find((row: { zip: string }) => row.zip === '01067')).toEqual({ zip: '01067', buyers: 0, orgas: 0 });
  });

  it('refreshes every sheet hourly in the job process, skipping deleted organisations', async () => {
    const id = await idOf('Tabellenkunde');
    google.setSheet('weiss', { Gebiete: gvizCsv([['PLZ'], [1067], [4109], [6108]]) });
    const processor = t.app.get(SheetZipsProcessor);

    // Nothing is due within the hour.
    await expect(processor.refreshDue()).resolves.toBe(0);

    await t.http.delete(`/api/organisations/${await idOf('Gleich mit Tabelle')}`).set(auth).expect(200);
    expect((await matching('06108')).Tabellenkunde).toBe('Postleitzahl liegt nicht im Gebiet: 06108');
    const before = google.requests.length;
    const read = await processor.refreshDue(new Date(Date.now() + 2 * HOUR));
    const readSheets = google.requests.slice(before).map((request) => request.path.split('/')[3]);
    expect(read).toBe(readSheets.length);
    expect(readSheets).toEqual(expect.arrayContaining(['weiss', 'schwarz', 'wackelig', 'spalten']));
    expect(readSheets).not.toContain('neu');
    expect((await sheetSync(id))?.zips).toBe(3);
    expect((await matching('06108')).Tabellenkunde).toBe('passt');
  });

  const idOf = async (name: string): Promise<number> => {
    const { body } = await t.http.get('/api/organisations').set(auth).expect(200);
    return body.find((row: { name: string }) => row.name === name).id;
  };
});
