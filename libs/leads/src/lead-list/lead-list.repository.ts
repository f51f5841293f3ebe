import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { berlinWallClock, startOfBerlinDay, type ListQuery } from '@app/contract';
import type { LeadQualityFinding, LeadQualityStatus } from '../entities/lead.entity';

export interface LeadListFilter {
  createdFrom: Date | null;
  createdBefore: Date | null;
  leadsourceId: number | null;
  zipPrefix: string | null;
  soldTo: number | null;
  firstNamePrefix: string | null;
  lastNamePrefix: string | null;
  qualifiedOnly: boolean;
  /** The verdict's status ('review': Einkauf's 'Zu prüfen', served by its partial index). */
  quality: LeadQualityStatus | null;
  pipedriveId: string | null;
  /** Normalised as stored (+49…); exact match, served by the phone index. */
  phone: string | null;
  /** Lower-case as stored; exact match, served by the e-mail index. */
  email: string | null;
}

export const LEAD_SORT_FIELDS = ['id', 'created', 'realCreated', 'qualifiedAt', 'firstName', 'lastName', 'zip'] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];

const SORT_COLUMNS: Record<LeadSortField, string> = {
  id: 'l.id',
  created: 'l.created_at',
  realCreated: 'l.real_created_at',
  qualifiedAt: 'l.qualified_at',
  firstName: 'lower(l.first_name)',
  lastName: 'lower(l.last_name)',
  zip: 'l.zip',
};

/** Columns that can be NULL get NULLS LAST; on the others it would keep PostgreSQL from reading the index in order. */
const NULLABLE_SORT_FIELDS: ReadonlySet<LeadSortField> = new Set(['qualifiedAt']);

/** Below this offset a page is read together with the total; deeper pages wait for it to pick their end. */
const SHALLOW_OFFSET = 5000;

export interface LeadListRow {
  id: number;
  createdAt: Date;
  realCreatedAt: Date;
  qualified: boolean;
  qualifiedAt: Date | null;
  supplierReclaimedAt: Date | null;
  supplierReclamationReason: string | null;
  salutation: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  zip: string;
  city: string;
  data: Record<string, string>;
  pipedriveId: string | null;
  duplicateOfId: number | null;
  emailConfirmedAt: Date | null;
  emailConfirmationRequested: boolean;
  qualityScore: number | null;
  qualityStatus: LeadQualityStatus | null;
  qualityFindings: LeadQualityFinding[];
  qualityCheckedAt: Date | null;
  leadsourceName: string;
  leadsourceSlug: string;
  sales: { id: number; soldAt: string; organisationId: number; organisationName: string; reclaimed: boolean }[];
}

/** `LIKE` treats % and _ as wildcards; a typed name is matched literally. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Postal codes are digits, which sort alike in every collation: the codes starting with '80' are those
 * from '80' up to (excluding) '81', a range the plain index on zip serves. '99' has no upper bound.
 */
export function nextDigitPrefix(prefix: string): string | null {
  const kept = prefix.replace(/9+$/, '');
  return kept ? kept.slice(0, -1) + String(Number(kept.at(-1)) + 1) : null;
}

/**
 * The lead lists' query. It reads `sale` and `organisation` for the "sold to" filter and the sales
 * summary (reading only; those tables are written by their own libs), in one round trip per page.
 */
@Injectable()
export class LeadListRepository extends TransactionalRepository {
  async leadsourceIdBySlug(slug: string): Promise<number | null> {
    const rows: { id: number }[] = await this.manager.query(`SELECT id FROM leadsource WHERE slug = $1`, [slug]);
    return rows[0]?.id ?? null;
  }

  /**
   * One page and the total. The ids of the page are found first (from the list indexes, which end in
   * the tie-break id) and only those 25 or so leads are read whole with their sales: an OFFSET reads
   * every skipped row, and it must not build their sales summaries. A page past the middle is read
   * from the other end in the opposite order, so the deepest pages cost as little as the first ones.
   */
  async page(filter: LeadListFilter, query: ListQuery<LeadSortField>): Promise<{ rows: LeadListRow[]; total: number }> {
    if (query.offset < SHALLOW_OFFSET) {
      const [rows, total] = await Promise.all([this.pageRows(filter, query, false), this.count(filter)]);
      return { rows, total };
    }
    const total = await this.count(filter);
    if (query.offset >= total) return { rows: [], total };
    const fromEnd = query.offset + query.limit / 2 > total / 2;
    return { rows: await this.pageRows(filter, fromEnd ? mirrored(query, total) : query, fromEnd), total };
  }

  /**
   * How many leads the filter selects. Without a selective filter (only whole Berlin days, a lead
   * source, qualified) the daily tally answers, kept by the database with every lead and sale; the
   * selective filters narrow the leads enough for an exact count off their indexes.
   */
  async count(filter: LeadListFilter): Promise<number> {
    const days = tallyDays(filter);
    if (!days) {
      const { where, params } = this.where(filter);
      const [{ total }]: { total: number }[] = await this.manager.query(`SELECT count(*)::int AS total FROM lead l ${where}`, params);
      return Number(total);
    }
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (days.from) conditions.push(`day >= $${params.push(days.from)}`);
    if (days.before) conditions.push(`day < $${params.push(days.before)}`);
    if (filter.leadsourceId) conditions.push(`leadsource_id = $${params.push(filter.leadsourceId)}`);
    const [{ total }]: { total: string | null }[] = await this.manager.query(
      `SELECT sum(${filter.qualifiedOnly ? 'qualified' : 'leads'}) AS total FROM lead_day_tally ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
      params,
    );
    return Number(total ?? 0);
  }

  /**
   * The next `limit` leads after `after`, newest first (keyset: constant cost however deep), for
   * exports that walk the whole filtered list.
   */
  batchAfter(filter: LeadListFilter, after: { createdAt: Date; id: number } | null, limit: number): Promise<LeadListRow[]> {
    const { where, params } = this.where(filter);
    const keyset = after ? `${where ? `${where} AND` : 'WHERE'} (l.created_at, l.id) < ($${params.length + 1}, $${params.length + 2})` : where;
    return this.select(`SELECT l.id FROM lead l ${keyset} ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit}`, after ? [...params, after.createdAt, after.id] : params);
  }

  private async pageRows(filter: LeadListFilter, query: ListQuery<LeadSortField>, reversed: boolean): Promise<LeadListRow[]> {
    const { where, params } = this.where(filter);
    const rows = await this.select(`SELECT l.id FROM lead l ${where} ORDER BY ${orderBy(query, reversed)} LIMIT ${query.limit} OFFSET ${query.offset}`, params);
    return reversed ? rows.reverse() : rows;
  }

  /** The leads `ids` selects (a query of `l.id`), whole, with their sales, in its order. */
  private async select(ids: string, params: unknown[]): Promise<LeadListRow[]> {
    const rows: LeadListRow[] = await this.manager.query(
      `SELECT l.id, l.created_at AS "createdAt", l.real_created_at AS "realCreatedAt", l.qualified, l.qualified_at AS "qualifiedAt",
              l.supplier_reclaimed_at AS "supplierReclaimedAt", l.supplier_reclamation_reason AS "supplierReclamationReason",
              l.salutation, l.first_name AS "firstName", l.last_name AS "lastName", l.phone, l.email, l.street, l.zip, l.city, l.data,
              l.pipedrive_id AS "pipedriveId", l.duplicate_of_id AS "duplicateOfId", ls.name AS "leadsourceName", ls.slug AS "leadsourceSlug",
              l.email_confirmed_at AS "emailConfirmedAt",
              l.quality_score AS "qualityScore", l.quality_status AS "qualityStatus", l.quality_findings AS "qualityFindings", l.quality_checked_at AS "qualityCheckedAt",
              (l.email_confirm_token_hash IS NOT NULL OR l.email_confirmed_at IS NOT NULL) AS "emailConfirmationRequested",
              coalesce((SELECT json_agg(json_build_object('id', s.id, 'soldAt', s.sold_at, 'organisationId', s.organisation_id,
                                                          'organisationName', o.name, 'reclaimed', s.reclaimed) ORDER BY s.sold_at, s.id)
                          FROM sale s JOIN organisation o ON o.id = s.organisation_id WHERE s.lead_id = l.id), '[]') AS sales
         FROM unnest(ARRAY(${ids})) WITH ORDINALITY AS page(id, position)
         JOIN lead l ON l.id = page.id
         JOIN leadsource ls ON ls.id = l.leadsource_id
        ORDER BY page.position`,
      params,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id), duplicateOfId: row.duplicateOfId === null ? null : Number(row.duplicateOfId) }));
  }

  private where(filter: LeadListFilter): { where: string; params: unknown[] } {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      const placeholders = values.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      conditions.push(sql.replace(/\?/g, () => placeholders.shift()!));
    };
    if (filter.createdFrom) add('l.created_at >= ?', filter.createdFrom);
    if (filter.createdBefore) add('l.created_at < ?', filter.createdBefore);
    if (filter.leadsourceId) add('l.leadsource_id = ?', filter.leadsourceId);
    if (filter.zipPrefix) {
      const upper = nextDigitPrefix(filter.zipPrefix);
      if (upper) add('l.zip >= ? AND l.zip < ?', filter.zipPrefix, upper);
      else add('l.zip >= ?', filter.zipPrefix);
    }
    if (filter.soldTo) add('l.id IN (SELECT s.lead_id FROM sale s WHERE s.organisation_id = ?)', filter.soldTo);
    if (filter.firstNamePrefix) add(`lower(l.first_name) LIKE ? ESCAPE '\\'`, likePrefix(filter.firstNamePrefix));
    if (filter.lastNamePrefix) add(`lower(l.last_name) LIKE ? ESCAPE '\\'`, likePrefix(filter.lastNamePrefix));
    if (filter.qualifiedOnly) conditions.push('l.qualified');
    if (filter.quality) add('l.quality_status = ?', filter.quality);
    if (filter.pipedriveId) add('l.pipedrive_id = ?', filter.pipedriveId);
    if (filter.phone) add('l.phone = ?', filter.phone);
    if (filter.email) add('l.email = ?', filter.email);
    return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
  }
}

/** Missing values (a lead not yet qualified) come last in either direction; `reversed` reads the list backwards. */
function orderBy({ sort }: Pick<ListQuery<LeadSortField>, 'sort'>, reversed = false): string {
  const nulls = NULLABLE_SORT_FIELDS.has(sort.field) ? (reversed ? ' NULLS FIRST' : ' NULLS LAST') : '';
  return `${SORT_COLUMNS[sort.field]} ${sort.order}${nulls}, l.id ${sort.order}`;
}

/** The same rows as `query` asks for, counted from the other end of the list in the opposite order. */
export function mirrored(query: ListQuery<LeadSortField>, total: number): ListQuery<LeadSortField> {
  const end = Math.min(total, query.offset + query.limit);
  const offset = total - end;
  return { ...query, offset, limit: end - query.offset, sort: { ...query.sort, order: query.sort.order === 'ASC' ? 'DESC' : 'ASC' } };
}

/**
 * The Berlin days a filter covers when the daily tally can count it: no selective filter, and the
 * time range (if any) on whole days, as the day filters give it. null: count the leads themselves.
 */
export function tallyDays(filter: LeadListFilter): { from: string | null; before: string | null } | null {
  if (filter.zipPrefix || filter.soldTo || filter.firstNamePrefix || filter.lastNamePrefix || filter.pipedriveId || filter.phone || filter.email || filter.quality) return null;
  const day = (at: Date | null) => (at === null ? null : startOfBerlinDay(at).getTime() === at.getTime() ? berlinWallClock(at).date : undefined);
  const from = day(filter.createdFrom);
  const before = day(filter.createdBefore);
  return from === undefined || before === undefined ? null : { from, before };
}
