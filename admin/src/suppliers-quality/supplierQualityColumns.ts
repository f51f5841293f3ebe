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

const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** A figure as German text; one the server leaves empty (nothing to divide by, no purchase price) is a dash. */
export function formatFigure(row: SupplierScorecardRow, { key, kind }: FigureColumn): string {
  const value = row[key];
  if (value === null || value === undefined) return '–';
  if (kind === 'rate') return formatRate(value);
  if (kind === 'money') return formatMoney(value);
  return integer.format(value);
}
