import type { OrganisationType } from '@shared/organisation';
import type { HttpClient } from '../auth/httpClient';
import { fillPath, withQuery } from './mappers';
import { DISTRIBUTION_API_ROUTES } from './routes';

/** Spec section 3 'Zip statistic row': a postal code, or a two-digit area, and who covers it. */
export interface ZipCoverageRow {
  zip: string;
  /** Active buyers that would get a lead here now; 0 is a coverage gap. */
  buyers: number;
  /** All companies (not deleted) whose conditions cover it, inactive ones too. */
  orgas: number;
}

export interface ZipCoverageFilter {
  /** 'Firma ausschließen': organisations left out of both counts. */
  excluded: readonly number[];
  /** 'Zweistellig': grouped by the first two digits. */
  twoDigits: boolean;
}

/** A row of Lead Matchen: an organisation and whether it would get the lead now. */
export interface MatchedOrganisation {
  id: number;
  name: string;
  type: OrganisationType | string;
  email: string;
  phone: string;
  zip: string;
  eligible: boolean;
  /** Why not, in German; only for organisations that do not fit. */
  reason?: string;
}

export interface DistributionApi {
  zipCoverage(filter: ZipCoverageFilter): Promise<ZipCoverageRow[]>;
  /**
   * Eligible organisations first, in the order they would get the lead; with `all` also the others
   * with their reason. An unknown id rejects with a 404 ApiError whose message is the server's
   * German text ('Kein Lead mit der Deal-Id oder Nummer … gefunden.').
   */
  matchLead(dealId: string, options?: { all?: boolean }): Promise<MatchedOrganisation[]>;
}

/** The body of `POST /api/organisations/zipconditions`; `twoDigits` is only sent when on (spec section 7). */
export function zipCoverageBody({ excluded, twoDigits }: ZipCoverageFilter): { orgas: number[]; twoDigits?: true } {
  return twoDigits ? { orgas: [...excluded], twoDigits: true } : { orgas: [...excluded] };
}

type Raw = Record<string, unknown>;

const asRows = (body: unknown): Raw[] =>
  Array.isArray(body) ? body.filter((row): row is Raw => typeof row === 'object' && row !== null) : [];

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const count = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : 0);

/** Missing fields become '' or 0, so that the pages can sort and search without checks. */
export function toZipCoverageRow(row: Raw): ZipCoverageRow {
  return { zip: text(row.zip), buyers: count(row.buyers), orgas: count(row.orgas) };
}

export function toMatchedOrganisation(row: Raw): MatchedOrganisation {
  const eligible = row.eligible === true;
  const reason = !eligible && typeof row.reason === 'string' && row.reason ? { reason: row.reason } : {};
  return {
    id: count(row.id),
    name: text(row.name),
    type: text(row.type),
    email: text(row.email),
    phone: text(row.phone),
    zip: text(row.zip),
    eligible,
    ...reason,
  };
}

export function createDistributionApi(http: HttpClient): DistributionApi {
  return {
    async zipCoverage(filter) {
      const body = await http.request(DISTRIBUTION_API_ROUTES.zipConditions, { method: 'POST', body: zipCoverageBody(filter) });
      return asRows(body).map(toZipCoverageRow);
    },
    async matchLead(dealId, options = {}) {
      const path = fillPath(DISTRIBUTION_API_ROUTES.match, dealId.trim());
      const body = await http.request(options.all ? withQuery(path, { all: 'true' }) : path);
      return asRows(body).map(toMatchedOrganisation);
    },
  };
}
