import type { ParsedMail } from 'mailparser';
import { Organisation } from '@app/organisations';
import { ReclamationLinks, Sale } from '@app/sales';
import { insertLead, insertOrganisation, insertSale } from '../factories';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { startTestApp, TestApp } from '../support/test-app';
import { MID_MONTH, TestClock } from '../support/test-clock';

const DAY = 24 * 60 * 60 * 1000;
const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** The staff's queue 'Reklamationsanfragen': list, open, decide one or many, with mails and the complaint rate. */
describe('Complaints: the staff queue and decisions', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let clock: TestClock;
  let auth: { Authorization: string };
  let links: ReclamationLinks;
  let solar: Organisation;
  let dach: Organisation;

  /** A complaint about a new sale of a new lead to `buyer`, filed by the buyer with its token; its id. */
  const complaint = async (buyer: Organisation, reason = 'Kunde hat nie angefragt', lead: { zip?: string; pipedriveId?: string } = {}) => {
    const { id: leadId } = await insertLead(t, lead);
    const sale = await insertSale(t, { leadId, organisationId: buyer.id, soldAt: new Date(clock.now().getTime() - DAY) });
    clock.advance(1000);
    const { body } = await t.http.post('/public-api/reclamationrequest').query({ token: links.organisationToken(buyer) }).send({ lId: leadId, oId: buyer.id, content: reason }).expect(200);
    return { id: body.id as number, leadId, saleId: sale.id };
  };
  const list = (query: Record<string, string> = {}) => t.http.get('/api/leads/reclamationrequests').query(query).set(auth);
  const decide = (id: number, approved: string, content?: string) => t.http.put(`/api/reclamation/request/${id}`).set(auth).send({ approved, content });
  const saleOf = (saleId: number) => t.db.getRepository(Sale).findOneByOrFail({ id: saleId });
  /** The mail with this subject, once it arrived (mails go out after the commit, in their own time). */
  const mailWith = async (subject: string): Promise<ParsedMail> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = smtp.messages.find((mail) => mail.subject === subject);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`Keine Mail „${subject}“ angekommen`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** The reclaimed sales of `buyer` in the statistics (Statistik), over all its months. */
  const reclaimedInStatistics = async (buyer: Organisation): Promise<number> => {
    const filters = { startTime: 'false', endTime: 'false', orga: String(buyer.id), leadsource: 'false' };
    const rows: { reclamations: number }[] = (await t.http.get('/api/statistics/').query(filters).set(auth).expect(200)).body;
    return rows.reduce((sum, row) => sum + row.reclamations, 0);
  };
  const mailsAbout = (leadId: number) => smtp.messages.filter((mail) => mail.subject?.includes(`Lead ${leadId} `));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://leads.example.de', CRM_DEAL_URL: 'https://crm.example.de/deal/{id}' });
    clock = TestClock.runningFrom(MID_MONTH);
    t.useClock(clock);
    auth = await t.staffAuth();
    links = t.app.get(ReclamationLinks);
    solar = await insertOrganisation(t, { name: 'Solarprofi Süd GmbH', email: 'leads@solarprofi.example', config: { reclamationEmail: 'reklamation@solarprofi.example' } });
    dach = await insertOrganisation(t, { name: 'Dachdecker Nord', email: 'info@dachdecker-nord.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers 401 on every staff route without a token', async () => {
    const calls = [
      t.http.get('/api/leads/reclamationrequests'),
      t.http.get('/api/reclamation/request/1'),
      t.http.post('/api/reclamation/request/1/open'),
      t.http.put('/api/reclamation/request/1').send({ approved: 'approved' }),
      t.http.put('/api/reclamation/requests').send({ ids: [1], approved: 'approved' }),
      t.http.get('/api/settings/reclamation'),
      t.http.put('/api/settings/reclamation').send({ deadlineDays: 10 }),
      t.http.post('/api/organisation/1/apikey'),
    ];
    for (const call of calls) expect((await call.expect(401)).body.error).toBe('Nicht angemeldet oder Sitzung abgelaufen');
  });

  describe('the list', () => {
    let first: Awaited<ReturnType<typeof complaint>>;
    let second: Awaited<ReturnType<typeof complaint>>;
    let third: Awaited<ReturnType<typeof complaint>>;

    beforeAll(async () => {
      first = await complaint(solar, 'Falsche Telefonnummer', { zip: '80331', pipedriveId: '7001' });
      second = await complaint(dach, 'Doppelter Lead', { zip: '10115' });
      third = await complaint(solar, 'Kein Interesse', { zip: '80469' });
    });

    it('shows open complaints newest first with the spec’s fields, paged with Content-Range', async () => {
      const response = await list({ range: '[0,1]' }).expect(200);
      expect(response.headers['content-range']).toMatch(/^reclamationrequests 0-1\/\d+$/);
      const [row] = (await list({ proccessed: 'false', zipfilter: 'false', reclamatedFrom: 'false', pidfilter: 'false' }).expect(200)).body.filter((item: { id: number }) => item.id === first.id);
      expect(row).toEqual({
        id: first.id,
        leadId: first.leadId,
        pipedriveId: '7001',
        crmDealUrl: 'https://crm.example.de/deal/7001',
        creationDate: expect.any(String),
        organisationId: solar.id,
        organisationName: 'Solarprofi Süd GmbH',
        leadZip: '80331',
        leadBought: expect.any(String),
        request: 'Falsche Telefonnummer',
        status: 'open',
        content: { request: 'Falsche Telefonnummer', answer: null },
        documents: [],
        complaintRate: { thisMonth: 0, lastThreeMonths: null, thisMonthFrom: '2026-04-01', lastThreeMonthsFrom: '2026-01-01', lastThreeMonthsTo: '2026-03-01' },
        decidable: true,
      });
      const ids = response.body.map((item: { id: number }) => item.id);
      expect(ids).toEqual([third.id, second.id]);
    });

    it('filters by postcode prefix, buyer and CRM id, and sorts by the given field', async () => {
      const byZip = (await list({ zipfilter: '80' }).expect(200)).body.map((item: { id: number }) => item.id);
      expect(byZip).toEqual(expect.arrayContaining([first.id, third.id]));
      expect(byZip).not.toContain(second.id);
      expect((await list({ reclamatedFrom: String(dach.id) }).expect(200)).body.map((item: { id: number }) => item.id)).toEqual([second.id]);
      expect((await list({ pidfilter: '7001' }).expect(200)).body.map((item: { id: number }) => item.id)).toEqual([first.id]);
      const sorted = (await list({ sort: '["leadZip","ASC"]', zipfilter: 'false' }).expect(200)).body.map((item: { leadZip: string }) => item.leadZip);
      expect(sorted).toEqual([...sorted].sort());
      const refused = await list({ zipfilter: '80a' }).expect(400);
      expect(refused.body.error).toBe('Der PLZ-Filter darf nur Ziffern enthalten (höchstens 5).');
      await list({ sort: '["request","ASC"]' }).expect(400);
    });
  });

  describe('deciding one complaint', () => {
    it('opening it sets it in progress once, recorded with the staff member', async () => {
      const { id } = await complaint(solar);
      const opened = await t.http.post(`/api/reclamation/request/${id}/open`).set(auth).expect(200);
      expect(opened.body).toMatchObject({ status: 'inProgress', decidable: true });
      expect(opened.body.history.map((entry: { status: string; user: string }) => [entry.status, entry.user])).toEqual([
        ['inProgress', 'Test Person'],
        ['open', 'Solarprofi Süd GmbH (Käufer)'],
      ]);
      const again = await t.http.post(`/api/reclamation/request/${id}/open`).set(auth).expect(200);
      expect(again.body.history).toHaveLength(2);
      await t.http.post('/api/reclamation/request/999999/open').set(auth).expect(404);
    });

    it('accepting reclaims the sale in the same step and mails the buyer the answer; a second decision is refused', async () => {
      const { id, leadId, saleId } = await complaint(solar, 'Kunde wohnt zur Miete');
      const reclaimedBefore = await reclaimedInStatistics(solar);
      const { body } = await decide(id, 'approved', '').expect(200);
      expect(body).toMatchObject({ status: 'approved', content: { request: 'Kunde wohnt zur Miete', answer: 'Akzeptiert' }, decidable: false });
      expect(body.history[0]).toEqual({ at: expect.any(String), status: 'approved', note: 'Akzeptiert', user: 'Test Person' });
      expect(await saleOf(saleId)).toMatchObject({ reclaimed: true, reclamationNote: 'Reklamation des Käufers: Kunde wohnt zur Miete' });
      const lead = (await t.http.get(`/api/lead/${leadId}`).set(auth).expect(200)).body;
      expect(lead.sellingStatistics).toEqual([expect.objectContaining({ id: saleId, reclamation: true })]);
      // The statistics count it among the buyer's reclaimed sales at once.
      expect(await reclaimedInStatistics(solar)).toBe(reclaimedBefore + 1);
      const mail = await mailWith(`Ihre Reklamation zu Lead ${leadId} wurde akzeptiert`);
      expect(to(mail)).toBe('reklamation@solarprofi.example');
      expect(mail.text).toContain(`Sehr geehrte Damen und Herren,\n\nIhre Reklamation zu Lead ${leadId} wurde akzeptiert. Der Lead wird Ihnen nicht berechnet.\n\nUnsere Antwort: Akzeptiert`);

      const refused = await decide(id, 'rejected').expect(409);
      expect(refused.body.error).toBe(
        `Reklamation ${id} (Akzeptiert) ist bereits entschieden. Eine akzeptierte Reklamation wird nur durch Zurücknehmen der Reklamation auf der Lead-Seite wieder entscheidbar.`,
      );
      // Reverting the sale's reclamation on the lead page makes it decidable again.
      await t.http.put(`/api/lead/${leadId}/reclamate/buyer/${solar.id}`).set(auth).send({ id: saleId, reclamation: false }).expect(200);
      expect((await t.http.get(`/api/reclamation/request/${id}`).set(auth).expect(200)).body).toMatchObject({ status: 'approved', decidable: true });
      await decide(id, 'rejected', 'Nach Prüfung doch berechtigt').expect(200);
      expect((await saleOf(saleId)).reclaimed).toBe(false);
      await decide(id, 'approved').expect(409);
    });

    it('rejecting keeps the sale and mails the answer (‘Abgelehnt’ for the note ‘ok’)', async () => {
      const { id, leadId, saleId } = await complaint(dach, 'Lead zu alt');
      const { body } = await decide(id, 'rejected', 'ok').expect(200);
      expect(body).toMatchObject({ status: 'rejected', content: { answer: 'Abgelehnt' }, decidable: false });
      expect((await saleOf(saleId)).reclaimed).toBe(false);
      const mail = await mailWith(`Ihre Reklamation zu Lead ${leadId} wurde abgelehnt`);
      expect(to(mail)).toBe('info@dachdecker-nord.example');
      expect(mail.text).toContain('Unsere Antwort: Abgelehnt');
      await decide(id, 'proofRequired').expect(409);
    });

    it('asking for proof reopens it for uploads and mails the page link with the organisation token', async () => {
      const { id, leadId, saleId } = await complaint(solar, 'Telefonnummer gehört jemand anderem');
      const { body } = await decide(id, 'proofRequired', '').expect(200);
      expect(body).toMatchObject({ status: 'proofRequired', content: { answer: 'Nachweis benötigt' }, decidable: true });
      const mail = await mailWith(`Nachweis zu Ihrer Reklamation für Lead ${leadId} benötigt`);
      expect(to(mail)).toBe('reklamation@solarprofi.example');
      const link = `https://leads.example.de/reclamation/${solar.id}?lead=${leadId}&token=${links.organisationToken(solar)}`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">Nachweise hochladen</a>`);
      // Still among the open ones, and the buyer can upload.
      expect((await list().expect(200)).body.map((item: { id: number }) => item.id)).toContain(id);
      await t.http
        .post(`/public-api/reclamationrequest/upload/${solar.id}/${leadId}`)
        .query({ token: links.organisationToken(solar) })
        .attach('file', Buffer.from('Anrufprotokoll: 3 Versuche, Nummer vergeben.\n'), 'protokoll.txt')
        .expect(201);
      const accepted = await decide(id, 'approved', 'Nachweis geprüft').expect(200);
      expect(accepted.body).toMatchObject({ status: 'approved', content: { answer: 'Nachweis geprüft' }, documents: [expect.objectContaining({ name: 'protokoll.txt' })] });
      expect(accepted.body.history.map((entry: { status: string }) => entry.status)).toEqual(['approved', 'proofRequired', 'open']);
      expect((await saleOf(saleId)).reclaimed).toBe(true);
      expect((await list({ proccessed: 'true' }).expect(200)).body.map((item: { id: number }) => item.id)).toContain(id);
    });

    it('refuses an unknown decision or complaint', async () => {
      const { id } = await complaint(solar);
      expect((await decide(id, 'vielleicht').expect(400)).body.error).toBe('Entscheidung muss approved, rejected oder proofRequired sein');
      expect((await decide(999999, 'approved').expect(404)).body.error).toBe('Reklamation 999999 gibt es nicht.');
      await t.http.put('/api/reclamation/request/abc').set(auth).send({ approved: 'approved' }).expect(404);
    });
  });

  describe('deciding many at once', () => {
    it('changes nothing when one of them is decided already, and names it', async () => {
      const a = await complaint(dach, 'Erster');
      const b = await complaint(dach, 'Zweiter');
      const decided = await complaint(dach, 'Schon entschieden');
      await decide(decided.id, 'rejected').expect(200);
      const refused = await t.http.put('/api/reclamation/requests').set(auth).send({ ids: [a.id, decided.id, b.id], approved: 'approved', content: '' }).expect(409);
      expect(refused.body).toMatchObject({ error: `Bereits entschieden: Reklamation ${decided.id} (Abgelehnt). Es wurde nichts geändert.`, ids: [decided.id] });
      const unknown = await t.http.put('/api/reclamation/requests').set(auth).send({ ids: [a.id, 999999], approved: 'approved' }).expect(404);
      expect(unknown.body.error).toBe('Reklamation 999999 gibt es nicht. Es wurde nichts geändert.');
      for (const { id, saleId } of [a, b]) {
        expect((await t.http.get(`/api/reclamation/request/${id}`).set(auth).expect(200)).body.status).toBe('open');
        expect((await saleOf(saleId)).reclaimed).toBe(false);
      }
      await mailWith(`Ihre Reklamation zu Lead ${decided.leadId} wurde abgelehnt`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([...mailsAbout(a.leadId), ...mailsAbout(b.leadId)]).toEqual([]);
    });

    it('decides all of them in one step, each buyer mailed', async () => {
      const a = await complaint(dach, 'Erster');
      const b = await complaint(solar, 'Zweiter');
      await t.http.put('/api/reclamation/requests').set(auth).send({ ids: [a.id, b.id], approved: 'approved', content: 'Berechtigt' }).expect(200, { updated: 2 });
      for (const { id, saleId } of [a, b]) {
        expect((await t.http.get(`/api/reclamation/request/${id}`).set(auth).expect(200)).body).toMatchObject({ status: 'approved', content: { answer: 'Berechtigt' } });
        expect((await saleOf(saleId)).reclaimed).toBe(true);
      }
      expect(to(await mailWith(`Ihre Reklamation zu Lead ${a.leadId} wurde akzeptiert`))).toBe('info@dachdecker-nord.example');
      expect(to(await mailWith(`Ihre Reklamation zu Lead ${b.leadId} wurde akzeptiert`))).toBe('reklamation@solarprofi.example');
      expect(mailsAbout(a.leadId)).toHaveLength(1);
      const empty = await t.http.put('/api/reclamation/requests').set(auth).send({ ids: [], approved: 'approved' }).expect(400);
      expect(empty.body.error).toBe('Bitte mindestens eine Reklamation auswählen');
    });
  });

  it('shows one complaint rate, the reclaimed sales per sale, on the queue, the organisation, the statistics and Lead-Qualität', async () => {
    const buyer = await insertOrganisation(t, { name: 'Quote GmbH' });
    const sold = async (soldAt: Date, reclaimed = false) =>
      insertSale(t, { leadId: (await insertLead(t)).id, organisationId: buyer.id, soldAt, reclaimed, reclaimedAt: reclaimed ? soldAt : null });
    // April (this month): four sales; one reclaimed by an accepted complaint, one by staff on the lead page (no complaint).
    await sold(new Date('2026-04-02T10:00:00+02:00'));
    const direct = await sold(new Date('2026-04-03T10:00:00+02:00'));
    await t.http.put(`/api/lead/${direct.leadId}/reclamate/buyer/${buyer.id}`).set(auth).send({ id: direct.id, reclamation: true }).expect(200);
    const filed = await complaint(buyer, 'Diesen Monat');
    await decide(filed.id, 'approved').expect(200);
    await sold(new Date('2026-04-04T10:00:00+02:00'));
    // January to March: five sales; two reclaimed by staff in January; in February an accepted complaint whose
    // reclamation staff reverted since (the sale is billed again, so it counts as kept).
    await sold(new Date('2026-01-10T10:00:00+01:00'), true);
    await sold(new Date('2026-01-11T10:00:00+01:00'), true);
    const reverted = await sold(new Date('2026-02-10T10:00:00+01:00'));
    await t.db.query(`INSERT INTO reclamation_request (sale_id, lead_id, organisation_id, status, request, created_at, updated_at) VALUES ($1, $2, $3, 'approved', 'Alt', now(), now())`, [
      reverted.id,
      reverted.leadId,
      buyer.id,
    ]);
    await sold(new Date('2026-02-11T10:00:00+01:00'));
    await sold(new Date('2026-03-11T10:00:00+01:00'));
    // December: outside the three months.
    await sold(new Date('2025-12-20T10:00:00+01:00'), true);

    const months = { thisMonthFrom: '2026-04-01', lastThreeMonthsFrom: '2026-01-01', lastThreeMonthsTo: '2026-03-01' };
    const { body } = await t.http.get(`/api/organisation/${buyer.id}`).set(auth).expect(200);
    // The same sales count for the monthly lead limit: this month's four, less the two reclaimed.
    expect(body.complaintRate).toEqual({ thisMonth: 50, lastThreeMonths: 40, ...months, soldThisMonth: 2 });
    const rows = (await list({ reclamatedFrom: String(buyer.id), proccessed: 'true' }).expect(200)).body;
    expect(rows.map((row: { complaintRate: unknown }) => row.complaintRate)).toEqual([
      { thisMonth: 50, lastThreeMonths: 40, ...months },
      { thisMonth: 50, lastThreeMonths: 40, ...months },
    ]);

    // Verkauf-Statistik counts the same: per month of sale, the reclaimed sales of the sold ones.
    const filters = { startTime: 'false', endTime: 'false', orga: String(buyer.id), leadsource: 'false' };
    const statistics: { date: string; count: number; reclamations: number }[] = (await t.http.get('/api/statistics/').query(filters).set(auth).expect(200)).body;
    const month = (date: string) => statistics.find((row) => row.date === date) ?? { count: 0, reclamations: 0 };
    expect(month('2026-04-01')).toMatchObject({ count: 4, reclamations: 2 });
    const earlier = ['2026-01-01', '2026-02-01', '2026-03-01'].map(month);
    expect(earlier.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    expect(earlier.reduce((sum, row) => sum + row.reclamations, 0)).toBe(2);
    // Lead-Qualität for the same months says the same.
    const quality = async (from: string, to: string) =>
      (await t.http.get('/api/statistics/quality').query({ from, to, groupBy: 'organisation' }).set(auth).expect(200)).body.rows.find(
        (row: { key: string }) => row.key === String(buyer.id),
      ).complaintRate;
    expect(await quality('2026-04-01', '2026-04-30')).toBe(50);
    expect(await quality('2026-01-01', '2026-03-31')).toBe(40);
    expect((await t.http.get(`/api/organisation/${dach.id}`).set(auth).expect(200)).body.complaintRate.lastThreeMonths).toBeNull();
  });
});
