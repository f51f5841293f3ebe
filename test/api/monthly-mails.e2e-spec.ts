// PostgreSQL pass: the monthly mails run as scheduled jobs on Redis.
import { Workbook, Worksheet } from 'exceljs';
import type { ParsedMail } from 'mailparser';
import { Organisation } from '@app/organisations';
import { formatMoney } from '@app/contract';
import { insertLead, insertOrganisation, insertSale } from '../factories';
import { startSmtpSink, SmtpSink } from '../support/smtp-sink';
import { outboxSettled } from '../support/outbox-settled';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const berlin = (day: string, time = '10:00') => new Date(`${day}T${time}:00+01:00`);
const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The two monthly mails of issue 12: last month's statistics with the lead list, and the lead evaluation. */
describe('Monthly mails: statistics and lead evaluation (API)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let auth: { Authorization: string };
  let sonne: Organisation;
  let dach: Organisation;
  let ohne: Organisation;
  let geloescht: Organisation;
  let bewerter: Organisation;
  let stumm: Organisation;
  /** Lead ids sold in November, per buyer. */
  const november = new Map<number, number[]>();

  /** Waits until the outbox has nothing pending (jobs run after the commit, in their own time). */
  const settled = () => outboxSettled(t.db);
  const mailsTo = (address: string) => smtp.messages.filter((mail) => to(mail).toLowerCase().includes(address.toLowerCase()));
  const sell = async (buyer: Organisation, soldAt: Date, { price = '45.00', reclaimed = false, lead = {} }: { price?: string; reclaimed?: boolean; lead?: Parameters<typeof insertLead>[1] } = {}) => {
    const { id: leadId } = await insertLead(t, lead);
    await insertSale(t, { leadId, organisationId: buyer.id, soldAt, price, reclaimed, reclaimedAt: reclaimed ? soldAt : null });
    if (soldAt >= berlin('2026-11-01', '00:00') && soldAt < berlin('2026-12-01', '00:00')) november.set(buyer.id, [...(november.get(buyer.id) ?? []), leadId]);
    return leadId;
  };
  const runStatistics = (day?: string) => t.http.post('/api/statistics/monthly-mails/run').set(auth).send(day ? { day } : {});
  const runEvaluation = (day?: string) => t.http.post('/api/reclamation/evaluation-mails/run').set(auth).send(day ? { day } : {});

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://leads.example.de' });
    t.useClock(TestClock.runningFrom(berlin('2026-12-15')));
    auth = await t.staffAuth();
    sonne = await insertOrganisation(t, { name: 'Sonnenstrom Müller GmbH', email: 'statistik@sonnenstrom.example', sendStatistic: true, leadSellCost: '45.00' });
    dach = await insertOrganisation(t, { name: 'Dach & Glas Nord', email: 'buero@dachglas.example', sendStatistic: true, reclamationQuote: '10.00' });
    ohne = await insertOrganisation(t, { name: 'Ohne Statistik KG', email: 'ohne@kaeufer.example', sendStatistic: false });
    geloescht = await insertOrganisation(t, { name: 'Gelöscht AG', email: 'weg@kaeufer.example', sendStatistic: true, deleted: true, deletedAt: berlin('2026-11-25') });
    bewerter = await insertOrganisation(t, {
      name: 'Solarprofi Süd GmbH',
      email: 'leads@solarprofi.example',
      leadEvaluationDay: 10,
      leadEvaluationMail: 'einkauf@solarprofi.example, Chef@Solarprofi.example',
    });
    stumm = await insertOrganisation(t, { name: 'Stumm & Co', email: 'stumm@kaeufer.example', leadEvaluationDay: 10, leadEvaluationMail: '' });

    await sell(sonne, berlin('2026-11-03'), { lead: { firstName: 'Anna', lastName: 'Schmidt', email: 'anna.schmidt@example.de', phone: '+491711234567', street: 'Lindenstraße 5a', zip: '80331', city: 'München' } });
    await sell(sonne, berlin('2026-11-03', '11:00'), { reclaimed: true });
    await sell(sonne, berlin('2026-11-20'), { price: '60.00' });
    // 00:30 on 1 November in Germany is still 31 October in UTC: November's. 00:30 on 1 December is December's.
    await sell(sonne, new Date('2026-10-31T23:30:00Z'));
    await sell(sonne, new Date('2026-11-30T23:30:00Z'));
    await sell(sonne, berlin('2026-10-15'));
    for (let i = 0; i < 4; i++) await sell(dach, berlin('2026-11-05'), { price: '50.00', reclaimed: i === 0 });
    await sell(ohne, berlin('2026-11-06'));
    await sell(geloescht, berlin('2026-11-07'));
    await sell(bewerter, berlin('2026-11-08'), { lead: { firstName: 'Jonas', lastName: 'Becker', zip: '50667', city: 'Köln' } });
    await sell(bewerter, berlin('2026-11-21'));
    await sell(stumm, berlin('2026-11-09'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers 401 without a token and refuses a wrong or future day in German', async () => {
    await t.http.post('/api/statistics/monthly-mails/run').send({}).expect(401);
    await t.http.post('/api/reclamation/evaluation-mails/run').send({}).expect(401);
    for (const run of [runStatistics, runEvaluation]) {
      const wrong = await run('2026-02-30').expect(400);
      expect(wrong.body).toMatchObject({ error: 'Der Tag muss ein gültiges Datum (JJJJ-MM-TT) sein.', fields: { day: 'Der Tag muss ein gültiges Datum (JJJJ-MM-TT) sein.' } });
      const future = await run('2027-01-01').expect(400);
      expect(future.body.error).toMatch(/läuft nicht für einen Tag in der Zukunft\.$/);
    }
  });

  describe('statistics of last month', () => {
    let mail: ParsedMail;
    let leads: Worksheet;
    let summary: Worksheet;

    beforeAll(async () => {
      const first = await runStatistics('2026-12-01').expect(200);
      expect(first.body).toEqual({ day: '2026-12-01', year: 2026, month: 11, organisations: 2 });
      await settled();
      // Staff start it again: the jobs run again, the mails exist already.
      expect((await runStatistics('2026-12-01').expect(200)).body.organisations).toBe(2);
      await settled();
      const mails = mailsTo('statistik@sonnenstrom.example');
      expect(mails).toHaveLength(1);
      mail = mails[0];
      const workbook = new Workbook();
      await workbook.xlsx.load(mail.attachments[0].content as unknown as ArrayBuffer);
      leads = workbook.getWorksheet('Leads')!;
      summary = workbook.getWorksheet('Übersicht')!;
    });

    it('goes once to each organisation with sendStatistic that bought in the month, to no one else', async () => {
      expect(mail.subject).toBe('Ihre Lead-Statistik für November 2026');
      expect(mailsTo('buero@dachglas.example').map((candidate) => candidate.subject)).toEqual(['Ihre Lead-Statistik für November 2026']);
      expect(mailsTo('ohne@kaeufer.example')).toEqual([]);
      expect(mailsTo('weg@kaeufer.example')).toEqual([]);
      expect(mailsTo('leads@solarprofi.example')).toEqual([]);
      const stored: { dedupe_key: string }[] = await t.db.query(`SELECT dedupe_key FROM outgoing_mail WHERE kind = 'statistic-monthly' ORDER BY dedupe_key`);
      expect(stored.map((row) => row.dedupe_key)).toEqual([`statistic-${sonne.id}-2026-11`, `statistic-${dach.id}-2026-11`].sort());
      // The back office's Postausgang shows them, with their attachment.
      const outbox = await t.http.get('/api/outgoing-mails').query({ filter: JSON.stringify({ kind: 'statistic-monthly' }) }).set(auth).expect(200);
      expect(outbox.body.map((row: { recipient: string; status: string }) => [row.recipient, row.status]).sort()).toEqual([
        ['buero@dachglas.example', 'sent'],
        ['statistik@sonnenstrom.example', 'sent'],
      ]);
      const detail = await t.http.get(`/api/outgoing-mails/${outbox.body[0].id}`).set(auth).expect(200);
      expect(detail.body.attachments).toEqual([{ filename: 'Lead-Statistik-2026-11.xlsx', contentType: XLSX, size: expect.any(Number) }]);
    });

    it('attaches the month’s leads as Excel: German headers, one row per sale of the month', async () => {
      expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([['Lead-Statistik-2026-11.xlsx', XLSX]]);
      expect((leads.getRow(1).values as unknown[]).slice(1)).toEqual(['Datum', 'Reklamiert', 'Lead Id', 'Anrede', 'Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Straße', 'PLZ', 'Stadt', 'Preis']);
      const rows = Array.from({ length: leads.rowCount - 1 }, (_, index) => leads.getRow(index + 2));
      expect(rows.map((row) => row.getCell(3).value).sort()).toEqual([...november.get(sonne.id)!].sort());
      const anna = rows.find((row) => row.getCell(5).value === 'Anna' && row.getCell(8).value === '+49 171 1234567')!;
      expect([2, 4, 6, 7, 9, 10, 11, 12].map((column) => anna.getCell(column).value)).toEqual(['Nein', 'Frau', 'Schmidt', 'anna.schmidt@example.de', 'Lindenstraße 5a', '80331', 'München', 45]);
      expect(anna.getCell(1).value).toEqual(new Date('2026-11-03T10:00:00Z'));
      expect(anna.getCell(1).numFmt).toBe('dd.mm.yyyy');
      expect(anna.getCell(12).numFmt).toBe('#,##0.00 "€"');
      expect(rows.filter((row) => row.getCell(2).value === 'Ja')).toHaveLength(1);
    });

    it('carries the figures of GET /api/statistics for the month, in the mail and in the file', async () => {
      for (const [buyer, address] of [
        [sonne, 'statistik@sonnenstrom.example'],
        [dach, 'buero@dachglas.example'],
      ] as const) {
        const { body } = await t.http.get('/api/statistics').query({ orga: String(buyer.id), startTime: '2026-11-01', endTime: '2026-11-30' }).set(auth).expect(200);
        expect(body).toHaveLength(1);
        const [row] = body;
        const text = mailsTo(address)[0].text!;
        expect(text).toMatch(new RegExp(`Verkaufte Leads: +${row.count}\\n`));
        expect(text).toMatch(new RegExp(`Reklamationen: +${row.reclamations}\\n`));
        expect(text).toContain(`Einnahmen ohne Rekla.: `);
        for (const amount of [row.revenue, row.deduction, row.income]) expect(text).toContain(formatMoney(amount));
        if (buyer === sonne) {
          // 3 × 45 + 60 = 195, one reclaimed at 45: 150.
          expect(row).toMatchObject({ count: 4, reclamations: 1, revenue: 195, deduction: 45, income: 150 });
          expect([3, 4, 5, 6, 7].map((index) => summary.getRow(index).getCell(2).value)).toEqual([row.count, row.reclamations, row.revenue, row.deduction, row.income]);
        } else {
          // The quote, not the reclaimed lead: 10 % of 200.
          expect(row).toMatchObject({ count: 4, reclamations: 1, revenue: 200, deduction: 20, income: 180 });
        }
      }
    });
  });

  describe('lead evaluation', () => {
    it('goes on the organisation’s day only, once, to every listed address, with a working complaint link', async () => {
      const before = await runEvaluation('2026-12-09').expect(200);
      expect(before.body).toEqual({ day: '2026-12-09', year: 2026, month: 11, organisations: 0 });
      await settled();
      expect(mailsTo('einkauf@solarprofi.example')).toEqual([]);

      expect((await runEvaluation('2026-12-10').expect(200)).body).toEqual({ day: '2026-12-10', year: 2026, month: 11, organisations: 1 });
      await settled();
      expect((await runEvaluation('2026-12-10').expect(200)).body.organisations).toBe(1);
      await settled();

      const mails = smtp.messages.filter((candidate) => candidate.subject === 'Wie zufrieden waren Sie mit den Leads im November 2026?');
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      // Each address once (mail servers write the domain in lower case).
      expect(to(mail).toLowerCase()).toBe('einkauf@solarprofi.example, chef@solarprofi.example');
      expect(mailsTo('stumm@kaeufer.example')).toEqual([]);
      const text = mail.text!;
      const leadIds = november.get(bewerter.id)!;
      for (const leadId of leadIds) expect(text).toMatch(new RegExp(`\\n${leadId} +\\d{2}\\.11\\.2026 `));
      expect(text).toMatch(/ 08\.11\.2026 +Jonas Becker +50667 Köln\n/);

      const link = new URL(/Zur Reklamationsseite: (\S+)/.exec(text)![1]);
      expect(`${link.origin}${link.pathname}`).toBe(`https://leads.example.de/reclamation/${bewerter.id}`);
      const token = link.searchParams.get('token')!;
      const { body } = await t.http.get(`/public-api/reclamationrequest/${bewerter.id}/${leadIds[0]}`).query({ token }).expect(200);
      expect(body).toMatchObject({ leadId: leadIds[0], organisationId: bewerter.id, organisationName: 'Solarprofi Süd GmbH' });
      // The token is this organisation's: another one's lead stays closed.
      await t.http.get(`/public-api/reclamationrequest/${stumm.id}/${november.get(stumm.id)![0]}`).query({ token }).expect(403);
    });
  });
});
