import type { BerlinMonth } from '@contract/berlin-time';
import { goalProgress, type MoneyFigures } from '@contract/revenue';
import { statisticDetailsPath } from '@contract/routes';
import type { HttpClient } from '../http/httpClient';
import { filterToQuery, withQuery } from './mappers';
import { STATISTICS_API_ROUTES, STATISTICS_FILTER_QUERY } from './routes';

/** Spec section 3 'Statistics filters'; unset ones filter nothing. Days are 'YYYY-MM-DD' (Berlin), the end day included. */
export interface StatisticsFilter {
  start?: string;
  end?: string;
  orga?: number | string;
  leadsource?: number | string;
}

/** One company in one month (spec 'Statistic row'); the money as the API computed it (libs/contract revenue). */
export interface StatisticRow extends MoneyFigures {
  /** Company and month, e.g. '12-2026-04'. */
  id: string;
  /** First day of the month, 'YYYY-MM-DD'. */
  date: string;
  organisationId: number;
  companyName: string;
  count: number;
  reclamations: number;
  /** The statistics-details address of this company and month (`/statistic/{orga}/{unix seconds}`). */
  details: string;
}

/** A sold lead in the details (spec 'Statistics detail'). */
export interface StatisticLead {
  id: number;
  firstName: string;
  lastName: string;
  zip: string;
  /** ISO instants; null when missing (shown as 'Fehlt'). */
  created: string | null;
  qualified: boolean;
  qualifiedAt: string | null;
  pipedriveId: string | null;
  /** The deal in the operator's CRM (CRM_DEAL_URL); null without a deal id or without a configured CRM. */
  dealUrl: string | null;
  reclamation: boolean;
}

export interface StatisticsDetail {
  company: { id: number; name: string };
  /** First day of the month, 'YYYY-MM-DD'. */
  date: string;
  total: number;
  leads: StatisticLead[];
}

export const DASHBOARD_PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear', 'total'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export type PeriodCounts = Record<DashboardPeriod, number>;

/** Spec 'Dashboard data' (`charts/full`). */
export interface Dashboard {
  organisations: { all: number; active: number; inactive: number; deleted: number; deletedThisMonth: number; createdThisMonth: number };
  leads: { all: number; qualified: number; notQualified: number; sold: number; created: PeriodCounts };
  statistics: { sold: PeriodCounts; reclamations: PeriodCounts };
}

/** One company's month towards its goal (spec 'goals per company'); `id` is the company's. */
export interface Goal {
  id: number;
  companyActive: boolean;
  companyName: string;
  sold: number;
  reclamations: number;
  /** The monthly lead goal; 0 = none. */
  total: number;
  /** Percent of the sold leads reclaimed. */
  reclamationQuote: number;
  /** Einnahmen inkl. Rekla. (EUR). */
  salesVolume: number;
  /** Percent of all companies' income. */
  totalSalesVolumeQuote: number;
  /** Percent of the goal reached (libs/contract goalProgress); null without a goal. */
  progress: number | null;
}

/** One Berlin day of a month for the overview's chart. */
export interface DayFigures {
  date: string;
  /** Day of the month, 1-31, the chart's axis. */
  day: number;
  leads: number;
  sold: number;
  reclamations: number;
}

export interface StatisticsApi {
  statistics(filter: StatisticsFilter): Promise<StatisticRow[]>;
  /** StatistikExport.xlsx for the same filters as the list. */
  statisticsExport(filter: StatisticsFilter): Promise<Blob>;
  /** `date`: unix seconds of any moment in the month. */
  statisticsDetail(organisationId: number | string, date: number | string): Promise<StatisticsDetail>;
  dashboard(): Promise<Dashboard>;
  goals(month: BerlinMonth): Promise<Goal[]>;
  /** The goals table as Excel, named goalsFileName(month) by the API. */
  goalsExport(month: BerlinMonth): Promise<Blob>;
  monthDays(month: BerlinMonth): Promise<DayFigures[]>;
}

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {});
const rows = (body: unknown): Raw[] => (Array.isArray(body) ? body.map(record) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const optionalText = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : text(value));
const number = (value: unknown): number => (Number.isFinite(Number(value)) && value !== null && value !== '' ? Number(value) : 0);

export function toStatisticRow(raw: Raw): StatisticRow {
  const company = record(raw.company);
  const organisationId = number(company.id);
  const date = text(raw.date);
  return {
    id: text(raw.id) || `${organisationId}-${date.slice(0, 7)}`,
    date,
    organisationId,
    companyName: text(company.name),
    count: number(raw.count),
    reclamations: number(raw.reclamations),
    revenue: number(raw.revenue),
    deduction: number(raw.deduction),
    income: number(raw.income),
    details: statisticDetailsPath(organisationId, date),
  };
}

/** `reclaimedIds`: the detail's list of reclaimed lead ids, which marks a lead as much as its own flag. */
export function toStatisticLead(raw: Raw, reclaimedIds: ReadonlySet<number> = new Set()): StatisticLead {
  const id = number(raw.id);
  return {
    id,
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    zip: text(raw.zip),
    created: optionalText(raw.created),
    qualified: raw.qualified === true,
    qualifiedAt: optionalText(raw.qualifiedAt),
    pipedriveId: optionalText(raw.pipedriveId),
    dealUrl: optionalText(raw.dealUrl),
    reclamation: raw.reclamation === true || reclaimedIds.has(id),
  };
}

export function toStatisticsDetail(body: unknown): StatisticsDetail {
  const raw = record(body);
  const company = record(raw.company);
  const reclaimed = new Set(Array.isArray(raw.reclamations) ? raw.reclamations.map(number) : []);
  const leads = rows(raw.leads).map((lead) => toStatisticLead(lead, reclaimed));
  return {
    company: { id: number(company.id), name: text(company.name) },
    date: text(raw.date),
    total: raw.total === undefined ? leads.length : number(raw.total),
    leads,
  };
}

const periodCounts = (value: unknown): PeriodCounts => {
  const counts = record(value);
  return Object.fromEntries(DASHBOARD_PERIODS.map((period) => [period, number(counts[period])])) as PeriodCounts;
};

export function toDashboard(body: unknown): Dashboard {
  const raw = record(body);
  const organisations = record(raw.organisations);
  const leads = record(raw.leads);
  const statistics = record(raw.statistics);
  return {
    organisations: {
      all: number(organisations.all),
      active: number(organisations.active),
      inactive: number(organisations.inactive),
      deleted: number(organisations.deleted),
      deletedThisMonth: number(organisations.deletedThisMonth),
      createdThisMonth: number(organisations.createdThisMonth),
    },
    leads: {
      all: number(leads.all),
      qualified: number(leads.qualified),
      notQualified: number(leads.notQualified),
      sold: number(leads.sold),
      created: periodCounts(leads.created),
    },
    statistics: { sold: periodCounts(statistics.sold), reclamations: periodCounts(statistics.reclamations) },
  };
}

export function toGoal(raw: Raw): Goal {
  const sold = number(raw.sold);
  const total = number(raw.total);
  return {
    id: number(raw.companyId),
    companyActive: raw.companyActive === true,
    companyName: text(raw.companyName),
    sold,
    reclamations: number(raw.reclamations),
    total,
    reclamationQuote: number(raw.reclamationQuote),
    salesVolume: number(raw.salesVolume),
    totalSalesVolumeQuote: number(raw.totalSalesVolumeQuote),
    progress: goalProgress(sold, total),
  };
}

export function toDayFigures(raw: Raw): DayFigures {
  const date = text(raw.date);
  return { date, day: number(date.slice(8, 10)), leads: number(raw.leads), sold: number(raw.sold), reclamations: number(raw.reclamations) };
}

/** The path of a month's chart route: `{month}` is 1-12, not zero-padded, as the API takes it. */
export function monthPath(template: string, { month, year }: BerlinMonth): string {
  return template.replace('{month}', String(month)).replace('{year}', String(year));
}

/** The statistics export's file name, as the API sends it. */
export const STATISTICS_EXPORT_FILE = 'StatistikExport.xlsx';

/** The goals export's file name, as the API sends it: 'Ziele-2026-04.xlsx'. */
export function goalsFileName({ month, year }: BerlinMonth): string {
  return `Ziele-${year}-${String(month).padStart(2, '0')}.xlsx`;
}

export function statisticsQuery(filter: StatisticsFilter): Record<string, string> {
  return filterToQuery({ ...filter }, STATISTICS_FILTER_QUERY);
}

export function createStatisticsApi(http: HttpClient): StatisticsApi {
  return {
    async statistics(filter) {
      return rows(await http.request(withQuery(STATISTICS_API_ROUTES.list, statisticsQuery(filter)))).map(toStatisticRow);
    },
    statisticsExport(filter) {
      return http.download(withQuery(STATISTICS_API_ROUTES.export, statisticsQuery(filter)));
    },
    async statisticsDetail(organisationId, date) {
      const path = STATISTICS_API_ROUTES.detail.replace('{orga}', encodeURIComponent(String(organisationId))).replace('{date}', encodeURIComponent(String(date)));
      return toStatisticsDetail(await http.request(path));
    },
    async dashboard() {
      return toDashboard(await http.request(STATISTICS_API_ROUTES.dashboard));
    },
    async goals(month) {
      return rows(await http.request(monthPath(STATISTICS_API_ROUTES.goals, month))).map(toGoal);
    },
    goalsExport(month) {
      return http.download(monthPath(STATISTICS_API_ROUTES.goalsExport, month));
    },
    async monthDays(month) {
      return rows(await http.request(monthPath(STATISTICS_API_ROUTES.days, month))).map(toDayFigures);
    },
  };
}
