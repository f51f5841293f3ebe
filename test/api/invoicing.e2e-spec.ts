import { sign } from 'jsonwebtoken';
import type { ParsedMail } from 'mailparser';
import { Invoice } from '@app/invoicing';
import { Organisation } from '@app/organisations';
import { Sale } from '@app/sales';
import { COMPANY, insertLead, insertOrganisation, insertSale } from '../factories';
import { pdfText } from '../support/pdf-text';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { outboxSettled } from '../support/outbox-settled';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';


interface DunningView {
  id: number;
  invoiceId: number;
  content: { fullData: { invoiceNo: string; reminders: string[]; nextStep: string; nextStepDate: string | null; currentState: string } };
}

const berlin = (day: string, time = '10:00') => new Date(`${day}T${time}:00+01:00`);
const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** Monthly invoices, sending, payments, cancellations, corrections, dunning and downloads, through the API. */
describe('Invoicing and dunning (API)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let clock: TestClock;
  let auth: { Authorization: string };
  let token: string;
  let sonne: Organisation;
  let dach: Organisation;

  const settled = () => outboxSettled(t.db);
  const mailsTo = (address: string) => smtp.messages.filter((mail) => to(mail).includes(address));
  const detail = async (organisation: Organisation) => (await t.http.get(`/api/organisation/${organisation.id}`).set(auth).expect(200)).body;
  const invoicesOf = (organisation: Organisation) => t.db.getRepository(Invoice).find({ where: { organisationId: organisation.id }, order: { id: 'ASC' } });
  /** `count` sales to `buyer` on `day`, the first `reclaimed` of them reclaimed. */
  const sell = async (buyer: Organisation, day: string, count: number, reclaimed = 0, price = '45.00'): Promise<Sale[]> => {
    const sales: Sale[] = [];
    for (let i = 0; i < count; i++) {
      const lead = await insertLead(t, { zip: '80331' });
      sales.push(await insertSale(t, { leadId: lead.id, organisationId: buyer.id, soldAt: berlin(day), price, reclaimed: i < reclaimed, reclaimedAt: i < reclaimed ? berlin(day, '12:00') : null }));
    }
    return sales;
  };
  const download = (organisationId: number, invoiceId: number, file: string, withToken = token) => t.http.get(`/download/organisation/${organisationId}/invoice/${invoiceId}/${withToken}/${file}`).buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url });
    clock = TestClock.runningFrom(berlin('2026-12-15'));
    t.useClock(clock);
    const session = await t.loginAs('buchhaltung@leadportal.example', undefined, 'admin');
    token = session.token;
    auth = { Authorization: `Bearer ${token}` };
    const address = { street: 'Marienplatz 1', zip: '80331', city: 'München' };
    sonne = await insertOrganisation(t, { name: 'Sonnenstrom Müller GmbH', email: 'rechnung@sonnenstrom.example', sendInvoice: true, leadSellCost: '45.00', ...address });
    dach = await insertOrganisation(t, { name: 'Dach & Glas Nord', email: 'buero@dachglas.example', sendInvoice: false, reclamationQuote: '10.00', ...address });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers 401 on every new staff route without a token, and 403 on downloads without a valid one', async () => {
    const calls = [
      t.http.get('/api/settings/company'),
      t.http.put('/api/settings/company').send(COMPANY),
      t.http.get('/api/settings/dunning'),
      t.http.get('/api/invoices'),
      t.http.post('/api/invoicing/run').send({}),
      t.http.post('/api/dunning/run').send({}),
      t.http.post('/api/organisation/1/invoice').send({ executionDate: '2026-12-01' }),
      t.http.put('/api/organisation/1/invoice/1/send'),
      t.http.put('/api/organisation/1/invoice/1/paid').send({ paidDate: '2026-12-01' }),
      t.http.put('/api/organisation/1/invoice/1/void'),
      t.http.put('/api/organisation/1/dunning/1/release'),
    ];
    for (const call of calls) expect((await call.expect(401)).body.error).toBe('Nicht angemeldet oder Sitzung abgelaufen');
  });

  describe('company data (Firmendaten)', () => {
    it('starts empty, names what invoices need, and refuses a wrong IBAN or USt-IdNr. in German', async () => {
      const empty = (await t.http.get('/api/settings/company').set(auth).expect(200)).body;
      expect(empty).toMatchObject({ invoicePrefix: 'RE', paymentTermDays: 14, vatRate: 19 });
      expect(empty.missing).toEqual(expect.arrayContaining(['Firmenname', 'IBAN', 'BIC', 'USt-IdNr. oder Steuernummer']));
      const wrong = await t.http.put('/api/settings/company').set(auth).send({ ...COMPANY, iban: 'DE89 3704 0044 0532 0130 01', vatId: 'DE136695977' }).expect(400);
      expect(wrong.body.fields).toEqual({ iban: expect.stringContaining('IBAN'), vatId: expect.stringContaining('USt-IdNr') });
      expect((await t.http.get('/api/settings/company').set(auth)).body.name).toBe('');
    });

    it('refuses to finalise an invoice while the data is incomplete, naming what is missing', async () => {
      const [sale] = await sell(dach, '2026-09-10', 1);
      const draft = (await t.http.post(`/api/organisation/${dach.id}/invoice`).set(auth).send({ executionDate: '2026-10-01' }).expect(201)).body;
      expect(draft.content.fullData).toEqual({ voucherNumber: '', voucherStatus: 'draft' });
      const refused = await t.http.put(`/api/organisation/${dach.id}/invoice/${draft.id}/send`).set(auth).expect(400);
      expect(refused.body.error).toMatch(/^Rechnungen können erst erstellt werden, wenn die Firmendaten vollständig sind\. Es fehlt: Firmenname, .*IBAN/);
      // Nothing half-done: still a draft without a number, no mail.
      expect(await t.db.getRepository(Invoice).findOneByOrFail({ id: draft.id })).toMatchObject({ status: 'draft', number: null });
      // Voiding a draft drops it: it never was an invoice.
      await t.http.put(`/api/organisation/${dach.id}/invoice/${draft.id}/void`).set(auth).expect(200);
      expect(await t.db.getRepository(Invoice).findOneBy({ id: draft.id })).toBeNull();
      expect(sale.id).toBeGreaterThan(0);
    });

    it('stores valid data in its canonical form', async () => {
      const saved = (await t.http.put('/api/settings/company').set(auth).send({ ...COMPANY, missing: ['ignored'] }).expect(200)).body;
      expect(saved).toMatchObject({ iban: 'DE89370400440532013000', vatId: 'DE136695976', missing: [] });
    });
  });

  describe('the monthly run', () => {
    let withoutMail: Organisation;

    beforeAll(async () => {
      withoutMail = await insertOrganisation(t, { name: 'Ohne Post GmbH', email: '', sendInvoice: true, street: 'Weg 1', zip: '80331', city: 'München' });
      await sell(withoutMail, '2026-11-10', 1);
      await sell(sonne, '2026-11-03', 10, 2);
      await sell(sonne, '2026-11-20', 3, 0, '60.00');
      await sell(dach, '2026-11-05', 4, 1, '50.00');
      // A sale on 1 December (Berlin) at 00:30 belongs to December, not to November's invoice.
      const lead = await insertLead(t, { zip: '80331' });
      await insertSale(t, { leadId: lead.id, organisationId: sonne.id, soldAt: new Date('2026-11-30T23:30:00Z'), price: '45.00' });
    });

    it('invoices each organisation once however often it runs; sends the finalised one with its PDF, keeps the other a draft', async () => {
      const first = await t.http.post('/api/invoicing/run').set(auth).send({ executionDate: '2026-12-01' }).expect(200);
      expect(first.body).toEqual({ year: 2026, month: 11, organisations: 3, corrections: 0, created: 3, existing: 0 });
      await settled();
      // Run again: the invoices exist (one finalised, two drafts), nothing new is created, and the answer says so.
      const second = await t.http.post('/api/invoicing/run').set(auth).send({ executionDate: '2026-12-01' }).expect(200);
      expect(second.body).toEqual({ year: 2026, month: 11, organisations: 3, corrections: 0, created: 0, existing: 3 });
      await settled();

      const [invoice] = (await invoicesOf(sonne)).filter((candidate) => candidate.serviceMonth === 11);
      expect(await invoicesOf(sonne)).toHaveLength(1);
      // 10 × 45 + 3 × 60 = 630; two reclaimed at 45 = 90; net 540, VAT 102,60.
      expect(invoice).toMatchObject({ number: 'RE2026-0001', status: 'open', invoiceDate: '2026-12-15', dueDate: '2026-12-29', netCents: 54000, vatCents: 10260, grossCents: 64260 });
      const dachInvoices = (await invoicesOf(dach)).filter((candidate) => candidate.serviceMonth === 11);
      expect(dachInvoices).toHaveLength(1);
      // 4 × 50 = 200, quote 10 % = 20: net 180.
      expect(dachInvoices[0]).toMatchObject({ status: 'draft', number: null, netCents: 18000, vatCents: 3420, grossCents: 21420 });

      const mails = mailsTo('rechnung@sonnenstrom.example');
      expect(mails.map((mail) => mail.subject)).toEqual(['Ihre Rechnung RE2026-0001 für November 2026']);
      expect(mails[0].text).toContain('über 642,60');
      expect(mails[0].attachments.map((file) => [file.filename, file.contentType])).toEqual([['RE2026-0001.pdf', 'application/pdf']]);
      const text = await pdfText(mails[0].attachments[0].content);
      for (const expected of ['RE2026-0001', '15.12.2026', '29.12.2026', 'Sonnenstrom Müller GmbH', 'Leadportal Solar GmbH', 'DE136695976', '540,00', '102,60', '642,60']) expect(text).toContain(expected);
      expect(mailsTo('buero@dachglas.example')).toEqual([]);
      // Sending wanted, but no address to send to: a draft for staff rather than an invoice nobody gets.
      expect(await invoicesOf(withoutMail)).toEqual([expect.objectContaining({ status: 'draft', number: null })]);
    });

    it('lists the invoices on the organisation with the spec fields', async () => {
      const body = await detail(sonne);
      expect(body.invoices).toEqual([
        expect.objectContaining({ kind: 'invoice', month: 11, year: 2026, gross: 642.6, dueDate: '2026-12-29', sendDate: expect.any(String), paidDate: null, creationDate: expect.any(String), content: { fullData: { voucherNumber: 'RE2026-0001', voucherStatus: 'open' } } }),
      ]);
      expect(body.missingInvoices).toEqual([]);
    });

    it('refuses a run for a month that has not ended', async () => {
      const refused = await t.http.post('/api/invoicing/run').set(auth).send({ executionDate: '2027-01-01' }).expect(400);
      expect(refused.body.error).toBe('Der Monat 12.2026 ist noch nicht zu Ende: Er kann ab dem 01.01.2027 abgerechnet werden.');
    });
  });

  describe('a missing month, created by staff', () => {
    it('shows months with sales but no invoice, creates the invoice for one, and refuses what cannot be invoiced', async () => {
      await sell(dach, '2026-10-14', 2, 0, '50.00');
      expect((await detail(dach)).missingInvoices).toEqual([
        { month: 10, year: 2026, executionDate: '2026-11-01' },
        { month: 9, year: 2026, executionDate: '2026-10-01' },
      ]);
      const created = await t.http.post(`/api/organisation/${dach.id}/invoice`).set(auth).send({ executionDate: '2026-11-01' }).expect(201);
      expect(created.body).toMatchObject({ month: 10, year: 2026, content: { fullData: { voucherStatus: 'draft' } } });
      const again = await t.http.post(`/api/organisation/${dach.id}/invoice`).set(auth).send({ executionDate: '2026-11-01' }).expect(400);
      expect(again.body.error).toBe('Für 10.2026 gibt es schon einen Rechnungsentwurf. Verwerfen Sie ihn (Stornieren), um den Monat neu abzurechnen.');
      const nothing = await t.http.post(`/api/organisation/${dach.id}/invoice`).set(auth).send({ executionDate: '2026-09-01' }).expect(400);
      expect(nothing.body.error).toBe('Dach & Glas Nord hat im Monat 08.2026 keine Leads gekauft: Es gibt nichts zu berechnen.');
      const notEnded = await t.http.post(`/api/organisation/${dach.id}/invoice`).set(auth).send({ executionDate: '2027-01-01' }).expect(400);
      expect(notEnded.body.error).toContain('noch nicht zu Ende');
      const garbage = await t.http.post(`/api/organisation/${dach.id}/invoice`).set(auth).send({ executionDate: 'morgen' }).expect(400);
      expect(garbage.body.error).toBe('executionDate muss ein gültiges Datum (JJJJ-MM-TT) sein.');
      expect((await detail(dach)).missingInvoices).toEqual([{ month: 9, year: 2026, executionDate: '2026-10-01' }]);
    });

    it('sends a draft: finalised with the next number, mailed with the PDF', async () => {
      const [october] = (await invoicesOf(dach)).filter((invoice) => invoice.serviceMonth === 10 && invoice.status === 'draft');
      const sent = await t.http.put(`/api/organisation/${dach.id}/invoice/${october.id}/send`).set(auth).expect(200);
      expect(sent.body.content.fullData).toEqual({ voucherNumber: 'RE2026-0002', voucherStatus: 'open' });
      await settled();
      const mail = mailsTo('buero@dachglas.example').find((candidate) => candidate.subject === 'Ihre Rechnung RE2026-0002 für Oktober 2026');
      expect(mail?.attachments[0]).toMatchObject({ filename: 'RE2026-0002.pdf', contentType: 'application/pdf' });
    });
  });

  describe('downloads', () => {
    it('serves the PDF as issued and its XRechnung with the user token, 403 with a wrong or expired one', async () => {
      const [invoice] = await invoicesOf(sonne);
      const pdf = await download(sonne.id, invoice.id, 'RE2026-0001.pdf').expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="RE2026-0001.pdf"; filename*=UTF-8''RE2026-0001.pdf`);
      const mailed = mailsTo('rechnung@sonnenstrom.example')[0].attachments[0].content;
      expect(Buffer.compare(pdf.body as Buffer, mailed)).toBe(0);
      const xml = await download(sonne.id, invoice.id, 'RE2026-0001.xml').expect(200);
      expect(xml.headers['content-type']).toContain('application/xml');
      expect((xml.body as Buffer).toString('utf8')).toContain('RE2026-0001');
      expect((await download(sonne.id, invoice.id, 'RE2026-0001.pdf', 'falsch.token.wert').expect(403)).body.toString()).toContain('Der Download-Link ist ungültig oder abgelaufen');
      const expired = sign({ sub: 1, email: 'x@example.de', name: 'X', isAdmin: false }, t.env.JWT_SECRET, { algorithm: 'HS256', expiresIn: -60 });
      await download(sonne.id, invoice.id, 'RE2026-0001.pdf', expired).expect(403);
      // Another organisation's id in the path finds nothing.
      await download(dach.id, invoice.id, 'RE2026-0001.pdf').expect(404);
    });
  });

  describe('cancellation (Storno)', () => {
    it('voids a finalised invoice with a Stornorechnung of its own number and negative amounts, and frees the month', async () => {
      const [october] = (await invoicesOf(dach)).filter((invoice) => invoice.serviceMonth === 10 && invoice.status === 'open');
      const voided = await t.http.put(`/api/organisation/${dach.id}/invoice/${october.id}/void`).set(auth).expect(200);
      expect(voided.body.content.fullData.voucherStatus).toBe('voided');
      const storno = await t.db.getRepository(Invoice).findOneByOrFail({ originalInvoiceId: october.id });
      expect(storno).toMatchObject({ kind: 'cancellation', number: 'RE2026-0003', status: 'voided', netCents: -october.netCents, grossCents: -october.grossCents });
      await settled();
      const mail = mailsTo('buero@dachglas.example').find((candidate) => candidate.subject === 'Stornorechnung RE2026-0003 zu Rechnung RE2026-0002');
      const text = await pdfText(mail!.attachments[0].content);
      expect(text).toContain('Stornorechnung');
      expect(text).toContain('RE2026-0002');
      expect((await detail(dach)).missingInvoices).toContainEqual({ month: 10, year: 2026, executionDate: '2026-11-01' });
      const twice = await t.http.put(`/api/organisation/${dach.id}/invoice/${october.id}/void`).set(auth).expect(409);
      expect(twice.body.error).toBe('Die Rechnung RE2026-0002 ist schon storniert.');
    });
  });

  describe('a complaint accepted after invoicing', () => {
    it('is credited by a Rechnungskorrektur in the next monthly run', async () => {
      const [invoice] = await invoicesOf(sonne);
      const [item]: { sale_id: number; lead_id: number }[] = await t.db.query(`SELECT sale_id, lead_id FROM invoice_item WHERE invoice_id = $1 AND reclaimed = false ORDER BY id LIMIT 1`, [invoice.id]);
      await t.http.put(`/api/lead/${item.lead_id}/reclamate/buyer/${sonne.id}`).set(auth).send({ id: item.sale_id, reclamation: true }).expect(200);
      clock.set(berlin('2027-01-01', '09:00'));
      const run = await t.http.post('/api/invoicing/run').set(auth).send({}).expect(200);
      expect(run.body).toMatchObject({ year: 2026, month: 12, corrections: 1 });
      await settled();
      const correction = await t.db.getRepository(Invoice).findOneByOrFail({ kind: 'correction', originalInvoiceId: invoice.id });
      // One lead at 45,00 credited: −45,00 net, −8,55 VAT.
      expect(correction).toMatchObject({ status: 'open', netCents: -4500, vatCents: -855, grossCents: -5355, serviceYear: 2026, serviceMonth: 11 });
      // December's sale (the one at 00:30 on 1 December) has its own invoice; both are numbered in the new year.
      const december = (await invoicesOf(sonne)).find((candidate) => candidate.kind === 'invoice' && candidate.serviceMonth === 12);
      expect(december).toMatchObject({ invoiceDate: '2027-01-01', netCents: 4500 });
      expect([correction.number, december!.number].sort()).toEqual(['RE2027-0001', 'RE2027-0002']);
      const mail = mailsTo('rechnung@sonnenstrom.example').find((candidate) => candidate.subject === `Rechnungskorrektur ${correction.number} zu Rechnung RE2026-0001`);
      expect(await pdfText(mail!.attachments[0].content)).toContain('Rechnungskorrektur');
      // Running again credits nothing twice.
      await t.http.post('/api/invoicing/run').set(auth).send({ executionDate: '2027-01-01' }).expect(200);
      await settled();
      expect(await t.db.getRepository(Invoice).countBy({ kind: 'correction' })).toBe(1);
    });
  });

  describe('dunning', () => {
    it('reminds, charges interest and fee from the 1. Mahnung, hands over to the lawyer, stops leads until released', async () => {
      await t.db.getRepository(Organisation).update({ id: sonne.id }, { extension: { lawyer: { active: true, email: 'kanzlei@recht.example', days: 30 } } });
      const [invoice] = await invoicesOf(sonne); // RE2026-0001, due 29.12.2026, 642,60 − 53,55 corrected = 589,05 open
      const dunOn = async (day: string) => {
        clock.set(berlin(day));
        await t.http.post('/api/dunning/run').set(auth).send({}).expect(200);
        await settled();
      };
      await dunOn('2027-01-04');
      expect(mailsTo('rechnung@sonnenstrom.example').filter((mail) => mail.subject?.includes('Zahlungserinnerung'))).toEqual([]);
      await dunOn('2027-01-05');
      await dunOn('2027-01-05');
      const reminders = mailsTo('rechnung@sonnenstrom.example').filter((mail) => mail.subject === 'Zahlungserinnerung: Rechnung RE2026-0001 vom 15.12.2026');
      expect(reminders).toHaveLength(1);
      expect(reminders[0].attachments.map((file) => file.filename)).toEqual(['Zahlungserinnerung-RE2026-0001.pdf', 'RE2026-0001.pdf']);
      const reminderText = await pdfText(reminders[0].attachments[0].content);
      expect(reminderText).toContain('589,05');
      expect(reminderText).not.toContain('Verzugspauschale');

      await dunOn('2027-01-19');
      const first = mailsTo('rechnung@sonnenstrom.example').find((mail) => mail.subject === '1. Mahnung: Rechnung RE2026-0001 vom 15.12.2026');
      const firstText = await pdfText(first!.attachments[0].content);
      // 21 days (30.12.–19.01.) at 1,27 + 9 = 10,27 % on 589,05: 3,48 €; plus 40,00 €.
      expect(firstText).toContain('Verzugspauschale');
      expect(firstText).toContain('40,00');
      expect(firstText).toContain('3,48');

      await dunOn('2027-02-02');
      const ofInvoice = (body: { dunnings: DunningView[] }) => body.dunnings.find((candidate) => candidate.invoiceId === invoice.id)!;
      let dunning = ofInvoice(await detail(sonne));
      expect(dunning.content.fullData).toEqual({
        invoiceNo: 'RE2026-0001',
        reminders: ['2027-01-05', '2027-01-19', '2027-02-02'],
        nextStep: 'Übergabe an Anwalt',
        nextStepDate: '2027-03-04',
        currentState: '2. Mahnung',
      });

      await dunOn('2027-03-04');
      const handover = mailsTo('kanzlei@recht.example');
      expect(handover.map((mail) => mail.subject)).toEqual(['Forderungsübergabe: Sonnenstrom Müller GmbH, Rechnung RE2026-0001']);
      expect(handover[0].attachments.map((file) => file.filename)).toEqual([
        'RE2026-0001.pdf',
        'Zahlungserinnerung-RE2026-0001.pdf',
        '1-Mahnung-RE2026-0001.pdf',
        '2-Mahnung-RE2026-0001.pdf',
        `Kontoauszug-${sonne.id}.pdf`,
      ]);
      const statement = await pdfText(handover[0].attachments[4].content);
      for (const expected of ['Kontoauszug', 'RE2026-0001', 'RE2027-0001', 'RE2027-0002', 'Rechnungskorrektur']) expect(statement).toContain(expected);
      const held = await detail(sonne);
      expect(ofInvoice(held).content.fullData.currentState).toBe('An Anwalt übergeben');
      expect(held.dunningHold).toBe('Lieferstopp: Rechnung RE2026-0001 wurde am 04.03.2027 an den Anwalt übergeben. Neue Leads erst nach Freigabe unter „Mahnungen“.');
      expect(held.warnings).toContain(held.dunningHold);
      const lead = await insertLead(t, { zip: '80331', createdAt: clock.now() });
      const matches = (await t.http.get(`/api/organisation/match/${lead.id}`).query({ all: 'true' }).set(auth).expect(200)).body;
      expect(matches.find((row: { id: number }) => row.id === sonne.id)).toMatchObject({ eligible: false, reason: `Lieferstopp wegen Mahnverfahren: ${held.dunningHold}` });

      dunning = (await t.http.put(`/api/organisation/${sonne.id}/dunning/${dunning.id}/release`).set(auth).expect(200)).body;
      expect(dunning.content.fullData.currentState).toBe('Freigegeben');
      expect((await detail(sonne)).dunningHold).toBeNull();
      const again = (await t.http.get(`/api/organisation/match/${lead.id}`).query({ all: 'true' }).set(auth).expect(200)).body;
      expect(again.find((row: { id: number }) => row.id === sonne.id)).toMatchObject({ eligible: true });

      // The payment of what is left settles the invoice and its correction together.
      await t.http.put(`/api/organisation/${sonne.id}/invoice/${invoice.id}/paid`).set(auth).send({ paidDate: '2027-03-04' }).expect(200);
      expect(await t.db.getRepository(Invoice).findOneByOrFail({ kind: 'correction', originalInvoiceId: invoice.id })).toMatchObject({ status: 'paid', paidDate: '2027-03-04' });
    });

    it('stops at once when the invoice is paid', async () => {
      const december = (await invoicesOf(sonne)).find((invoice) => invoice.serviceMonth === 12 && invoice.kind === 'invoice')!;
      // Due 15.01.2027: dunned on its own dates during the runs above (Zahlungserinnerung on 02.02., 1. Mahnung on 04.03.).
      expect((await detail(sonne)).dunnings.find((candidate: DunningView) => candidate.invoiceId === december.id).content.fullData.reminders).toEqual(['2027-02-02', '2027-03-04']);
      const before = mailsTo('rechnung@sonnenstrom.example').length;
      const paid = await t.http.put(`/api/organisation/${sonne.id}/invoice/${december.id}/paid`).set(auth).send({ paidDate: '2027-03-01' }).expect(200);
      expect(paid.body).toMatchObject({ paidDate: '2027-03-01', content: { fullData: { voucherStatus: 'paid' } } });
      const dunning = (await detail(sonne)).dunnings.find((candidate: DunningView) => candidate.invoiceId === december.id);
      expect(dunning.content.fullData).toMatchObject({ currentState: 'Bezahlt – Mahnverfahren beendet', nextStep: '', nextStepDate: null });
      clock.set(berlin('2027-04-01'));
      await t.http.post('/api/dunning/run').set(auth).send({}).expect(200);
      await settled();
      expect(mailsTo('rechnung@sonnenstrom.example')).toHaveLength(before);
      const twice = await t.http.put(`/api/organisation/${sonne.id}/invoice/${december.id}/paid`).set(auth).send({ paidDate: '2027-03-01' }).expect(409);
      expect(twice.body.error).toBe(`Die Rechnung ${december.number} ist schon bezahlt und kann nicht als bezahlt markiert werden.`);
      await t.http.put(`/api/organisation/${sonne.id}/invoice/${december.id}/paid`).set(auth).send({ paidDate: 'gestern' }).expect(400);
    });
  });

  describe('dunning with configured steps and Creditreform', () => {
    it('follows the steps from the settings, charges nothing when switched off, and hands over to Creditreform', async () => {
      const settings = { steps: [{ name: 'Zahlungserinnerung', daysAfterPrevious: 7 }, { name: 'Letzte Mahnung', daysAfterPrevious: 10 }], interestEnabled: false, flatFeeEnabled: false, creditreformEmail: 'inkasso@creditreform.example' };
      const refused = await t.http.put('/api/settings/dunning').set(auth).send({ ...settings, steps: [{ name: '', daysAfterPrevious: 0 }], baseRates: [] }).expect(400);
      expect(refused.body.fields).toMatchObject({ 'steps.0.name': expect.any(String), 'steps.0.daysAfterPrevious': expect.any(String) });
      const defaults = (await t.http.get('/api/settings/dunning').set(auth).expect(200)).body;
      expect(defaults.steps.map((step: { name: string }) => step.name)).toEqual(['Zahlungserinnerung', '1. Mahnung', '2. Mahnung']);
      await t.http.put('/api/settings/dunning').set(auth).send({ ...settings, baseRates: defaults.baseRates }).expect(200);
      await t.db.getRepository(Organisation).update({ id: dach.id }, { autoCrefo: true, crefoDays: 5 });

      clock.set(berlin('2027-04-01'));
      const november = (await invoicesOf(dach)).find((invoice) => invoice.serviceMonth === 11 && invoice.status === 'draft')!;
      const sent = (await t.http.put(`/api/organisation/${dach.id}/invoice/${november.id}/send`).set(auth).expect(200)).body;
      expect(sent.dueDate).toBe('2027-04-15');
      for (const day of ['2027-04-22', '2027-05-02', '2027-05-06', '2027-05-07']) {
        clock.set(berlin(day));
        await t.http.post('/api/dunning/run').set(auth).send({}).expect(200);
        await settled();
      }
      const letters = mailsTo('buero@dachglas.example').filter((mail) => mail.subject?.includes(sent.content.fullData.voucherNumber) && /Zahlungserinnerung|Letzte Mahnung/.test(mail.subject));
      expect(letters.map((mail) => mail.subject?.split(':')[0])).toEqual(['Zahlungserinnerung', 'Letzte Mahnung']);
      const last = await pdfText(letters[1].attachments[0].content);
      expect(last).toMatch(/an\s+Creditreform zum Inkasso/);
      expect(last).not.toContain('Verzugspauschale');
      const handover = mailsTo('inkasso@creditreform.example');
      expect(handover.map((mail) => mail.subject)).toEqual([`Forderungsübergabe: Dach & Glas Nord, Rechnung ${sent.content.fullData.voucherNumber}`]);
      expect(handover[0].text).toContain('zum Inkasso');
      const held = await detail(dach);
      expect(held.dunningHold).toContain('an Creditreform übergeben');
      expect(held.dunnings.find((dunning: DunningView) => dunning.invoiceId === november.id).content.fullData).toMatchObject({
        reminders: ['2027-04-22', '2027-05-02'],
        currentState: 'An Creditreform übergeben',
      });
      // Paying ends it and lifts the lead stop at once.
      await t.http.put(`/api/organisation/${dach.id}/invoice/${november.id}/paid`).set(auth).send({ paidDate: '2027-05-07' }).expect(200);
      expect((await detail(dach)).dunningHold).toBeNull();
    });
  });

  describe('the list of all invoices', () => {
    it('pages, filters and names the organisation', async () => {
      const all = await t.http.get('/api/invoices').query({ sort: JSON.stringify(['number', 'ASC']), range: JSON.stringify([0, 2]) }).set(auth).expect(200);
      expect(all.headers['content-range']).toMatch(/^invoices 0-2\/\d+$/);
      const overdue = await t.http.get('/api/invoices').query({ filter: JSON.stringify({ status: 'voided' }) }).set(auth).expect(200);
      expect(overdue.body.map((row: { organisationName: string; content: { fullData: { voucherNumber: string } } }) => [row.organisationName, row.content.fullData.voucherNumber])).toContainEqual(['Dach & Glas Nord', 'RE2026-0002']);
      const byName = await t.http.get('/api/invoices').query({ sort: JSON.stringify(['organisationName', 'ASC']) }).set(auth).expect(200);
      expect(byName.body[0].organisationName).toBe('Dach & Glas Nord');
      expect(byName.body.at(-1).organisationName).toBe('Sonnenstrom Müller GmbH');
      const byMonth = await t.http.get('/api/invoices').query({ sort: JSON.stringify(['month', 'DESC']), filter: JSON.stringify({ organisationId: sonne.id, kind: 'invoice' }) }).set(auth).expect(200);
      expect(byMonth.body.map((row: { year: number; month: number }) => `${row.month}/${row.year}`)).toEqual(['12/2026', '11/2026']);
      // Credits are never overdue, however old.
      const overdueKinds = (await t.http.get('/api/invoices').query({ filter: JSON.stringify({ status: 'overdue' }) }).set(auth).expect(200)).body.map((row: { kind: string }) => row.kind);
      expect(overdueKinds.every((kind: string) => kind === 'invoice')).toBe(true);
      const wrong = await t.http.get('/api/invoices').query({ filter: JSON.stringify({ status: 'bezahlt' }) }).set(auth).expect(400);
      expect(wrong.body.error).toBe('filter.status muss einer von draft, open, paid, voided, overdue sein');
    });
  });
});
