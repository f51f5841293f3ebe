// PostgreSQL pass: two seal runs at the same moment, on two connections, seal once.
import { AuditSeal, AuditService } from '@app/audit';
import { Logger } from '@nestjs/common';
import { get } from 'node:http';
import { ReclamationLinks } from '@app/sales';
import { buyerForm, insertLead, insertOrganisation, insertSale } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const METRICS_TOKEN = 'metriken-fuer-den-protokolltest-0123456789';

interface AuditRow {
  id: number;
  at: string;
  userId: number | null;
  userEmail: string | null;
  role: string | null;
  ip: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  changes: { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null;
  details: Record<string, unknown> | null;
}

const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1200, 0x20)]);

/** The audit trail over HTTP: a row for each kind of staff action, masked changes, the filters, admins only. */
describe('Audit trail (GET /api/audit)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let adminEmail: string;

  /** The rows matching `query`, newest first. */
  const audit = async (query: Record<string, string> = {}): Promise<AuditRow[]> =>
    (await t.http.get('/api/audit').query({ range: '[0,999]', ...query }).set(admin).expect(200)).body;
  /** The newest row, which the last call wrote. */
  const newest = async (): Promise<AuditRow> => (await audit({ range: '[0,0]' }))[0];
  const count = async () => Number(/\/(\d+)$/.exec((await t.http.get('/api/audit').query({ range: '[0,0]' }).set(admin).expect(200)).headers['content-range'])![1]);

  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN });
    adminEmail = 'protokoll-admin@example.de';
    admin = { Authorization: `Bearer ${(await t.loginAs(adminEmail)).token}` };
  });
  afterAll(() => t.close());

  describe('one row for each kind of action', () => {
    it('a create: who, role, address, the object made and the fields sent (never their values)', async () => {
      const created = (await t.http.post('/api/organisation').set(admin).send(buyerForm({ name: 'Protokoll Solar GmbH' })).expect(201)).body;
      const row = await newest();
      expect(row).toMatchObject({
        userEmail: adminEmail,
        role: 'admin',
        action: 'create',
        entityType: 'organisation',
        entityId: String(created.id),
        changes: null,
      });
      expect(row.ip).toMatch(/127\.0\.0\.1/);
      expect(row.details).toMatchObject({ route: 'POST /api/organisation' });
      expect(row.details!.fields).toEqual(expect.arrayContaining(['name', 'email', 'conditions']));
      expect(JSON.stringify(row)).not.toContain('Protokoll Solar');
    });

    it('a change of a lead: the fields before and after, personal values masked, in one row', async () => {
      const lead = await insertLead(t, { lastName: 'Schmidt', phone: '+491512345678', city: 'München' });
      const before = await count();
      await t.http.put(`/api/lead/${lead.id}`).set(admin).send({ contact: { lastName: 'Schmidt-Meier', phone: '0151 9876543', city: 'Augsburg' } }).expect(200);
      expect(await count()).toBe(before + 1);
      const row = await newest();
      expect(row).toMatchObject({ action: 'update', entityType: 'lead', entityId: String(lead.id), userEmail: adminEmail, role: 'admin' });
      expect(row.changes).toEqual({
        before: { lastName: 'S***', phone: '***78', city: 'M***' },
        after: { lastName: 'S***', phone: '***43', city: 'A***' },
      });
      expect(row.details).toEqual({ route: 'PUT /api/lead/{lId}' });
      const stored = JSON.stringify(await t.db.query('SELECT * FROM audit_entry WHERE id = $1', [row.id]));
      for (const personal of ['Schmidt', '9876543', '2345678']) expect(stored).not.toContain(personal);
    });

    it('a change of an organisation: only the fields that changed', async () => {
      const organisation = (await t.http.post('/api/organisation').set(admin).send(buyerForm({ prio: 3 })).expect(201)).body;
      await t.http.put(`/api/organisation/${organisation.id}`).set(admin).send(buyerForm({ name: organisation.name, email: organisation.email, prio: 7 })).expect(200);
      const row = await newest();
      expect(row).toMatchObject({ action: 'update', entityType: 'organisation', entityId: String(organisation.id) });
      expect(row.changes!.before).toMatchObject({ prio: 3 });
      expect(row.changes!.after).toMatchObject({ prio: 7 });
      expect(row.changes!.before).not.toHaveProperty('name');
    });

    it('a delete', async () => {
      const organisation = await insertOrganisation(t, { name: 'Wird gelöscht GmbH' });
      await t.http.delete(`/api/organisations/${organisation.id}`).set(admin).expect(200);
      expect(await newest()).toMatchObject({ action: 'delete', entityType: 'organisation', entityId: String(organisation.id), details: { route: 'DELETE /api/organisations/{id}' } });
    });

    it('a settings change with its value before and after (nothing stored before: the default applied, shown as null)', async () => {
      await t.http.put('/api/settings/reclamation').set(admin).send({ deadlineDays: 10 }).expect(200);
      expect(await newest()).toMatchObject({ action: 'update', entityType: 'settings', entityId: 'reclamation', changes: { before: { deadlineDays: null }, after: { deadlineDays: 10 } } });
      await t.http.put('/api/settings/reclamation').set(admin).send({ deadlineDays: 21 }).expect(200);
      expect(await newest()).toMatchObject({
        action: 'update',
        entityType: 'settings',
        entityId: 'reclamation',
        userEmail: adminEmail,
        changes: { before: { deadlineDays: 10 }, after: { deadlineDays: 21 } },
        details: { route: 'PUT /api/settings/reclamation' },
      });
    });

    it('a lead export, with its filter (a searched name masked)', async () => {
      const response = await t.http.get('/api/leads/export').query({ lastname: 'Schmidt' }).set(admin).expect(200);
      expect(response.headers['content-type']).toMatch(/spreadsheetml/);
      expect(await newest()).toMatchObject({ action: 'export', entityType: 'lead', entityId: null, details: { route: 'GET /api/leads/export', query: { lastname: 'S***' } } });
    });

    it('the statistics exports', async () => {
      await t.http.get('/api/statistics/export').set(admin).expect(200);
      expect(await newest()).toMatchObject({ action: 'export', entityType: 'statistics', details: { route: 'GET /api/statistics/export' } });
      await t.http.get('/api/statistics/charts/5/2026/export').set(admin).expect(200);
      expect(await newest()).toMatchObject({ action: 'export', entityType: 'statistics', details: { route: 'GET /api/statistics/charts/{month}/{year}/export', month: '5', year: '2026' } });
    });

    it('a view of a lead’s page', async () => {
      const lead = await insertLead(t);
      await t.http.get(`/api/lead/${lead.id}`).set(admin).expect(200);
      expect(await newest()).toMatchObject({ action: 'view', entityType: 'lead', entityId: String(lead.id), userEmail: adminEmail });
      // The page reloads itself while a delivery is pending: the same user's views within 15 minutes are one row.
      await t.http.get(`/api/lead/${lead.id}`).set(admin).expect(200);
      expect(await audit({ entity: 'lead', entityId: String(lead.id), action: 'view' })).toHaveLength(1);
    });

    it('a complaint document download: the staff member from the link’s token, or the buyer', async () => {
      const links = t.app.get(ReclamationLinks);
      const buyer = await insertOrganisation(t, { name: 'Beleg Bau GmbH' });
      const lead = await insertLead(t);
      await insertSale(t, { leadId: lead.id, organisationId: buyer.id, soldAt: new Date() });
      const token = links.organisationToken(buyer);
      const complaint = (await t.http.post('/public-api/reclamationrequest').query({ token }).send({ lId: lead.id, oId: buyer.id, content: 'Nie angefragt' }).expect(200)).body;
      const document = (
        await t.http
          .post(`/public-api/reclamationrequest/upload/${buyer.id}/${lead.id}`)
          .query({ token })
          .attach('file', pdf(), { filename: 'beleg.pdf', contentType: 'application/pdf' })
          .expect(201)
      ).body.documents[0];
      const path = (credential: string) => `/download/reclamationrequest/document/${document.id}/${encodeURIComponent(credential)}/beleg.pdf`;

      await t.http.get(path(admin.Authorization.slice('Bearer '.length))).expect(200);
      const byStaff = await newest();
      expect(byStaff).toMatchObject({
        action: 'download',
        entityType: 'reclamation-request',
        entityId: String(complaint.id),
        userEmail: adminEmail,
        role: 'admin',
        details: { documentId: document.id, leadId: lead.id, organisationId: buyer.id },
      });
      expect(byStaff.ip).toMatch(/127\.0\.0\.1/);

      await t.http.get(path(token)).expect(200);
      expect(await newest()).toMatchObject({ action: 'download', userId: null, userEmail: null, role: 'buyer', details: { organisationId: buyer.id } });

      const before = await count();
      await t.http.get(path('falsch')).expect(403);
      expect(await count()).toBe(before);
    });

    it('a sale by hand and a reclamation name their action', async () => {
      const buyer = (await t.http.post('/api/organisation').set(admin).send(buyerForm()).expect(201)).body;
      const lead = await insertLead(t, { zip: '80331' });
      await t.http.post(`/api/lead/${lead.id}/sell`).set(admin).send({ organisations: [buyer.id], force: true }).expect(200);
      expect(await newest()).toMatchObject({ action: 'sell', entityType: 'lead', entityId: String(lead.id), details: { fields: ['organisations', 'force'] } });
      await t.http.put(`/api/lead/${lead.id}/reclamate/buyers`).set(admin).send({ note: 'Kunde hat nie angefragt' }).expect(200);
      expect(await newest()).toMatchObject({ action: 'reclaim', entityType: 'lead', entityId: String(lead.id), details: { route: 'PUT /api/lead/{lId}/reclamate/buyers' } });
    });

    it('records nothing for a refused or failed write', async () => {
      const before = await count();
      await t.http.put('/api/lead/99999999').set(admin).send({ qualified: true }).expect(404);
      await t.http.put('/api/settings/reclamation').set(admin).send({ deadlineDays: -5 }).expect(400);
      await t.http.post('/api/organisation').set(admin).send({}).expect(400);
      expect(await count()).toBe(before);
    });
  });

  describe('filters', () => {
    let leadId: number;
    let salesEmail: string;

    beforeAll(async () => {
      leadId = (await insertLead(t)).id;
      salesEmail = 'vertrieb-protokoll@example.de';
      const sales = { Authorization: `Bearer ${(await t.loginAs(salesEmail, undefined, 'sales')).token}` };
      await t.http.get(`/api/lead/${leadId}`).set(sales).expect(200);
      await t.http.put(`/api/lead/${leadId}`).set(sales).send({ contact: { city: 'Regensburg' } }).expect(200);
      await t.http.get(`/api/lead/${leadId}`).set(admin).expect(200);
      // An export of every lead hands this one out too.
      await t.http.get('/api/leads/export').set(admin).expect(200);
    });

    it('by object (the lead page’s history, with the exports that contained it), newest first', async () => {
      const rows = await audit({ entity: 'lead', entityId: String(leadId) });
      expect(rows.map((row) => [row.action, row.userEmail, row.role])).toEqual([
        ['export', adminEmail, 'admin'],
        ['view', adminEmail, 'admin'],
        ['update', salesEmail, 'sales'],
        ['view', salesEmail, 'sales'],
      ]);
    });

    it('by user (id or part of the e-mail address) and by action', async () => {
      const bySales = await audit({ user: 'vertrieb-protokoll' });
      // Their login (written by the sign-in), the view and the change.
      expect(bySales.map((row) => row.action)).toEqual(['update', 'view', 'login']);
      expect(bySales.every((row) => row.userEmail === salesEmail)).toBe(true);
      expect(await audit({ user: String(bySales[0].userId) })).toEqual(bySales);
      const exports = await audit({ action: 'export', entity: 'lead', entityId: String(leadId) });
      expect(exports).toHaveLength(1);
      expect(exports[0].details).toMatchObject({ count: expect.any(Number), ids: expect.arrayContaining([[expect.any(Number), expect.any(Number)]]) });
      // A lead not in any export: only its own rows.
      const fresh = await insertLead(t);
      expect(await audit({ entity: 'lead', entityId: String(fresh.id) })).toEqual([]);
      const views = await audit({ action: 'view', entity: 'lead', entityId: String(leadId) });
      expect(views.map((row) => row.userEmail)).toEqual([adminEmail, salesEmail]);
    });

    it('by time: from and to as days (German time) or instants', async () => {
      const all = await count();
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
      expect(await audit({ from: today, to: today, range: '[0,0]' })).toHaveLength(1);
      expect(await audit({ from: '2000-01-01', to: '2000-12-31' })).toEqual([]);
      expect(await audit({ from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
      const { headers } = await t.http.get('/api/audit').query({ from: new Date(Date.now() - 3_600_000).toISOString(), range: '[0,0]' }).set(admin).expect(200);
      expect(headers['content-range']).toBe(`audit 0-0/${all}`);
    });

    it('takes the same filters as ra-data-simple-rest’s filter, and pages with range and Content-Range', async () => {
      const filter = JSON.stringify({ entity: 'lead', entityId: String(leadId) });
      const first = await t.http.get('/api/audit').query({ filter, range: '[0,1]', sort: '["at","DESC"]' }).set(admin).expect(200);
      expect(first.headers['content-range']).toBe('audit 0-1/4');
      expect(first.body.map((row: AuditRow) => row.action)).toEqual(['export', 'view']);
      const second = await t.http.get('/api/audit').query({ filter, range: '[2,4]' }).set(admin).expect(200);
      expect(second.headers['content-range']).toBe('audit 2-3/4');
      const oldestFirst = await t.http.get('/api/audit').query({ filter, sort: '["id","ASC"]' }).set(admin).expect(200);
      expect(oldestFirst.body.map((row: AuditRow) => row.action)).toEqual(['view', 'update', 'view', 'export']);
    });

    it('answers an unreadable filter with 400 and a German reason', async () => {
      const wrongDay = await t.http.get('/api/audit').query({ from: '2026-02-30' }).set(admin).expect(400);
      expect(wrongDay.body.error).toBe('from ist kein gültiges Datum (JJJJ-MM-TT)');
      const backwards = await t.http.get('/api/audit').query({ from: '2026-05-02', to: '2026-05-01' }).set(admin).expect(400);
      expect(backwards.body.error).toBe('to muss nach from liegen');
      await t.http.get('/api/audit').query({ sort: '["hash","ASC"]' }).set(admin).expect(400);
    });
  });

  describe('an audited download leaves only on the record', () => {
    afterEach(() => jest.restoreAllMocks());

    it('sends no byte before its row is written (a streamed export with its length known was complete before)', async () => {
      const audit = t.app.get(AuditService);
      const record = audit.record.bind(audit);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      jest.spyOn(audit, 'record').mockImplementation(async (entry) => {
        await released;
        return record(entry);
      });
      // A real connection, to see when the first byte comes (supertest reports only the whole answer).
      const server = t.app.getHttpServer();
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      let answered = false;
      const answer = new Promise<{ status?: number; body: Buffer }>((resolve, reject) =>
        get({ host: '127.0.0.1', port, path: '/api/leads/export', headers: admin }, (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(answered).toBe(false);
      release();
      const { status, body } = await answer;
      expect(status).toBe(200);
      expect(body.subarray(0, 2).toString()).toBe('PK');
      expect(await newest()).toMatchObject({ action: 'export', entityType: 'lead' });
    });

    it('is refused with 500 and a German reason when its row cannot be written', async () => {
      jest.spyOn(t.app.get(AuditService), 'record').mockRejectedValue(new Error('Datenbank weg'));
      const response = await t.http.get('/api/leads/export').set(admin).expect(500);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.body).toEqual({ statusCode: 500, error: 'Der Abruf konnte nicht protokolliert werden. Bitte versuchen Sie es erneut.' });
    });
  });

  it('is for administrators only', async () => {
    for (const [role, name] of [
      ['sales', 'Vertrieb'],
      ['accounting', 'Buchhaltung'],
    ] as const) {
      const response = await t.http.get('/api/audit').set(await t.staffAuth(role)).expect(403);
      expect(response.body.error).toBe(`Dafür fehlt Ihnen die Berechtigung (Rolle: ${name}).`);
    }
    await t.http.get('/api/audit').expect(401);
  });

  it('leaves one intact chain behind all of it', async () => {
    expect(await t.app.get(AuditService).verifyChain()).toEqual({ ok: true, entries: await count(), unchained: 0, unkeyed: 0 });
  });

  it('seals the chain once a German day, however many processes run the schedule', async () => {
    // 00:05 in Berlin on 28 November is 23:05 UTC the evening before.
    t.useClock(TestClock.fixed('2026-11-27T23:05:00Z'));
    const seal = t.app.get(AuditSeal);
    const logged = jest.spyOn(Logger.prototype, 'log');
    try {
      await Promise.all([seal.onSchedule(), seal.onSchedule()]);
      await seal.onSchedule();
      const seals = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('Protokoll-Siegel'));
      expect(seals).toEqual([expect.stringMatching(/^Protokoll-Siegel 2026-11-28, später prüfen mit: npm run audit:verify -- --siegel \d+:[0-9a-f]{64}$/)]);
    } finally {
      logged.mockRestore();
    }
    expect(await t.db.query(`SELECT period FROM scheduled_run WHERE name = 'audit-seal'`)).toEqual([{ period: '2026-11-28' }]);
  });

  it('chains rows a process left unchained (it died between commit and chaining) on the next sweep; the gauge shows the wait until then', async () => {
    const gauge = async () => {
      const { text } = await t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
      return Number(/^leadportal_audit_unchained_oldest_seconds (\S+)$/m.exec(text)?.[1]);
    };
    expect(await gauge()).toBe(0);
    const [{ id }] = await t.db.query(
      `INSERT INTO audit_entry (at, action, entity_type, entity_id) VALUES (now() - interval '700 seconds', 'update', 'lead', 'verwaist') RETURNING id`,
    );
    expect(await gauge()).toBeGreaterThanOrEqual(700);
    await t.app.get(AuditSeal).sweep();
    expect(await gauge()).toBe(0);
    const [row] = await t.db.query(`SELECT hash, chain_seq FROM audit_entry WHERE id = $1`, [id]);
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.app.get(AuditService).verifyChain()).toEqual({ ok: true, entries: await count(), unchained: 0, unkeyed: 0 });
  });
});
