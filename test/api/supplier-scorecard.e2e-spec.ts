import { Workbook } from 'exceljs';
import { LeadOutcomesService } from '@app/lead-outcomes';
import { insertLead, insertLeadsource, insertOrganisation, insertSale } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * Lieferanten-Qualität (issue 31 §3) on hand-made data, every figure to the cent. Today is 27 November 2026.
 *
 * Partner Nord (20,00 € a lead), leads of November:
 *   n1 sold to Solarhaus (49,99 €, order 12.500 €) and Dachprofi (40,00 €, 10 % Reklaquote; lost: price);
 *   n2 a duplicate of n1, sold to Solarhaus and reclaimed (unreachable);
 *   n3 held for review, n4 rejected and given back to the supplier, neither sold;
 *   n5 at 00:10 on 1 November, sold to Dachprofi (appointment);
 *   and one lead at 23:30 on 31 October: not in November.
 * Partner Süd (10,00 € a lead): s1 sold to Solarhaus (reached), s2 on 30 November at 23:30 sold to Dachprofi
 *   without an outcome; one lead on 1 December.
 */
describe('Lieferanten-Qualität (GET /api/statistics/suppliers)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const ids: Record<string, number> = {};
  const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };

  const list = async (query: Record<string, string>) => {
    const response = await t.http.get('/api/statistics/suppliers').query(query).set(auth).expect(200);
    return { rows: response.body as Record<string, unknown>[], range: response.headers['content-range'] };
  };
  const refusal = async (query: Record<string, string>) => (await t.http.get('/api/statistics/suppliers').query(query).set(auth).expect(400)).body.error;

  beforeAll(async () => {
    t = await startTestApp();
    t.useClock(TestClock.fixed('2026-11-27T12:00:00+01:00'));
    auth = await t.staffAuth();
    ids.nord = (await insertLeadsource(t, { name: 'Partner Nord', slug: 'partner-nord-sc', leadCost: '20.00' })).id;
    ids.sued = (await insertLeadsource(t, { name: 'Partner Süd', slug: 'partner-sued-sc', leadCost: '10.00' })).id;
    ids.solarhaus = (await insertOrganisation(t, { name: 'Solarhaus', leadSellCost: '49.99', reclamationQuote: '0' })).id;
    ids.dachprofi = (await insertOrganisation(t, { name: 'Dachprofi', leadSellCost: '40.00', reclamationQuote: '10' })).id;

    const lead = async (leadsourceId: number, createdAt: string, extra: Parameters<typeof insertLead>[1] = {}) =>
      (await insertLead(t, { leadsourceId, createdAt: new Date(createdAt), qualityStatus: 'ok', qualityScore: 100, ...extra })).id;
    const sell = (leadId: number, organisationId: number, price: string, reclaimed = false) =>
      insertSale(t, { leadId, organisationId, price, soldAt: new Date('2026-11-20T10:00:00+01:00'), reclaimed, reclaimedAt: reclaimed ? new Date('2026-11-21T10:00:00+01:00') : null });

    const n1 = await lead(ids.nord, '2026-11-02T10:00:00+01:00');
    const n2 = await lead(ids.nord, '2026-11-03T10:00:00+01:00', { duplicateOfId: n1 });
    await lead(ids.nord, '2026-11-05T10:00:00+01:00', { qualityStatus: 'review', qualityScore: 40 });
    await lead(ids.nord, '2026-11-06T10:00:00+01:00', { qualityStatus: 'rejected', qualityScore: 10, supplierReclaimedAt: new Date('2026-11-07T10:00:00+01:00') });
    const n5 = await lead(ids.nord, '2026-11-01T00:10:00+01:00');
    const october = await lead(ids.nord, '2026-10-31T23:30:00+01:00');
    const s1 = await lead(ids.sued, '2026-11-10T10:00:00+01:00');
    const s2 = await lead(ids.sued, '2026-11-30T23:30:00+01:00');
    await lead(ids.sued, '2026-12-01T00:10:00+01:00');

    await sell(n1, ids.solarhaus, '49.99');
    await sell(n1, ids.dachprofi, '40.00');
    await sell(n2, ids.solarhaus, '49.99', true);
    await sell(n5, ids.dachprofi, '40.00');
    await sell(october, ids.solarhaus, '49.99');
    await sell(s1, ids.solarhaus, '49.99');
    await sell(s2, ids.dachprofi, '40.00');

    const outcomes = t.app.get(LeadOutcomesService);
    const anna = { kind: 'buyer' as const, userId: 1, name: 'Anna' };
    await outcomes.record(ids.solarhaus, n1, { status: 'won', value: 12500 }, anna);
    await outcomes.record(ids.dachprofi, n1, { status: 'lost', reason: 'price' }, anna);
    await outcomes.record(ids.solarhaus, n2, { status: 'unreachable' }, anna);
    await outcomes.record(ids.dachprofi, n5, { status: 'appointment' }, anna);
    await outcomes.record(ids.solarhaus, october, { status: 'won', value: 999 }, anna);
    await outcomes.record(ids.solarhaus, s1, { status: 'reached' }, anna);
  });
  afterAll(() => t.close());

  const NORD = {
    name: 'Partner Nord',
    leads: 5,
    duplicates: 1,
    duplicateShare: 20,
    lowQuality: 2,
    lowQualityShare: 40,
    supplierReclaimed: 1,
    soldLeads: 3,
    soldShare: 60,
    sales: 4,
    reclamations: 1,
    complaintRate: 25,
    withOutcome: 4,
    // Won, lost and appointment were reached; won and appointment had an appointment.
    reachedRate: 75,
    appointmentRate: 50,
    wonRate: 25,
    won: 1,
    wonValue: 12500,
    leadCost: 20,
    // Four leads paid for: n4 went back to the supplier.
    cost: 80,
    // Solarhaus 99,98 − 49,99 reclaimed; Dachprofi 80,00 − 10 %.
    income: 121.99,
    margin: 41.99,
    costPerWonOrder: 80,
  };
  const SUED = {
    name: 'Partner Süd',
    leads: 2,
    duplicates: 0,
    duplicateShare: 0,
    lowQuality: 0,
    lowQualityShare: 0,
    supplierReclaimed: 0,
    soldLeads: 2,
    soldShare: 100,
    sales: 2,
    reclamations: 0,
    complaintRate: 0,
    withOutcome: 1,
    reachedRate: 100,
    appointmentRate: 0,
    wonRate: 0,
    won: 0,
    wonValue: 0,
    leadCost: 10,
    cost: 20,
    // Solarhaus 49,99; Dachprofi 40,00 − 10 %.
    income: 85.99,
    margin: 65.99,
    costPerWonOrder: null,
  };

  it('gives one row per lead source with each figure of the period, most leads first, the total in Content-Range', async () => {
    const { rows, range } = await list(NOVEMBER);
    expect(rows).toEqual([
      { id: ids.nord, ...NORD },
      { id: ids.sued, ...SUED },
    ]);
    expect(range).toBe('suppliers 0-1/2');
  });

  it('sorts by any figure, a row without it last either way, and pages by range', async () => {
    const names = async (sort: [string, string]) => (await list({ ...NOVEMBER, sort: JSON.stringify(sort) })).rows.map((row) => row.name);
    expect(await names(['income', 'ASC'])).toEqual(['Partner Süd', 'Partner Nord']);
    expect(await names(['margin', 'DESC'])).toEqual(['Partner Süd', 'Partner Nord']);
    expect(await names(['complaintRate', 'DESC'])).toEqual(['Partner Nord', 'Partner Süd']);
    expect(await names(['lowQualityShare', 'ASC'])).toEqual(['Partner Süd', 'Partner Nord']);
    expect(await names(['costPerWonOrder', 'ASC'])).toEqual(['Partner Nord', 'Partner Süd']);
    expect(await names(['costPerWonOrder', 'DESC'])).toEqual(['Partner Nord', 'Partner Süd']);
    expect(await names(['name', 'DESC'])).toEqual(['Partner Süd', 'Partner Nord']);
    const page = await list({ ...NOVEMBER, sort: '["soldShare","DESC"]', range: '[1,1]' });
    expect(page.rows.map((row) => row.name)).toEqual(['Partner Nord']);
    expect(page.range).toBe('suppliers 1-1/2');
    expect(await refusal({ sort: '["price","ASC"]' })).toMatch(/^Sortieren ist nur nach name, leads, duplicates, .*costPerWonOrder möglich$/);
  });

  it('counts the leads that came in during the period, as Berlin days; without one, this month so far', async () => {
    // Until today (27 November): Süd's lead of the 30th is not in yet.
    const { rows } = await list({});
    expect(rows.map((row) => [row.name, row.leads, row.sales, row.income])).toEqual([
      ['Partner Nord', 5, 4, 121.99],
      ['Partner Süd', 1, 1, 49.99],
    ]);
    // October through ra-data-simple-rest's filter: the lead at 23:30 on 31 October and its order.
    const october = await list({ filter: JSON.stringify({ start: '2026-10-01', end: '2026-10-31' }) });
    expect(october.rows).toEqual([expect.objectContaining({ name: 'Partner Nord', leads: 1, sales: 1, won: 1, wonValue: 999, wonRate: 100, cost: 20, income: 49.99, margin: 29.99, costPerWonOrder: 20 })]);
    // The 1st of December alone.
    expect((await list({ start: '2026-12-01', end: '2026-12-01' })).rows.map((row) => [row.name, row.leads, row.sales])).toEqual([['Partner Süd', 1, 0]]);
    const empty = await list({ start: '2026-09-01', end: '2026-09-30' });
    expect(empty).toEqual({ rows: [], range: 'suppliers */0' });
  });

  it('refuses a bad period with a German reason', async () => {
    expect(await refusal({ start: '2026-02-30' })).toBe("start muss ein Datum 'JJJJ-MM-TT' sein");
    expect(await refusal({ end: '30.11.2026' })).toBe("end muss ein Datum 'JJJJ-MM-TT' sein");
    expect(await refusal({ start: '2026-11-10', end: '2026-11-09' })).toBe('Der erste Tag (start) muss vor dem letzten (end) liegen oder derselbe sein.');
    expect(await refusal({ filter: '{"leadsource":"nord"}' })).toBe('Filtern ist nur nach start und end möglich, nicht nach leadsource.');
    expect(await refusal({ filter: 'nord' })).toBe('filter ist kein gültiges JSON');
    await t.http.get('/api/statistics/suppliers/export').query({ start: '2026-11-31' }).set(auth).expect(400);
  });

  it('exports the rows in the chosen order with German headers, € and % formats and a total', async () => {
    const response = await t.http
      .get('/api/statistics/suppliers/export')
      .query({ ...NOVEMBER, sort: '["margin","DESC"]' })
      .set(auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-disposition']).toContain('Lieferanten-Qualitaet-2026-11-01-2026-11-30.xlsx');
    const workbook = new Workbook();
    await workbook.xlsx.load(response.body);
    const sheet = workbook.getWorksheet('Lieferanten-Qualität')!;
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual([
      'Leadsource',
      'Leads',
      'Dubletten',
      'Dubletten-Anteil',
      'Geringe Qualität',
      'Anteil geringe Qualität',
      'An Lieferanten zurückgegeben',
      'Verkaufte Leads',
      'Verkaufsquote',
      'Verkäufe',
      'Reklamiert',
      'Reklaquote',
      'Mit Ergebnis',
      'Erreicht',
      'Termin',
      'Auftrag',
      'Aufträge',
      'Auftragswert',
      'Einkaufspreis je Lead',
      'Einkaufskosten',
      'Einnahmen inkl. Rekla.',
      'Marge',
      'Kosten je Auftrag',
    ]);
    // Süd first (the higher margin); an empty figure is an empty cell.
    expect(rows[1]).toEqual(['Partner Süd', 2, 0, 0, 0, 0, 0, 2, 100, 2, 0, 0, 1, 100, 0, 0, 0, 0, 10, 20, 85.99, 65.99, undefined]);
    expect(rows[2]).toEqual(['Partner Nord', 5, 1, 20, 2, 40, 1, 3, 60, 4, 1, 25, 4, 75, 50, 25, 1, 12500, 20, 80, 121.99, 41.99, 80]);
    // All sources: 7 leads, 5 sold, 6 sales of which 1 reclaimed, 5 with an outcome (4 reached, 2 appointments, 1 order).
    expect(rows[3]).toEqual(['Gesamt', 7, 1, 14.29, 2, 28.57, 1, 5, 71.43, 6, 1, 16.67, 5, 80, 40, 20, 1, 12500, undefined, 100, 207.98, 107.98, 100]);
    expect(rows).toHaveLength(4);
    expect(sheet.getCell('R2').numFmt).toBe('#,##0.00 "€"');
    expect(sheet.getCell('D2').numFmt).toBe('0.00" %"');
    expect(sheet.getCell('B2').numFmt).toBe('0');
  });

  it('is open to every staff role, and to no one else', async () => {
    await t.http.get('/api/statistics/suppliers').set(await t.staffAuth('accounting')).expect(200);
    await t.http.get('/api/statistics/suppliers/export').set(await t.staffAuth('sales')).expect(200);
    await t.http.get('/api/statistics/suppliers').expect(401);
  });
});
