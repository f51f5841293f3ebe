import { randomBytes } from 'node:crypto';
import { Workbook } from 'exceljs';
import { BUYER_ROLE } from '@app/portal-auth';
import type { Response as SuperResponse, Test } from 'supertest';
import { defaultIntegrations } from '@app/contract';
import { JobName, OutboxMessage } from '@app/infrastructure';
import { OutgoingMail } from '@app/mail';
import { Organisation } from '@app/organisations';
import { Delivery, Sale } from '@app/sales';
import { COMPANY, insertLead, insertOrganisation, insertSale } from '../factories';
import { FakeWebhook, startFakeWebhook } from '../support/fake-webhook';
import { outboxSettled } from '../support/outbox-settled';
import { portalLogin } from '../support/portal-session';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const DAY = 24 * 60 * 60 * 1000;
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
const binary: Parameters<Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The buyers' portal data routes: leads, export, outcomes, complaints, invoices, deliveries, settings; always the buyer's own. */
describe('Käuferportal: /portal-api', () => {
  let t: TestApp;
  let hook: FakeWebhook;
  let staff: { Authorization: string };
  let sonne: Organisation;
  let dach: Organisation;
  let sonneAuth: { Authorization: string };
  let sonneToken: string;
  let dachAuth: { Authorization: string };
  /** A file of Sonne's complaint (set by the complaint test, tried by Dach in the scoping test). */
  let documentId = '00000000-0000-0000-0000-000000000000';
  /** Sonne's leads, oldest sale first; `foreign` was sold to Dach only, `shared` to both. */
  const leads: Record<'old' | 'mid' | 'recent' | 'shared' | 'foreign', { leadId: number; saleId: number }> = {} as never;

  const login = async (organisationId: number, name: string) =>
    (await portalLogin(t, organisationId, { name, email: `${name.toLowerCase()}-${randomBytes(3).toString('hex')}@kaeufer.example` })).token;
  const sell = async (organisation: Organisation, soldAt: Date, lead: Parameters<typeof insertLead>[1] = {}, price = '45.00') => {
    const { id: leadId } = await insertLead(t, lead);
    const sale = await insertSale(t, { leadId, organisationId: organisation.id, soldAt, price });
    return { leadId, saleId: sale.id };
  };

  beforeAll(async () => {
    hook = await startFakeWebhook();
    t = await startTestApp({ OUTBOUND_ALLOW_HOSTS: new URL(hook.url).host, ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    staff = await t.staffAuth();
    const address = { street: 'Marienplatz 1', zip: '80331', city: 'München' };
    sonne = await insertOrganisation(t, { name: 'Sonnenstrom Müller GmbH', email: 'rechnung@sonnenstrom.example', leadSellCost: '45.00', monthlyLeadLimit: 40, ...address });
    dach = await insertOrganisation(t, { name: 'Dach & Glas Nord', email: 'buero@dachglas.example', ...address });
    const now = Date.now();
    leads.old = await sell(sonne, new Date(now - 20 * DAY), { zip: '10115', lastName: 'Alt', data: { roofType: 'Flachdach' } });
    leads.mid = await sell(sonne, new Date(now - 3 * DAY), { zip: '80331', lastName: 'Mitte', data: { roofType: 'Satteldach', consumption: 'bis 3.000 kWh' } }, '50.00');
    leads.recent = await sell(sonne, new Date(now - DAY), { zip: '80469', lastName: 'Neu' });
    leads.shared = await sell(sonne, new Date(now - 2 * DAY), { zip: '20095', lastName: 'Geteilt' });
    await insertSale(t, { leadId: leads.shared.leadId, organisationId: dach.id, soldAt: new Date(now - 2 * DAY) });
    leads.foreign = await sell(dach, new Date(now - DAY), { zip: '80331', lastName: 'Fremd' });
    // A failed webhook delivery whose stored error names the address and what the remote said.
    await t.db.getRepository(Delivery).save({
      saleId: leads.mid.saleId,
      status: 'failed',
      attempts: 8,
      lastError: 'Zapier lehnt die Lieferung ab (HTTP 401). https://user:geheim@hooks.zapier.com/hooks/catch/1/x Antwort: invalid api key sk_live_123',
    });
    sonneToken = await login(sonne.id, 'Sonja');
    sonneAuth = { Authorization: `Bearer ${sonneToken}` };
    dachAuth = { Authorization: `Bearer ${await login(dach.id, 'Dieter')}` };
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  describe('leads', () => {
    it('lists only the sales to the buyer, paged and sorted in simple-rest style with Content-Range', async () => {
      const first = await t.http.get('/portal-api/leads').query({ range: '[0,1]', sort: '["soldAt","DESC"]' }).set(sonneAuth).expect(200);
      expect(first.headers['content-range']).toBe('leads 0-1/4');
      expect(first.body.map((lead: { id: number }) => lead.id)).toEqual([leads.recent.leadId, leads.shared.leadId]);
      const second = await t.http.get('/portal-api/leads').query({ range: '[2,3]', sort: '["soldAt","DESC"]' }).set(sonneAuth).expect(200);
      expect(second.headers['content-range']).toBe('leads 2-3/4');
      expect(second.body.map((lead: { id: number }) => lead.id)).toEqual([leads.mid.leadId, leads.old.leadId]);
      const byPrice = await t.http.get('/portal-api/leads').query({ sort: '["price","DESC"]', range: '[0,0]' }).set(sonneAuth).expect(200);
      expect(byPrice.body[0]).toMatchObject({ id: leads.mid.leadId, price: 50 });
    });

    it('answers each lead with sale, contact, answers under their questions, delivery without secrets, complaint and outcome', async () => {
      const { body } = await t.http.get('/portal-api/leads').query({ filter: JSON.stringify({ zip: '8033' }) }).set(sonneAuth).expect(200);
      expect(body).toHaveLength(1);
      const [mid] = body;
      expect(mid).toMatchObject({ id: leads.mid.leadId, saleId: leads.mid.saleId, price: 50, reclaimed: false, complaint: null, outcome: null });
      expect(mid.contact).toMatchObject({ lastName: 'Mitte', zip: '80331', city: 'München' });
      expect(mid.answers).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'roofType', value: 'Satteldach' })]));
      expect(mid.answers.find((answer: { key: string }) => answer.key === 'roofType').label).not.toBe('roofType');
      expect(mid.delivery).toMatchObject({ channel: 'E-Mail', status: 'failed', statusLabel: 'Zustellung fehlgeschlagen – wir kümmern uns', attempts: 8 });
      expect(mid.delivery.error).toBe('Zapier lehnt die Lieferung ab (HTTP 401). [Adresse]');
      expect(JSON.stringify(mid)).not.toMatch(/geheim|sk_live|zapier\.com/);
      // Nothing of the other buyer: its name is nowhere in the answer.
      expect(JSON.stringify(body)).not.toContain('Dach & Glas');
    });

    it('filters by sale period (Berlin days, both included), postal code, complaint status and outcome', async () => {
      const day = (offset: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() - offset * DAY));
      const ids = async (filter: Record<string, string>) =>
        (await t.http.get('/portal-api/leads').query({ filter: JSON.stringify(filter), sort: '["id","ASC"]' }).set(sonneAuth).expect(200)).body.map((lead: { id: number }) => lead.id);
      expect(await ids({ from: day(3), to: day(2) })).toEqual([leads.mid.leadId, leads.shared.leadId]);
      expect(await ids({ zip: '80' })).toEqual([leads.mid.leadId, leads.recent.leadId]);
      expect(await ids({ complaint: 'none' })).toHaveLength(4);
      expect(await ids({ outcome: 'none' })).toHaveLength(4);
      expect(await ids({ outcome: 'won' })).toEqual([]);
      const wrong = await t.http.get('/portal-api/leads').query({ filter: JSON.stringify({ outcome: 'vielleicht' }) }).set(sonneAuth).expect(400);
      expect(wrong.body.error).toContain('outcome muss');
      expect((await t.http.get('/portal-api/leads').query({ filter: JSON.stringify({ zip: 'abc' }) }).set(sonneAuth).expect(400)).body.error).toContain('Postleitzahl');
      expect((await t.http.get('/portal-api/leads').query({ sort: '["email","ASC"]' }).set(sonneAuth).expect(400)).body.error).toContain('Sortieren ist nur nach');
    });

    it('shows one lead with outcome history, complaint and deliveries; a lead sold to another buyer is a German 404', async () => {
      const { body } = await t.http.get(`/portal-api/leads/${leads.mid.leadId}`).set(sonneAuth).expect(200);
      expect(body).toMatchObject({ id: leads.mid.leadId, outcome: null, outcomeHistory: [], deliveries: [expect.objectContaining({ status: 'failed' })] });
      expect(body.complaintDetail).toMatchObject({ exists: false, canFile: true, canUpload: false, deadlinePassed: false });
      const foreign = await t.http.get(`/portal-api/leads/${leads.foreign.leadId}`).set(sonneAuth).expect(404);
      expect(foreign.body.error).toBe(`Lead ${leads.foreign.leadId} gibt es in Ihrem Konto nicht.`);
      expect(JSON.stringify(foreign.body)).not.toContain('Fremd');
      await t.http.get('/portal-api/leads/abc').set(sonneAuth).expect(404);
    });

    it('exports the 23 columns of the lead export plus Ergebnis and Auftragswert, naming no other buyer', async () => {
      await t.http.put(`/portal-api/leads/${leads.shared.leadId}/outcome`).set(sonneAuth).send({ status: 'won', value: 12500 }).expect(200);
      const response = await t.http.get('/portal-api/leads/export').query({ token: sonneToken }).buffer(true).parse(binary).expect(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="LeadExport.xlsx"');
      const workbook = new Workbook();
      await workbook.xlsx.load(response.body);
      const sheet = workbook.getWorksheet('Leads')!;
      const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
      expect(values(1)).toEqual([
        'Datum', 'Reklamiert', 'Firmenname', 'Lead Id', 'Vorname', 'Nachname', 'Email', 'Telefon', 'Straße', 'PLZ', 'Stadt', 'Stromverbrauch', 'Hausart',
        'Dachart', 'Dachmaterial', 'Dachfläche', 'Finanzierung', 'Stromspeicher', 'Zeitraum', 'Zusatzinformationen', 'Leadsource', 'Erstellt', 'Empfänger',
        'Ergebnis', 'Auftragswert',
      ]);
      expect(sheet.rowCount).toBe(5);
      const shared = [2, 3, 4, 5].map(values).find((row) => row[3] === leads.shared.leadId)!;
      expect(shared[2]).toBe('Sonnenstrom Müller GmbH');
      expect(shared[22]).toBe('Sonnenstrom Müller GmbH');
      expect(shared.slice(23)).toEqual(['Auftrag erhalten', 12500]);
      const mid = [2, 3, 4, 5].map(values).find((row) => row[3] === leads.mid.leadId)!;
      expect(mid[13]).toBe('Satteldach');
      // The export is filtered like the list, and works with the bearer header too.
      const filtered = await t.http.get('/portal-api/leads/export').query({ filter: JSON.stringify({ outcome: 'won' }) }).set(sonneAuth).buffer(true).parse(binary).expect(200);
      const one = new Workbook();
      await one.xlsx.load(filtered.body);
      expect(one.getWorksheet('Leads')!.rowCount).toBe(2);
      await t.http.get('/portal-api/leads/export').expect(401);
      await t.http.get('/portal-api/leads/export').query({ token: 'falsch' }).expect(401);
      expect((await t.http.get('/portal-api/leads/export').query({ filter: '{"zip":"x"}' }).set(sonneAuth).expect(400)).body.error).toContain('Postleitzahl');
      const audit = await t.db.query(`SELECT action, entity_type AS "entityType", role FROM audit_entry WHERE action = 'export' ORDER BY id DESC LIMIT 1`);
      expect(audit[0]).toMatchObject({ entityType: 'lead', role: BUYER_ROLE });
    });
  });

  describe('delivery state', () => {
    it('says what became of each lead: delivered on its day, held or given up as failed, pending only while attempts are to come (issue 29 §1)', async () => {
      const solar = await insertOrganisation(t, { name: 'Solar Süd', email: 'leads@solarsued.example' });
      const auth = { Authorization: `Bearer ${await login(solar.id, 'Susanne')}` };
      const soldAt = new Date(Date.now() - 90 * DAY);
      const berlinDay = (date: Date) => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
      /** A sale with its delivery row as the delivery job left it, and the delivery's outbox job in `job` state. */
      const delivered = async (lastName: string, delivery: Partial<Delivery>, job?: Partial<OutboxMessage>) => {
        const sale = await sell(solar, soldAt, { lastName });
        const { id } = await t.db.getRepository(Delivery).save({ saleId: sale.saleId, ...delivery });
        if (job) {
          // Never due in this test: the outbox worker must not pick it up.
          const message = await t.db.getRepository(OutboxMessage).save({ topic: JobName.DeliverSale, payload: { deliveryId: id }, maxAttempts: 8, ...job });
          await t.db.getRepository(Delivery).update({ id }, { outboxMessageId: message.id });
        }
        return { ...sale, deliveryId: id };
      };
      /** The lead mail a held delivery left in the Postausgang (no SMTP server), under its sale's key. */
      const leadMail = (sale: { leadId: number; saleId: number }, mail: Partial<OutgoingMail>) =>
        t.db.getRepository(OutgoingMail).save({
          kind: 'lead-delivery',
          recipient: 'leads@solarsued.example',
          subject: `Neuer Lead ${sale.leadId}`,
          html: '<p>Lead</p>',
          text: 'Lead',
          leadId: sale.leadId,
          dedupeKey: `sale-${sale.saleId}`,
          ...mail,
        });

      const arrivedAt = new Date(soldAt.getTime() + 60_000);
      await delivered('Angekommen', { status: 'delivered', attempts: 1, deliveredAt: arrivedAt });
      const held = await delivered('Gehalten', { status: 'held', attempts: 1 });
      await leadMail(held, { status: 'held' });
      const sentLater = await delivered('Nachgesendet', { status: 'held', attempts: 1 });
      const sentAt = new Date(soldAt.getTime() + 5 * DAY);
      await leadMail(sentLater, { status: 'sent', sentAt });
      const resending = await delivered('Wird-gesendet', { status: 'held', attempts: 1 });
      await leadMail(resending, { status: 'queued' });
      await delivered('Aufgegeben', { status: 'pending', attempts: 8, lastError: 'Zapier antwortet mit Fehler 502.' }, { status: 'failed', attempts: 8 });
      const underway = await delivered('Unterwegs', { status: 'pending', attempts: 2 }, { status: 'pending', attempts: 2, availableAt: new Date(Date.now() + 6 * 60 * 60 * 1000) });

      const { body } = await t.http.get('/portal-api/leads').query({ sort: '["id","ASC"]' }).set(auth).expect(200);
      const byName = Object.fromEntries(body.map((lead: { contact: { lastName: string }; delivery: unknown }) => [lead.contact.lastName, lead.delivery]));
      const failed = { status: 'failed', statusLabel: 'Zustellung fehlgeschlagen – wir kümmern uns', deliveredAt: null };
      expect(byName).toEqual({
        Angekommen: expect.objectContaining({ status: 'delivered', statusLabel: `Zugestellt am ${berlinDay(arrivedAt)}`, deliveredAt: arrivedAt.toISOString(), error: null }),
        // Months old and never sent: no SMTP server, so the mail waits in the Postausgang.
        Gehalten: expect.objectContaining(failed),
        Nachgesendet: expect.objectContaining({ status: 'delivered', statusLabel: `Zugestellt am ${berlinDay(sentAt)}`, deliveredAt: sentAt.toISOString() }),
        'Wird-gesendet': expect.objectContaining({ status: 'pending', statusLabel: 'Wird zugestellt' }),
        Aufgegeben: expect.objectContaining({ ...failed, error: 'Zapier antwortet mit Fehler 502.' }),
        Unterwegs: expect.objectContaining({ status: 'pending', statusLabel: 'Wird zugestellt', attempts: 2 }),
      });
      const page = await t.http.get(`/portal-api/leads/${held.leadId}`).set(auth).expect(200);
      expect(page.body.delivery).toMatchObject(failed);
      expect(page.body.deliveries).toEqual([expect.objectContaining(failed)]);

      // Its job ended (out of attempts) while the row still says pending: no attempt is coming any more.
      await t.db.query(`UPDATE outbox_message SET status = 'failed', processed_at = now() WHERE id = (SELECT outbox_message_id FROM delivery WHERE id = $1)`, [underway.deliveryId]);
      expect((await t.http.get(`/portal-api/leads/${underway.leadId}`).set(auth).expect(200)).body.delivery).toMatchObject(failed);
    });
  });

  describe('outcome', () => {
    it('keeps every change with time and user, and refuses a missing or unknown value with a German reason', async () => {
      const path = `/portal-api/leads/${leads.recent.leadId}/outcome`;
      expect((await t.http.put(path).set(sonneAuth).send({ status: 'won' }).expect(400)).body.error).toContain('Auftragswert');
      expect((await t.http.put(path).set(sonneAuth).send({ status: 'lost', reason: 'wetter' }).expect(400)).body.error).toContain('Unbekannter Grund');
      expect((await t.http.put(path).set(sonneAuth).send({ status: 'vielleicht' }).expect(400)).body.error).toContain('Unbekanntes Ergebnis');
      expect((await t.http.put(path).set(sonneAuth).send({}).expect(400)).body.error).toContain('Bitte wählen Sie ein Ergebnis');
      await t.http.put(path).set(sonneAuth).send({ status: 'appointment', note: 'Termin am Freitag' }).expect(200);
      const { body } = await t.http.put(path).set(sonneAuth).send({ status: 'lost', reason: 'price' }).expect(200);
      expect(body.outcome).toMatchObject({ status: 'lost', label: 'Verloren', reason: 'price', changedBy: 'Sonja', source: 'portal' });
      expect(body.outcomeHistory.map((entry: { status: string }) => entry.status)).toEqual(['appointment', 'lost']);
      expect(body.outcomeHistory[0]).toMatchObject({ note: 'Termin am Freitag', changedBy: 'Sonja', changedAt: expect.any(String) });
      const listed = await t.http.get('/portal-api/leads').query({ filter: JSON.stringify({ outcome: 'lost' }) }).set(sonneAuth).expect(200);
      expect(listed.body.map((lead: { id: number; outcome: { label: string } }) => [lead.id, lead.outcome.label])).toEqual([[leads.recent.leadId, 'Verloren']]);
      const audit = await t.db.query(`SELECT role FROM audit_entry WHERE details->>'route' = 'PUT /portal-api/leads/{id}/outcome' ORDER BY id DESC LIMIT 1`);
      expect(audit[0]).toMatchObject({ role: BUYER_ROLE });
    });
  });

  describe('complaints', () => {
    it('files through the public page’s rules and queue: staff see it, ask for proof, the buyer uploads it', async () => {
      const path = `/portal-api/leads/${leads.recent.leadId}/complaint`;
      expect((await t.http.post(path).set(sonneAuth).send({ content: '   ' }).expect(400)).body.error).toBe('Bitte geben Sie einen Reklamationsgrund ein.');
      const filed = await t.http.post(path).set(sonneAuth).send({ content: 'Kunde hat nie angefragt' }).expect(200);
      expect(filed.body.complaint).toMatchObject({ status: 'open', statusLabel: 'Offen', answer: null, proofRequested: false });
      expect(filed.body.complaintDetail).toMatchObject({ exists: true, request: 'Kunde hat nie angefragt', canFile: true, canUpload: true });

      const queue = await t.http.get('/api/leads/reclamationrequests').set(staff).expect(200);
      const row = queue.body.find((entry: { leadId: number }) => entry.leadId === leads.recent.leadId);
      expect(row).toMatchObject({ organisationId: sonne.id, request: 'Kunde hat nie angefragt', status: 'open' });
      const history = (await t.http.get(`/api/reclamation/request/${row.id}`).set(staff).expect(200)).body.history;
      expect(history.at(-1)).toMatchObject({ status: 'open', user: 'Sonja (Sonnenstrom Müller GmbH, Käufer)' });

      await t.http.put(`/api/reclamation/request/${row.id}`).set(staff).send({ approved: 'proofRequired', content: 'Bitte Gesprächsnotiz hochladen' }).expect(200);
      const asked = (await t.http.get(`/portal-api/leads/${leads.recent.leadId}`).set(sonneAuth).expect(200)).body;
      expect(asked.complaint).toMatchObject({ status: 'proofRequired', proofRequested: true, answer: 'Bitte Gesprächsnotiz hochladen' });
      expect(asked.complaintDetail).toMatchObject({ proofRequested: true, canUpload: true, canFile: false });

      const uploaded = await t.http.post(`${path}/upload`).set(sonneAuth).attach('file', png(), { filename: 'notiz.png', contentType: 'image/png' }).expect(201);
      expect(uploaded.body.documents).toEqual([expect.objectContaining({ name: 'notiz.png' })]);
      expect((await t.http.get(`/api/reclamation/request/${row.id}`).set(staff).expect(200)).body.documents).toHaveLength(1);
      const [document] = (await t.http.get(`/portal-api/leads/${leads.recent.leadId}`).set(sonneAuth).expect(200)).body.complaintDetail.documents;
      expect(document.url).toBe(`/portal-api/leads/${leads.recent.leadId}/complaint/documents/${document.id}`);
      const file = await t.http.get(document.url).query({ token: sonneToken }).buffer(true).parse(binary).expect(200);
      expect(file.headers['content-disposition']).toContain('notiz.png');
      expect((file.body as Buffer).equals(png())).toBe(true);
      documentId = document.id;
    });

    it('still lists a sale whose complaint staff accepted, as reclaimed and with its complaint state', async () => {
      await t.http.post(`/portal-api/leads/${leads.mid.leadId}/complaint`).set(sonneAuth).send({ content: 'Falsche Nummer' }).expect(200);
      const queue = await t.http.get('/api/leads/reclamationrequests').set(staff).expect(200);
      const row = queue.body.find((entry: { leadId: number }) => entry.leadId === leads.mid.leadId);
      await t.http.put(`/api/reclamation/request/${row.id}`).set(staff).send({ approved: 'approved', content: '' }).expect(200);
      const { body } = await t.http.get('/portal-api/leads').query({ filter: JSON.stringify({ complaint: 'approved' }) }).set(sonneAuth).expect(200);
      expect(body).toEqual([expect.objectContaining({ id: leads.mid.leadId, reclaimed: true, complaint: expect.objectContaining({ status: 'approved', statusLabel: 'Akzeptiert', answer: 'Akzeptiert' }) })]);
      const many = await t.http.get('/portal-api/leads').query({ filter: JSON.stringify({ id: [leads.mid.leadId, leads.foreign.leadId] }) }).set(sonneAuth).expect(200);
      expect(many.body.map((lead: { id: number }) => lead.id)).toEqual([leads.mid.leadId]);
    });

    it('keeps to the deadline like the public page', async () => {
      const body = (await t.http.post(`/portal-api/leads/${leads.old.leadId}/complaint`).set(sonneAuth).send({ content: 'Zu spät' }).expect(400)).body;
      expect(body.error).toMatch(/^Die Reklamationsfrist für Lead \d+ endete am \d\d\.\d\d\.\d{4}\. Eine Reklamation ist nicht mehr möglich\.$/);
    });
  });

  describe('invoices', () => {
    let invoiceId: number;
    let dachInvoiceId: number;

    beforeAll(async () => {
      await t.http.put('/api/settings/company').set(staff).send(COMPANY).expect(200);
      // A sale in the month before last, invoiced on the first of last month.
      const berlin = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date()).split('-').map(Number);
      const monthBefore = (back: number) => {
        const date = new Date(Date.UTC(berlin[0], berlin[1] - 1 - back, 1));
        return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-01`;
      };
      for (const organisation of [sonne, dach]) {
        const { id: leadId } = await insertLead(t);
        await insertSale(t, { leadId, organisationId: organisation.id, soldAt: new Date(`${monthBefore(2)}T10:00:00Z`) });
      }
      const create = async (organisation: Organisation) => {
        const draft = (await t.http.post(`/api/organisation/${organisation.id}/invoice`).set(staff).send({ executionDate: monthBefore(1) }).expect(201)).body;
        await t.http.put(`/api/organisation/${organisation.id}/invoice/${draft.id}/send`).set(staff).expect(200);
        return draft.id as number;
      };
      invoiceId = await create(sonne);
      dachInvoiceId = await create(dach);
      // A draft (not issued) stays the staff's.
      await t.http.post(`/api/organisation/${sonne.id}/invoice`).set(staff).send({ executionDate: monthBefore(0) }).expect((response: SuperResponse) => expect([201, 400]).toContain(response.status));
    });

    it('lists the buyer’s issued invoices in simple-rest style, with download paths', async () => {
      const { body, headers } = await t.http.get('/portal-api/invoices').set(sonneAuth).expect(200);
      // react-admin's default sort (issue 27 §6: it was refused).
      expect((await t.http.get('/portal-api/invoices').query({ sort: '["id","DESC"]' }).set(sonneAuth).expect(200)).body).toEqual(body);
      expect(headers['content-range']).toBe('invoices 0-0/1');
      expect(body[0]).toMatchObject({
        id: invoiceId,
        number: expect.stringMatching(/^RE/),
        kind: 'invoice',
        kindLabel: 'Rechnung',
        status: 'open',
        statusLabel: 'Offen',
        gross: 59.5,
        month: expect.any(Number),
        invoiceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        pdfUrl: `/portal-api/invoices/${invoiceId}/pdf`,
        xrechnungUrl: `/portal-api/invoices/${invoiceId}/xrechnung`,
        dunningLetters: [],
      });
    });

    it('downloads the PDF and the XRechnung as browser links with the portal token, and refuses another buyer’s invoice', async () => {
      const pdf = await t.http.get(`/portal-api/invoices/${invoiceId}/pdf`).query({ token: sonneToken }).buffer(true).parse(binary).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
      const xml = await t.http.get(`/portal-api/invoices/${invoiceId}/xrechnung`).set(sonneAuth).buffer(true).parse(binary).expect(200);
      expect(xml.headers['content-type']).toContain('application/xml');
      expect((xml.body as Buffer).toString('utf8')).toMatch(/^<\?xml/);
      const foreign = await t.http.get(`/portal-api/invoices/${dachInvoiceId}/pdf`).query({ token: sonneToken }).expect(404);
      expect(foreign.body.error).toBe(`Rechnung ${dachInvoiceId} gibt es in Ihrem Konto nicht.`);
      await t.http.get(`/portal-api/invoices/${invoiceId}/pdf`).expect(401);
      // A staff token opens no portal download.
      await t.http.get(`/portal-api/invoices/${invoiceId}/pdf`).query({ token: staff.Authorization.slice(7) }).expect(401);
      const audit = await t.db.query(`SELECT role, entity_id AS "entityId" FROM audit_entry WHERE action = 'download' AND entity_type = 'invoice' ORDER BY id DESC LIMIT 1`);
      expect(audit[0]).toMatchObject({ role: BUYER_ROLE, entityId: String(invoiceId) });
    });

    it('lists and serves the dunning letters of an overdue invoice', async () => {
      const [invoice] = (await t.http.get('/portal-api/invoices').set(sonneAuth).expect(200)).body;
      const late = new Date(Date.parse(`${invoice.dueDate}T12:00:00Z`) + 30 * DAY).toISOString().slice(0, 10);
      // The Mahnlauf runs for today only: the app's clock moves to that day, then back.
      t.useClock(TestClock.runningFrom(`${late}T08:00:00Z`));
      await t.http.post('/api/dunning/run').set(staff).send({}).expect(200);
      await outboxSettled(t.db);
      t.useClock(TestClock.runningFrom(new Date()));
      const [dunned] = (await t.http.get('/portal-api/invoices').set(sonneAuth).expect(200)).body;
      expect(dunned.dunningLetters).toEqual([expect.objectContaining({ step: 0, name: expect.any(String), date: late, url: expect.stringMatching(new RegExp(`^/portal-api/invoices/${invoiceId}/dunning/\\d+-0$`)) })]);
      const letter = dunned.dunningLetters[0];
      const pdf = await t.http.get(letter.url).query({ token: sonneToken }).buffer(true).parse(binary).expect(200);
      expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
      await t.http.get(`/portal-api/invoices/${invoiceId}/dunning/${letter.dunningId}-5`).set(sonneAuth).expect(404);
      await t.http.get(`/portal-api/invoices/${dachInvoiceId}/dunning/${letter.dunningId}-0`).set(sonneAuth).expect(404);
    });
  });

  describe('settings', () => {
    it('round-trips pauses, holidays, budget, limit and notification address, and shows this month against them', async () => {
      const initial = (await t.http.get('/portal-api/settings').set(sonneAuth).expect(200)).body;
      expect(initial).toMatchObject({ pauses: [], holidaysState: null, monthlyBudget: null, monthlyLeadLimit: null, notificationEmail: '', maxMonthlyLeadLimit: 40, leadPrice: 45, webhookDelivery: false });
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
      const settings = { pauses: [{ from: today, to: '2099-01-06', reason: 'Urlaub' }], holidaysState: 'BY', monthlyBudget: 1250.1, monthlyLeadLimit: 30, notificationEmail: 'leads@sonnenstrom.example' };
      const saved = (await t.http.put('/portal-api/settings').set(sonneAuth).send(settings).expect(200)).body;
      expect(saved).toMatchObject({ ...settings, maxMonthlyLeadLimit: 40 });
      expect(saved.today).toMatchObject({ date: today, blocked: true, reason: 'paused', message: 'Pausiert bis 06.01.2099 (Urlaub)' });
      expect(saved.thisMonth).toMatchObject({ effectiveLeadLimit: 30, limitReached: false, budgetReached: false });
      expect(saved.thisMonth.sold).toBeGreaterThanOrEqual(1);
      expect((await t.http.get('/portal-api/settings').set(sonneAuth).expect(200)).body).toMatchObject(settings);
      // One row, the change of the buyer's availability itself, with what changed (it stands for the request).
      const audit = await t.db.query(
        `SELECT role, user_email AS "email", entity_type AS "entityType", changes FROM audit_entry WHERE details->>'route' = 'PUT /portal-api/settings' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit[0]).toMatchObject({ role: BUYER_ROLE, email: expect.stringMatching(/^sonja-/), entityType: 'buyer-availability' });
      expect(Object.keys(audit[0].changes.after)).toEqual(expect.arrayContaining(['pauses', 'monthlyLeadLimit']));
    });

    it('takes back what GET gave with one field changed; an agreed value that was changed is refused in German (issue 27 §6)', async () => {
      const read = (await t.http.get('/portal-api/settings').set(sonneAuth).expect(200)).body;
      const saved = (await t.http.put('/portal-api/settings').set(sonneAuth).send({ ...read, notificationEmail: 'zurueck@sonnenstrom.example' }).expect(200)).body;
      expect(saved).toMatchObject({ notificationEmail: 'zurueck@sonnenstrom.example', leadPrice: read.leadPrice, pauses: read.pauses });
      const cheaper = (await t.http.put('/portal-api/settings').set(sonneAuth).send({ ...read, leadPrice: 1 }).expect(400)).body;
      expect(cheaper.error).toBe('Den Preis je Lead (leadPrice) vereinbaren wir mit Ihnen; er lässt sich hier nicht ändern.');
      expect(cheaper.fields).toHaveProperty('leadPrice');
      const higher = (await t.http.put('/portal-api/settings').set(sonneAuth).send({ ...read, maxMonthlyLeadLimit: 999 }).expect(400)).body;
      expect(higher.fields).toHaveProperty('maxMonthlyLeadLimit');
      // Nothing of the refused changes was saved.
      expect((await t.http.get('/portal-api/settings').set(sonneAuth).expect(200)).body).toMatchObject({ notificationEmail: 'zurueck@sonnenstrom.example', leadPrice: read.leadPrice });
    });

    it('refuses a limit above the one staff set, and other bad input, with a German 400 naming the field; nothing is saved', async () => {
      const base = { pauses: [], holidaysState: null, monthlyBudget: null, monthlyLeadLimit: null, notificationEmail: '' };
      const above = (await t.http.put('/portal-api/settings').set(sonneAuth).send({ ...base, monthlyLeadLimit: 41 }).expect(400)).body;
      expect(above.error).toBe('Das monatliche Lead-Limit darf höchstens 40 betragen (mit uns vereinbart).');
      expect(above.fields).toHaveProperty('monthlyLeadLimit');
      expect((await t.http.put('/portal-api/settings').set(sonneAuth).send({ ...base, holidaysState: 'XX' }).expect(400)).body.error).toBe('Bitte wählen Sie ein Bundesland aus der Liste.');
      expect((await t.http.put('/portal-api/settings').set(sonneAuth).send({ ...base, pauses: [{ from: '2026-12-24', to: '2026-12-20' }] }).expect(400)).body.error).toContain('Der erste Tag liegt nach dem letzten');
      expect((await t.http.put('/portal-api/settings').set(sonneAuth).send({ ...base, monthlyBudget: 'viel' }).expect(400)).body.error).toContain('Monatsbudget');
      expect((await t.http.get('/portal-api/settings').set(sonneAuth).expect(200)).body).toMatchObject({ monthlyLeadLimit: 30, holidaysState: 'BY' });
    });

    it('names every broken field in one answer, so the portal shows them together (issue 27 §6)', async () => {
      const base = { pauses: [], holidaysState: null, monthlyBudget: null, monthlyLeadLimit: null, notificationEmail: '' };
      const rules = (await t.http.put('/portal-api/settings').set(sonneAuth).send({ ...base, monthlyBudget: -5, monthlyLeadLimit: 41, notificationEmail: 'keine-adresse' }).expect(400)).body;
      expect(rules.fields).toEqual({
        monthlyBudget: 'Das Monatsbudget muss ein Betrag ab 0,00 € mit höchstens zwei Nachkommastellen sein.',
        monthlyLeadLimit: 'Das monatliche Lead-Limit darf höchstens 40 betragen (mit uns vereinbart).',
        notificationEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse für Benachrichtigungen an.',
      });
      const kinds = (await t.http.put('/portal-api/settings').set(sonneAuth).send({ ...base, pauses: 'Urlaub', monthlyBudget: 'viel', notificationEmail: 42 }).expect(400)).body;
      expect(Object.keys(kinds.fields).sort()).toEqual(['monthlyBudget', 'notificationEmail', 'pauses']);
      expect((await t.http.get('/portal-api/settings').set(sonneAuth).expect(200)).body).toMatchObject({ monthlyLeadLimit: 30, holidaysState: 'BY' });
    });
  });

  describe('test delivery', () => {
    it('posts a marked, signed test lead to a webhook buyer and answers the result; an e-mail buyer gets a German 400', async () => {
      const zapier = await insertOrganisation(t, { name: 'Hook GmbH', type: 'zapier', integrations: { ...defaultIntegrations(), zapier: { active: true, uri: hook.url, username: '' } } });
      const auth = { Authorization: `Bearer ${await login(zapier.id, 'Hanna')}` };
      // The portal shows 'Test senden' only to buyers whose leads go to a webhook.
      expect((await t.http.get('/portal-api/settings').set(auth).expect(200)).body.webhookDelivery).toBe(true);
      const { body } = await t.http.post('/portal-api/deliveries/test').set(auth).expect(200);
      expect(body).toMatchObject({ delivered: true, message: 'Der Test-Lead wurde zugestellt.', error: null });
      const received = hook.requests.at(-1)!;
      expect(received.body).toMatchObject({ event: 'lead.test', test: true, saleId: 0, soldTo: { id: zapier.id, name: 'Hook GmbH' } });
      expect(String(received.headers['x-leadportal-signature'])).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
      expect(await t.db.getRepository(Sale).countBy({ organisationId: zapier.id })).toBe(0);

      const requestsBefore = hook.requests.length + 1;
      hook.mode = 'reject';
      const refused = (await t.http.post('/portal-api/deliveries/test').set(auth).expect(200)).body;
      expect(refused.delivered).toBe(false);
      expect(refused.message).toMatch(/^Der Test-Lead konnte nicht zugestellt werden: Zapier lehnt die Lieferung ab \(HTTP 4\d\d\)\.$/);
      expect(JSON.stringify(refused)).not.toContain(new URL(hook.url).host);
      hook.mode = 'ok';

      // An internal address, in a spelling the guard once let through: refused, and the answer names neither it nor what it reaches.
      const inside = await insertOrganisation(t, { name: 'Innen GmbH', type: 'zapier', integrations: { ...defaultIntegrations(), zapier: { active: true, uri: 'http://[::ffff:0:7f00:1]:9/hook', username: '' } } });
      const insideAuth = { Authorization: `Bearer ${await login(inside.id, 'Ines')}` };
      const internal = (await t.http.post('/portal-api/deliveries/test').set(insideAuth).expect(200)).body;
      expect(internal).toMatchObject({ delivered: false, message: 'Der Test-Lead konnte nicht zugestellt werden: Die Adresse ist intern oder nicht erreichbar.' });
      expect(hook.requests.length).toBe(requestsBefore);

      const mail = (await t.http.post('/portal-api/deliveries/test').set(sonneAuth).expect(400)).body;
      expect(mail.error).toContain('nur für Webhook-Empfänger');
    });
  });

  describe('scoping', () => {
    it('answers every portal route with another organisation’s ids with a 404, never its data', async () => {
      const foreignLead = leads.foreign.leadId;
      const calls: [string, () => Promise<SuperResponse>][] = [
        ['GET lead', () => t.http.get(`/portal-api/leads/${foreignLead}`).set(sonneAuth)],
        ['PUT outcome', () => t.http.put(`/portal-api/leads/${foreignLead}/outcome`).set(sonneAuth).send({ status: 'reached' })],
        ['POST complaint', () => t.http.post(`/portal-api/leads/${foreignLead}/complaint`).set(sonneAuth).send({ content: 'Fremder Lead' })],
        ['POST upload', () => t.http.post(`/portal-api/leads/${foreignLead}/complaint/upload`).set(sonneAuth).attach('file', png(), { filename: 'x.png', contentType: 'image/png' })],
      ];
      // Dach asks for Sonne's complaint file through its own lead and through Sonne's.
      calls.push(['GET document (own lead)', () => t.http.get(`/portal-api/leads/${foreignLead}/complaint/documents/${documentId}`).set(dachAuth)]);
      calls.push(['GET document (other lead)', () => t.http.get(`/portal-api/leads/${leads.recent.leadId}/complaint/documents/${documentId}`).set(dachAuth)]);
      const invoices = (await t.http.get('/portal-api/invoices').set(dachAuth).expect(200)).body as { id: number }[];
      for (const { id } of invoices) {
        calls.push([`GET pdf ${id}`, () => t.http.get(`/portal-api/invoices/${id}/pdf`).set(sonneAuth)]);
        calls.push([`GET xrechnung ${id}`, () => t.http.get(`/portal-api/invoices/${id}/xrechnung`).set(sonneAuth)]);
        calls.push([`GET dunning ${id}`, () => t.http.get(`/portal-api/invoices/${id}/dunning/1-0`).set(sonneAuth)]);
      }
      expect(invoices.length).toBeGreaterThan(0);
      for (const [name, call] of calls) {
        const response = await call();
        expect([name, response.status]).toEqual([name, 404]);
        expect(response.body.error).toMatch(/gibt es( in Ihrem Konto)? nicht/);
        expect(JSON.stringify(response.body)).not.toMatch(/Fremd|Dach & Glas/);
      }
      // And the lead of the other buyer is untouched: no outcome, no complaint from Sonne.
      const dachView = (await t.http.get(`/portal-api/leads/${foreignLead}`).set(dachAuth).expect(200)).body;
      expect(dachView).toMatchObject({ outcome: null, complaint: null });
      const shared = (await t.http.get(`/portal-api/leads/${leads.shared.leadId}`).set(dachAuth).expect(200)).body;
      expect(shared.outcome).toBeNull();
    });

    it('refuses staff tokens and missing tokens on the portal data routes', async () => {
      for (const path of ['/portal-api/leads', `/portal-api/leads/${leads.mid.leadId}`, '/portal-api/invoices', '/portal-api/settings']) {
        await t.http.get(path).expect(401);
        await t.http.get(path).set(staff).expect(401);
      }
    });
  });
});
