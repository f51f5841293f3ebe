import { Workbook } from 'exceljs';
import { Sale } from '@app/sales';
import { insertLead, insertLeadsource, insertOrganisation, insertSale } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const seconds = (at: string) => Math.floor(new Date(at).getTime() / 1000);

/** Sales statistics, their details and the overview, from sales placed around month and year boundaries. */
describe('Statistics: money per company and month, details, overview', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const ids: Record<string, number> = {};
  const sales: Record<string, Sale> = {};

  const sell = async (name: string, buyer: string, soldAt: string, price: string, reclaimed = false, leadsourceId?: number) => {
    const lead = await insertLead(t, { firstName: name, lastName: 'Muster', createdAt: new Date(soldAt), leadsourceId, pipedriveId: name === 'Ohne' ? null : `D-${name}` });
    ids[name] = lead.id;
    sales[name] = await insertSale(t, { leadId: lead.id, organisationId: ids[buyer], soldAt: new Date(soldAt), price, reclaimed, reclaimedAt: reclaimed ? new Date(soldAt) : null });
  };
  const statistics = async (query: Record<string, string> = {}) => {
    const filters = { startTime: 'false', endTime: 'false', orga: 'false', leadsource: 'false', ...query };
    return (await t.http.get('/api/statistics/').query(filters).set(auth).expect(200)).body;
  };
  const summary = (rows: { date: string; company: { name: string }; count: number; reclamations: number; revenue: number; deduction: number; income: number }[]) =>
    rows.map((row) => [row.date, row.company.name, row.count, row.reclamations, row.revenue, row.deduction, row.income]);

  beforeAll(async () => {
    t = await startTestApp({ CRM_DEAL_URL: 'https://crm.example.de/deal/{id}' });
    t.useClock(TestClock.fixed('2026-04-15T12:00:00+02:00'));
    auth = await t.staffAuth();
    ids.Solarhaus = (await insertOrganisation(t, { name: 'Solarhaus', leadSellCost: '55.00', reclamationQuote: '0', monthlyLeadGoal: 10 })).id;
    ids.Dachprofi = (await insertOrganisation(t, { name: 'Dachprofi', leadSellCost: '40.00', reclamationQuote: '10', monthlyLeadGoal: 0 })).id;
    ids.Ruhend = (await insertOrganisation(t, { name: 'Ruhend', active: false })).id;
    ids.supplier = (await insertLeadsource(t, { slug: 'partner-nord' })).id;
    // 00:10 on 1 April in Germany is 22:10 UTC on 31 March: it counts for April, where the buyer lives.
    await sell('Maerz', 'Solarhaus', '2026-03-31T23:30:00+02:00', '50.00', true);
    await sell('April', 'Solarhaus', '2026-04-01T00:10:00+02:00', '50.00', false, ids.supplier);
    await sell('Teurer', 'Solarhaus', '2026-04-10T10:00:00+02:00', '55.00', true);
    await sell('Dach1', 'Dachprofi', '2026-04-05T09:00:00+02:00', '40.00');
    await sell('Dach2', 'Dachprofi', '2026-04-06T09:00:00+02:00', '40.00', true);
    await sell('Dach3', 'Dachprofi', '2026-04-07T09:00:00+02:00', '40.00');
    await sell('Silvester', 'Dachprofi', '2025-12-31T23:59:00+01:00', '40.00');
  });
  afterAll(() => t.close());

  it('answers rows per company and Berlin month with the money of spec section 9, newest month first', async () => {
    expect(summary(await statistics())).toEqual([
      ['2026-04-01', 'Dachprofi', 3, 1, 120, 12, 108],
      ['2026-04-01', 'Solarhaus', 2, 1, 105, 55, 50],
      ['2026-03-01', 'Solarhaus', 1, 1, 50, 50, 0],
      ['2025-12-01', 'Dachprofi', 1, 0, 40, 4, 36],
    ]);
    const [row] = await statistics({ orga: String(ids.Dachprofi) });
    expect(row).toMatchObject({ id: `${ids.Dachprofi}-2026-04`, company: { id: ids.Dachprofi, name: 'Dachprofi', leadSellCost: 40, reclamationQuote: 10 } });
    expect(row.statistics).toBeUndefined();
  });

  it('filters by Berlin days (end day included), unix seconds, company and lead source (id or slug)', async () => {
    expect(summary(await statistics({ startTime: '2026-04-01', endTime: '2026-04-30' })).map((row) => row[1])).toEqual(['Dachprofi', 'Solarhaus']);
    expect(summary(await statistics({ endTime: '2026-03-31' })).map((row) => row[0])).toEqual(['2026-03-01', '2025-12-01']);
    expect(summary(await statistics({ startTime: String(seconds('2026-01-01T00:00:00+01:00')) })).map((row) => row[0])).toEqual(['2026-04-01', '2026-04-01', '2026-03-01']);
    expect(summary(await statistics({ orga: String(ids.Solarhaus) })).map((row) => row[0])).toEqual(['2026-04-01', '2026-03-01']);
    expect(summary(await statistics({ leadsource: 'partner-nord' }))).toEqual([['2026-04-01', 'Solarhaus', 1, 0, 50, 0, 50]]);
    expect(summary(await statistics({ leadsource: String(ids.supplier) }))).toHaveLength(1);
  });

  it('adds the sales and their leads with mode=full', async () => {
    const rows = await statistics({ mode: 'full', orga: String(ids.Solarhaus), startTime: '2026-04-01' });
    expect(rows).toHaveLength(1);
    expect(rows[0].statistics.map((sale: { leadId: number; price: number; reclamation: boolean }) => [sale.leadId, sale.price, sale.reclamation])).toEqual([
      [ids.April, 50, false],
      [ids.Teurer, 55, true],
    ]);
    expect(rows[0].leads.map((lead: { firstName: string }) => lead.firstName)).toEqual(['April', 'Teurer']);
  });

  it('refuses wrong filters with a German reason', async () => {
    const wrongDay = await t.http.get('/api/statistics/').query({ startTime: 'gestern' }).set(auth).expect(400);
    expect(wrongDay.body.error).toBe('startTime muss ein Tag (JJJJ-MM-TT) oder ein Unix-Zeitstempel sein');
    const reversed = await t.http.get('/api/statistics/').query({ startTime: '2026-05-01', endTime: '2026-04-01' }).set(auth).expect(400);
    expect(reversed.body.error).toBe('startTime muss vor endTime liegen');
    expect((await t.http.get('/api/statistics/').query({ orga: '99999999999' }).set(auth).expect(400)).body.error).toBe('orga muss eine gültige Nummer sein');
    expect((await t.http.get('/api/statistics/').query({ leadsource: 'gibt-es-nicht' }).set(auth).expect(404)).body.error).toBe('Leadsource „gibt-es-nicht“ nicht gefunden');
    await t.http.get('/api/statistics/').expect(401);
    await t.http.get('/api/statistics/charts/full').expect(401);
  });

  it('details: one company in the month of any moment, leads by id, reclaimed leads listed', async () => {
    const { body } = await t.http.get(`/api/statistics/${ids.Solarhaus}/${seconds('2026-04-20T08:00:00+02:00')}`).set(auth).expect(200);
    expect(body).toMatchObject({ company: { name: 'Solarhaus' }, date: '2026-04-01', total: 2, reclamations: [ids.Teurer] });
    expect(body.leads.map((lead: { id: number; pipedriveId: string; dealUrl: string }) => [lead.id, lead.pipedriveId, lead.dealUrl])).toEqual([
      [ids.April, 'D-April', 'https://crm.example.de/deal/D-April'],
      [ids.Teurer, 'D-Teurer', 'https://crm.example.de/deal/D-Teurer'],
    ]);
    await t.http.get(`/api/statistics/99999/${seconds('2026-04-20T08:00:00+02:00')}`).set(auth).expect(404);
    expect((await t.http.get(`/api/statistics/${ids.Solarhaus}/gestern`).set(auth).expect(400)).body.error).toBe('Datum muss ein Unix-Zeitstempel in Sekunden sein');
  });

  it('overview: counts per Berlin calendar period (weeks from Monday), and each company towards its goal', async () => {
    const { body } = await t.http.get('/api/statistics/charts/full').set(auth).expect(200);
    expect(body.organisations).toEqual({ all: 3, active: 2, inactive: 1, deleted: 0, deletedThisMonth: 0, createdThisMonth: 3 });
    // 15 April 2026 is a Wednesday: this week began Monday 13 April; last week (6-12 April) holds three sales.
    expect(body.statistics.sold).toEqual({ total: 7, today: 0, yesterday: 0, thisWeek: 0, lastWeek: 3, thisMonth: 5, lastMonth: 1, thisYear: 6, lastYear: 1 });
    expect(body.statistics.reclamations).toMatchObject({ total: 3, thisMonth: 2, lastMonth: 1, lastWeek: 2 });
    expect(body.leads).toMatchObject({ all: 7, qualified: 0, notQualified: 7, sold: 7 });
    expect(body.leads.created).toMatchObject({ total: 7, thisMonth: 5, lastYear: 1 });

    const goals = (await t.http.get('/api/statistics/charts/4/2026').set(auth).expect(200)).body;
    expect(goals.map((goal: Record<string, unknown>) => [goal.companyName, goal.sold, goal.reclamations, goal.total, goal.reclamationQuote, goal.salesVolume, goal.totalSalesVolumeQuote])).toEqual([
      ['Dachprofi', 3, 1, 0, 33.33, 108, 68.35],
      ['Solarhaus', 2, 1, 10, 50, 50, 31.65],
    ]);
    expect((await t.http.get('/api/statistics/charts/13/2026').set(auth).expect(400)).body.error).toBe('Monat muss 1 bis 12 sein, Jahr zwischen 2000 und 2100');
  });

  it('overview chart: every Berlin day of the month with the leads that came in, the sales and the reclaimed ones', async () => {
    type Day = { date: string; leads: number; sold: number; reclamations: number };
    const april: Day[] = (await t.http.get('/api/statistics/charts/4/2026/days').set(auth).expect(200)).body;
    expect(april).toHaveLength(30);
    expect(april[0].date).toBe('2026-04-01');
    expect(april[29].date).toBe('2026-04-30');
    // 00:10 on 1 April in Germany is still 31 March in UTC: it counts for 1 April.
    expect(april.filter((day) => day.leads || day.sold)).toEqual([
      { date: '2026-04-01', leads: 1, sold: 1, reclamations: 0 },
      { date: '2026-04-05', leads: 1, sold: 1, reclamations: 0 },
      { date: '2026-04-06', leads: 1, sold: 1, reclamations: 1 },
      { date: '2026-04-07', leads: 1, sold: 1, reclamations: 0 },
      { date: '2026-04-10', leads: 1, sold: 1, reclamations: 1 },
    ]);
    const march: Day[] = (await t.http.get('/api/statistics/charts/3/2026/days').set(auth).expect(200)).body;
    expect(march).toHaveLength(31);
    expect(march.filter((day) => day.leads || day.sold)).toEqual([{ date: '2026-03-31', leads: 1, sold: 1, reclamations: 1 }]);
    expect((await t.http.get('/api/statistics/charts/2/2026/days').set(auth).expect(200)).body).toHaveLength(28);
    expect((await t.http.get('/api/statistics/charts/0/2026/days').set(auth).expect(400)).body.error).toBe('Monat muss 1 bis 12 sein, Jahr zwischen 2000 und 2100');
    await t.http.get('/api/statistics/charts/4/2026/days').expect(401);
  });

  const workbook = async (path: string, query: Record<string, string> = {}) => {
    const response = await t.http
      .get(path)
      .query(query)
      .set(auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const book = new Workbook();
    await book.xlsx.load(response.body);
    return { sheet: book.worksheets[0], fileName: response.headers['content-disposition'] };
  };
  const values = (sheet: Workbook['worksheets'][number], row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

  it('exports the table as StatistikExport.xlsx with real dates and EUR amounts', async () => {
    const { sheet, fileName } = await workbook('/api/statistics/export', { startTime: '2026-03-01', endTime: 'false', orga: 'false', leadsource: 'false' });
    expect(fileName).toBe('attachment; filename="StatistikExport.xlsx"');
    expect(values(sheet, 1)).toEqual(['Datum', 'Firma', 'Anzahl', 'Reklas', 'Details', 'Einnahmen ohne Rekla.', 'Rekla. Abzug', 'Einnahmen inkl. Rekla.']);
    expect(sheet.rowCount).toBe(4);
    const dachprofi = values(sheet, 2);
    expect(dachprofi.slice(0, 4)).toEqual([new Date('2026-04-01T00:00:00Z'), 'Dachprofi', 3, 1]);
    expect(dachprofi[4]).toMatch(new RegExp(`/statistic/${ids.Dachprofi}/\\d+$`));
    expect(dachprofi.slice(5)).toEqual([120, 12, 108]);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('mm.yyyy');
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('#,##0.00 "€"');
  });

  it('exports the goals of a month', async () => {
    const { sheet, fileName } = await workbook('/api/statistics/charts/4/2026/export');
    expect(fileName).toBe('attachment; filename="Ziele-2026-04.xlsx"');
    expect(values(sheet, 1)[0]).toBe('Firma');
    expect(values(sheet, 3)).toEqual(['Solarhaus', 'Ja', 2, 10, 20, 1, 50, 50, 31.65]);
  });

  it('keeps the figures exact when a sale is reclaimed, reverted, repriced or deleted (the tally follows every write)', async () => {
    const repository = t.db.getRepository(Sale);
    await repository.update(sales.Dach1.id, { reclaimed: true });
    await repository.update(sales.Teurer.id, { reclaimed: false, price: '60.00' });
    expect(summary(await statistics({ startTime: '2026-04-01' }))).toEqual([
      ['2026-04-01', 'Dachprofi', 3, 2, 120, 12, 108],
      ['2026-04-01', 'Solarhaus', 2, 0, 110, 0, 110],
    ]);
    await repository.delete(sales.Dach3.id);
    await repository.update(sales.Dach1.id, { reclaimed: false });
    expect(summary(await statistics({ orga: String(ids.Dachprofi), startTime: '2026-04-01' }))).toEqual([['2026-04-01', 'Dachprofi', 2, 1, 80, 8, 72]]);
  });

  it('details: a lead without a deal id has no CRM link', async () => {
    await sell('Ohne', 'Ruhend', '2026-02-10T10:00:00+01:00', '30.00');
    const { body } = await t.http.get(`/api/statistics/${ids.Ruhend}/${seconds('2026-02-10T10:00:00+01:00')}`).set(auth).expect(200);
    expect(body.leads).toEqual([expect.objectContaining({ id: ids.Ohne, pipedriveId: null, dealUrl: null })]);
  });
});
