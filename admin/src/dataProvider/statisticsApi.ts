import type { BerlinMonth } from '@contract/berlin-time';
import { statisticDetailsPath } from '@contract/routes';
import type { DownloadedFile, HttpClient } from '@ui/http/httpClient';
import type { Dashboard, DayFigures, Goal, PeriodCounts, StatisticRow, StatisticsDetail } from './apiTypes';
import { filterToQuery, withQuery } from './mappers';
import { STATISTICS_API_ROUTES, STATISTICS_FILTER_QUERY } from './routes';

/** Spec section 3 'Statistics filters'; unset ones filter nothing. Days are 'YYYY-MM-DD' (Berlin), the end day included. */
export interface StatisticsFilter {
  start?: string;
  end?: string;
  orga?: number | string;
  leadsource?: number | string;
}

/** The overview's period rows in the order it shows them (the keys of the server's PeriodCountsDto). */
export const DASHBOARD_PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear', 'total'] as const satisfies readonly (keyof PeriodCounts)[];

/** A Statistik row as the table sorts and links it: the company's name and the statistics-details address (spec section 2). */
export type StatisticTableRow = StatisticRow & { companyName: string; details: string };

export function statisticTableRow(row: StatisticRow): StatisticTableRow {
  return { ...row, companyName: row.company.name, details: statisticDetailsPath(row.company.id, row.date) };
}

/** A goal as a list row: react-admin's lists need an `id`, the company's. */
export type GoalRow = Goal & { id: number };

export const goalRow = (goal: Goal): GoalRow => ({ ...goal, id: goal.companyId });

/** The chart's axis: the day of the month (1-31) of a 'YYYY-MM-DD' day. */
export const dayOfMonth = (day: Pick<DayFigures, 'date'>): number => Number(day.date.slice(8, 10));

export interface StatisticsApi {
  statistics(filter: StatisticsFilter): Promise<StatisticRow[]>;
  /** StatistikExport.xlsx for the same filters as the list. */
  statisticsExport(filter: StatisticsFilter): Promise<DownloadedFile>;
  /** `date`: unix seconds of any moment in the month. */
  statisticsDetail(organisationId: number | string, date: number | string): Promise<StatisticsDetail>;
  dashboard(): Promise<Dashboard>;
  goals(month: BerlinMonth): Promise<Goal[]>;
  /** The goals table as Excel, named goalsFileName(month) by the API. */
  goalsExport(month: BerlinMonth): Promise<DownloadedFile>;
  monthDays(month: BerlinMonth): Promise<DayFigures[]>;
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
    statistics(filter) {
      return http.request<StatisticRow[]>(withQuery(STATISTICS_API_ROUTES.list, statisticsQuery(filter)));
    },
    statisticsExport(filter) {
      return http.download(withQuery(STATISTICS_API_ROUTES.export, statisticsQuery(filter)));
    },
    statisticsDetail(organisationId, date) {
      const path = STATISTICS_API_ROUTES.detail.replace('{orga}', encodeURIComponent(String(organisationId))).replace('{date}', encodeURIComponent(String(date)));
      return http.request<StatisticsDetail>(path);
    },
    dashboard() {
      return http.request<Dashboard>(STATISTICS_API_ROUTES.dashboard);
    },
    goals(month) {
      return http.request<Goal[]>(monthPath(STATISTICS_API_ROUTES.goals, month));
    },
    goalsExport(month) {
      return http.download(monthPath(STATISTICS_API_ROUTES.goalsExport, month));
    },
    monthDays(month) {
      return http.request<DayFigures[]>(monthPath(STATISTICS_API_ROUTES.days, month));
    },
  };
}
