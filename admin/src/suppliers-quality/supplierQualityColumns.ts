import { formatMoney, formatRate } from '@contract/format';
import type { SupplierScorecardRow } from '../dataProvider/apiTypes';

type Figure = Exclude<keyof SupplierScorecardRow, 'id' | 'name'>;
export interface FigureColumn {
  key: Figure;
  kind: 'count' | 'rate' | 'money';
}

/**
 * The figures the page shows, in the export's order; the counts behind the shares (sold leads, sales, sales
 * with an outcome) and the purchase price per lead are in the export only.
 */
export const FIGURE_COLUMNS: readonly FigureColumn[] = [
  { key: 'leads', kind: 'count' },
  { key: 'duplicates', kind: 'count' },
  { key: 'lowQualityShare', kind: 'rate' },
  { key: 'supplierReclaimed', kind: 'count' },
  { key: 'soldShare', kind: 'rate' },
  { key: 'complaintRate', kind: 'rate' },
  { key: 'reachedRate', kind: 'rate' },
  { key: 'appointmentRate', kind: 'rate' },
  { key: 'wonRate', kind: 'rate' },
  { key: 'won', kind: 'count' },
  { key: 'wonValue', kind: 'money' },
  { key: 'cost', kind: 'money' },
  { key: 'income', kind: 'money' },
  { key: 'margin', kind: 'money' },
  { key: 'costPerWonOrder', kind: 'money' },
];

/** Ping/post's figures (issue 30 §3): the API sends them only when the period had pings, and only then are they shown. */
export const PING_COLUMNS: readonly FigureColumn[] = [
  { key: 'pings', kind: 'count' },
  { key: 'acceptedPosts', kind: 'count' },
  { key: 'acceptanceRate', kind: 'rate' },
];

/** The columns for these rows: the ping columns after the lead counts when the rows carry them. */
export function figureColumns(rows: readonly SupplierScorecardRow[] | undefined): readonly FigureColumn[] {
  if (!rows?.some((row) => row.pings !== undefined)) return FIGURE_COLUMNS;
  const at = FIGURE_COLUMNS.findIndex((column) => column.key === 'soldShare') + 1;
  return [...FIGURE_COLUMNS.slice(0, at), ...PING_COLUMNS, ...FIGURE_COLUMNS.slice(at)];
}

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** A figure as German text; one the server leaves empty (nothing to divide by, no purchase price) is a dash. */
export function formatFigure(row: SupplierScorecardRow, { key, kind }: FigureColumn): string {
  const value = row[key];
  if (value === null || value === undefined) return '–';
  if (kind === 'rate') return formatRate(value);
  if (kind === 'money') return formatMoney(value);
  return integer.format(value);
}
