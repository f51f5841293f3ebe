import type { OrganisationType } from '@contract/organisation';
import type { HttpClient } from '../http/httpClient';
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
  /** The lead the deal id or number was resolved to, the same on every row; 0 if the API left it out. */
  leadId: number;
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
  /**
   * Sells the lead by hand to these organisations, all or none. Without `force` an organisation
   * that does not fit refuses the whole sale; with it the sale is recorded as forced. One that
   * already bought the lead is refused either way. A refusal rejects with a 400 ApiError whose
   * message is the server's German text ('Nicht verkauft: <Name>: <Grund>; ...').
   */
  sellLead(leadId: number, organisations: readonly number[], options?: { force?: boolean }): Promise<SoldLead>;
}

/** One sale of a lead, as `sellingStatistics` of the lead detail lists it. */
export interface LeadSale {
  id: number;
  dateTime: string;
  organisation: { id: number; name: string };
  price: number;
  /** Sold by hand (Lead Matchen), not by the distribution. */
  manual: boolean;
  /** Sold by hand to an organisation that did not fit. */
  forced: boolean;
  reclamation: boolean;
}

/** The answer to a sale: the lead with all its sales, the new ones included. */
export interface SoldLead {
  id: number;
  sellingStatistics: LeadSale[];
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
    leadId: count(row.leadId),
    name: text(row.name),
    type: text(row.type),
    email: text(row.email),
    phone: text(row.phone),
    zip: text(row.zip),
    eligible,
    ...reason,
  };
}

/** The body of `POST /api/lead/{id}/sell`; `force` is always sent, so the request says what was confirmed. */
export function sellLeadBody(organisations: readonly number[], force: boolean): { organisations: number[]; force: boolean } {
  return { organisations: [...organisations], force };
}

const record = (value: unknown): Raw => (typeof value === 'object' && value !== null ? (value as Raw) : {});

export function toLeadSale(row: Raw): LeadSale {
  const organisation = record(row.organisation);
  return {
    id: count(row.id),
    dateTime: text(row.dateTime),
    organisation: { id: count(organisation.id), name: text(organisation.name) },
    price: count(row.price),
    manual: row.manual === true,
    forced: row.forced === true,
    reclamation: row.reclamation === true,
  };
}

export function toSoldLead(body: unknown): SoldLead {
  const lead = record(body);
  return { id: count(lead.id), sellingStatistics: asRows(lead.sellingStatistics).map(toLeadSale) };
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
    async sellLead(leadId, organisations, options = {}) {
      const path = fillPath(DISTRIBUTION_API_ROUTES.sell, leadId);
      const body = await http.request(path, { method: 'POST', body: sellLeadBody(organisations, options.force === true) });
      return toSoldLead(body);
    },
  };
}
