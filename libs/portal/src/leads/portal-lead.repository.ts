import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import type { ListQuery, OrganisationType } from '@app/contract';
import { LEAD_MAIL_KEY_PREFIX } from '@app/integrations';
import { saleOutcomeCondition } from '@app/lead-outcomes';

/** What the portal's lead list filters by; every query is also bound to the buyer's organisation. */
export interface PortalLeadFilter {
  soldFrom: Date | null;
  soldBefore: Date | null;
  zipPrefix: string | null;
  /** An outcome status, or 'none' for sales without one. */
  outcome: string | null;
  /** A complaint status, or 'none' for sales without a complaint. */
  complaint: string | null;
  /** react-admin's getMany: `filter={"id":[…]}` (lead numbers). */
  leadIds: number[] | null;
}

export const PORTAL_LEAD_SORT_FIELDS = ['soldAt', 'id', 'price', 'zip', 'lastName'] as const;
export type PortalLeadSortField = (typeof PORTAL_LEAD_SORT_FIELDS)[number];

const SORT_COLUMNS: Record<PortalLeadSortField, string> = {
  soldAt: 's.sold_at',
  id: 's.lead_id',
  price: 's.price',
  zip: 'l.zip',
  lastName: 'lower(l.last_name)',
};

/** One sale to the buyer with its lead, delivery and complaint, as the portal reads it. */
export interface PortalLeadRow {
  saleId: number;
  leadId: number;
  soldAt: Date;
  price: string;
  exclusive: boolean;
  priceRules: { name: string; change: number }[];
  reclaimed: boolean;
  reclaimedAt: Date | null;
  createdAt: Date;
  salutation: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  zip: string;
  city: string;
  data: Record<string, string>;
  organisationName: string;
  organisationType: OrganisationType;
  deliveryId: number | null;
  deliveryStatus: string | null;
  deliveryAttempts: number | null;
  deliveryError: string | null;
  deliveredAt: Date | null;
  deliveryFallback: boolean | null;
  /** The state of the delivery's outbox job: whether attempts are still to come. */
  deliveryJobStatus: string | null;
  /** A held delivery's lead mail in the Postausgang: staff may have sent it since. */
  leadMailStatus: string | null;
  leadMailSentAt: Date | null;
  complaintId: number | null;
  complaintStatus: string | null;
  complaintCreatedAt: Date | null;
  complaintAnswer: string | null;
}

/** The organisation as the portal's settings and test delivery need it. */
export interface PortalOrganisation {
  id: number;
  name: string;
  type: OrganisationType;
  monthlyLeadLimit: number;
  /** EUR: the price of the next lead. */
  leadSellCost: number;
}

/**
 * The portal's reads across sales, leads, deliveries (with their outbox job and held lead mail) and
 * complaints (reading only: those tables are written by their own libs). Every query is bound to one
 * organisation; the sale's index (organisation, sold_at) serves the list, primary keys and the mail's
 * unique key the joins.
 */
@Injectable()
export class PortalLeadRepository extends TransactionalRepository {
  async organisation(organisationId: number): Promise<PortalOrganisation | null> {
    const rows: PortalOrganisation[] = await this.manager.query(
      `SELECT id, name, type, monthly_lead_limit AS "monthlyLeadLimit", lead_sell_cost AS "leadSellCost" FROM organisation WHERE id = $1 AND NOT deleted`,
      [organisationId],
    );
    return rows[0] ? { ...rows[0], id: Number(rows[0].id), monthlyLeadLimit: Number(rows[0].monthlyLeadLimit), leadSellCost: Number(rows[0].leadSellCost) } : null;
  }

  async page(organisationId: number, filter: PortalLeadFilter, query: ListQuery<PortalLeadSortField>): Promise<{ rows: PortalLeadRow[]; total: number }> {
    const { where, params } = this.where(organisationId, filter);
    const order = `${SORT_COLUMNS[query.sort.field]} ${query.sort.order}, s.id ${query.sort.order}`;
    const [rows, [{ total }]] = await Promise.all([
      this.select(`${where} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`, params),
      this.manager.query(`SELECT count(*)::int AS total FROM sale s JOIN lead l ON l.id = s.lead_id ${JOINS} ${where}`, params) as Promise<{ total: number }[]>,
    ]);
    return { rows, total: Number(total) };
  }

  /** The next `limit` sales after `after`, newest first (keyset), for the export. */
  batchAfter(organisationId: number, filter: PortalLeadFilter, after: { soldAt: Date; saleId: number } | null, limit: number): Promise<PortalLeadRow[]> {
    const { where, params } = this.where(organisationId, filter);
    const keyset = after ? ` AND (s.sold_at, s.id) < ($${params.length + 1}, $${params.length + 2})` : '';
    return this.select(`${where}${keyset} ORDER BY s.sold_at DESC, s.id DESC LIMIT ${limit}`, after ? [...params, after.soldAt, after.saleId] : params);
  }

  /** The buyer's sale of lead `leadId`, or null when the lead was not sold to it. */
  async one(organisationId: number, leadId: number): Promise<PortalLeadRow | null> {
    const [row] = await this.select(`WHERE s.organisation_id = $1 AND s.lead_id = $2`, [organisationId, leadId]);
    return row ?? null;
  }

  /** This calendar range's sales the buyer keeps (not reclaimed): how many, and what they cost. */
  async keptSalesIn(organisationId: number, from: Date, before: Date): Promise<{ count: number; spent: number }> {
    const [row]: { count: number; spent: string | null }[] = await this.manager.query(
      `SELECT count(*)::int AS count, sum(price) AS spent FROM sale WHERE organisation_id = $1 AND sold_at >= $2 AND sold_at < $3 AND NOT reclaimed`,
      [organisationId, from, before],
    );
    return { count: Number(row.count), spent: Number(row.spent ?? 0) };
  }

  private async select(tail: string, params: unknown[]): Promise<PortalLeadRow[]> {
    const rows: PortalLeadRow[] = await this.manager.query(
      `SELECT s.id AS "saleId", s.lead_id AS "leadId", s.sold_at AS "soldAt", s.price, s.exclusive, s.price_rules AS "priceRules", s.reclaimed, s.reclaimed_at AS "reclaimedAt",
              l.created_at AS "createdAt", l.salutation, l.first_name AS "firstName", l.last_name AS "lastName", l.phone, l.email,
              l.street, l.zip, l.city, l.data, org.name AS "organisationName", org.type AS "organisationType",
              d.id AS "deliveryId", d.status AS "deliveryStatus", d.attempts AS "deliveryAttempts", d.last_error AS "deliveryError",
              d.delivered_at AS "deliveredAt", d.fallback AS "deliveryFallback", m.status AS "deliveryJobStatus",
              lm.status AS "leadMailStatus", lm.sent_at AS "leadMailSentAt",
              r.id AS "complaintId", r.status AS "complaintStatus", r.created_at AS "complaintCreatedAt", r.answer AS "complaintAnswer"
         FROM sale s
         JOIN lead l ON l.id = s.lead_id
         JOIN organisation org ON org.id = s.organisation_id
         ${JOINS}
         LEFT JOIN outbox_message m ON m.id = d.outbox_message_id
         LEFT JOIN outgoing_mail lm ON d.status = 'held' AND lm.dedupe_key = '${LEAD_MAIL_KEY_PREFIX}' || s.id
         ${tail}`,
      params,
    );
    return rows.map((row) => ({ ...row, saleId: Number(row.saleId), leadId: Number(row.leadId), data: row.data ?? {} }));
  }

  private where(organisationId: number, filter: PortalLeadFilter): { where: string; params: unknown[] } {
    const params: unknown[] = [organisationId];
    const conditions = ['s.organisation_id = $1'];
    const add = (sql: string, value: unknown) => conditions.push(sql.replace('?', `$${params.push(value)}`));
    if (filter.soldFrom) add('s.sold_at >= ?', filter.soldFrom);
    if (filter.soldBefore) add('s.sold_at < ?', filter.soldBefore);
    if (filter.zipPrefix) add(`l.zip LIKE ?`, `${filter.zipPrefix}%`);
    if (filter.complaint === 'none') conditions.push('r.id IS NULL');
    else if (filter.complaint) add('r.status = ?', filter.complaint);
    if (filter.leadIds) add('s.lead_id = ANY(?::int[])', filter.leadIds);
    if (filter.outcome) conditions.push(saleOutcomeCondition('s', `$${params.push([filter.outcome])}`));
    return { where: `WHERE ${conditions.join(' AND ')}`, params };
  }
}

/** The sale's delivery and complaint (each at most one per sale, by their unique indexes). */
const JOINS = `LEFT JOIN delivery d ON d.sale_id = s.id
  LEFT JOIN reclamation_request r ON r.sale_id = s.id`;
