import type { ParsedMail } from 'mailparser';
import { Lead } from '@app/leads';
import { Leadsource } from '@app/leadsources';
import { Organisation } from '@app/organisations';
import { ReclamationLinks, Sale } from '@app/sales';
import { insertLead, insertLeadsource, insertOrganisation, insertSale } from '../factories';
import { portalLogin } from '../support/portal-session';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';

const HOUR = 60 * 60 * 1000;
const INVALID_PHONE = { code: 'phone-invalid' as const, text: 'Telefonnummer +49 123 ist keine gültige deutsche Nummer' };

/** Issue 31 §4/§5: the reason catalogue, the rules that accept what the product proves, their revert, and the supplier's charge-back. */
describe('Complaint reasons and the rules that decide the obvious', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let auth: { Authorization: string };
  let links: ReclamationLinks;
  let supplier: Leadsource;

  /** A lead of `supplier` sold to `buyer` now (after the buyer was stored: its conditions are those of the sale). */
  const sold = async (buyer: Organisation, lead: Partial<Lead> = {}, sale: Partial<Sale> = {}) => {
    const stored = await insertLead(t, { leadsourceId: supplier.id, ...lead });
    const row = await insertSale(t, { leadId: stored.id, organisationId: buyer.id, soldAt: new Date(), ...sale });
    return { leadId: stored.id, saleId: row.id };
  };
  const file = (buyer: Organisation, leadId: number, body: Record<string, unknown>) =>
    t.http.post('/public-api/reclamationrequest').query({ token: links.organisationToken(buyer) }).send({ lId: leadId, oId: buyer.id, ...body });
  const detail = async (id: number) => (await t.http.get(`/api/reclamation/request/${id}`).set(auth).expect(200)).body;
  const saleOf = (saleId: number) => t.db.getRepository(Sale).findOneByOrFail({ id: saleId });
  const leadOf = (leadId: number) => t.db.getRepository(Lead).findOneByOrFail({ id: leadId });
  const mailWith = async (subject: string): Promise<ParsedMail> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = smtp.messages.find((mail) => mail.subject === subject);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`Keine Mail „${subject}“ angekommen`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://leads.example.de' });
    auth = await t.staffAuth();
    links = t.app.get(ReclamationLinks);
    supplier = await insertLeadsource(t, { name: 'Partner Süd', mail: 'rekla@partner-sued.example', reclaQuote: '100' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('GET /public-api/reclamation-reasons', () => {
    it('lists the German catalogue with the proof each reason needs, without login', async () => {
      const { body } = await t.http.get('/public-api/reclamation-reasons').expect(200);
      expect(body.map((reason: { text: string }) => reason.text)).toEqual([
        'Telefonnummer falsch/nicht vergeben',
        'Nach 5 Versuchen nicht erreicht',
        'Kein Eigentümer',
        'Bereits eine PV-Anlage',
        'Doppelt geliefert',
        'Außerhalb des Gebiets',
        'Hat nie angefragt',
        'Sonstiges',
      ]);
      // Exactly {code, text, proof}: whose fault a reason is, is the operator's business.
      for (const reason of body) expect(Object.keys(reason).sort()).toEqual(['code', 'proof', 'text']);
      expect(body.find((reason: { code: string }) => reason.code === 'not-reached').proof).toContain('Anrufprotokoll');
    });
  });

  describe('the reason with the complaint', () => {
    let buyer: Organisation;
    beforeAll(async () => {
      buyer = await insertOrganisation(t, { name: 'Grundsolar GmbH' });
    });

    it('refuses an unknown reason code with a German 400 and stores nothing', async () => {
      const { leadId, saleId } = await sold(buyer);
      const refused = await file(buyer, leadId, { content: 'Nummer falsch', reasonCode: 'falsche-nummer' }).expect(400);
      expect(refused.body.error).toBe('Unbekannter Reklamationsgrund. Möglich sind: phone-wrong, not-reached, not-owner, has-pv, duplicate, outside-area, never-asked, other.');
      expect(refused.body.fields).toEqual({ reasonCode: refused.body.error });
      await file(buyer, leadId, { content: 'x', reasonCode: 7 }).expect(400);
      expect((await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token: links.organisationToken(buyer) }).expect(200)).body.exists).toBe(false);
      expect((await saleOf(saleId)).reclaimed).toBe(false);
    });

    it('still needs the free text from a buyer, stores the code, shows it on the page, in the queue and the detail, and keeps it when only the text changes', async () => {
      const { leadId } = await sold(buyer);
      const missing = await file(buyer, leadId, { reasonCode: 'not-owner' }).expect(400);
      expect(missing.body.error).toBe('Bitte geben Sie einen Reklamationsgrund ein.');
      const filed = (await file(buyer, leadId, { content: 'Mieter, kein Eigentümer', reasonCode: 'not-owner' }).expect(200)).body;
      expect(filed).toMatchObject({ exists: true, status: 'open', reasonCode: 'not-owner' });
      expect(filed.decidedBy).toBeUndefined();
      const changed = (await file(buyer, leadId, { content: 'Mieterin, kein Eigentum' }).expect(200)).body;
      expect(changed).toMatchObject({ reasonCode: 'not-owner', content: { request: 'Mieterin, kein Eigentum' } });
      const [row] = (await t.http.get('/api/leads/reclamationrequests').query({ reclamatedFrom: String(buyer.id) }).set(auth).expect(200)).body.filter(
        (item: { leadId: number }) => item.leadId === leadId,
      );
      expect(row).toMatchObject({ reasonCode: 'not-owner', request: 'Mieterin, kein Eigentum', status: 'open' });
      expect(row.decidedBy).toBeUndefined();
      expect((await detail(filed.id)).reasonCode).toBe('not-owner');
      // null takes the choice back.
      expect((await file(buyer, leadId, { content: 'Mieterin', reasonCode: null }).expect(200)).body.reasonCode).toBeUndefined();
    });
  });

  describe('(a) delivered twice', () => {
    let buyer: Organisation;
    beforeAll(async () => {
      buyer = await insertOrganisation(t, { name: 'Doppelkauf AG', email: 'leads@doppelkauf.example' });
    });

    it('accepts at once the complaint about the second delivery of the same phone number, with the staff acceptance’s effects', async () => {
      const first = await sold(buyer, { phone: '+4915170000001', createdAt: new Date(Date.now() - 5 * HOUR) }, { soldAt: new Date(Date.now() - 4 * HOUR) });
      const second = await sold(buyer, { phone: '+4915170000001', firstName: 'Anne' });
      const filed = (await file(buyer, second.leadId, { content: 'Haben wir schon', reasonCode: 'other' }).expect(200)).body;
      const text = expect.stringMatching(new RegExp(`^Doppelt geliefert: dieselbe Person ging am \\d\\d\\.\\d\\d\\.\\d{4} schon als Lead ${first.leadId} an das Unternehmen$`));
      expect(filed).toMatchObject({ status: 'approved', decidedBy: { rule: 'duplicate-delivery', text }, content: { answer: expect.stringMatching(/^Automatisch akzeptiert: Doppelt geliefert/) } });
      // Same effects as staff's: the sale reclaimed (statistics count it), the buyer mailed, the history names the rule.
      expect((await saleOf(second.saleId)).reclaimed).toBe(true);
      expect((await saleOf(first.saleId)).reclaimed).toBe(false);
      const mail = await mailWith(`Ihre Reklamation zu Lead ${second.leadId} wurde akzeptiert`);
      expect(mail.text).toContain('Automatisch akzeptiert: Doppelt geliefert');
      const stats = (await t.http.get('/api/statistics/').query({ startTime: 'false', endTime: 'false', orga: String(buyer.id), leadsource: 'false' }).set(auth).expect(200)).body;
      expect(stats.reduce((sum: number, row: { reclamations: number }) => sum + row.reclamations, 0)).toBe(1);
      const shown = await detail(filed.id);
      expect(shown).toMatchObject({ status: 'approved', decidable: false, decidedBy: { rule: 'duplicate-delivery', text } });
      expect(shown.history[0]).toMatchObject({ status: 'approved', user: 'Automatisch (Regel)' });
      // 'Doppelt geliefert' is the supplier's fault: the second lead goes back to it.
      expect(shown.supplierReclamation).toEqual({ reclaimed: true, text: 'Bei der Leadsource Partner Süd reklamiert.' });
      const processed = (await t.http.get('/api/leads/reclamationrequests').query({ proccessed: 'true', reclamatedFrom: String(buyer.id) }).set(auth).expect(200)).body;
      expect(processed.map((row: { id: number }) => row.id)).toContain(filed.id);
    });

    it('knows the person by the duplicate chain too, and leaves the first delivery, another person and an old sale to staff', async () => {
      const original = await sold(buyer, { createdAt: new Date(Date.now() - 5 * HOUR) }, { soldAt: new Date(Date.now() - 3 * HOUR) });
      const copy = await sold(buyer, { duplicateOfId: original.leadId });
      expect((await file(buyer, copy.leadId, { content: 'Doppelt', reasonCode: 'duplicate' }).expect(200)).body.decidedBy?.rule).toBe('duplicate-delivery');

      const early = await sold(buyer, { email: 'zweimal@example.de', createdAt: new Date(Date.now() - 5 * HOUR) }, { soldAt: new Date(Date.now() - 2 * HOUR) });
      await sold(buyer, { email: 'zweimal@example.de' });
      expect((await file(buyer, early.leadId, { content: 'Doppelt', reasonCode: 'duplicate' }).expect(200)).body.status).toBe('open');

      const stranger = await sold(buyer);
      expect((await file(buyer, stranger.leadId, { content: 'Doppelt', reasonCode: 'duplicate' }).expect(200)).body.status).toBe('open');

      // Sold 40 days apart: outside the 30-day duplicate window.
      await sold(buyer, { phone: '+4915170000040', createdAt: new Date(Date.now() - 41 * 24 * HOUR) }, { soldAt: new Date(Date.now() - 40 * 24 * HOUR) });
      const late = await sold(buyer, { phone: '+4915170000040' });
      expect((await file(buyer, late.leadId, { content: 'Doppelt', reasonCode: 'duplicate' }).expect(200)).body.status).toBe('open');
    });
  });

  describe('(b) the phone the intake check found invalid', () => {
    let buyer: Organisation;
    beforeAll(async () => {
      buyer = await insertOrganisation(t, { name: 'Telefonsolar KG' });
    });

    it('accepts a complaint about calling, not one whose reason says the buyer spoke to the person', async () => {
      const wrong = await sold(buyer, { qualityFindings: [INVALID_PHONE] });
      const accepted = (await file(buyer, wrong.leadId, { content: 'Kein Anschluss', reasonCode: 'phone-wrong' }).expect(200)).body;
      expect(accepted).toMatchObject({ status: 'approved', decidedBy: { rule: 'phone-invalid', text: 'Telefonnummer schon bei der Eingangsprüfung als ungültig erkannt' } });
      expect((await saleOf(wrong.saleId)).reclaimed).toBe(true);

      const spoken = await sold(buyer, { qualityFindings: [INVALID_PHONE] });
      expect((await file(buyer, spoken.leadId, { content: 'Mieter', reasonCode: 'not-owner' }).expect(200)).body.status).toBe('open');

      const fine = await sold(buyer);
      expect((await file(buyer, fine.leadId, { content: 'Kein Anschluss', reasonCode: 'phone-wrong' }).expect(200)).body.status).toBe('open');
    });
  });

  describe('(c) outside the buyer’s area', () => {
    let buyer: Organisation;
    beforeAll(async () => {
      // Postal area 80 only; the sales below were forced by staff or the lead's postcode corrected later.
      buyer = await insertOrganisation(t, { name: 'Gebietstreu GmbH' });
    });

    it('accepts a sale outside the area while the buyer was not changed since the sale', async () => {
      const outside = await sold(buyer, { zip: '10115', city: 'Berlin' }, { manual: true, forced: true });
      const accepted = (await file(buyer, outside.leadId, { content: 'Nicht unser Gebiet', reasonCode: 'outside-area' }).expect(200)).body;
      expect(accepted).toMatchObject({ status: 'approved', decidedBy: { rule: 'outside-coverage', text: 'PLZ 10115 liegt außerhalb des Gebiets des Unternehmens' } });
      // Not the supplier's fault: nothing goes back to it.
      expect((await detail(accepted.id)).supplierReclamation).toBeUndefined();
      expect((await leadOf(outside.leadId)).supplierReclaimedAt).toBeNull();

      const inside = await sold(buyer, { zip: '80469' });
      expect((await file(buyer, inside.leadId, { content: 'Nicht unser Gebiet', reasonCode: 'outside-area' }).expect(200)).body.status).toBe('open');
    });

    it('leaves it to staff when the buyer was changed after the sale (its area may have been narrowed since)', async () => {
      const outside = await sold(buyer, { zip: '20095', city: 'Hamburg' });
      await t.db.getRepository(Organisation).save({ ...buyer, prio: buyer.prio + 1 });
      expect((await file(buyer, outside.leadId, { content: 'Nicht unser Gebiet', reasonCode: 'outside-area' }).expect(200)).body.status).toBe('open');
    });
  });

  describe('the supplier reclamation of an accepted complaint', () => {
    let buyer: Organisation;
    let strict: Leadsource;
    beforeAll(async () => {
      buyer = await insertOrganisation(t, { name: 'Lieferantenprüfer GmbH' });
      strict = await insertLeadsource(t, { name: 'Strenger Partner', mail: 'info@streng.example', reclaQuote: '0' });
    });

    it('reclaims the lead from its supplier with its mail when a rule accepts a reason that is the supplier’s fault', async () => {
      const wrong = await sold(buyer, { qualityFindings: [INVALID_PHONE] });
      const filed = (await file(buyer, wrong.leadId, { content: 'Kein Anschluss', reasonCode: 'not-reached' }).expect(200)).body;
      expect((await detail(filed.id)).supplierReclamation).toEqual({ reclaimed: true, text: 'Bei der Leadsource Partner Süd reklamiert.' });
      expect((await leadOf(wrong.leadId)).supplierReclamationReason).toBe(
        'Reklamation eines Käufers: Telefonnummer falsch/nicht vergeben (Telefonnummer schon bei der Eingangsprüfung als ungültig erkannt)',
      );
      const mail = await mailWith(`Reklamation: Lead ${wrong.leadId}`);
      expect(mail.text).toContain('Diese Leads werden nicht vergütet.');
    });

    it('accepts but does not reclaim when the supplier’s quota is used up, and says so', async () => {
      const wrong = await sold(buyer, { leadsourceId: strict.id, qualityFindings: [INVALID_PHONE] });
      const filed = (await file(buyer, wrong.leadId, { content: 'Kein Anschluss', reasonCode: 'phone-wrong' }).expect(200)).body;
      expect(filed.status).toBe('approved');
      expect((await saleOf(wrong.saleId)).reclaimed).toBe(true);
      const shown = await detail(filed.id);
      expect(shown.supplierReclamation.reclaimed).toBe(false);
      expect(shown.supplierReclamation.text).toMatch(/^Nicht bei der Leadsource reklamiert: Strenger Partner hat keine Reklamationsquote \(0 %\): Leads aus \S+ \d{4} können nicht bei der Leadsource reklamiert werden\.$/);
      expect((await leadOf(wrong.leadId)).supplierReclaimedAt).toBeNull();
    });

    it('follows a staff acceptance too, by the buyer’s reason: "Hat nie angefragt" goes back, "Kein Eigentümer" does not', async () => {
      const never = await sold(buyer);
      const neverId = (await file(buyer, never.leadId, { content: 'Hat nie angefragt', reasonCode: 'never-asked' }).expect(200)).body.id;
      await t.http.put(`/api/reclamation/request/${neverId}`).set(auth).send({ approved: 'approved' }).expect(200);
      expect((await detail(neverId)).supplierReclamation).toEqual({ reclaimed: true, text: 'Bei der Leadsource Partner Süd reklamiert.' });
      expect((await leadOf(never.leadId)).supplierReclaimedAt).not.toBeNull();

      const tenant = await sold(buyer);
      const tenantId = (await file(buyer, tenant.leadId, { content: 'Mieter', reasonCode: 'not-owner' }).expect(200)).body.id;
      await t.http.put(`/api/reclamation/request/${tenantId}`).set(auth).send({ approved: 'approved' }).expect(200);
      expect((await detail(tenantId)).supplierReclamation).toBeUndefined();
      expect((await leadOf(tenant.leadId)).supplierReclaimedAt).toBeNull();
    });
  });

  describe('POST /api/reclamation/request/{id}/revert', () => {
    let buyer: Organisation;
    beforeAll(async () => {
      buyer = await insertOrganisation(t, { name: 'Rücknahme GmbH', email: 'leads@ruecknahme.example' });
    });

    it('takes back what a rule decided: the sale counts again (buyer mailed), the complaint waits in the open queue for a staff decision', async () => {
      const wrong = await sold(buyer, { qualityFindings: [INVALID_PHONE] });
      const { id } = (await file(buyer, wrong.leadId, { content: 'Kein Anschluss', reasonCode: 'phone-wrong' }).expect(200)).body;
      const reverted = (await t.http.post(`/api/reclamation/request/${id}/revert`).set(auth).expect(200)).body;
      expect(reverted).toMatchObject({ status: 'inProgress', decidable: true, content: { answer: null } });
      expect(reverted.decidedBy).toBeUndefined();
      expect(reverted.history[0]).toMatchObject({
        status: 'inProgress',
        user: 'Test Person',
        note: 'Automatische Entscheidung zurückgenommen (Telefonnummer schon bei der Eingangsprüfung als ungültig erkannt). Die Reklamation bei der Leadsource bleibt bestehen.',
      });
      expect((await saleOf(wrong.saleId)).reclaimed).toBe(false);
      await mailWith(`Lead ${wrong.leadId}: Reklamation zurückgenommen`);
      expect((await t.http.post(`/api/reclamation/request/${id}/revert`).set(auth).expect(409)).body.error).toContain('wurde nicht automatisch akzeptiert (In Bearbeitung)');
      const open = (await t.http.get('/api/leads/reclamationrequests').query({ reclamatedFrom: String(buyer.id) }).set(auth).expect(200)).body;
      expect(open.map((row: { id: number }) => row.id)).toContain(id);
      // Staff decide it as any other.
      const rejected = (await t.http.put(`/api/reclamation/request/${id}`).set(auth).send({ approved: 'rejected', content: 'Nummer funktioniert' }).expect(200)).body;
      expect(rejected).toMatchObject({ status: 'rejected', content: { answer: 'Nummer funktioniert' } });
    });

    it('refuses a complaint no rule decided, strangers and roles without the right', async () => {
      const plain = await sold(buyer);
      const { id } = (await file(buyer, plain.leadId, { content: 'Mieter', reasonCode: 'not-owner' }).expect(200)).body;
      const refused = await t.http.post(`/api/reclamation/request/${id}/revert`).set(auth).expect(409);
      expect(refused.body.error).toBe(
        `Reklamation ${id} wurde nicht automatisch akzeptiert (Offen). Zurücknehmen lässt sich nur die Entscheidung einer Regel; eine Entscheidung von Mitarbeitern wird auf der Lead-Seite zurückgenommen.`,
      );
      await t.http.post('/api/reclamation/request/999999/revert').set(auth).expect(404);
      await t.http.post(`/api/reclamation/request/${id}/revert`).expect(401);
      const accounting = await t.staffAuth('accounting');
      expect((await t.http.post(`/api/reclamation/request/${id}/revert`).set(accounting).expect(403)).body.error).toBe('Dafür fehlt Ihnen die Berechtigung (Rolle: Buchhaltung).');
    });
  });

  describe('the buyers’ portal', () => {
    it('files with a reason code, refuses an unknown one, and shows what a rule decided', async () => {
      const buyer = await insertOrganisation(t, { name: 'Portalkunde GmbH' });
      const session = await portalLogin(t, buyer.id);
      const wrong = await sold(buyer, { qualityFindings: [INVALID_PHONE] });
      const path = `/portal-api/leads/${wrong.leadId}/complaint`;
      const refused = await t.http.post(path).set(session.auth).send({ content: 'Kein Anschluss', reasonCode: 'unbekannt' }).expect(400);
      expect(refused.body.error).toContain('Unbekannter Reklamationsgrund');
      const { body } = await t.http.post(path).set(session.auth).send({ content: 'Kein Anschluss', reasonCode: 'phone-wrong' }).expect(200);
      expect(body.complaintDetail).toMatchObject({
        status: 'approved',
        reasonCode: 'phone-wrong',
        decidedBy: { rule: 'phone-invalid', text: 'Telefonnummer schon bei der Eingangsprüfung als ungültig erkannt' },
        canFile: false,
      });
      expect(body).toMatchObject({ reclaimed: true, complaint: { status: 'approved' } });
    });
  });

  describe('setting: accept at once while the buyer’s return share stays under a limit', () => {
    afterAll(async () => {
      await t.http.put('/api/settings/reclamation').set(auth).send({ deadlineDays: 14, autoAcceptBelowRate: null }).expect(200, { deadlineDays: 14 });
    });

    it('is off by default, keeps the limit when a client sends the deadline only, and accepts within it', async () => {
      expect((await t.http.get('/api/settings/reclamation').set(auth).expect(200)).body).toEqual({ deadlineDays: 14 });
      const invalid = await t.http.put('/api/settings/reclamation').set(auth).send({ deadlineDays: 14, autoAcceptBelowRate: 101 }).expect(400);
      expect(invalid.body.fields.autoAcceptBelowRate).toBe('Sofort akzeptieren bis Reklaquote (%) muss leer (aus) oder eine Zahl von 0 bis 100 mit höchstens zwei Nachkommastellen sein');
      await t.http.put('/api/settings/reclamation').set(auth).send({ deadlineDays: 14, autoAcceptBelowRate: 20 }).expect(200, { deadlineDays: 14, autoAcceptBelowRate: 20 });
      await t.http.put('/api/settings/reclamation').set(auth).send({ deadlineDays: 14 }).expect(200, { deadlineDays: 14, autoAcceptBelowRate: 20 });

      // Ten sales: the first complaint makes 10 %, the second 20 % (at the limit), the third would make 30 %.
      const buyer = await insertOrganisation(t, { name: 'Seltenreklamierer GmbH' });
      const sales = [];
      for (let i = 0; i < 10; i++) sales.push(await sold(buyer));
      const decisions = [];
      for (const { leadId } of sales.slice(0, 3)) decisions.push((await file(buyer, leadId, { content: 'Kein Interesse', reasonCode: 'other' }).expect(200)).body);
      expect(decisions.map((decision) => decision.status)).toEqual(['approved', 'approved', 'open']);
      expect(decisions[1].decidedBy).toEqual({ rule: 'low-return-share', text: 'Reklaquote des Unternehmens bleibt mit dieser Reklamation bei 20,0\u00a0% (Grenze 20\u00a0%)' });
    });
  });
});
