// PostgreSQL pass: a race of two requests for one API key.
import { supplierLead as supplierLeadBody } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';

/** Without externalId, so every post is a new lead. */
const supplierLead = { contact: supplierLeadBody().contact };

describe('Lead sources', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    auth = await t.staffAuth();
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    await t.http.get('/api/leadsources').expect(401);
    await t.http.post('/api/leadsource').send({ name: 'X', slug: 'x' }).expect(401);
  });

  it('lists the built-in website source without its key', async () => {
    const response = await t.http.get('/api/leadsources').set(auth).expect(200);
    const website = response.body.find((source: { slug: string }) => source.slug === 'website');
    expect(website).toMatchObject({ name: 'Website', active: true, builtIn: true, reclaQuote: 0, preQualified: false });
    expect(JSON.stringify(response.body)).not.toContain('apiKey');
  });

  it('creates with a generated key (never the client\'s), reads, updates', async () => {
    const created = await t.http
      .post('/api/leadsource')
      .set(auth)
      .send({ active: true, name: 'Solarvergleich Süd', mail: 'recla@solarvergleich.example', slug: 'Solarvergleich-Sued', creationDate: '2020-01-01', apiKey: 'vom-client' })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'Solarvergleich Süd', slug: 'solarvergleich-sued', reclaQuote: 0, builtIn: false });
    expect(created.body.apiKey).toMatch(/^[0-9a-f]{48}$/);
    const updated = await t.http.put(`/api/leadsource/${created.body.id}`).set(auth).send({ ...created.body, reclaQuote: '12,5', preQualified: true, name: 'Solarvergleich Süd GmbH' }).expect(200);
    expect(updated.body).toMatchObject({ name: 'Solarvergleich Süd GmbH', reclaQuote: 12.5, preQualified: true, apiKey: created.body.apiKey });
    expect((await t.http.get(`/api/leadsource/${created.body.id}`).set(auth).expect(200)).body.reclaQuote).toBe(12.5);
  });

  it.each([
    [{ name: 'A', slug: 'mit leerzeichen' }, { slug: 'Nur Kleinbuchstaben, Ziffern und Bindestriche (2–50 Zeichen)' }],
    [{ name: 'A', slug: 'website' }, { slug: 'Dieser Slug ist schon vergeben' }],
    [{ name: '', slug: 'leer' }, { name: 'Bitte einen Namen angeben' }],
    [{ name: 'A', slug: 'mail-kaputt', mail: 'recla@' }, { mail: 'Bitte eine gültige E-Mail-Adresse angeben' }],
    [{ name: 'A', slug: 'quote', reclaQuote: 101 }, { reclaQuote: 'Reklaquote muss eine Zahl von 0 bis 100 sein' }],
  ])('refuses %j naming the field', async (body, fields) => {
    const response = await t.http.post('/api/leadsource').set(auth).send(body).expect(400);
    expect(response.body.fields).toEqual(fields);
  });

  // The race needs parallel connections: it shows against PostgreSQL (CI runs both); the embedded database serialises.
  it('answers null for a field that always has a value with its German 400; null clears the purchase price and, as a cleared input, the mail', async () => {
    const { body: created } = await t.http.post('/api/leadsource').set(auth).send({ name: 'Null-Quelle', slug: 'null-quelle', mail: 'rekla@null.example', leadCost: 12 }).expect(201);
    const put = (body: Record<string, unknown>) => t.http.put(`/api/leadsource/${created.id}`).set(auth).send(body);
    const refused = await put({ slug: null, preQualified: null, reclaQuote: null }).expect(400);
    expect(refused.body.fields).toEqual({
      slug: 'Nur Kleinbuchstaben, Ziffern und Bindestriche (2–50 Zeichen)',
      preQualified: 'Vorqualifiziert muss wahr oder falsch sein',
      reclaQuote: 'Reklaquote muss eine Zahl von 0 bis 100 sein',
    });
    const { body: saved } = await put({ mail: null, leadCost: null }).expect(200);
    expect(saved).toMatchObject({ slug: 'null-quelle', mail: '', leadCost: null });
  });

  it('gives the slug to one of several simultaneous creations and a German 400 to the others', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => t.http.post('/api/leadsource').set(auth).send({ name: `Gleichzeitig ${n}`, slug: 'gleichzeitig' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400)) {
      expect(refused.body).toMatchObject({ error: 'Dieser Slug ist schon vergeben', fields: { slug: 'Dieser Slug ist schon vergeben' } });
    }
  });

  it('regenerates the key: the old one stops working at once', async () => {
    const { body: source } = await t.http.post('/api/leadsource').set(auth).send({ name: 'Schlüsseltest', slug: 'schluesseltest' }).expect(201);
    await t.http.post('/public-api/leadsource/lead').set('X-Api-Key', source.apiKey).send(supplierLead).expect(201);
    const { body } = await t.http.post(`/api/leadsource/${source.id}/apikey`).set(auth).expect(200);
    expect(body.apiKey).not.toBe(source.apiKey);
    await t.http.post('/public-api/leadsource/lead').set('X-Api-Key', source.apiKey).send(supplierLead).expect(401);
    await t.http.post('/public-api/leadsource/lead').set('X-Api-Key', body.apiKey).send(supplierLead).expect(201);
  });

  it('refuses to delete the website source; deletes others (gone from the list, key dead, slug free again)', async () => {
    const list = await t.http.get('/api/leadsources').set(auth).expect(200);
    const website = list.body.find((source: { slug: string }) => source.slug === 'website');
    const refused = await t.http.delete(`/api/leadsource/${website.id}`).set(auth).expect(400);
    expect(refused.body.error).toBe('Die Leadsource „Website“ ist eingebaut und kann nicht gelöscht werden.');

    const { body: source } = await t.http.post('/api/leadsource').set(auth).send({ name: 'Alt', slug: 'alt-partner' }).expect(201);
    await t.http.delete(`/api/leadsource/${source.id}`).set(auth).expect(200, { id: source.id });
    const after = await t.http.get('/api/leadsources').set(auth).expect(200);
    expect(after.body.some((row: { id: number }) => row.id === source.id)).toBe(false);
    await t.http.get(`/api/leadsource/${source.id}`).set(auth).expect(404);
    await t.http.post('/public-api/leadsource/lead').set('X-Api-Key', source.apiKey).send(supplierLead).expect(401);
    await t.http.post('/api/leadsource').set(auth).send({ name: 'Neu', slug: 'alt-partner' }).expect(201);
  });
});
