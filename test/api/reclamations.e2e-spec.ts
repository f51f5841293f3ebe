import type { ParsedMail } from 'mailparser';
import { Lead } from '@app/leads';
import { Sale } from '@app/sales';
import { insertLead, insertLeadsource, insertOrganisation, insertSale } from '../factories';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';

const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** Reclaiming leads from their supplier (Einkauf) and sales from their buyers (lead page), with mails and history. */
describe('Reclamations: from the supplier within its quota, from buyers one by one or all at once', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let auth: { Authorization: string };
  const april: number[] = [];
  let march: number;
  let strictSourceLead: number;
  let soldLead: number;
  let sales: Sale[];
  const buyers: Record<string, number> = {};

  const mailsAfter = async (before: number, count: number) => (await smtp.waitFor(before + count)).slice(before);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url });
    auth = await t.staffAuth();
    const supplier = await insertLeadsource(t, { name: 'Partner Nord', mail: 'reklamation@partner-nord.example', reclaQuote: '10' });
    const strict = await insertLeadsource(t, { name: 'Strenger Partner', mail: 'info@streng.example', reclaQuote: '0' });
    // 20 leads in April: 10 % allows two reclamations that month.
    for (let day = 1; day <= 20; day++) april.push((await insertLead(t, { leadsourceId: supplier.id, createdAt: new Date(`2026-04-${String(day).padStart(2, '0')}T10:00:00+02:00`) })).id);
    march = (await insertLead(t, { leadsourceId: supplier.id, createdAt: new Date('2026-03-15T10:00:00+01:00') })).id;
    strictSourceLead = (await insertLead(t, { leadsourceId: strict.id, createdAt: new Date('2026-04-10T10:00:00+02:00') })).id;
    buyers.Solarhaus = (await insertOrganisation(t, { name: 'Solarhaus', email: 'leads@solarhaus.example', config: { reclamationEmail: 'rekla@solarhaus.example' } })).id;
    buyers.Dachprofi = (await insertOrganisation(t, { name: 'Dachprofi', email: 'info@dachprofi.example' })).id;
    soldLead = (await insertLead(t, { firstName: 'Vera', lastName: 'Verkauft' })).id;
    sales = [await insertSale(t, { leadId: soldLead, organisationId: buyers.Solarhaus }), await insertSale(t, { leadId: soldLead, organisationId: buyers.Dachprofi })];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('PUT /api/leads/reclamate (Einkauf)', () => {
    it('reclaims the leads from their supplier and mails the supplier once, listing them', async () => {
      const before = smtp.messages.length;
      const { body } = await t.http.put('/api/leads/reclamate').set(auth).send([april[0], april[1]]).expect(200);
      expect(body).toEqual({ reclaimed: [april[0], april[1]], unchanged: [], withoutMail: [] });
      const [mail] = await mailsAfter(before, 1);
      expect(to(mail)).toBe('reklamation@partner-nord.example');
      expect(mail.subject).toBe('Reklamation von 2 Leads');
      expect(mail.text).toContain(`Lead ${april[0]} vom 01.04.2026`);
      expect(mail.text).toContain(`Lead ${april[1]} vom 02.04.2026`);
      const lead = (await t.http.get(`/api/lead/${april[0]}`).set(auth).expect(200)).body;
      expect(lead).toMatchObject({ recla: true, reclamation: { reason: 'Im Einkauf reklamiert' } });
      expect(lead.history).toEqual([expect.objectContaining({ kind: 'supplier-reclaimed', text: 'Bei der Leadsource Partner Nord reklamiert: Im Einkauf reklamiert', user: expect.any(String) })]);
      const listed = (await t.http.get('/api/leads').query({ leadsource: 'false', range: '[0,100]' }).set(auth).expect(200)).body;
      expect(listed.find((item: Lead & { recla: boolean }) => item.id === april[0]).recla).toBe(true);
    });

    it('changes nothing when reclaiming twice', async () => {
      const before = smtp.messages.length;
      const { body } = await t.http.put('/api/leads/reclamate').set(auth).send([{ id: april[0], contact: {} }]).expect(200);
      expect(body).toEqual({ reclaimed: [], unchanged: [april[0]], withoutMail: [] });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages.length).toBe(before);
    });

    it('refuses the whole request beyond the quota, naming the supplier, and changes nothing', async () => {
      // March: 1 lead delivered, 10 % of it allows none; April: two already reclaimed.
      const refused = await t.http.put('/api/leads/reclamate').set(auth).send([march]).expect(400);
      expect(refused.body.error).toBe(
        'Reklamationsquote von Partner Nord überschritten: Für März 2026 sind höchstens 0 von 1 Leads (10 %) reklamierbar, 0 sind bereits reklamiert, 1 angefragt. Es wurde nichts geändert.',
      );
      const mixed = await t.http.put('/api/leads/reclamate').set(auth).send([april[5], strictSourceLead]).expect(400);
      expect(mixed.body.error).toContain('Partner Nord überschritten: Für April 2026 sind höchstens 2 von 20 Leads (10 %) reklamierbar, 2 sind bereits reklamiert, 1 angefragt');
      const zero = await t.http.put('/api/leads/reclamate').set(auth).send([strictSourceLead]).expect(400);
      expect(zero.body.error).toBe('Strenger Partner hat keine Reklamationsquote (0 %): Leads aus April 2026 können nicht bei der Leadsource reklamiert werden. Es wurde nichts geändert.');
      expect((await t.http.get(`/api/lead/${april[5]}`).set(auth).expect(200)).body.recla).toBe(false);
    });

    it('refuses a body that is no list of leads, unknown leads, and strangers', async () => {
      expect((await t.http.put('/api/leads/reclamate').set(auth).send({ ids: [1] }).expect(400)).body.error).toBe('Bitte eine Liste von Leads senden (Lead-Nummern oder Leads)');
      expect((await t.http.put('/api/leads/reclamate').set(auth).send([april[2], 99999999999]).expect(400)).body.error).toBe('Eintrag 2 ist keine gültige Lead-Nummer');
      expect((await t.http.put('/api/leads/reclamate').set(auth).send([2147483000]).expect(404)).body.error).toBe('Lead 2147483000 nicht gefunden');
      await t.http.put('/api/leads/reclamate').send([april[2]]).expect(401);
    });
  });

  describe('sales: PUT /api/lead/{lId}/reclamate/buyer/{orgId} and …/buyers', () => {
    it('reclaims one sale, mails the buyer at its reclamation address, and reverts it with a second mail', async () => {
      let before = smtp.messages.length;
      const reclaimed = (await t.http.put(`/api/lead/${soldLead}/reclamate/buyer/${buyers.Solarhaus}`).set(auth).send({ id: sales[0].id, reclamation: true }).expect(200)).body;
      expect(reclaimed.sellingStatistics.map((sale: { reclamation: boolean }) => sale.reclamation)).toEqual([true, false]);
      let [mail] = await mailsAfter(before, 1);
      expect([to(mail), mail.subject]).toEqual(['rekla@solarhaus.example', `Lead ${soldLead} wurde reklamiert`]);

      before = smtp.messages.length;
      const reverted = (await t.http.put(`/api/lead/${soldLead}/reclamate/buyer/${buyers.Solarhaus}`).set(auth).send({ id: sales[0].id, reclamation: false }).expect(200)).body;
      expect(reverted.sellingStatistics[0].reclamation).toBe(false);
      [mail] = await mailsAfter(before, 1);
      expect([to(mail), mail.subject]).toEqual(['rekla@solarhaus.example', `Lead ${soldLead}: Reklamation zurückgenommen`]);
      expect(reverted.history.map((entry: { text: string }) => entry.text)).toEqual([
        'Reklamation des Verkaufs an Solarhaus zurückgenommen',
        'Verkauf an Solarhaus reklamiert: Vom Backoffice reklamiert',
      ]);
    });

    it('refuses a sale of another lead or buyer, and a body without the sale', async () => {
      await t.http.put(`/api/lead/${soldLead}/reclamate/buyer/${buyers.Dachprofi}`).set(auth).send({ id: sales[0].id, reclamation: true }).expect(404);
      expect((await t.http.put(`/api/lead/${soldLead}/reclamate/buyer/${buyers.Solarhaus}`).set(auth).send({ reclamation: true }).expect(400)).body.error).toContain('Bitte die Nummer des Verkaufs (id) angeben');
    });

    it("'Reklamation durch Käufer' reclaims every sale with the note, mailing each buyer once", async () => {
      expect((await t.http.put(`/api/lead/${soldLead}/reclamate/buyers`).set(auth).send({ note: '  ' }).expect(400)).body.error).toContain('Bitte einen Grund angeben');
      const before = smtp.messages.length;
      const lead = (await t.http.put(`/api/lead/${soldLead}/reclamate/buyers`).set(auth).send({ note: 'Kunde hat nie angefragt' }).expect(200)).body;
      expect(lead.sellingStatistics.map((sale: { reclamation: boolean; reclamationNote: string }) => [sale.reclamation, sale.reclamationNote])).toEqual([
        [true, 'Kunde hat nie angefragt'],
        [true, 'Kunde hat nie angefragt'],
      ]);
      const mails = await mailsAfter(before, 2);
      expect(mails.map(to).sort()).toEqual(['info@dachprofi.example', 'rekla@solarhaus.example']);
      expect(mails[0].text).toContain('Grund: Kunde hat nie angefragt');
      // The statistics see it at once.
      const rows = (await t.http.get('/api/statistics/').query({ orga: String(buyers.Dachprofi) }).set(auth).expect(200)).body;
      expect(rows[0]).toMatchObject({ count: 1, reclamations: 1 });
    });
  });

  describe('lead page edits: PUT /api/lead/{lId} with the contact', () => {
    it('saves corrected contact fields normalised, records who changed what, and refuses invalid ones field by field', async () => {
      const lead = (await t.http.get(`/api/lead/${april[10]}`).set(auth).expect(200)).body;
      const saved = (await t.http.put(`/api/lead/${april[10]}`).set(auth).send({ ...lead, contact: { ...lead.contact, phone: '0170 1234567', city: 'Hamburg' }, pipedriveId: 'D-77' }).expect(200)).body;
      expect(saved.contact).toMatchObject({ phone: '+491701234567', city: 'Hamburg' });
      expect(saved.history.map((entry: { text: string }) => entry.text)).toEqual(expect.arrayContaining(['Kontakt geändert: Telefon, Ort', 'Deal-Id auf D-77 gesetzt']));
      const refused = await t.http.put(`/api/lead/${april[10]}`).set(auth).send({ contact: { email: 'keine-adresse', zip: '12' }, qualified: true }).expect(400);
      expect(refused.body.fields).toEqual({ 'contact.email': 'Bitte eine gültige E-Mail-Adresse angeben', 'contact.zip': 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)' });
      // Nothing of the refused request was saved, the qualification neither.
      expect((await t.http.get(`/api/lead/${april[10]}`).set(auth).expect(200)).body).toMatchObject({ qualified: false, contact: { zip: saved.contact.zip } });
    });
  });
});
