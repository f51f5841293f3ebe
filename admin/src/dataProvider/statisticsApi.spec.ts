import type { HttpClient, RequestOptions } from '@ui/http/httpClient';
import { createDataProvider } from './dataProvider';
import type { Dashboard, StatisticRow, StatisticsDetail } from './apiTypes';
import { dayOfMonth, DASHBOARD_PERIODS, goalRow, goalsFileName, statisticsQuery, statisticTableRow } from './statisticsApi';

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
      return { blob: new Blob([path]), fileName: null };
    },
    renewSession: async () => undefined,
  };
  return { requests, dataProvider: createDataProvider(http) };
}

const apiRow: StatisticRow = {
  id: '12-2026-04',
  date: '2026-04-01',
  company: { id: 12, name: 'Solarhaus GmbH', leadSellCost: 55, reclamationQuote: 0 },
  count: 3,
  reclamations: 1,
  revenue: 165,
  deduction: 55,
  income: 110,
};

describe('statistics rows and figures', () => {
  it('name a statistic row by its company and link its details address; the money as the API computed it', () => {
    expect(statisticTableRow(apiRow)).toEqual({
      ...apiRow,
      companyName: 'Solarhaus GmbH',
      details: `/statistic/12/${Date.parse('2026-04-01T12:00:00Z') / 1000}`,
    });
  });

  it('keep the id and the figures the API sent, zeros too', () => {
    const row = statisticTableRow({ ...apiRow, id: '3-2025-12', date: '2025-12-01', company: { id: 3, name: 'Dach', leadSellCost: 0, reclamationQuote: 0 }, count: 0, reclamations: 0, revenue: 0, deduction: 0, income: 0 });
    expect(row).toMatchObject({ id: '3-2025-12', count: 0, reclamations: 0, revenue: 0, deduction: 0, income: 0, details: `/statistic/3/${Date.parse('2025-12-01T12:00:00Z') / 1000}` });
  });

  it('mark a detail lead reclaimed by its flag, which the server sets for every id in reclamations; missing dates stay null', async () => {
    const detail: StatisticsDetail = {
      company: { id: 12, name: 'Solarhaus GmbH', leadSellCost: 55, reclamationQuote: 0 },
      date: '2026-04-01',
      total: 2,
      leads: [
        { id: 7, firstName: 'Anna', lastName: 'Muster', zip: '80331', created: '2026-04-02T08:00:00.000Z', qualified: true, qualifiedAt: null, pipedriveId: 'D-7', dealUrl: 'https://crm.example.de/deal/D-7', reclamation: false },
        { id: 9, firstName: 'Ben', lastName: 'Beispiel', zip: '01067', created: '2026-04-03T08:00:00.000Z', qualified: false, qualifiedAt: null, pipedriveId: null, dealUrl: null, reclamation: true },
      ],
      reclamations: [9],
    };
    const { dataProvider } = setup({ 'GET /api/statistics/12/1775044800': detail });
    const read = await dataProvider.statisticsDetail(12, 1775044800);
    expect(read.leads.filter((lead) => lead.reclamation).map((lead) => lead.id)).toEqual(read.reclamations);
    expect(read.leads.map((lead) => [lead.id, lead.dealUrl, lead.qualifiedAt])).toEqual([
      [7, 'https://crm.example.de/deal/D-7', null],
      [9, null, null],
    ]);
  });

  it('show the dashboard’s periods in the overview’s order, every one the server sends', async () => {
    const counts = { total: 10, today: 2, yesterday: 0, thisWeek: 0, lastWeek: 0, thisMonth: 5, lastMonth: 0, thisYear: 0, lastYear: 0 };
    const dashboard: Dashboard = {
      organisations: { all: 3, active: 2, inactive: 1, deleted: 0, deletedThisMonth: 0, createdThisMonth: 1 },
      leads: { all: 10, qualified: 4, notQualified: 6, sold: 3, created: counts },
      statistics: { sold: counts, reclamations: counts },
    };
    const { dataProvider } = setup({ 'GET /api/statistics/charts/full': dashboard });
    expect(await dataProvider.dashboard()).toEqual(dashboard);
    expect([...DASHBOARD_PERIODS].sort()).toEqual(Object.keys(counts).sort());
    expect(DASHBOARD_PERIODS[0]).toBe('today');
  });

  it('give a goal the company id as record id; its progress comes from the server (shared rule)', () => {
    const goal = { companyId: 4, companyActive: true, companyName: 'Dachprofi', sold: 1, reclamations: 0, total: 3, reclamationQuote: 0, salesVolume: 40, totalSalesVolumeQuote: 12.5, progress: 33.33 };
    expect(goalRow(goal)).toEqual({ ...goal, id: 4 });
    expect(goalRow({ ...goal, companyId: 5, total: 0, progress: null }).progress).toBeNull();
  });

  it('numbers the days of the chart', () => {
    expect(dayOfMonth({ date: '2026-04-09' })).toBe(9);
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
    expect(rows.map((row) => [row.company.name, row.income])).toEqual([['Solarhaus GmbH', 110]]);
    const file = await dataProvider.statisticsExport(filter);
    expect(await file.blob.text()).toBe('/api/statistics/export?startTime=2026-04-01&endTime=2026-04-30&orga=false&leadsource=7');
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
      'GET /api/statistics/charts/4/2026': [{ companyId: 1, companyName: 'A', sold: 2, total: 4, progress: 50 }],
      'GET /api/statistics/charts/4/2026/days': [{ date: '2026-04-01', leads: 1, sold: 0, reclamations: 0 }],
    });
    await dataProvider.dashboard();
    expect((await dataProvider.goals({ month: 4, year: 2026 }))[0]).toMatchObject({ companyId: 1, progress: 50 });
    expect(dayOfMonth((await dataProvider.monthDays({ month: 4, year: 2026 }))[0])).toBe(1);
    expect(await (await dataProvider.goalsExport({ month: 4, year: 2026 })).blob.text()).toBe('/api/statistics/charts/4/2026/export');
    expect(requests.map((request) => request.path)).toEqual([
      '/api/statistics/charts/full',
      '/api/statistics/charts/4/2026',
      '/api/statistics/charts/4/2026/days',
      '/api/statistics/charts/4/2026/export',
    ]);
    expect(goalsFileName({ month: 4, year: 2026 })).toBe('Ziele-2026-04.xlsx');
  });
});
