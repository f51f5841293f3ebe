import { startTestApp, TestApp } from '../support/test-app';

const EMPTY = { imprint: {}, terms: {}, privacy: {}, partner: {} };

describe('Legal pages: GET/PUT /api/settings/legal, GET /public-api/legal', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
  });
  afterAll(() => t.close());

  it('needs a login to read or change, starts empty, and the public pages are a German 404 until set', async () => {
    await t.http.get('/api/settings/legal').expect(401);
    await t.http.put('/api/settings/legal').send(EMPTY).expect(401);
    await t.http.get('/api/settings/legal').set(auth).expect(200, EMPTY);
    await t.http.get('/public-api/legal').expect(200, {
      impressum: { text: false },
      agb: { text: false },
      datenschutz: { text: false },
      'partner-werden': { text: false },
    });
    const empty = await t.http.get('/public-api/legal/impressum').expect(404);
    expect(empty.body.error).toBe('Für „Impressum“ ist noch kein Text hinterlegt.');
    const unknown = await t.http.get('/public-api/legal/kontakt').expect(404);
    expect(unknown.body.error).toBe('Die Seite „kontakt“ gibt es nicht.');
  });

  it('saves a text or an external address per page; the public side shows the text, or says where the page lives', async () => {
    const body = {
      imprint: { text: '# Impressum\n\nMuster Solar GmbH\nHauptstr. 1\n80331 München\n\n' },
      terms: { url: 'https://example.de/agb' },
      privacy: { text: '   ', url: '' },
      partner: { text: 'Werden Sie Partner.', url: 'https://partner.example.de' },
    };
    const saved = await t.http.put('/api/settings/legal').set(auth).send(body).expect(200);
    // Blank fields count as not set; trailing blank lines go.
    expect(saved.body).toEqual({
      imprint: { text: '# Impressum\n\nMuster Solar GmbH\nHauptstr. 1\n80331 München' },
      terms: { url: 'https://example.de/agb' },
      privacy: {},
      partner: { text: 'Werden Sie Partner.', url: 'https://partner.example.de' },
    });
    await t.http.get('/api/settings/legal').set(auth).expect(200, saved.body);

    await t.http.get('/public-api/legal').expect(200, {
      impressum: { text: true },
      agb: { text: false, url: 'https://example.de/agb' },
      datenschutz: { text: false },
      'partner-werden': { text: true, url: 'https://partner.example.de' },
    });
    await t.http.get('/public-api/legal/impressum').expect(200, { title: 'Impressum', text: '# Impressum\n\nMuster Solar GmbH\nHauptstr. 1\n80331 München' });
    await t.http.get('/public-api/legal/agb').expect(200, { url: 'https://example.de/agb' });
    // An external address wins over a text.
    await t.http.get('/public-api/legal/partner-werden').expect(200, { url: 'https://partner.example.de' });
    await t.http.get('/public-api/legal/datenschutz').expect(404);
  });

  it('takes four texts of 50,000 characters each, umlauts included', async () => {
    const long = 'Ä'.repeat(49_990) + '\n\nÖffnen';
    expect(long.length).toBeLessThanOrEqual(50_000);
    const body = { imprint: { text: long }, terms: { text: long }, privacy: { text: long }, partner: { text: long } };
    await t.http.put('/api/settings/legal').set(auth).send(body).expect(200);
    const { body: page } = await t.http.get('/public-api/legal/datenschutz').expect(200);
    expect(page).toEqual({ title: 'Datenschutzerklärung', text: long });
  });

  it.each([
    [{ ...EMPTY, imprint: { text: 'x'.repeat(50_001) } }, { 'imprint.text': 'Der Text darf höchstens 50.000 Zeichen lang sein' }],
    [{ ...EMPTY, terms: { url: 'javascript:alert(1)' } }, { 'terms.url': 'Die Adresse muss mit http:// oder https:// beginnen' }],
    [{ ...EMPTY, privacy: { text: 5 } }, { 'privacy.text': 'Der Text muss ein Text sein' }],
    [{ imprint: {}, terms: {}, privacy: {} }, { partner: 'Partner werden fehlt' }],
    [{ ...EMPTY, imprint: { html: '<b>x</b>' } }, { 'imprint.html': 'imprint.html ist kein erlaubtes Feld' }],
  ])('refuses %#, saving nothing', async (body, fields) => {
    const before = (await t.http.get('/api/settings/legal').set(auth).expect(200)).body;
    const response = await t.http.put('/api/settings/legal').set(auth).send(body).expect(400);
    expect(response.body.fields).toEqual(fields);
    await t.http.get('/api/settings/legal').set(auth).expect(200, before);
  });
});
