import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/common';
import type { ListQuery } from '@app/shared';

export interface LeadListFilter {
  createdFrom: Date | null;
  createdBefore: Date | null;
  leadsourceId: number | null;
  zipPrefix: string | null;
  soldTo: number | null;
  firstNamePrefix: string | null;
  lastNamePrefix: string | null;
  qualifiedOnly: boolean;
  pipedriveId: string | null;
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

  async page(filter: LeadListFilter, query: ListQuery<LeadSortField>): Promise<{ rows: LeadListRow[]; total: number }> {
    const { where, params } = this.where(filter);
    const order = `${SORT_COLUMNS[query.sort.field]} ${query.sort.order} NULLS LAST, l.id ${query.sort.order}`;
    const [rows, [{ total }]] = await Promise.all([
      this.select(`${where} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`, params),
      this.manager.query(`SELECT count(*)::int AS total FROM lead l ${where}`, params),
    ]);
    return { rows, total: Number(total) };
  }

  /**
   * The next `limit` leads after `after`, newest first (keyset: constant cost however deep), for
   * exports that walk the whole filtered list.
   */
  batchAfter(filter: LeadListFilter, after: { createdAt: Date; id: number } | null, limit: number): Promise<LeadListRow[]> {
    const { where, params } = this.where(filter);
    const keyset = after ? `${where ? `${where} AND` : 'WHERE'} (l.created_at, l.id) < ($${params.length + 1}, $${params.length + 2})` : where;
    return this.select(`${keyset} ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit}`, after ? [...params, after.createdAt, after.id] : params);
  }

  private async select(tail: string, params: unknown[]): Promise<LeadListRow[]> {
    const rows: LeadListRow[] = await this.manager.query(
      `SELECT l.id, l.created_at AS "createdAt", l.real_created_at AS "realCreatedAt", l.qualified, l.qualified_at AS "qualifiedAt",
              l.supplier_reclaimed_at AS "supplierReclaimedAt", l.supplier_reclamation_reason AS "supplierReclamationReason",
              l.salutation, l.first_name AS "firstName", l.last_name AS "lastName", l.phone, l.email, l.street, l.zip, l.city, l.data,
              l.pipedrive_id AS "pipedriveId", ls.name AS "leadsourceName", ls.slug AS "leadsourceSlug",
              coalesce((SELECT json_agg(json_build_object('id', s.id, 'soldAt', s.sold_at, 'organisationId', s.organisation_id,
                                                          'organisationName', o.name, 'reclaimed', s.reclaimed) ORDER BY s.sold_at, s.id)
                          FROM sale s JOIN organisation o ON o.id = s.organisation_id WHERE s.lead_id = l.id), '[]') AS sales
         FROM lead l JOIN leadsource ls ON ls.id = l.leadsource_id
        ${tail}`,
      params,
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
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
    if (filter.pipedriveId) add('l.pipedrive_id = ?', filter.pipedriveId);
    return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
  }
}
