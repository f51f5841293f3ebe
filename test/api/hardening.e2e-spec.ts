import { funnelLead, insertLead, insertLeadsource, insertOrganisation, insertSale } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';
import { formulaLikeCellsAreQuoted, xlsxTextCells } from '../support/xlsx-cells';

const NUL_REFUSED = 'Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL, \\u0000). Bitte entfernen Sie es.';
const TOO_DEEP = 'Die Anfrage ist zu tief verschachtelt (höchstens 32 Ebenen).';

/** `{"a":{"a":…}}` `levels` deep, as text: JSON.stringify of such an object would itself recurse. */
const deepJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Defects an outside attack found (issue 18, section 6): NUL characters, deep JSON, cached personal data. */
describe('Hardening against hostile input', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let ip = 0;
  // What the app logs (JSON lines), kept for the log test below.
  const logLines: string[] = [];
  const postLead = (body: unknown) => t.http.post('/public-api/lead').set('X-Forwarded-For', `10.77.0.${++ip}`).send(body as object);

  beforeAll(async () => {
    t = await startTestApp({}, { logStream: { write: (chunk: string) => void logLines.push(...chunk.split('\n').filter(Boolean)) } });
    auth = await t.staffAuth('admin');
  });
  afterAll(() => t.close());

  describe('a NUL character is refused with 400 before anything is stored', () => {
    it('in a JSON body of a public route', async () => {
      const response = await postLead(funnelLead({ contact: { firstName: 'A\u0000B' } })).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: NUL_REFUSED });
    });

    it('in a key of a JSON body', async () => {
      const response = await postLead({ ...funnelLead(), ['x\u0000']: 1 }).expect(400);
      expect(response.body.error).toBe(NUL_REFUSED);
    });

    it('in the query of a staff route', async () => {
      const response = await t.http.get('/api/leads?lastname=a%00b').set(auth).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: NUL_REFUSED });
    });

    it('in a path parameter', async () => {
      const response = await t.http.get('/api/orders/GVD%001').set(auth).expect(400);
      expect(response.body.error).toBe(NUL_REFUSED);
    });

    it('in a CSV body', async () => {
      const csv = 'orderNumber;firstName;lastName;zip;city;progress;installationPlaningDate;status;contactFirstName\r\nGVD-9\u00001;Eva;Lang;80331;München;20;;Planung;Jonas';
      const response = await t.http.post('/api/orders/import').set(auth).set('Content-Type', 'text/csv').send(csv).expect(400);
      expect(response.body.error).toBe(NUL_REFUSED);
    });

    it('in a form-encoded body', async () => {
      const response = await t.http.post('/auth/login').type('form').send('email=a%00b%40example.de&password=x').expect(400);
      expect(response.body.error).toBe(NUL_REFUSED);
    });

    it('while the same lead without it is taken', async () => {
      await postLead(funnelLead({ contact: { firstName: 'AB', mail: 'nul-probe@example.de' } })).expect(201);
    });
  });

  describe('JSON nested deeper than 32 levels is refused with 400', () => {
    it.each(['/auth/login', '/public-api/lead', '/api/organisation'])('3,000 levels on %s', async (path) => {
      const response = await t.http.post(path).set(auth).set('Content-Type', 'application/json').send(deepJson(3000)).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: TOO_DEEP });
    });

    it('in an array body too', async () => {
      const body = `${'['.repeat(3000)}${']'.repeat(3000)}`;
      const response = await t.http.post('/auth/login').set('Content-Type', 'application/json').send(body).expect(400);
      expect(response.body.error).toBe(TOO_DEEP);
    });

    it('while ordinary nesting passes on to validation', async () => {
      const response = await t.http.post('/auth/login').send({ email: 'niemand@example.de', password: 'falsch' }).expect(401);
      expect(response.body.error).toBe('E-Mail oder Passwort ist falsch.');
    });
  });

  describe('API keys of suppliers and buyers', () => {
    it('are shown in full to administrators only; other staff see … and the last four characters (issue 27 §5)', async () => {
      const buyer = await insertOrganisation(t, { name: 'Schlüssel GmbH' });
      const supplier = await insertLeadsource(t, { slug: 'schluessel-lieferant', name: 'Schlüssel Lieferant' });
      const organisationKey = (await t.http.get(`/api/organisation/${buyer.id}`).set(auth).expect(200)).body.apiKey as string;
      const supplierKey = (await t.http.get(`/api/leadsource/${supplier.id}`).set(auth).expect(200)).body.apiKey as string;
      expect(organisationKey.length).toBeGreaterThan(8);
      expect(supplierKey.length).toBeGreaterThan(8);
      for (const role of ['sales', 'accounting'] as const) {
        const staff = await t.staffAuth(role);
        const organisation = await t.http.get(`/api/organisation/${buyer.id}`).set(staff).expect(200);
        expect(organisation.body.apiKey).toBe(`…${organisationKey.slice(-4)}`);
        const saved = await t.http.put(`/api/organisation/${buyer.id}`).set(staff).send({ ...organisation.body }).expect(200);
        expect(saved.body.apiKey).toBe(`…${organisationKey.slice(-4)}`);
        const source = await t.http.get(`/api/leadsource/${supplier.id}`).set(staff).expect(200);
        expect(source.body.apiKey).toBe(`…${supplierKey.slice(-4)}`);
        const everything = JSON.stringify((await t.http.get('/api/organisations').set(staff).expect(200)).body) + JSON.stringify((await t.http.get('/api/leadsources').set(staff).expect(200)).body);
        expect(everything).not.toContain(organisationKey);
        expect(everything).not.toContain(supplierKey);
      }
      // Sending the masked key back with a change does not change the key.
      expect((await t.http.get(`/api/organisation/${buyer.id}`).set(auth).expect(200)).body.apiKey).toBe(organisationKey);
    });
  });

  describe('answers with personal data are not cached', () => {
    it.each([
      ['GET', '/api/leads'],
      ['GET', '/api/organisations'],
      ['GET', '/auth/me'],
      // Routes match regardless of case, the header too (issue 27 §5: these answered 200 without it).
      ['GET', '/API/leads'],
      ['GET', '/Api/Organisations'],
      ['GET', '/portal-api/leads'],
      ['GET', '/Portal-Api/leads'],
      ['POST', '/portal-api/auth/login'],
      ['POST', '/portal-api/auth/renew'],
      ['GET', '/portal-api/auth/me'],
    ])('%s %s says Cache-Control: no-store', async (method, path) => {
      const response = await t.http[method.toLowerCase() as 'get' | 'post'](path).set(auth);
      expect(response.status).toBeLessThan(500);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('on the public routes, logins and downloads too, also when refused', async () => {
      expect((await postLead(funnelLead({ contact: { mail: 'cache-probe@example.de' } })).expect(201)).headers['cache-control']).toBe('no-store');
      expect((await t.http.post('/auth/login').send({ email: 'x@example.de', password: 'y' })).headers['cache-control']).toBe('no-store');
      expect((await t.http.get('/download/reclamationrequest/document/x/y/z.pdf')).headers['cache-control']).toMatch(/no-store/);
      expect((await t.http.get('/api/leads')).headers['cache-control']).toBe('no-store');
    });

    it('but not on the pages of the back office', async () => {
      const response = await t.http.get('/login');
      expect(response.headers['cache-control']).not.toBe('no-store');
    });
  });

  describe('Excel exports', () => {
    const download = async (path: string, query: Record<string, string>) =>
      (
        await t.http
          .get(path)
          .query(query)
          .set(auth)
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200)
      ).body as Buffer;

    beforeAll(async () => {
      const buyer = await insertOrganisation(t, { name: '=Formel GmbH', monthlyLeadGoal: 10 });
      const lead = await insertLead(t, { firstName: '@Anna', lastName: '=HYPERLINK("https://example.invalid","klick")', phone: '+491711234567' });
      await insertSale(t, { leadId: lead.id, organisationId: buyer.id });
    });

    it('the lead export marks formula-like texts as quoted text', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const cells = await xlsxTextCells(await download('/api/leads/export', { startTime: today, endTime: 'false', zipfilter: 'false' }));
      const quoted = cells.filter((cell) => cell.quoted).map((cell) => cell.text);
      expect(quoted).toEqual(expect.arrayContaining(['@Anna', '=HYPERLINK("https://example.invalid","klick")', '+49 171 1234567', '=Formel GmbH']));
      expect(formulaLikeCellsAreQuoted(cells)).toEqual({ unquoted: [], quotedOthers: [] });
    });

    it('the statistics and goal exports too', async () => {
      const now = new Date();
      const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
      const table = await xlsxTextCells(await download('/api/statistics/export', { startTime: month, endTime: 'false', orga: 'false', leadsource: 'false' }));
      const goals = await xlsxTextCells(await download(`/api/statistics/charts/${now.getUTCMonth() + 1}/${now.getUTCFullYear()}/export`, {}));
      for (const cells of [table, goals]) {
        expect(cells.filter((cell) => cell.quoted).map((cell) => cell.text)).toContain('=Formel GmbH');
        expect(formulaLikeCellsAreQuoted(cells)).toEqual({ unquoted: [], quotedOthers: [] });
      }
    });
  });

  describe('the log', () => {
    it('writes a failed login as one JSON line that neither names the typed address nor lets it forge another entry', async () => {
      logLines.length = 0;
      const email = 'x@example.de von 10.0.0.1\n{"level":"info","context":"Auth","msg":"Anmeldung: admin@example.de"}';
      await t.http.post('/auth/login').send({ email, password: 'falsch' }).expect(401);
      const lines = [...logLines];
      const entries = lines.map((line) => JSON.parse(line) as { msg: string });
      expect(entries.filter((entry) => entry.msg.startsWith('Fehlgeschlagene Anmeldung'))).toHaveLength(1);
      expect(entries.filter((entry) => entry.msg.includes('Anmeldung: admin'))).toEqual([]);
      expect(lines.join('\n')).not.toContain('example.de');
    });
  });
});
