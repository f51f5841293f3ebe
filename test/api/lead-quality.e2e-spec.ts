import { Workbook } from 'exceljs';
import { LeadOutcomesService } from '@app/lead-outcomes';
import { insertLead, insertLeadsource, insertOrganisation, insertSale } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * The report 'Lead-Qualität' on a fixed data set, figures to the cent: two suppliers, two buyers (one
 * with a reclamation quote), a lead sold twice, a reclaimed sale, outcomes of every kind and a sale just
 * before the period.
 */
describe('Report Lead-Qualität', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const ids: Record<string, number> = {};

  const sell = async (lead: number, buyer: number, soldAt: string, price: string, reclaimed = false) =>
    insertSale(t, { leadId: lead, organisationId: buyer, soldAt: new Date(soldAt), price, reclaimed, reclaimedAt: reclaimed ? new Date(soldAt) : null });
  const report = async (query: Record<string, string>) => (await t.http.get('/api/statistics/quality').query(query).set(auth).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    t.useClock(TestClock.fixed('2026-11-27T12:00:00+01:00'));
    auth = await t.staffAuth();
    ids.nord = (await insertLeadsource(t, { name: 'Partner Nord', slug: 'partner-nord-q' })).id;
    ids.sued = (await insertLeadsource(t, { name: 'Partner Süd', slug: 'partner-sued-q' })).id;
    ids.solarhaus = (await insertOrganisation(t, { name: 'Solarhaus', leadSellCost: '49.99', reclamationQuote: '0' })).id;
    ids.dachprofi = (await insertOrganisation(t, { name: 'Dachprofi', leadSellCost: '40.00', reclamationQuote: '10' })).id;
    const lead = async (leadsourceId: number, zip: string) => (await insertLead(t, { leadsourceId, zip })).id;
    const [l1, l2, l3, l4, early] = [await lead(ids.nord, '80331'), await lead(ids.nord, '80469'), await lead(ids.sued, '10115'), await lead(ids.sued, '10117'), await lead(ids.nord, '80333')];
    await sell(l1, ids.solarhaus, '2026-11-02T10:00:00+01:00', '49.99');
    await sell(l1, ids.dachprofi, '2026-11-02T10:00:00+01:00', '40.00');
    await sell(l2, ids.solarhaus, '2026-11-03T10:00:00+01:00', '49.99', true);
    await sell(l3, ids.dachprofi, '2026-11-30T23:30:00+01:00', '40.00');
    await sell(l4, ids.solarhaus, '2026-11-01T00:10:00+01:00', '49.99');
    // 23:30 on 31 October in Germany: before the period.
    await sell(early, ids.dachprofi, '2026-10-31T23:30:00+01:00', '40.00');
    const outcomes = t.app.get(LeadOutcomesService);
    const anna = { kind: 'buyer' as const, userId: 1, name: 'Anna' };
    await outcomes.record(ids.solarhaus, l1, { status: 'won', value: 12500 }, anna);
    await outcomes.record(ids.dachprofi, l1, { status: 'lost', reason: 'price' }, anna);
    await outcomes.record(ids.solarhaus, l2, { status: 'unreachable' }, anna);
    await outcomes.record(ids.dachprofi, l3, { status: 'offer' }, anna);
    await outcomes.record(ids.dachprofi, early, { status: 'won', value: 999 }, anna);

    // October, for the lost reasons: two more buyers, five lost sales, one reason each; one was an offer first,
    // one is a lost Pipedrive deal (its reason is 'Sonstiges').
    ids.sonnenwerk = (await insertOrganisation(t, { name: 'Sonnenwerk', leadSellCost: '30.00', reclamationQuote: '0' })).id;
    ids.ziegelwerk = (await insertOrganisation(t, { name: 'Ziegelwerk', leadSellCost: '30.00', reclamationQuote: '0' })).id;
    const [o1, o2, o3, o4] = [await lead(ids.nord, '50667'), await lead(ids.sued, '50668'), await lead(ids.sued, '50670'), await lead(ids.nord, '50672')];
    Object.assign(ids, { l1, l2, o1, o2 });
    await sell(o1, ids.sonnenwerk, '2026-10-05T10:00:00+02:00', '30.00');
    await sell(o1, ids.ziegelwerk, '2026-10-05T10:00:00+02:00', '30.00');
    await sell(o2, ids.sonnenwerk, '2026-10-06T10:00:00+02:00', '30.00');
    await sell(o3, ids.ziegelwerk, '2026-10-07T10:00:00+02:00', '30.00');
    const deal = await sell(o4, ids.ziegelwerk, '2026-10-08T10:00:00+02:00', '30.00');
    await outcomes.record(ids.sonnenwerk, o1, { status: 'lost', reason: 'price' }, anna);
    await outcomes.record(ids.ziegelwerk, o1, { status: 'lost', reason: 'competitor' }, anna);
    await outcomes.record(ids.sonnenwerk, o2, { status: 'offer' }, anna);
    await outcomes.record(ids.sonnenwerk, o2, { status: 'lost', reason: 'noInterest' }, anna);
    await outcomes.record(ids.ziegelwerk, o3, { status: 'lost', reason: 'financing', note: 'Kredit abgelehnt' }, anna);
    await outcomes.recordFromPipedrive(deal.id, { status: 'lost', value: null, reason: 'other', note: 'Kunde verzogen' });
  });
  afterAll(() => t.close());

  it('takes a purchase price per lead on the lead source, answers it and keeps it when a body does not name it', async () => {
    expect((await t.http.put(`/api/leadsource/${ids.nord}`).set(auth).send({ leadCost: '20,00' }).expect(200)).body.leadCost).toBe(20);
    expect((await t.http.put(`/api/leadsource/${ids.nord}`).set(auth).send({ name: 'Partner Nord' }).expect(200)).body.leadCost).toBe(20);
    expect((await t.http.get(`/api/leadsource/${ids.sued}`).set(auth).expect(200)).body.leadCost).toBeNull();
    const refused = await t.http.put(`/api/leadsource/${ids.sued}`).set(auth).send({ leadCost: -1 }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('Der Einkaufspreis je Lead muss ein Betrag ab 0,00 € mit höchstens zwei Nachkommastellen sein');
    const created = await t.http.post('/api/leadsource').set(auth).send({ name: 'Mit Preis', slug: 'mit-preis-q', leadCost: 12.5 }).expect(201);
    expect(created.body.leadCost).toBe(12.5);
  });

  it('per lead source: shares, order value, revenue and margin per lead', async () => {
    const body = await report({ from: '2026-11-01', to: '2026-11-30', groupBy: 'leadsource' });
    expect(body).toMatchObject({ from: '2026-11-01', to: '2026-11-30', groupBy: 'leadsource' });
    expect(body.rows).toEqual([
      {
        key: String(ids.nord),
        name: 'Partner Nord',
        leadsSold: 2,
        sales: 3,
        reclamations: 1,
        complaintRate: 33.33,
        withOutcome: 3,
        outcomeShare: 100,
        reachedRate: 66.67,
        appointmentRate: 33.33,
        offerRate: 33.33,
        wonRate: 33.33,
        won: 1,
        lost: 1,
        lostPrice: 1,
        lostCompetitor: 0,
        lostNoInterest: 0,
        lostFinancing: 0,
        lostOther: 0,
        wonValue: 12500,
        // Solarhaus 99.98 − 49.99 reclaimed, Dachprofi 40.00 − 10 %.
        income: 85.99,
        revenuePerLead: 43,
        leadCost: 20,
        marginPerLead: 23,
      },
      {
        key: String(ids.sued),
        name: 'Partner Süd',
        leadsSold: 2,
        sales: 2,
        reclamations: 0,
        complaintRate: 0,
        withOutcome: 1,
        outcomeShare: 50,
        reachedRate: 100,
        appointmentRate: 100,
        offerRate: 100,
        wonRate: 0,
        won: 0,
        lost: 0,
        lostPrice: 0,
        lostCompetitor: 0,
        lostNoInterest: 0,
        lostFinancing: 0,
        lostOther: 0,
        wonValue: 0,
        income: 85.99,
        revenuePerLead: 43,
        leadCost: null,
        marginPerLead: null,
      },
    ]);
    expect(body.total).toEqual({
      leadsSold: 4,
      sales: 5,
      reclamations: 1,
      complaintRate: 20,
      withOutcome: 4,
      outcomeShare: 80,
      reachedRate: 75,
      appointmentRate: 50,
      offerRate: 50,
      wonRate: 25,
      won: 1,
      lost: 1,
      lostPrice: 1,
      lostCompetitor: 0,
      lostNoInterest: 0,
      lostFinancing: 0,
      lostOther: 0,
      wonValue: 12500,
      income: 171.98,
      revenuePerLead: 43,
      marginPerLead: null,
    });
  });

  it('per buyer: the cost per won order', async () => {
    const body = await report({ from: '2026-11-01', to: '2026-11-30', groupBy: 'organisation' });
    expect(body.rows.map((row: Record<string, unknown>) => [row.name, row.leadsSold, row.complaintRate, row.outcomeShare, row.reachedRate, row.appointmentRate, row.wonRate, row.income, row.revenuePerLead, row.costPerWonOrder])).toEqual([
      ['Solarhaus', 3, 33.33, 66.67, 50, 50, 50, 99.98, 33.33, 99.98],
      ['Dachprofi', 2, 0, 100, 100, 50, 0, 72, 36, null],
    ]);
    expect(body.rows[0].leadCost).toBeUndefined();
    expect(body.total).toMatchObject({ leadsSold: 4, income: 171.98, costPerWonOrder: 171.98 });
  });

  it('breaks the lost sales down by the reason the buyer gave, per buyer and per lead source (issue 29 §2)', async () => {
    const lost = (row: Record<string, unknown>) => [row.name, row.lost, row.lostPrice, row.lostCompetitor, row.lostNoInterest, row.lostFinancing, row.lostOther];
    const october = { from: '2026-10-01', to: '2026-10-31' };
    const byBuyer = await report({ ...october, groupBy: 'organisation' });
    expect(byBuyer.rows.map(lost).sort()).toEqual([
      ['Dachprofi', 0, 0, 0, 0, 0, 0],
      ['Sonnenwerk', 2, 1, 0, 1, 0, 0],
      ['Ziegelwerk', 3, 0, 1, 0, 1, 1],
    ]);
    expect(lost({ ...byBuyer.total, name: 'Gesamt' })).toEqual(['Gesamt', 5, 1, 1, 1, 1, 1]);
    const bySource = await report({ ...october, groupBy: 'leadsource' });
    expect(bySource.rows.map(lost).sort()).toEqual([
      ['Partner Nord', 3, 1, 1, 0, 0, 1],
      ['Partner Süd', 2, 0, 0, 1, 1, 0],
    ]);

    const response = await t.http
      .get('/api/statistics/quality/export')
      .query({ ...october, groupBy: 'organisation' })
      .set(auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const workbook = new Workbook();
    await workbook.xlsx.load(response.body);
    const rows = workbook.getWorksheet('Lead-Qualität')!.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    const header = rows[0] as string[];
    const columns = ['Unternehmen', 'Verloren', 'Verloren: Preis', 'Verloren: Wettbewerber', 'Verloren: Kein Interesse', 'Verloren: Finanzierung', 'Verloren: Sonstiges'].map((name) => header.indexOf(name));
    expect(columns.every((column) => column >= 0)).toBe(true);
    expect(rows.slice(1).map((row) => columns.map((column) => row[column])).sort()).toEqual([
      ['Dachprofi', 0, 0, 0, 0, 0, 0],
      ['Gesamt', 5, 1, 1, 1, 1, 1],
      ['Sonnenwerk', 2, 1, 0, 1, 0, 0],
      ['Ziegelwerk', 3, 0, 1, 0, 1, 1],
    ]);
  });

  it('per postal area, the default period being this month so far', async () => {
    const body = await report({ groupBy: 'zip2' });
    expect(body).toMatchObject({ from: '2026-11-01', to: '2026-11-27' });
    // The sale on 30 November lies after 'today'.
    expect(body.rows.map((row: Record<string, unknown>) => [row.key, row.name, row.leadsSold, row.sales, row.income])).toEqual([
      ['80', 'PLZ 80', 2, 3, 85.99],
      ['10', 'PLZ 10', 1, 1, 49.99],
    ]);
  });

  it('refuses a wrong grouping or day with a German reason', async () => {
    expect((await t.http.get('/api/statistics/quality').query({ groupBy: 'monat' }).set(auth).expect(400)).body.error).toContain('groupBy muss leadsource, organisation oder zip2 sein');
    expect((await t.http.get('/api/statistics/quality').query({ from: '2026-02-30' }).set(auth).expect(400)).body.error).toBe("from muss ein Datum 'JJJJ-MM-TT' sein");
    expect((await t.http.get('/api/statistics/quality').query({ from: '2026-11-10', to: '2026-11-09' }).set(auth).expect(400)).body.error).toBe(
      'Der erste Tag (from) muss vor dem letzten (to) liegen oder derselbe sein.',
    );
  });

  it('exports the report as a workbook with German headers and a total row', async () => {
    const response = await t.http
      .get('/api/statistics/quality/export')
      .query({ from: '2026-11-01', to: '2026-11-30', groupBy: 'leadsource' })
      .set(auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-disposition']).toContain('Lead-Qualitaet-2026-11-01-2026-11-30.xlsx');
    const workbook = new Workbook();
    await workbook.xlsx.load(response.body);
    const sheet = workbook.getWorksheet('Lead-Qualität')!;
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      'Leadsource',
      'Verkaufte Leads',
      'Verkäufe',
      'Reklaquote',
      'Mit Ergebnis',
      'Erreicht',
      'Termin',
      'Angebot',
      'Auftrag',
      'Aufträge',
      'Verloren',
      'Verloren: Preis',
      'Verloren: Wettbewerber',
      'Verloren: Kein Interesse',
      'Verloren: Finanzierung',
      'Verloren: Sonstiges',
      'Auftragswert',
      'Einnahmen inkl. Rekla.',
      'Umsatz je Lead',
      'Einkaufspreis je Lead',
      'Marge je Lead',
    ]);
    expect(rows[1]).toEqual(['Partner Nord', 2, 3, 33.33, 100, 66.67, 33.33, 33.33, 33.33, 1, 1, 1, 0, 0, 0, 0, 12500, 85.99, 43, 20, 23]);
    expect(rows[3].slice(0, 4)).toEqual(['Gesamt', 4, 5, 20]);
    expect(sheet.getCell('Q2').numFmt).toBe('#,##0.00 "€"');
  });

  it("shows staff a buyer's outcomes and lets sales switch its reminder off", async () => {
    const { body } = await t.http.get(`/api/organisation/${ids.solarhaus}/outcomes`).set(auth).expect(200);
    expect(body).toMatchObject({
      reminder: { enabled: true, lastSentAt: null },
      sales: 3,
      withOutcome: 2,
      counts: { reached: 0, unreachable: 1, appointment: 0, offer: 0, won: 1, lost: 0 },
      wonValue: 12500,
    });
    expect(body.recent.map((entry: { outcome: { status: string } }) => entry.outcome.status).sort()).toEqual(['unreachable', 'won']);
    expect(body.recent[0]).toEqual({ saleId: expect.any(Number), leadId: expect.any(Number), soldAt: expect.any(String), outcome: expect.objectContaining({ changedBy: 'Anna' }) });
    await t.http.put(`/api/organisation/${ids.solarhaus}/outcome-reminder`).set(await t.staffAuth('accounting')).send({ enabled: false }).expect(403);
    expect((await t.http.put(`/api/organisation/${ids.solarhaus}/outcome-reminder`).set(auth).send({ enabled: false }).expect(200)).body).toEqual({ enabled: false, lastSentAt: null });
    expect((await t.http.put(`/api/organisation/${ids.solarhaus}/outcome-reminder`).set(auth).send({ enabled: 'ja' }).expect(400)).body.error).toBe('enabled muss wahr oder falsch sein');
    expect((await t.http.get('/api/organisation/999999/outcomes').set(auth).expect(404)).body.error).toBe('Unternehmen 999999 gibt es nicht.');
  });

  it("shows staff on the lead page what each buyer reported: status, value, reason, note and history (issue 29 §2)", async () => {
    const sales = async (leadId: number) => {
      const { body } = await t.http.get(`/api/lead/${leadId}`).set(auth).expect(200);
      return Object.fromEntries(body.sellingStatistics.map((sale: { organisation: { name: string } }) => [sale.organisation.name, sale]));
    };
    const l1 = await sales(ids.l1);
    expect(l1.Solarhaus).toMatchObject({
      outcome: { status: 'won', value: 12500, reason: null, note: '', source: 'portal', changedBy: 'Anna', changedAt: expect.any(String) },
      outcomeHistory: [{ status: 'won', value: 12500 }],
    });
    expect(l1.Dachprofi).toMatchObject({ outcome: { status: 'lost', value: null, reason: 'price' }, outcomeHistory: [{ status: 'lost', reason: 'price' }] });
    // Changed once: the offer, then lost; a Pipedrive deal names Pipedrive.
    const o2 = await sales(ids.o2);
    expect(o2.Sonnenwerk.outcome).toMatchObject({ status: 'lost', reason: 'noInterest' });
    expect(o2.Sonnenwerk.outcomeHistory.map((entry: { status: string }) => entry.status)).toEqual(['offer', 'lost']);
    const o1 = await sales(ids.o1);
    expect(o1.Ziegelwerk.outcome).toMatchObject({ status: 'lost', reason: 'competitor' });
    expect((await sales(ids.l2)).Solarhaus).toMatchObject({ outcome: { status: 'unreachable' } });
    // A buyer that said nothing yet.
    const unsaid = await insertLead(t, { leadsourceId: ids.nord });
    await sell(unsaid.id, ids.ziegelwerk, '2026-09-20T10:00:00+02:00', '30.00');
    expect((await sales(unsaid.id)).Ziegelwerk).toMatchObject({ outcome: null, outcomeHistory: [] });
  });

  it('is open to every staff role', async () => {
    await t.http.get('/api/statistics/quality').set(await t.staffAuth('accounting')).expect(200);
    await t.http.get('/api/statistics/quality').set(await t.staffAuth('sales')).expect(200);
  });
});
