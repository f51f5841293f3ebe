import type { HttpClient, RequestOptions } from '../http/httpClient';
import { createDataProvider } from './dataProvider';
import { goalsFileName, statisticsQuery, toDashboard, toDayFigures, toGoal, toStatisticRow, toStatisticsDetail } from './statisticsApi';

/** Records the requests and answers by "METHOD path". */
function setup(answers: Record<string, unknown> = {}) {
  const requests: { path: string; options?: RequestOptions }[] = [];
  const http: HttpClient = {
    request: async <T>(path: string, options?: RequestOptions) => {
      requests.push({ path, options });
      return answers[`${options?.method ?? 'GET'} ${path}`] as T;
    },
    exchange: async () => {
      throw new Error('not used by these tests');
    },
    download: async (path: string) => {
      requests.push({ path, options: { method: 'GET', headers: { Accept: '*/*' } } });
      return new Blob([path]);
    },
    renewSession: async () => undefined,
  };
  return { requests, dataProvider: createDataProvider(http) };
}

const apiRow = {
  id: '12-2026-04',
  date: '2026-04-01',
  company: { id: 12, name: 'Solarhaus GmbH', leadSellCost: 55, reclamationQuote: 0 },
  count: 3,
  reclamations: 1,
  revenue: 165,
  deduction: 55,
  income: 110,
};

describe('statistics mappers', () => {
  it('flattens a statistic row, keeps the money as the API computed it and names its details address', () => {
    expect(toStatisticRow(apiRow)).toEqual({
      id: '12-2026-04',
      date: '2026-04-01',
      organisationId: 12,
      companyName: 'Solarhaus GmbH',
      count: 3,
      reclamations: 1,
      revenue: 165,
      deduction: 55,
      income: 110,
      details: `/statistic/12/${Date.parse('2026-04-01T12:00:00Z') / 1000}`,
    });
  });

  it('reads missing figures as 0 and builds an id when the API gave none', () => {
    const row = toStatisticRow({ date: '2025-12-01', company: { id: 3, name: 'Dach' } });
    expect(row).toMatchObject({ id: '3-2025-12', count: 0, reclamations: 0, revenue: 0, deduction: 0, income: 0 });
  });

  it('marks a detail lead reclaimed by its flag or by the list of reclaimed ids; missing dates stay null', () => {
    const detail = toStatisticsDetail({
      company: { id: 12, name: 'Solarhaus GmbH' },
      date: '2026-04-01',
      total: 2,
      leads: [
        { id: 7, firstName: 'Anna', lastName: 'Muster', zip: '80331', created: '2026-04-02T08:00:00.000Z', qualified: true, qualifiedAt: null, pipedriveId: 'D-7', dealUrl: 'https://crm.example.de/deal/D-7', reclamation: false },
        { id: 9, firstName: 'Ben', lastName: 'Beispiel', zip: '01067', created: null, qualified: false, pipedriveId: null, dealUrl: null },
      ],
      reclamations: [9],
    });
    expect(detail.company).toEqual({ id: 12, name: 'Solarhaus GmbH' });
    expect(detail.total).toBe(2);
    expect(detail.leads.map((lead) => [lead.id, lead.reclamation, lead.dealUrl, lead.created, lead.qualifiedAt])).toEqual([
      [7, false, 'https://crm.example.de/deal/D-7', '2026-04-02T08:00:00.000Z', null],
      [9, true, null, null, null],
    ]);
  });

  it('reads the dashboard with every period, missing ones as 0', () => {
    const dashboard = toDashboard({
      organisations: { all: 3, active: 2, inactive: 1, deleted: 0, deletedThisMonth: 0, createdThisMonth: 1 },
      leads: { all: 10, qualified: 4, notQualified: 6, sold: 3, created: { total: 10, today: 2 } },
      statistics: { sold: { total: 5, thisMonth: 5 }, reclamations: { total: 1 } },
    });
    expect(dashboard.organisations.active).toBe(2);
    expect(dashboard.leads.created).toEqual({ today: 2, yesterday: 0, thisWeek: 0, lastWeek: 0, thisMonth: 0, lastMonth: 0, thisYear: 0, lastYear: 0, total: 10 });
    expect(dashboard.statistics.sold.thisMonth).toBe(5);
    expect(dashboard.statistics.reclamations.total).toBe(1);
  });

  it('gives a goal the company id as record id and its progress by the shared rule', () => {
    const goal = toGoal({ companyId: 4, companyActive: true, companyName: 'Dachprofi', sold: 1, reclamations: 0, total: 3, reclamationQuote: 0, salesVolume: 40, totalSalesVolumeQuote: 12.5 });
    expect(goal).toEqual({ id: 4, companyActive: true, companyName: 'Dachprofi', sold: 1, reclamations: 0, total: 3, reclamationQuote: 0, salesVolume: 40, totalSalesVolumeQuote: 12.5, progress: 33.33 });
    expect(toGoal({ companyId: 5, sold: 8, total: 0 }).progress).toBeNull();
  });

  it('numbers the days of the chart', () => {
    expect(toDayFigures({ date: '2026-04-09', leads: 4, sold: 2, reclamations: 1 })).toEqual({ date: '2026-04-09', day: 9, leads: 4, sold: 2, reclamations: 1 });
  });

  it('sends every filter, unset ones as false (spec section 7)', () => {
    expect(statisticsQuery({ start: '2026-04-01', orga: 12 })).toEqual({ startTime: '2026-04-01', endTime: 'false', orga: '12', leadsource: 'false' });
  });
});

describe('dataProvider for the statistics screens', () => {
  it('asks the list and its export with the same filters', async () => {
    const { dataProvider, requests } = setup({
      'GET /api/statistics/?startTime=2026-04-01&endTime=2026-04-30&orga=false&leadsource=7': [apiRow],
    });
    const filter = { start: '2026-04-01', end: '2026-04-30', leadsource: 7 };
    const rows = await dataProvider.statistics(filter);
    expect(rows.map((row) => [row.companyName, row.income])).toEqual([['Solarhaus GmbH', 110]]);
    const file = await dataProvider.statisticsExport(filter);
    expect(await file.text()).toBe('/api/statistics/export?startTime=2026-04-01&endTime=2026-04-30&orga=false&leadsource=7');
    expect(requests.map((request) => request.path.split('?')[1])).toEqual([
      'startTime=2026-04-01&endTime=2026-04-30&orga=false&leadsource=7',
      'startTime=2026-04-01&endTime=2026-04-30&orga=false&leadsource=7',
    ]);
  });

  it('asks the details by company and unix seconds', async () => {
    const { dataProvider, requests } = setup({ 'GET /api/statistics/12/1775044800': { company: { id: 12, name: 'S' }, date: '2026-04-01', total: 0, leads: [], reclamations: [] } });
    expect((await dataProvider.statisticsDetail(12, 1775044800)).company.name).toBe('S');
    expect(requests[0].path).toBe('/api/statistics/12/1775044800');
  });

  it('asks the overview by month and year, the month not zero-padded', async () => {
    const { dataProvider, requests } = setup({
      'GET /api/statistics/charts/full': {},
      'GET /api/statistics/charts/4/2026': [{ companyId: 1, companyName: 'A', sold: 2, total: 4 }],
      'GET /api/statistics/charts/4/2026/days': [{ date: '2026-04-01', leads: 1, sold: 0, reclamations: 0 }],
    });
    await dataProvider.dashboard();
    expect((await dataProvider.goals({ month: 4, year: 2026 }))[0]).toMatchObject({ id: 1, progress: 50 });
    expect((await dataProvider.monthDays({ month: 4, year: 2026 }))[0].day).toBe(1);
    expect(await (await dataProvider.goalsExport({ month: 4, year: 2026 })).text()).toBe('/api/statistics/charts/4/2026/export');
    expect(requests.map((request) => request.path)).toEqual([
      '/api/statistics/charts/full',
      '/api/statistics/charts/4/2026',
      '/api/statistics/charts/4/2026/days',
      '/api/statistics/charts/4/2026/export',
    ]);
    expect(goalsFileName({ month: 4, year: 2026 })).toBe('Ziele-2026-04.xlsx');
  });
});
