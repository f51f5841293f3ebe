import type { SupplierScorecardRow } from '../dataProvider/apiTypes';
import { figureColumns, FIGURE_COLUMNS, formatFigure, PING_COLUMNS } from './supplierQualityColumns';

const base = { id: 1, name: 'Ping-Partner', leads: 3 } as SupplierScorecardRow;

describe('Lieferanten-Qualität: the ping columns', () => {
  it('are left out while no row carries them (no pings in the period)', () => {
    expect(figureColumns([base])).toBe(FIGURE_COLUMNS);
    expect(figureColumns(undefined)).toBe(FIGURE_COLUMNS);
  });

  it('follow the sold share when the rows carry them, and read in German', () => {
    const row = { ...base, pings: 1200, acceptedPosts: 3, acceptanceRate: 12.5 } as SupplierScorecardRow;
    const columns = figureColumns([row]).map((column) => column.key);
    expect(columns.slice(columns.indexOf('soldShare'), columns.indexOf('soldShare') + 4)).toEqual(['soldShare', 'pings', 'acceptedPosts', 'acceptanceRate']);
    expect(PING_COLUMNS.map((column) => formatFigure(row, column).replace(/\u00a0/g, ' '))).toEqual(['1.200', '3', '12,5 %']);
    expect(formatFigure({ ...row, acceptanceRate: null }, PING_COLUMNS[2])).toBe('–');
  });
});
