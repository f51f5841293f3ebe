import { Workbook } from 'exceljs';
import { insertLead, insertLeadsource, insertOrganisation, insertSale } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';

type Item = { id: number; contact: { lastName: string; zip: string }; recipients: string[]; sellingStatistics: { organisation: { name: string }; reclamation: boolean }[] };

/** GET /api/leads: the spec's filters ('false' = none), server paging and sorting in ra-data-simple-rest's conventions. */
describe('Lead lists: GET /api/leads', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const ids: Record<string, number> = {};

  const list = async (query: Record<string, string> = {}) => {
    const filters = { startTime: 'false', endTime: 'false', leadsource: 'false', zipfilter: 'false', soldto: 'false', firstname: 'false', lastname: 'false', qualified: 'false', pidfilter: 'false' };
    const response = await t.http.get('/api/leads').query({ ...filters, ...query }).set(auth).expect(200);
    return { items: response.body as Item[], range: response.headers['content-range'] };
  };
  const names = (items: Item[]) => items.map((item) => item.contact.lastName);

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
    const supplier = await insertLeadsource(t, { slug: 'partner-sued', name: 'Partner Süd' });
    const buyer = await insertOrganisation(t, { name: 'Sonnenkraft' });
    const other = await insertOrganisation(t, { name: 'Dachwerk' });
    ids.buyer = buyer.id;
    const lead = async (lastName: string, created: string, extra: Record<string, unknown> = {}) => {
      ids[lastName] = (await insertLead(t, { lastName, createdAt: new Date(created), ...extra })).id;
    };
    await lead('Schmidt', '2026-04-01T00:30:00+02:00', { zip: '80331', qualified: true, pipedriveId: '4711' });
    await lead('Schneider', '2026-04-02T10:00:00+02:00', { zip: '81245', firstName: 'Bernd', leadsourceId: supplier.id });
    await lead('Schmitz', '2026-04-03T10:00:00+02:00', { zip: '10115', qualified: true });
    await lead('Müller', '2026-03-31T23:59:00+02:00', { zip: '99999' });
    await lead('Proz%ent', '2026-04-04T10:00:00+02:00', { zip: '80000' });
    await insertSale(t, { leadId: ids.Schmidt, organisationId: buyer.id, reclaimed: true });
    await insertSale(t, { leadId: ids.Schmidt, organisationId: other.id });
    await insertSale(t, { leadId: ids.Schmitz, organisationId: other.id });
  });
  afterAll(() => t.close());

  it('answers the plain array, newest first, with the total in Content-Range', async () => {
    const { items, range } = await list();
    expect(names(items)).toEqual(['Proz%ent', 'Schmitz', 'Schneider', 'Schmidt', 'Müller']);
    expect(range).toBe('leads 0-4/5');
    const schmidt = items.find((item) => item.id === ids.Schmidt)!;
    expect(schmidt).toMatchObject({ lId: ids.Schmidt, qualified: true, recla: false, reclamation: null, leadsource: 'Website', pipedriveId: '4711' });
    expect(schmidt.recipients).toEqual(['Sonnenkraft', 'Dachwerk']);
    expect(schmidt.sellingStatistics.map((sale) => [sale.organisation.name, sale.reclamation])).toEqual([
      ['Sonnenkraft', true],
      ['Dachwerk', false],
    ]);
  });

  it('pages and sorts on the server', async () => {
    const second = await list({ range: '[2,3]', sort: '["lastName","ASC"]' });
    expect(names(second.items)).toEqual(['Schmidt', 'Schmitz']);
    expect(second.range).toBe('leads 2-3/5');
    expect(names((await list({ sort: '["zip","ASC"]' })).items)).toEqual(['Schmitz', 'Proz%ent', 'Schmidt', 'Schneider', 'Müller']);
  });

  it('filters each way the spec names, alone and combined', async () => {
    expect(names((await list({ startTime: '2026-04-01', endTime: '2026-04-02' })).items)).toEqual(['Schneider', 'Schmidt']);
    expect(names((await list({ leadsource: 'partner-sued' })).items)).toEqual(['Schneider']);
    expect(names((await list({ zipfilter: '8' })).items)).toEqual(['Proz%ent', 'Schneider', 'Schmidt']);
    expect(names((await list({ zipfilter: '80' })).items)).toEqual(['Proz%ent', 'Schmidt']);
    expect(names((await list({ zipfilter: '99' })).items)).toEqual(['Müller']);
    expect(names((await list({ soldto: String(ids.buyer) })).items)).toEqual(['Schmidt']);
    expect(names((await list({ lastname: 'schm' })).items)).toEqual(['Schmitz', 'Schmidt']);
    expect(names((await list({ lastname: 'proz%' })).items)).toEqual(['Proz%ent']);
    expect(names((await list({ lastname: '%' })).items)).toEqual([]);
    expect(names((await list({ firstname: 'bern' })).items)).toEqual(['Schneider']);
    expect(names((await list({ qualified: 'true' })).items)).toEqual(['Schmitz', 'Schmidt']);
    expect(names((await list({ pidfilter: '4711' })).items)).toEqual(['Schmidt']);
    expect(names((await list({ qualified: 'true', lastname: 'schm', zipfilter: '8', startTime: '2026-04-01' })).items)).toEqual(['Schmidt']);
  });

  it('refuses wrong filters and paging with a German reason, and strangers with 401', async () => {
    const wrong = async (query: Record<string, string>, message: string) =>
      expect((await t.http.get('/api/leads').query(query).set(auth).expect(400)).body.error).toBe(message);
    await wrong({ zipfilter: '8a' }, 'zipfilter muss der Anfang einer Postleitzahl sein (1 bis 5 Ziffern)');
    await wrong({ qualified: 'ja' }, "qualified muss 'true' oder 'false' sein");
    await wrong({ soldto: '99999999999' }, 'soldto muss eine gültige Nummer sein');
    await wrong({ range: '[0,5000]' }, 'range umfasst höchstens 500 Zeilen');
    await wrong({ sort: '["email","ASC"]' }, 'Sortieren ist nur nach id, created, realCreated, qualifiedAt, firstName, lastName, zip möglich');
    await t.http.get('/api/leads').query({ leadsource: 'unbekannt' }).set(auth).expect(404);
    await t.http.get('/api/leads').expect(401);
  });

  it('exports the filtered leads as LeadExport.xlsx: one row per sale, a lead no one bought on its own row', async () => {
    const response = await t.http
      .get('/api/leads/export')
      .query({ startTime: '2026-04-01', endTime: '2026-04-03', zipfilter: 'false' })
      .set(auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="LeadExport.xlsx"');
    const workbook = new Workbook();
    await workbook.xlsx.load(response.body);
    const sheet = workbook.getWorksheet('Leads')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Datum', 'Reklamiert', 'Firmenname', 'Lead Id', 'Vorname', 'Nachname', 'Email', 'Telefon', 'Straße', 'PLZ', 'Stadt', 'Stromverbrauch', 'Hausart',
      'Dachart', 'Dachmaterial', 'Dachfläche', 'Finanzierung', 'Stromspeicher', 'Zeitraum', 'Zusatzinformationen', 'Leadsource', 'Erstellt', 'Empfänger',
    ]);
    // Schmitz (1 sale), Schneider (none), Schmidt (2 sales): newest lead first.
    expect(sheet.rowCount).toBe(5);
    expect(values(2).slice(2, 6)).toEqual(['Dachwerk', ids.Schmitz, 'Anna', 'Schmitz']);
    expect(values(3).slice(1, 6)).toEqual(['Nein', undefined, ids.Schneider, 'Bernd', 'Schneider']);
    const schmidt = values(4);
    expect(schmidt[1]).toBe('Ja');
    expect(schmidt[2]).toBe('Sonnenkraft');
    expect(schmidt[22]).toBe('Sonnenkraft, Dachwerk');
    // Created 00:30 on 1 April in Germany: the sheet shows 1 April, as a real date with the German format.
    const created = sheet.getRow(4).getCell(22);
    expect(created.value).toEqual(new Date(Date.UTC(2026, 3, 1, 0, 30)));
    expect(created.numFmt).toBe('dd.mm.yyyy');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('answers a wrong export filter with 400 before sending a file', async () => {
    expect((await t.http.get('/api/leads/export').query({ zipfilter: 'x' }).set(auth).expect(400)).body.error).toContain('zipfilter');
  });

  it('finds a person by phone (as typed) or e-mail (any case) and names the lead a duplicate repeats', async () => {
    // Added last, in 2025, so the lists and the export above stay as they are.
    const first = await insertLead(t, { lastName: 'Dopplung', phone: '+491711234567', email: 'eva.dopplung@example.de', createdAt: new Date('2025-05-01T10:00:00+02:00') });
    const again = await insertLead(t, {
      lastName: 'Dopplung',
      phone: '+491711234567',
      email: 'eva.dopplung@example.de',
      duplicateOfId: first.id,
      createdAt: new Date('2025-05-03T10:00:00+02:00'),
    });
    const byPhone = await list({ phone: '0171 123 45-67' });
    expect(byPhone.items.map((item) => item.id)).toEqual([again.id, first.id]);
    expect(byPhone.range).toBe('leads 0-1/2');
    expect((byPhone.items as unknown as { duplicateOfId: number | null }[]).map((item) => item.duplicateOfId)).toEqual([first.id, null]);
    expect((await list({ phone: '+49 171 1234567' })).items).toHaveLength(2);
    expect((await list({ email: ' Eva.Dopplung@Example.DE ' })).items.map((item) => item.id)).toEqual([again.id, first.id]);
    expect((await list({ email: 'eva@example.de' })).items).toEqual([]);
    expect((await list({ phone: '0171 1234567', email: 'eva.dopplung@example.de', startTime: '2025-05-02' })).items.map((item) => item.id)).toEqual([again.id]);
    expect((await list({ phone: 'false', email: 'false' })).range).toBe('leads 0-6/7');
    const refused = await t.http.get('/api/leads').query({ phone: '12ab' }).set(auth).expect(400);
    expect(refused.body.error).toBe('phone muss eine Telefonnummer sein (mindestens 6 Ziffern, z. B. 0171 1234567)');
  });
});
