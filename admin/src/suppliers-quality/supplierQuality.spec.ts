import type { HttpClient, RequestOptions } from '@ui/http/httpClient';
import { createDataProvider } from '../dataProvider/dataProvider';
import type { SupplierScorecardRow } from '../dataProvider/apiTypes';
import { supplierScorecardFileName } from '../dataProvider/supplierScorecardApi';
import { FIGURE_COLUMNS, formatFigure } from './supplierQualityColumns';

const row: SupplierScorecardRow = {
  id: 3,
  name: 'Partner Nord',
  leads: 1250,
  duplicates: 1,
  duplicateShare: 0.08,
  lowQuality: 2,
  lowQualityShare: 0.16,
  supplierReclaimed: 1,
  soldLeads: 3,
  soldShare: 60,
  sales: 4,
  reclamations: 1,
  complaintRate: 25,
  withOutcome: 0,
  reachedRate: null,
  appointmentRate: null,
  wonRate: null,
  won: 0,
  wonValue: 12500,
  leadCost: null,
  cost: null,
  income: 121.99,
  margin: null,
  costPerWonOrder: null,
};

describe('Lieferanten-Qualität', () => {
  it('writes the figures in German: counts with thousands, shares with one decimal, euros; an empty figure as a dash', () => {
    const text = Object.fromEntries(FIGURE_COLUMNS.map((column) => [column.key, formatFigure(row, column)]));
    expect(text).toMatchObject({ leads: '1.250', soldShare: '60,0\u00a0%', complaintRate: '25,0\u00a0%', reachedRate: '–', wonValue: '12.500,00\u00a0€', income: '121,99\u00a0€', cost: '–' });
  });

  it('downloads the export for the period in the list’s order', async () => {
    const paths: string[] = [];
    const http: HttpClient = {
      request: async <T>() => undefined as T,
      exchange: async () => {
        throw new Error('not used');
      },
      download: async (path: string, _options?: RequestOptions) => {
        paths.push(path);
        return { blob: new Blob([]), fileName: null };
      },
      renewSession: async () => undefined,
    };
    await createDataProvider(http).supplierScorecardExport({ start: '2026-11-01', end: '2026-11-30' }, { field: 'margin', order: 'DESC' });
    expect(paths).toEqual(['/api/statistics/suppliers/export?start=2026-11-01&end=2026-11-30&sort=%5B%22margin%22%2C%22DESC%22%5D']);
    expect(supplierScorecardFileName({ start: '2026-11-01', end: '2026-11-30' })).toBe('Lieferanten-Qualitaet-2026-11-01-2026-11-30.xlsx');
  });
});
