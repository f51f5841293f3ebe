import type { XlsxColumn } from '@app/infrastructure';
import { goalProgress, statisticDetailsPath } from '@app/contract';
import type { GoalDto, StatisticRowDto } from './dto/statistics.dto';

/** 'YYYY-MM-01' as an Excel date (the month is what matters; no time zone shift for a calendar day). */
const monthDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The statistics table's columns (spec section 2), 'Details' as the address of the details page. */
export function statisticsColumns(baseUrl: string): XlsxColumn<StatisticRowDto>[] {
  return [
    { header: 'Datum', width: 10, type: 'month', value: (row) => monthDate(row.date) },
    { header: 'Firma', width: 30, value: (row) => row.company.name },
    { header: 'Anzahl', width: 9, type: 'integer', value: (row) => row.count },
    { header: 'Reklas', width: 9, type: 'integer', value: (row) => row.reclamations },
    { header: 'Details', width: 45, value: (row) => `${baseUrl}${statisticDetailsPath(row.company.id, row.date)}` },
    { header: 'Einnahmen ohne Rekla.', width: 20, type: 'money', value: (row) => row.revenue },
    { header: 'Rekla. Abzug', width: 14, type: 'money', value: (row) => row.deduction },
    { header: 'Einnahmen inkl. Rekla.', width: 20, type: 'money', value: (row) => row.income },
  ];
}

/** The overview's goals table. */
export const GOAL_COLUMNS: XlsxColumn<GoalDto>[] = [
  { header: 'Firma', width: 30, value: (goal) => goal.companyName },
  { header: 'Aktiv', width: 7, value: (goal) => (goal.companyActive ? 'Ja' : 'Nein') },
  { header: 'Verkauft', width: 10, type: 'integer', value: (goal) => goal.sold },
  { header: 'Ziel', width: 8, type: 'integer', value: (goal) => goal.total || null },
  { header: 'Zielerreichung', width: 15, type: 'percent', value: (goal) => goalProgress(goal.sold, goal.total) },
  { header: 'Reklamationen', width: 14, type: 'integer', value: (goal) => goal.reclamations },
  { header: 'Reklaquote', width: 12, type: 'percent', value: (goal) => goal.reclamationQuote },
  { header: 'Einnahmen inkl. Rekla.', width: 20, type: 'money', value: (goal) => goal.salesVolume },
  { header: 'Anteil an allen Einnahmen', width: 24, type: 'percent', value: (goal) => goal.totalSalesVolumeQuote },
];
