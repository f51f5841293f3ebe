import type { HttpClient } from '@ui/http/httpClient';
import type { LeadDetail, MatchedOrganisation, ZipCoverageRow } from './apiTypes';
import { fillPath, withQuery } from './mappers';
import { DISTRIBUTION_API_ROUTES } from './routes';

export interface ZipCoverageFilter {
  /** 'Firma ausschließen': organisations left out of both counts. */
  excluded: readonly number[];
  /** 'Zweistellig': grouped by the first two digits. */
  twoDigits: boolean;
}

export interface DistributionApi {
  /** Spec section 3 'Zip statistic row': a postal code, or a two-digit area, and who covers it. */
  zipCoverage(filter: ZipCoverageFilter): Promise<ZipCoverageRow[]>;
  /**
   * Eligible organisations first, in the order they would get the lead; with `all` also the others
   * with their reason. An unknown id rejects with a 404 ApiError whose message is the server's
   * German text ('Kein Lead mit der Deal-Id oder Nummer … gefunden.').
   */
  matchLead(dealId: string, options?: { all?: boolean }): Promise<MatchedOrganisation[]>;
  /**
   * Sells the lead by hand to these organisations, all or none. Without `force` an organisation
   * that does not fit refuses the whole sale; with it the sale is recorded as forced. One that
   * already bought the lead is refused either way. A refusal rejects with a 400 ApiError whose
   * message is the server's German text ('Nicht verkauft: <Name>: <Grund>; ...'). Answers the lead
   * with all its sales, the new ones included.
   */
  sellLead(leadId: number, organisations: readonly number[], options?: { force?: boolean }): Promise<LeadDetail>;
}

/** The body of `POST /api/organisations/zipconditions`; `twoDigits` is only sent when on (spec section 7). */
export function zipCoverageBody({ excluded, twoDigits }: ZipCoverageFilter): { orgas: number[]; twoDigits?: true } {
  return twoDigits ? { orgas: [...excluded], twoDigits: true } : { orgas: [...excluded] };
}

/** The body of `POST /api/lead/{id}/sell`; `force` is always sent, so the request says what was confirmed. */
export function sellLeadBody(organisations: readonly number[], force: boolean): { organisations: number[]; force: boolean } {
  return { organisations: [...organisations], force };
}

export function createDistributionApi(http: HttpClient): DistributionApi {
  return {
    zipCoverage: (filter) => http.request<ZipCoverageRow[]>(DISTRIBUTION_API_ROUTES.zipConditions, { method: 'POST', body: zipCoverageBody(filter) }),
    matchLead(dealId, options = {}) {
      const path = fillPath(DISTRIBUTION_API_ROUTES.match, dealId.trim());
      return http.request<MatchedOrganisation[]>(options.all ? withQuery(path, { all: 'true' }) : path);
    },
    sellLead(leadId, organisations, options = {}) {
      const path = fillPath(DISTRIBUTION_API_ROUTES.sell, leadId);
      return http.request<LeadDetail>(path, { method: 'POST', body: sellLeadBody(organisations, options.force === true) });
    },
  };
}
