import type { SortPayload } from 'react-admin';
import type { DownloadedFile, HttpClient } from '@ui/http/httpClient';
import { withQuery } from './mappers';
import { SUPPLIER_SCORECARD_EXPORT_ROUTE } from './routes';

/** The period of Lieferanten-Qualität: days 'YYYY-MM-DD' (Berlin), both included; unset: this month so far. */
export interface SupplierScorecardPeriod {
  start?: string;
  end?: string;
}

/** The list's resource: ra-data-simple-rest reads it at `/api/statistics/suppliers`. */
export const SUPPLIER_SCORECARD_RESOURCE = 'statistics/suppliers';

/** The export's file name as the API sends it: 'Lieferanten-Qualitaet-2026-11-01-2026-11-30.xlsx'. */
export const supplierScorecardFileName = ({ start, end }: Required<SupplierScorecardPeriod>): string => `Lieferanten-Qualitaet-${start}-${end}.xlsx`;

export interface SupplierScorecardApi {
  /** The rows of the period as Excel, in the list's order. */
  supplierScorecardExport(period: SupplierScorecardPeriod, sort: SortPayload): Promise<DownloadedFile>;
}

export function supplierScorecardQuery({ start, end }: SupplierScorecardPeriod, sort: SortPayload): Record<string, string> {
  return { ...(start ? { start } : {}), ...(end ? { end } : {}), sort: JSON.stringify([sort.field, sort.order]) };
}

export function createSupplierScorecardApi(http: HttpClient): SupplierScorecardApi {
  return {
    supplierScorecardExport(period, sort) {
      return http.download(withQuery(SUPPLIER_SCORECARD_EXPORT_ROUTE, supplierScorecardQuery(period, sort)));
    },
  };
}
