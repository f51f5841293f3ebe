import { ORDER_LOOKUP_LIMIT } from '@app/orders';
import { startTestApp, TestApp } from '../support/test-app';

const order = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Petra',
  lastName: 'Müller-Lüdenscheidt',
  street: 'Am Sonnenhang 3',
  zip: '01067',
  city: 'Dresden',
  phone: '0351 1234567',
  mail: 'petra@example.de',
  status: 'Montage geplant',
  customerStatus: 'Material bestellt',
  progress: 60,
  installationPlaningDate: '2026-12-14',
  note: 'Gerüst steht ab 10.12.',
  contactFirstName: 'Jonas',
  contactLastName: 'Becker',
  contactPhone: '0351 7654321',
  contactMail: 'jonas.becker@solar-dach.example',
  ...overrides,
});

describe('Orders and the public order status', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let ipCounter = 0;
  const lookup = (query: Record<string, string>, ip = `10.30.0.${++ipCounter}`) =>
    t.http.get('/public-api/gvd/order').set('X-Forwarded-For', ip).query(query);

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
    await t.http.put('/api/orders/GVD-1001').set(auth).send(order()).expect(200);
  });
  afterAll(() => t.close());

  it('needs a login for the staff endpoints', async () => {
    await t.http.get('/api/orders').expect(401);
    await t.http.put('/api/orders/X').send(order()).expect(401);
    await t.http.post('/api/orders/import').set('Content-Type', 'text/csv').send('a').expect(401);
  });

  it('finds an order by number, postal code and last name (any case, outer spaces)', async () => {
    const response = await lookup({ orderNumber: 'GVD-1001', zip: '01067', lastName: '  müller-lüdenscheidt ' }).expect(200);
    expect(response.body).toEqual({
      orderNumber: 'GVD-1001',
      firstName: 'Petra',
      lastName: 'Müller-Lüdenscheidt',
      street: 'Am Sonnenhang 3',
      zip: '01067',
      city: 'Dresden',
      phone: '0351 1234567',
      mail: 'petra@example.de',
      status: 'Montage geplant',
      customerStatus: 'Material bestellt',
      progress: 60,
      installationPlaningDate: '2026-12-14',
      note: 'Gerüst steht ab 10.12.',
      contact: { firstName: 'Jonas', lastName: 'Becker', phone: '0351 7654321', mail: 'jonas.becker@solar-dach.example' },
    });
    await lookup({ orderNumber: 'GVD-1001', zip: '1067', lastName: 'Müller-Lüdenscheidt' }).expect(200);
  });

  it.each([
    ['order number', { orderNumber: 'GVD-1002', zip: '01067', lastName: 'Müller-Lüdenscheidt' }],
    ['postal code', { orderNumber: 'GVD-1001', zip: '01069', lastName: 'Müller-Lüdenscheidt' }],
    ['last name', { orderNumber: 'GVD-1001', zip: '01067', lastName: 'Müller' }],
  ])('gives the same 404 when only the %s is wrong', async (_, query) => {
    const response = await lookup(query).expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Kein Auftrag zu diesen Daten gefunden!', code: 'ORDER_NOT_FOUND' });
  });

  it('asks for all three parts', async () => {
    const response = await lookup({ orderNumber: 'GVD-1001', zip: '01067' }).expect(400);
    expect(response.body.error).toBe('Bitte Auftragsnummer, Nachname und Postleitzahl angeben.');
  });

  it('throttles lookups per IP address so order numbers cannot be tried out', async () => {
    const ip = '10.31.0.1';
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i++) {
      await lookup({ orderNumber: `GVD-${2000 + i}`, zip: '01067', lastName: 'Müller' }, ip).expect(404);
    }
    // Even the right data is refused now, from this address only.
    const refused = await lookup({ orderNumber: 'GVD-1001', zip: '01067', lastName: 'Müller-Lüdenscheidt' }, ip).expect(429);
    expect(refused.body.error).toBe('Zu viele Abfragen. Bitte in einigen Minuten erneut versuchen.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await lookup({ orderNumber: 'GVD-1001', zip: '01067', lastName: 'Müller-Lüdenscheidt' }, '10.31.0.2').expect(200);
  });

  it('upserts: the same number replaces the order', async () => {
    await t.http.put('/api/orders/GVD-1001').set(auth).send(order({ progress: 80, installationPlaningDate: '15.12.2026' })).expect(200);
    const response = await t.http.get('/api/orders/GVD-1001').set(auth).expect(200);
    expect(response.body).toMatchObject({ id: 'GVD-1001', orderNumber: 'GVD-1001', progress: 80, installationPlaningDate: '2026-12-15' });
    await t.http.get('/api/orders/GIBTESNICHT').set(auth).expect(404);
  });

  it.each([
    [{ progress: 101 }, { progress: 'Fortschritt muss eine ganze Zahl von 0 bis 100 sein' }],
    [{ zip: '123' }, { zip: 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)' }],
    [{ mail: 'petra@' }, { mail: 'Bitte eine gültige E-Mail-Adresse angeben' }],
    [{ installationPlaningDate: '31.02.2026' }, { installationPlaningDate: 'Montagetermin muss ein Datum sein (TT.MM.JJJJ oder JJJJ-MM-TT)' }],
    [{ lastName: '' }, { lastName: 'Bitte Nachnamen angeben' }],
    [{ firstName: null, lastName: null }, { firstName: 'Bitte Vornamen angeben', lastName: 'Bitte Nachnamen angeben' }],
    [{ firstName: undefined, lastName: undefined }, { firstName: 'Bitte Vornamen angeben', lastName: 'Bitte Nachnamen angeben' }],
  ])('refuses %j with the field named in German', async (change, fields) => {
    const response = await t.http.put('/api/orders/GVD-3000').set(auth).send(order(change)).expect(400);
    expect(response.body.fields).toEqual(fields);
    await t.http.get('/api/orders/GVD-3000').set(auth).expect(404);
  });

  it('keeps the names of an existing order when a change leaves them out, and refuses them null', async () => {
    await t.http.put('/api/orders/GVD-1002').set(auth).send(order({ lastName: 'Behalten' })).expect(200);
    const { firstName: _firstName, lastName: _lastName, ...withoutNames } = order({ progress: 45 });
    await t.http.put('/api/orders/GVD-1002').set(auth).send(withoutNames).expect(200);
    expect((await t.http.get('/api/orders/GVD-1002').set(auth).expect(200)).body).toMatchObject({ lastName: 'Behalten', progress: 45 });
    const refused = await t.http.put('/api/orders/GVD-1002').set(auth).send({ ...withoutNames, lastName: null }).expect(400);
    expect(refused.body.fields).toEqual({ lastName: 'Bitte Nachnamen angeben' });
    expect((await t.http.get('/api/orders/GVD-1002').set(auth).expect(200)).body.lastName).toBe('Behalten');
  });

  it('lists in ra-data-simple-rest conventions: search in filter.q, range, sort and the total in Content-Range', async () => {
    await t.http.put('/api/orders/GVD-1003').set(auth).send(order({ firstName: 'Karl', lastName: 'Weber', progress: 10 })).expect(200);
    await t.http.put('/api/orders/GVD-1004').set(auth).send(order({ firstName: 'Karla', lastName: 'Wagner', progress: 90 })).expect(200);
    const list = (query: Record<string, unknown>) =>
      t.http.get('/api/orders').set(auth).query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));

    const search = await list({ filter: { q: ' KARL ' } }).expect(200);
    expect(search.body.map((o: { id: string }) => o.id).sort()).toEqual(['GVD-1003', 'GVD-1004']);
    expect(search.headers['content-range']).toBe('orders 0-1/2');

    const all = await list({ sort: ['progress', 'ASC'] }).expect(200);
    const progresses = all.body.map((o: { progress: number }) => o.progress);
    expect(progresses).toEqual([...progresses].sort((a, b) => a - b));
    const total = all.body.length;
    expect(all.headers['content-range']).toBe(`orders 0-${total - 1}/${total}`);

    const secondPage = await list({ sort: ['progress', 'ASC'], range: [1, 2] }).expect(200);
    expect(secondPage.body).toEqual(all.body.slice(1, 3));
    expect(secondPage.headers['content-range']).toBe(`orders 1-2/${total}`);
    const beyond = await list({ range: [100, 124] }).expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe(`orders */${total}`);

    const byNumberDesc = await list({ sort: ['orderNumber', 'DESC'], filter: { q: 'karl' } }).expect(200);
    expect(byNumberDesc.body.map((o: { id: string }) => o.id)).toEqual(['GVD-1004', 'GVD-1003']);

    const many = await list({ filter: { id: ['GVD-1003', 'GVD-1004', 'GVD-9999'] } }).expect(200);
    expect(many.body.map((o: { id: string }) => o.id).sort()).toEqual(['GVD-1003', 'GVD-1004']);
    expect((await list({ filter: { id: [] } }).expect(200)).body).toEqual([]);

    // Without a query: the newest change first, one page.
    const plain = await t.http.get('/api/orders').set(auth).expect(200);
    expect(plain.body[0].id).toBe('GVD-1004');
  });

  it.each([
    [{ sort: '["password","ASC"]' }, 'Sortieren ist nur nach orderNumber, lastName, updatedAt, progress möglich'],
    [{ sort: '["progress","UP"]' }, 'Sortierrichtung muss ASC oder DESC sein'],
    [{ range: '[5,1]' }, 'range muss [erster, letzter] mit ganzen Zahlen ab 0 sein, z. B. [0,24]'],
    [{ range: '[0,999]' }, 'range umfasst höchstens 500 Zeilen'],
    [{ filter: '{"q":' }, 'filter ist kein gültiges JSON'],
    [{ filter: '{"status":"offen"}' }, 'Filtern ist nur nach q (Suchbegriff) und id (Auftragsnummern) möglich'],
    [{ filter: '{"id":"GVD-1001"}' }, 'id muss eine Liste von Auftragsnummern sein'],
    [{ filter: '{"q":42}' }, 'Suchbegriff muss ein Text sein'],
    [{ filter: JSON.stringify({ q: 'x'.repeat(101) }) }, 'Suchbegriff ist zu lang'],
  ])('refuses the list query %j with a German reason', async (query, error) => {
    const response = await t.http.get('/api/orders').set(auth).query(query).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error, code: 'invalid_list_query' });
  });

  it('imports a CSV file (semicolons, German dates) and updates existing orders', async () => {
    const csv = [
      'orderNumber;firstName;lastName;zip;city;progress;installationPlaningDate;status;contactFirstName',
      'GVD-5001;Eva;Lang;80331;München;20;05.01.2027;Angebot angenommen;Jonas',
      'GVD-1003;Karl;Weber;01067;Dresden;30;;Planung;Jonas',
    ].join('\r\n');
    const response = await t.http.post('/api/orders/import').set(auth).set('Content-Type', 'text/csv').send(csv).expect(200);
    expect(response.body).toEqual({ imported: 2, created: 1, updated: 1, keptErased: [] });
    const eva = await t.http.get('/api/orders/GVD-5001').set(auth).expect(200);
    expect(eva.body).toMatchObject({ lastName: 'Lang', installationPlaningDate: '2027-01-05', progress: 20, status: 'Angebot angenommen' });
    expect((await t.http.get('/api/orders/GVD-1003').set(auth).expect(200)).body.progress).toBe(30);
  });

  it('imports nothing when any row is invalid and reports every bad row', async () => {
    const csv = [
      'orderNumber,firstName,lastName,zip,progress',
      'GVD-6001,Ina,Roth,10115,50',
      'GVD-6002,Tom,,10115,50',
      'GVD-6003,Uwe,Kern,1O115,500',
      'GVD-6001,Ina,Roth,10115,50',
    ].join('\n');
    const response = await t.http.post('/api/orders/import').set(auth).set('Content-Type', 'text/csv').send(csv).expect(400);
    expect(response.body.error).toBe('Import abgebrochen: 3 Zeilen sind fehlerhaft. Es wurde nichts importiert.');
    expect(response.body.rows).toEqual([
      { row: 3, errors: { lastName: 'Bitte Nachnamen angeben' } },
      {
        row: 4,
        errors: {
          zip: 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)',
          progress: 'Fortschritt muss eine ganze Zahl von 0 bis 100 sein',
        },
      },
      { row: 5, errors: { orderNumber: 'Auftragsnummer kommt schon in Zeile 2 vor' } },
    ]);
    await t.http.get('/api/orders/GVD-6001').set(auth).expect(404);
  });

  it('reads a German Excel file (BOM, semicolons, a note over two lines) and counts rows as the spreadsheet shows them', async () => {
    const csv = '\uFEFForderNumber;firstName;lastName;zip;note\r\n\r\nGVD-7001;Lea;Horn;10115;"Bitte vorher anrufen;\r\nHund im Garten"\r\n;;;;\r\nGVD-7002;Max;;10115;\r\n';
    const rejected = await t.http.post('/api/orders/import').set(auth).set('Content-Type', 'text/csv').send(csv).expect(400);
    expect(rejected.body.rows).toEqual([{ row: 5, errors: { lastName: 'Bitte Nachnamen angeben' } }]);
    const fixed = csv.replace('GVD-7002;Max;;', 'GVD-7002;Max;Kurz;');
    expect((await t.http.post('/api/orders/import').set(auth).set('Content-Type', 'text/csv').send(fixed).expect(200)).body).toEqual({
      imported: 2,
      created: 2,
      updated: 0,
      keptErased: [],
    });
    expect((await t.http.get('/api/orders/GVD-7001').set(auth).expect(200)).body.note).toBe('Bitte vorher anrufen;\r\nHund im Garten');
  });

  it('refuses a file with a quote that is never closed instead of importing the rest as one note', async () => {
    const csv = 'orderNumber;firstName;lastName;zip;note\nGVD-7101;Lea;Horn;10115;"Notiz\nGVD-7102;Max;Kurz;10115;\n';
    const response = await t.http.post('/api/orders/import').set(auth).set('Content-Type', 'text/csv').send(csv).expect(400);
    expect(response.body.error).toBe('Die CSV-Datei ist fehlerhaft: ein Anführungszeichen in Zeile 2 wird nicht geschlossen. Es wurde nichts importiert.');
    await t.http.get('/api/orders/GVD-7101').set(auth).expect(404);
  });

  it('refuses a file with a wrong header', async () => {
    const response = await t.http.post('/api/orders/import').set(auth).set('Content-Type', 'text/csv').send('nummer;name\n1;2').expect(400);
    expect(response.body.error).toMatch(/^Kopfzeile ungültig \(fehlende Spalten: orderNumber, firstName, lastName, zip; unbekannte Spalten: nummer, name\)/);
  });
});
