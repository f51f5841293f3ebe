import { LeadOutcomesService } from '@app/lead-outcomes';
import { readdirSync } from 'node:fs';
import JSZip from 'jszip';
import type { Test } from 'supertest';
import { In } from 'typeorm';
import { AuditEntry } from '@app/audit';
import { FileStorage, LocalDiskStorage } from '@app/infrastructure';
import { Invoice, InvoiceFile, InvoiceItem } from '@app/invoicing';
import { Lead } from '@app/leads';
import { MailService, OutgoingMail } from '@app/mail';
import { CustomerOrder } from '@app/orders';
import { Organisation } from '@app/organisations';
import { RetentionSchedule } from '@app/privacy';
import { ReclamationDocument, ReclamationRequest } from '@app/reclamations';
import { ReclamationLinks } from '@app/sales';
import { COMPANY, funnelLead, insertLead, insertLeadsource, insertOrganisation, insertSale, sellLead, supplierLead } from '../factories';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const NOW = '2026-12-15T12:00:00+01:00';
const DAY = 24 * 60 * 60 * 1000;
const DO_NOT_CONTACT = 'Diese Person hat der Verarbeitung ihrer Daten widersprochen (Nicht kontaktieren). Der Lead wird nicht angenommen.';
const pdfFile = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1200, 0x20)]);
/** The answer's bytes as they came (a ZIP). */
const bytes = (call: Test) =>
  call.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

/**
 * Data-protection rights through the API: the person search, the Art. 15 export, the Art. 17 erasure
 * (invoices and statistics untouched, buyers told, the 'Nicht kontaktieren' list at the intake) and the
 * retention run of Settings 'Aufbewahrung'.
 */
describe('Data protection (DSGVO): search, Art. 15 export, Art. 17 erasure, retention', () => {
  let t: TestApp;
  let clock: TestClock;
  let admin: { Authorization: string };
  let sales: { Authorization: string };
  let accounting: { Authorization: string };
  let buyer: Organisation;
  let supplierKey: string;
  /** Anna's funnel lead (sold now, with a complaint and a document) and her supplier lead (sold in November, invoiced). */
  let annaFunnel: number;
  let annaSupplier: number;
  let bernd: number;

  const storedFiles = () =>
    readdirSync((t.app.get(FileStorage) as LocalDiskStorage).directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  const leadRow = (id: number) => t.db.getRepository(Lead).findOneByOrFail({ id });
  const postFunnel = (contact: Record<string, unknown>, consent = true) => {
    const body: Record<string, unknown> = funnelLead({ contact });
    if (!consent) delete body.consent;
    return t.http.post('/public-api/lead').set('User-Agent', 'Testbrowser/1.0').send(body);
  };
  const postSupplier = (overrides: Record<string, unknown>) => t.http.post('/public-api/leadsource/lead').set('X-Api-Key', supplierKey).send(supplierLead(overrides));
  /** What must not change when a person is erased: the invoices (rows and issued files) and the statistics' answers. */
  const businessRecords = async () => ({
    invoices: JSON.stringify(await t.db.getRepository(Invoice).find({ order: { id: 'ASC' } })),
    items: JSON.stringify(await t.db.getRepository(InvoiceItem).find({ order: { id: 'ASC' } })),
    files: (await t.db.getRepository(InvoiceFile).find({ order: { invoiceId: 'ASC' } })).map((file) => [file.invoiceId, file.pdf.toString('base64'), file.facturXml, file.xrechnungXml]),
    statistics: (await t.http.get('/api/statistics').set(admin).expect(200)).text,
    statisticsFiltered: (await t.http.get('/api/statistics').query({ startTime: '2026-11-01', endTime: '2026-12-31', orga: String(buyer.id) }).set(admin).expect(200)).text,
    dashboard: (await t.http.get('/api/statistics/charts/full').set(admin).expect(200)).text,
    goals: (await t.http.get('/api/statistics/charts/11/2026').set(admin).expect(200)).text,
    days: (await t.http.get('/api/statistics/charts/12/2026/days').set(admin).expect(200)).text,
  });

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_BASE_URL: 'https://leads.example.de' });
    clock = TestClock.runningFrom(NOW);
    t.useClock(clock);
    admin = await t.staffAuth('admin');
    sales = await t.staffAuth('sales');
    accounting = await t.staffAuth('accounting');
    await t.http.put('/api/settings/company').set(admin).send(COMPANY).expect(200);
    buyer = await insertOrganisation(t, { name: 'Solarhaus Süd GmbH', email: 'leads@solarhaus.example', leadSellCost: '45.00', street: 'Marienplatz 1', zip: '80331', city: 'München' });
    const supplier = await insertLeadsource(t, { name: 'Solarportal', slug: 'solarportal' });
    supplierKey = supplier.apiKey;

    annaFunnel = (await postFunnel({ mail: 'Anna.Schmidt@Example.de', phone: '0171 1234567' }).expect(201)).body.id;
    annaSupplier = (
      await postSupplier({
        externalId: 'SP-ANNA',
        contact: { salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt', phone: '0049 171 123 45 67', mail: 'a.schmidt@example.org', street: 'Lindenstraße 5a', zip: '80331', city: 'München' },
        data: { consumption: '5.000 – 8.000 kWh', buildingType: 'Reihenhaus am Bach', extraInfo: 'Frau Schmidt ist ab 18 Uhr erreichbar' },
      }).expect(201)
    ).body.id;
    bernd = (await postSupplier({ externalId: 'SP-BERND' }).expect(201)).body.id;
    await t.http.put('/api/orders/A-1001').set(admin).send({ firstName: 'Anna', lastName: 'Schmidt', zip: '80331', city: 'München', street: 'Lindenstraße 5a', phone: '0171/123 45 67', mail: 'anna.schmidt@example.de', note: 'Ruft abends an' }).expect(200);
    await t.http.put('/api/orders/B-2002').set(admin).send({ firstName: 'Jonas', lastName: 'Becker', zip: '50667', phone: '0221 9876543', mail: 'jonas.becker@example.de' }).expect(200);

    // November: Anna's supplier lead and Bernd's are sold and invoiced (the invoice's appendix names their numbers).
    await insertSale(t, { leadId: annaSupplier, organisationId: buyer.id, soldAt: new Date('2026-11-10T10:00:00+01:00'), price: '45.00' });
    await insertSale(t, { leadId: bernd, organisationId: buyer.id, soldAt: new Date('2026-11-12T10:00:00+01:00'), price: '45.00' });
    const draft = (await t.http.post(`/api/organisation/${buyer.id}/invoice`).set(admin).send({ executionDate: '2026-12-01' }).expect(201)).body;
    await t.http.put(`/api/organisation/${buyer.id}/invoice/${draft.id}/send`).set(admin).expect(200);

    // Now: Anna's funnel lead is sold by hand (a delivery and its mail with her data), and the buyer complains with a document.
    const me = (await t.http.get('/api/auth/me').set(admin).expect(200)).body;
    await sellLead(t, annaFunnel, { organisations: [buyer.id], userId: me.id });
    const token = t.app.get(ReclamationLinks).organisationToken(buyer);
    await t.http.post('/public-api/reclamationrequest').query({ token }).send({ lId: annaFunnel, oId: buyer.id, content: 'Frau Schmidt sagt, sie habe nichts angefragt' }).expect(200);
    await t.http.post(`/public-api/reclamationrequest/upload/${buyer.id}/${annaFunnel}`).query({ token }).attach('file', pdfFile(), { filename: 'Gespraechsnotiz-Schmidt.pdf', contentType: 'application/pdf' }).expect(201);
    // The buyer writes about her in its outcome, twice (the history keeps both notes).
    const outcomes = t.app.get(LeadOutcomesService);
    const buyerUser = { kind: 'buyer' as const, userId: 1, name: 'Petra Vertrieb' };
    await outcomes.record(buyer.id, annaFunnel, { status: 'reached', note: 'Frau Schmidt ruft zurück' }, buyerUser);
    await outcomes.record(buyer.id, annaFunnel, { status: 'lost', reason: 'noInterest', note: 'Anna Schmidt will nicht mehr' }, buyerUser);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('person search (GET /api/privacy/subjects)', () => {
    it('finds leads, orders and complaints by the phone in any spelling, normalised as at intake', async () => {
      const found = (await t.http.get('/api/privacy/subjects').query({ phone: '+49 171 123-4567' }).set(sales).expect(200)).body;
      expect(found.leads.map((lead: { id: number }) => lead.id)).toEqual([annaFunnel, annaSupplier]);
      expect(found.leads[0]).toMatchObject({ firstName: 'Anna', lastName: 'Schmidt', zip: '80331', email: 'anna.schmidt@example.de', phone: '+491711234567', leadsource: 'Website', pseudonymisedAt: null });
      expect(found.orders).toEqual([expect.objectContaining({ orderNumber: 'A-1001', firstName: 'Anna', lastName: 'Schmidt', zip: '80331' })]);
      expect(found.complaints).toEqual([expect.objectContaining({ leadId: annaFunnel, organisationName: 'Solarhaus Süd GmbH', status: 'open', documents: 1 })]);
    });

    it('finds by the e-mail address whatever its case and spaces; either term may find a record', async () => {
      const byMail = (await t.http.get('/api/privacy/subjects').query({ email: '  ANNA.Schmidt@example.DE ' }).set(admin).expect(200)).body;
      expect(byMail.leads.map((lead: { id: number }) => lead.id)).toEqual([annaFunnel]);
      expect(byMail.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(['A-1001']);
      const both = (await t.http.get('/api/privacy/subjects').query({ email: 'a.schmidt@example.org', phone: '0221 9876543' }).set(admin).expect(200)).body;
      expect(both.leads.map((lead: { id: number }) => lead.id)).toEqual([annaSupplier, bernd]);
      expect(both.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(['B-2002']);
    });

    it('needs an e-mail or a phone and refuses what could never match, in German; accounting may not search', async () => {
      expect((await t.http.get('/api/privacy/subjects').set(admin).expect(400)).body.error).toBe('Bitte eine E-Mail-Adresse oder eine Telefonnummer angeben.');
      expect((await t.http.get('/api/privacy/subjects').query({ email: 'anna@' }).set(admin).expect(400)).body.error).toBe('Bitte eine gültige E-Mail-Adresse angeben');
      expect((await t.http.get('/api/privacy/subjects').query({ phone: '0171 1234567' }).set(accounting).expect(403)).body.error).toBe('Dafür fehlt Ihnen die Berechtigung (Rolle: Buchhaltung).');
      await t.http.get('/api/privacy/subjects').query({ phone: '0171 1234567' }).expect(401);
    });
  });

  describe('Art. 15 export (GET /api/privacy/export)', () => {
    it('answers a ZIP with everything stored as auskunft.json and a readable German PDF, and records the export', async () => {
      const response = await bytes(t.http.get('/api/privacy/export').query({ email: 'anna.schmidt@example.de', phone: '0171 1234567' }).set(sales)).expect(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Auskunft-Art-15-DSGVO-2026-12-15.zip"; filename*=UTF-8''Auskunft-Art-15-DSGVO-2026-12-15.zip`);
      expect(response.headers['cache-control']).toContain('no-store');
      const zip = await JSZip.loadAsync(response.body as Buffer);
      expect(Object.keys(zip.files).sort()).toEqual(['Auskunft-Art-15-DSGVO.pdf', 'auskunft.json']);

      const auskunft = JSON.parse(await zip.file('auskunft.json')!.async('string'));
      expect(Object.keys(auskunft)).toEqual(['title', 'generatedAt', 'controller', 'request', 'leads', 'consentRecords', 'recipients', 'deliveries', 'complaints', 'orders', 'mails', 'retention']);
      expect(auskunft.request).toEqual({ email: 'anna.schmidt@example.de', phone: '+491711234567' });
      expect(auskunft.controller).toMatchObject({ name: COMPANY.name, email: COMPANY.email });
      expect(auskunft.leads.map((lead: { id: number }) => lead.id)).toEqual([annaFunnel, annaSupplier]);
      expect(auskunft.leads[0]).toMatchObject({ source: 'Website', contact: { firstName: 'Anna', lastName: 'Schmidt', email: 'anna.schmidt@example.de', street: 'Lindenstraße 5a' } });
      expect(auskunft.leads[0].answers).toContainEqual({ key: 'buildingType', question: 'Hausart', answer: 'Bauernhof mit Scheune' });
      expect(auskunft.leads[1]).toMatchObject({ source: 'Solarportal', contact: { email: 'a.schmidt@example.org' } });
      expect(auskunft.consentRecords[0]).toMatchObject({ leadId: annaFunnel, givenAt: expect.any(String), ip: expect.any(String), userAgent: expect.any(String), text: expect.stringContaining('Datenschutzerklärung') });
      expect(auskunft.consentRecords[1]).toMatchObject({ leadId: annaSupplier, text: 'Einwilligung beim Partner erteilt', ip: '203.0.113.7' });
      expect(auskunft.recipients).toEqual([
        { leadId: annaFunnel, organisation: 'Solarhaus Süd GmbH', receivedAt: expect.any(String), reclaimed: false, reclaimedAt: null },
        { leadId: annaSupplier, organisation: 'Solarhaus Süd GmbH', receivedAt: new Date('2026-11-10T10:00:00+01:00').toISOString(), reclaimed: false, reclaimedAt: null },
      ]);
      expect(auskunft.deliveries).toEqual([expect.objectContaining({ leadId: annaFunnel, organisation: 'Solarhaus Süd GmbH', status: expect.any(String) })]);
      expect(auskunft.complaints).toEqual([
        expect.objectContaining({ leadId: annaFunnel, organisation: 'Solarhaus Süd GmbH', reason: 'Frau Schmidt sagt, sie habe nichts angefragt', documents: [expect.objectContaining({ name: 'Gespraechsnotiz-Schmidt.pdf' })] }),
      ]);
      expect(auskunft.orders).toEqual([expect.objectContaining({ orderNumber: 'A-1001', note: 'Ruft abends an', phone: '0171/123 45 67' })]);
      expect(auskunft.mails.length).toBeGreaterThan(0);
      expect(auskunft.retention).toEqual({ unsoldLeadMonths: 6, soldLeadMonths: 24, complaintDocumentMonths: 12, mailBodyDays: 90 });

      const text = (await pdfText(await zip.file('Auskunft-Art-15-DSGVO.pdf')!.async('nodebuffer'))).replace(/\s+/g, ' ');
      expect(text).toContain('Auskunft nach Art. 15 DSGVO');
      expect(text).toContain(`Anfrage Nr. ${annaFunnel} vom 15.12.2026`);
      expect(text).toContain('Name: Frau Anna Schmidt');
      expect(text).toContain('Hausart: Bauernhof mit Scheune');
      expect(text).toContain('Herkunft der Daten: Solarportal');
      expect(text).toContain('Empfänger Ihrer Daten');
      expect(text).toContain(`Solarhaus Süd GmbH: Anfrage Nr. ${annaSupplier}, übermittelt am 10.11.2026`);
      expect(text).toContain('Auftrag A-1001');
      expect(text).toContain('6 Monate nach Eingang gelöscht');
      expect(text).toContain('Bemerkung: Frau Schmidt ist ab 18 Uhr erreichbar');
      expect(text).toContain('bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77)');

      const [row] = await t.db.getRepository(AuditEntry).find({ where: { action: 'export', entityType: 'privacy' } });
      expect(row).toBeDefined();
      expect(row.role).toBe('sales');
    });

    it('says in German that e-mail or phone is missing, and lets accounting not export', async () => {
      expect((await t.http.get('/api/privacy/export').set(admin).expect(400)).body.error).toBe('Bitte eine E-Mail-Adresse oder eine Telefonnummer angeben.');
      await t.http.get('/api/privacy/export').query({ phone: '0171 1234567' }).set(accounting).expect(403);
    });

    it('answers a person with nothing stored with an export that says so', async () => {
      const response = await bytes(t.http.get('/api/privacy/export').query({ email: 'niemand@example.de' }).set(admin)).expect(200);
      const zip = await JSZip.loadAsync(response.body as Buffer);
      const auskunft = JSON.parse(await zip.file('auskunft.json')!.async('string'));
      expect([auskunft.leads, auskunft.orders, auskunft.complaints, auskunft.recipients]).toEqual([[], [], [], []]);
      expect(await pdfText(await zip.file('Auskunft-Art-15-DSGVO.pdf')!.async('nodebuffer'))).toContain('keine personenbezogenen Daten gespeichert');
    });
  });

  describe('Art. 17 erasure (POST /api/privacy/erase)', () => {
    let before: Awaited<ReturnType<typeof businessRecords>>;
    let result: Record<string, unknown>;
    let filesBefore: number;

    beforeAll(async () => {
      before = await businessRecords();
      filesBefore = storedFiles();
    });

    it('is for administrators only and needs a reason', async () => {
      expect((await t.http.post('/api/privacy/erase').set(sales).send({ phone: '0171 1234567', reason: 'Anfrage' }).expect(403)).body.error).toBe('Dafür fehlt Ihnen die Berechtigung (Rolle: Vertrieb).');
      expect((await t.http.post('/api/privacy/erase').set(admin).send({ phone: '0171 1234567', reason: '   ' }).expect(400)).body.error).toBe('Bitte einen Grund für die Löschung angeben');
      expect((await t.http.post('/api/privacy/erase').set(admin).send({ reason: 'Anfrage per Brief' }).expect(400)).body.error).toBe('Bitte eine E-Mail-Adresse oder eine Telefonnummer angeben.');
      // Nothing happened.
      expect((await leadRow(annaFunnel)).firstName).toBe('Anna');
    });

    it('erases all or nothing: a failure on the way leaves every record, document and file as it was', async () => {
      const mail = t.app.get(MailService);
      const failing = jest.spyOn(mail, 'queue').mockRejectedValueOnce(new Error('Postausgang nicht erreichbar'));
      await t.http.post('/api/privacy/erase').set(admin).send({ phone: '0171 1234567', reason: 'Löschverlangen' }).expect(500);
      failing.mockRestore();
      expect(await leadRow(annaFunnel)).toMatchObject({ firstName: 'Anna', email: 'anna.schmidt@example.de', pseudonymisedAt: null });
      expect(await t.db.getRepository(CustomerOrder).findOneByOrFail({ orderNumber: 'A-1001' })).toMatchObject({ lastName: 'Schmidt' });
      expect(await t.db.getRepository(ReclamationDocument).count()).toBe(1);
      expect(storedFiles()).toBe(filesBefore);
      expect(await t.db.query('SELECT hash FROM do_not_contact')).toEqual([]);
    });

    it('pseudonymises every lead, order and complaint of the person in one go and says what it erased', async () => {
      result = (await t.http.post('/api/privacy/erase').set(admin).send({ phone: '0171-1234567', email: 'anna.schmidt@example.de', reason: 'Löschverlangen per E-Mail vom 14.12.2026' }).expect(200)).body;
      const complaint = await t.db.getRepository(ReclamationRequest).findOneByOrFail({ leadId: annaFunnel });
      const order = await t.db.getRepository(CustomerOrder).findOneByOrFail({ orderNumber: 'A-1001' });
      expect(result).toEqual({
        leadIds: [annaFunnel, annaSupplier],
        orderIds: [order.id],
        complaintIds: [complaint.id],
        documents: 1,
        mails: expect.any(Number),
        notifiedBuyerIds: [buyer.id],
        unreachableBuyerIds: [],
        blockedEntries: 3,
      });

      const funnel = await leadRow(annaFunnel);
      expect(funnel).toMatchObject({ salutation: '', firstName: '', lastName: 'Gelöscht', email: '', phone: '', street: '', city: '', zip: '80331', consentIp: null, consentUserAgent: null, fromUrl: null, emailConfirmIp: null });
      expect(funnel.pseudonymisedAt).not.toBeNull();
      // Answers by key stay; the typed one becomes its answer's label.
      expect(funnel.data).toMatchObject({ consumption: '3.000 – 5.000 kWh', buildingType: 'Sonstiges', roofType: 'Satteldach' });
      expect(JSON.stringify(funnel.details)).not.toContain('Bauernhof');
      expect(funnel.consentAt).not.toBeNull();
      const supplier = await leadRow(annaSupplier);
      expect(supplier).toMatchObject({ lastName: 'Gelöscht', email: '', phone: '', zip: '80331', externalId: 'SP-ANNA', data: { consumption: '5.000 – 8.000 kWh' } });

      expect(order).toMatchObject({ orderNumber: 'A-1001', firstName: '', lastName: '', street: '', phone: '', mail: '', note: '', zip: '80331' });
      expect(complaint).toMatchObject({ request: '[gelöscht]', status: 'open' });
      // The buyer's outcome keeps its status and reason; its notes, now and in its history, are gone (issue 27 §2).
      const outcome = (await t.http.get(`/api/organisation/${buyer.id}/outcomes`).set(admin).expect(200)).text;
      expect(outcome).not.toMatch(/Schmidt|ruft zurück/);
      const notes: { note: string }[] = await t.db.query(`SELECT note FROM lead_outcome WHERE lead_id = $1 UNION ALL SELECT note FROM lead_outcome_change WHERE lead_id = $1`, [annaFunnel]);
      expect(notes.length).toBeGreaterThanOrEqual(3);
      expect(notes.every((row) => row.note === '' || row.note === '[gelöscht]')).toBe(true);
      const [kept] = await t.db.query(`SELECT status, reason FROM lead_outcome WHERE lead_id = $1`, [annaFunnel]);
      expect(kept).toEqual({ status: 'lost', reason: 'noInterest' });
      expect(await t.db.getRepository(ReclamationDocument).countBy({ requestId: complaint.id })).toBe(0);
      expect(storedFiles()).toBe(filesBefore - 1);
      const mails = await t.db.getRepository(OutgoingMail).find({ where: [{ leadId: annaFunnel }, { leadId: annaSupplier }] });
      const emptied = mails.filter((mail) => mail.kind !== 'privacy-erasure');
      expect(emptied.length).toBe(result.mails);
      for (const mail of emptied) expect(mail).toMatchObject({ html: '', text: '', subject: 'Inhalt gelöscht (Datenschutz)' });
      expect(JSON.stringify(emptied)).not.toMatch(/Schmidt|anna/i);

      // Bernd is untouched.
      expect(await leadRow(bernd)).toMatchObject({ firstName: 'Jonas', lastName: 'Becker', pseudonymisedAt: null });
      expect(await t.db.getRepository(CustomerOrder).findOneByOrFail({ orderNumber: 'B-2002' })).toMatchObject({ lastName: 'Becker' });
      // Found no more.
      const found = (await t.http.get('/api/privacy/subjects').query({ phone: '0171 1234567' }).set(admin).expect(200)).body;
      expect(found).toEqual({ leads: [], orders: [], complaints: [] });
    });

    it('leaves invoices (rows and issued files) and the statistics byte for byte as they were', async () => {
      expect(await businessRecords()).toEqual(before);
      expect(before.files).toHaveLength(1);
      expect(JSON.parse(before.statistics).length).toBeGreaterThan(0);
    });

    it('asks the buyer who received the data to erase it, naming only the lead number (Art. 19)', async () => {
      const notices = await t.db.getRepository(OutgoingMail).find({ where: { kind: 'privacy-erasure' }, order: { leadId: 'ASC' } });
      expect(notices.map((mail) => [mail.recipient, mail.leadId, mail.subject])).toEqual(
        [annaFunnel, annaSupplier].sort((a, b) => a - b).map((leadId) => ['leads@solarhaus.example', leadId, `Bitte löschen: Daten zu Lead ${leadId} (Art. 17 DSGVO)`]),
      );
      expect(notices[0].text).toContain('Bitte löschen Sie die Kontaktdaten zu Lead');
      expect(notices[0].text).toContain(`Mit freundlichen Grüßen\n${COMPANY.name}`);
      expect(JSON.stringify(notices)).not.toMatch(/Schmidt|anna|1711234567/i);
    });

    it('keeps an erased order erased when it is saved or imported again: progress and status follow, the customer does not come back', async () => {
      await t.http.put('/api/orders/A-1001').set(admin).send({ firstName: 'Anna', lastName: 'Schmidt', zip: '80331', mail: 'anna.schmidt@example.de', progress: 60 }).expect(200);
      const csv = 'orderNumber;firstName;lastName;zip;city;street;phone;mail;note;status;progress\nA-1001;Anna;Schmidt;80331;München;Lindenstraße 5a;0171 1234567;anna.schmidt@example.de;Ruft abends an;Montage;80\nC-3003;Clara;Neu;10115;Berlin;;;;;;10\n';
      const imported = (await t.http.post('/api/orders/import').set(admin).set('Content-Type', 'text/csv').send(csv).expect(200)).body;
      expect(imported).toEqual({ imported: 2, created: 1, updated: 1, keptErased: ['A-1001'] });
      const order = await t.db.getRepository(CustomerOrder).findOneByOrFail({ orderNumber: 'A-1001' });
      expect(order).toMatchObject({ firstName: '', lastName: '', street: '', city: '', phone: '', mail: '', note: '', zip: '80331', status: 'Montage', progress: 80 });
      expect(order.pseudonymisedAt).not.toBeNull();
      expect(await t.db.getRepository(CustomerOrder).findOneByOrFail({ orderNumber: 'C-3003' })).toMatchObject({ lastName: 'Neu', pseudonymisedAt: null });
      // The customer's status page does not find it by the old name either.
      await t.http.get('/public-api/gvd/order').query({ orderNumber: 'A-1001', zip: '80331', lastName: 'Schmidt' }).expect(404);
      const found = (await t.http.get('/api/privacy/subjects').query({ email: 'anna.schmidt@example.de' }).set(admin).expect(200)).body;
      expect(found.orders).toEqual([]);
      // The back office's form of an erased order sends no names: accepted for an existing order, refused for a new one.
      const saved = (await t.http.put('/api/orders/A-1001').set(admin).send({ zip: '80331', status: 'Abgeschlossen', progress: 100 }).expect(200)).body;
      expect(saved).toMatchObject({ id: 'A-1001', lastName: '', status: 'Abgeschlossen', progress: 100, pseudonymisedAt: expect.any(String) });
      const refused = (await t.http.put('/api/orders/D-4004').set(admin).send({ zip: '80331' }).expect(400)).body;
      expect(refused.fields).toEqual({ firstName: expect.stringMatching(/Vorname/), lastName: expect.stringMatching(/Nachname/) });
      expect(await t.db.getRepository(CustomerOrder).countBy({ orderNumber: 'D-4004' })).toBe(0);
      // Names sent empty stay refused, as before.
      await t.http.put('/api/orders/A-1001').set(admin).send({ firstName: '', lastName: '', zip: '80331' }).expect(400);
    });

    it('records the erasure with its reason and what it erased, without the person', async () => {
      const rows = await t.db.getRepository(AuditEntry).find({ where: { action: 'erase', entityType: 'privacy' } });
      // The service's row with what was erased (its free-text reason masked like every free text), beside the request's own.
      const erasure = rows.find((row) => row.details?.leadIds);
      expect(erasure).toMatchObject({ role: 'admin', details: expect.objectContaining({ reason: expect.any(String), leadIds: [annaFunnel, annaSupplier], orderIds: expect.any(Array), documents: 1, notifiedBuyerIds: [buyer.id] }) });
      const all = JSON.stringify(await t.db.getRepository(AuditEntry).find({ where: { entityType: 'privacy' } }));
      expect(all).not.toMatch(/anna|schmidt|1711234567|a\.schmidt/i);
    });
  });

  describe("the 'Nicht kontaktieren' list at the intake", () => {
    it('refuses the person’s next lead from any supplier by phone or e-mail, in any spelling, with 422', async () => {
      const byPhone = await postSupplier({ externalId: 'SP-ANNA-2', contact: { ...supplierLead().contact, phone: '+49 171 1234567', mail: 'neu@example.de' } }).expect(422);
      expect(byPhone.body.error).toBe(DO_NOT_CONTACT);
      const byMail = await postSupplier({ externalId: 'SP-ANNA-3', contact: { ...supplierLead().contact, phone: '0151 99999999', mail: 'A.Schmidt@Example.org' } }).expect(422);
      expect(byMail.body.error).toBe(DO_NOT_CONTACT);
      expect(await t.db.getRepository(Lead).countBy({ externalId: 'SP-ANNA-2' })).toBe(0);
    });

    it('refuses a funnel lead sent without the consent line, takes one with it, and lifts the block only when the person confirms it (issue 27 §2)', async () => {
      const refused = await postFunnel({ mail: 'anna.schmidt@example.de', phone: '0171 7654321' }, false).expect(422);
      expect(refused.body.error).toBe(DO_NOT_CONTACT);
      const accepted = await postFunnel({ mail: 'anna.schmidt@example.de', phone: '0171 1234567' }).expect(201);
      expect((await leadRow(accepted.body.id)).email).toBe('anna.schmidt@example.de');
      // Anyone can post the funnel in her name: until she clicks the link in her mailbox nothing changes for her.
      await postSupplier({ externalId: 'SP-ANNA-3', contact: { ...supplierLead().contact, phone: '0171 1234567', mail: 'anna.schmidt@example.de' } }).expect(422);
      const me = (await t.http.get('/api/auth/me').set(admin).expect(200)).body;
      await expect(sellLead(t, accepted.body.id, { organisations: [buyer.id], userId: me.id, force: true })).rejects.toMatchObject({ code: 'DO_NOT_CONTACT', status: 409 });
      const mail = await t.db.getRepository(OutgoingMail).findOneByOrFail({ leadId: accepted.body.id, kind: 'lead-confirmation' });
      expect(mail.secret).toBe(true);
      const token = /\/bestaetigen\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      await t.http.post('/public-api/lead/confirm').send({ token }).expect(200);
      // Her e-mail and phone are off the list: a supplier may send her again.
      await postSupplier({ externalId: 'SP-ANNA-4', contact: { ...supplierLead().contact, phone: '0171 1234567', mail: 'anna.schmidt@example.de' } }).expect(201);
      // The other address she used is still on it.
      await postSupplier({ externalId: 'SP-ANNA-5', contact: { ...supplierLead().contact, phone: '0151 88888888', mail: 'a.schmidt@example.org' } }).expect(422);
    });

    it('keeps only keyed hashes, never the e-mail address or phone', async () => {
      const entries: { hash: string; kind: string }[] = await t.db.query('SELECT hash, kind FROM do_not_contact');
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(entries)).not.toMatch(/example|171/);
    });
  });

  describe("retention (Settings 'Aufbewahrung', GET/PUT /api/settings/retention, /api/privacy/retention-runs)", () => {
    it('has the defaults, which every role may read and only administrators change, with German reasons', async () => {
      expect((await t.http.get('/api/settings/retention').set(accounting).expect(200)).body).toEqual({ unsoldLeadMonths: 6, soldLeadMonths: 24, complaintDocumentMonths: 12, mailBodyDays: 90 });
      await t.http.put('/api/settings/retention').set(sales).send({ unsoldLeadMonths: 3, soldLeadMonths: 12, complaintDocumentMonths: 6, mailBodyDays: 30 }).expect(403);
      const wrong = await t.http.put('/api/settings/retention').set(admin).send({ unsoldLeadMonths: 0, soldLeadMonths: 12, complaintDocumentMonths: 6, mailBodyDays: 30 }).expect(400);
      expect(wrong.body.error).toContain('Nicht verkaufte Leads pseudonymisieren nach (Monaten): eine ganze Zahl von 1 bis 120');
      const saved = await t.http.put('/api/settings/retention').set(admin).send({ unsoldLeadMonths: 2, soldLeadMonths: 4, complaintDocumentMonths: 1, mailBodyDays: 30 }).expect(200);
      expect(saved.body).toEqual({ unsoldLeadMonths: 2, soldLeadMonths: 4, complaintDocumentMonths: 1, mailBodyDays: 30 });
    });

    it('pseudonymises what is past its time, deletes old complaint documents, empties old mails, and reports the counts', async () => {
      const now = clock.now().getTime();
      const ago = (days: number) => new Date(now - days * DAY);
      const unsoldOld = await insertLead(t, { realCreatedAt: ago(70), createdAt: ago(70), firstName: 'Alt' });
      const unsoldYoung = await insertLead(t, { realCreatedAt: ago(40), createdAt: ago(40), firstName: 'Jung' });
      const soldOld = await insertLead(t, { realCreatedAt: ago(150), createdAt: ago(150), firstName: 'Verkauft' });
      await insertSale(t, { leadId: soldOld.id, organisationId: buyer.id, soldAt: ago(140) });
      const soldYoung = await insertLead(t, { realCreatedAt: ago(150), createdAt: ago(150), firstName: 'Nachverkauft' });
      await insertSale(t, { leadId: soldYoung.id, organisationId: buyer.id, soldAt: ago(90) });
      // A complaint document uploaded 40 days ago (the clock goes back for the upload).
      const complained = await insertLead(t, { realCreatedAt: ago(45), createdAt: ago(45), firstName: 'Reklamiert' });
      await insertSale(t, { leadId: complained.id, organisationId: buyer.id, soldAt: ago(41) });
      const token = t.app.get(ReclamationLinks).organisationToken(buyer);
      clock.set(ago(40));
      await t.http.post('/public-api/reclamationrequest').query({ token }).send({ lId: complained.id, oId: buyer.id, content: 'Falsche Nummer' }).expect(200);
      await t.http.post(`/public-api/reclamationrequest/upload/${buyer.id}/${complained.id}`).query({ token }).attach('file', pdfFile(), { filename: 'alt.pdf', contentType: 'application/pdf' }).expect(201);
      clock.set(new Date(now));
      // Two mails sent 31 days ago, one held that long (not sent yet: it stays).
      const mails = await t.db.getRepository(OutgoingMail).find({ where: { leadId: bernd }, order: { createdAt: 'ASC' } });
      expect(mails.length).toBeGreaterThan(0);
      const old = [mails[0].id];
      const extra = await t.db.getRepository(OutgoingMail).save([
        { kind: 'test', recipient: 'x@example.de', subject: 'Alt 1', html: '<p>Hallo Jonas</p>', text: 'Hallo Jonas', status: 'sent' as const, leadId: bernd },
        { kind: 'test', recipient: 'x@example.de', subject: 'Alt 2', html: '<p>Gehalten</p>', text: 'Gehalten', status: 'held' as const, leadId: bernd },
      ]);
      old.push(extra[0].id, extra[1].id);
      await t.db.query(`UPDATE outgoing_mail SET created_at = $2, status = CASE WHEN id = $3 THEN 'held' ELSE 'sent' END WHERE id = ANY($1::uuid[])`, [old, ago(31), extra[1].id]);
      const filesBefore = storedFiles();

      const run = (await t.http.post('/api/privacy/retention-runs').set(admin).expect(201)).body;
      expect(run).toMatchObject({ trigger: 'manual', unsoldLeads: 1, soldLeads: 1, complaintDocuments: 1, mailBodies: 2, error: null, finishedAt: expect.any(String) });

      expect(await leadRow(unsoldOld.id)).toMatchObject({ firstName: '', lastName: 'Gelöscht', zip: unsoldOld.zip });
      expect(await leadRow(soldOld.id)).toMatchObject({ lastName: 'Gelöscht' });
      for (const kept of [unsoldYoung, soldYoung]) expect((await leadRow(kept.id)).pseudonymisedAt).toBeNull();
      expect(storedFiles()).toBe(filesBefore - 1);
      const emptied = await t.db.getRepository(OutgoingMail).findBy({ id: In(old) });
      expect(emptied.filter((mail) => mail.bodyClearedAt !== null).map((mail) => mail.text)).toEqual(['', '']);
      expect(emptied.find((mail) => mail.id === extra[1].id)).toMatchObject({ text: 'Gehalten', bodyClearedAt: null });

      // Listed under 'Letzte Läufe' for every role, and in the audit trail with its counts.
      const runs = (await t.http.get('/api/privacy/retention-runs').set(accounting).expect(200)).body;
      expect(runs[0]).toEqual(run);
      const [audit] = await t.db.getRepository(AuditEntry).find({ where: { action: 'retention', entityId: String(run.id) } });
      expect(audit.details).toEqual({ trigger: 'manual', unsoldLeads: 1, soldLeads: 1, complaintDocuments: 1, mailBodies: 2 });

      // A second run finds nothing left to do.
      expect((await t.http.post('/api/privacy/retention-runs').set(admin).expect(201)).body).toMatchObject({ unsoldLeads: 0, soldLeads: 0, complaintDocuments: 0, mailBodies: 0 });
      await t.http.post('/api/privacy/retention-runs').set(sales).expect(403);
    });

    it('runs daily from the schedule, once a day however many processes have it', async () => {
      const schedule = t.app.get(RetentionSchedule);
      await Promise.all([schedule.onSchedule(), schedule.onSchedule()]);
      await schedule.onSchedule();
      const runs: { trigger: string }[] = (await t.http.get('/api/privacy/retention-runs').set(admin).expect(200)).body;
      expect(runs.filter((run) => run.trigger === 'schedule')).toHaveLength(1);
      expect(runs[0]).toMatchObject({ trigger: 'schedule', unsoldLeads: 0, error: null });
    });
  });
});
