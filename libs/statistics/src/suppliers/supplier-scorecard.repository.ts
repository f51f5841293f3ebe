import { Injectable } from '@nestjs/common';
import { OUTCOME_FUNNEL, type LeadQualityStatusCode, type SalesTally } from '@app/contract';
import { TransactionalRepository } from '@app/infrastructure';
import type { SupplierLeadTally, SupplierPingTally } from './supplier-scorecard';

/** A lead is of low quality when its verdict held it for staff or rejected it. */
const LOW_QUALITY: readonly LeadQualityStatusCode[] = ['review', 'rejected'];

/** The sales of one source's leads to one buyer: the revenue rule applies per buyer. */
export interface SupplierBuyerSales extends SalesTally {
  leadsourceId: number;
  organisationId: number;
  withOutcome: number;
  reached: number;
  appointment: number;
  won: number;
  wonCents: number;
}

/**
 * Read-only queries of Lieferanten-Qualität: the leads that came in during [start, end) by their date
 * (`created_at`, index ix_lead_created_id), their sales (uq_sale_lead_organisation starts with lead_id) and
 * the buyers' outcomes of those sales.
 */
@Injectable()
export class SupplierScorecardRepository extends TransactionalRepository {
  async leadTallies(start: Date, end: Date): Promise<Map<number, SupplierLeadTally>> {
    const rows: Record<string, string>[] = await this.manager.query(
      `SELECT l.leadsource_id,
              count(*) AS leads,
              count(*) FILTER (WHERE l.duplicate_of_id IS NOT NULL) AS duplicates,
              count(*) FILTER (WHERE l.quality_status = ANY($3::varchar[])) AS low_quality,
              count(*) FILTER (WHERE l.supplier_reclaimed_at IS NOT NULL) AS supplier_reclaimed,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM sale s WHERE s.lead_id = l.id)) AS sold_leads
         FROM lead l
        WHERE l.created_at >= $1 AND l.created_at < $2
        GROUP BY l.leadsource_id`,
      [start, end, LOW_QUALITY],
    );
    return new Map(
      rows.map((row) => [
        Number(row.leadsource_id),
        {
          leads: Number(row.leads),
          duplicates: Number(row.duplicates),
          lowQuality: Number(row.low_quality),
          supplierReclaimed: Number(row.supplier_reclaimed),
          soldLeads: Number(row.sold_leads),
        },
      ]),
    );
  }

  /**
   * Ping/post per source: the pings of the Berlin days `startDay`..`endDay` (those swept already are counted per day in
   * `lead_ping_day`, the others are still in `lead_ping`, index ix_lead_ping_source_created), and the leads of
   * [start, end) posted with a ping, with what their pings offered.
   */
  async pingTallies(start: Date, end: Date, startDay: string, endDay: string): Promise<Map<number, SupplierPingTally>> {
    const rows: Record<string, string>[] = await this.manager.query(
      `WITH pings AS (
              SELECT leadsource_id, sum(pings) AS pings FROM lead_ping_day WHERE day BETWEEN $3::date AND $4::date GROUP BY 1
              UNION ALL
              SELECT leadsource_id, count(*) FROM lead_ping WHERE created_at >= $1 AND created_at < $2 GROUP BY 1),
            posts AS (
              SELECT leadsource_id,
                     count(*) AS accepted,
                     count(*) FILTER (WHERE supplier_reclaimed_at IS NULL) AS paid,
                     coalesce(sum(round(ping_price * 100)) FILTER (WHERE supplier_reclaimed_at IS NULL), 0) AS paid_cents,
                     count(*) FILTER (WHERE supplier_reclaimed_at IS NULL AND ping_price IS NULL) AS unpriced
                FROM lead
               WHERE created_at >= $1 AND created_at < $2 AND ping_id IS NOT NULL
               GROUP BY 1)
       SELECT coalesce(p.leadsource_id, q.leadsource_id) AS leadsource_id, coalesce(p.pings, 0) AS pings,
              coalesce(q.accepted, 0) AS accepted, coalesce(q.paid, 0) AS paid, coalesce(q.paid_cents, 0) AS paid_cents, coalesce(q.unpriced, 0) AS unpriced
         FROM (SELECT leadsource_id, sum(pings) AS pings FROM pings GROUP BY 1) p
         FULL JOIN posts q ON q.leadsource_id = p.leadsource_id`,
      [start, end, startDay, endDay],
    );
    return new Map(
      rows.map((row) => [
        Number(row.leadsource_id),
        { pings: Number(row.pings), accepted: Number(row.accepted), paid: Number(row.paid), paidCents: Number(row.paid_cents), unpriced: Number(row.unpriced) },
      ]),
    );
  }

  /** Per source and buyer: the sales of the leads that came in during [start, end), whenever they were sold. */
  async salesTallies(start: Date, end: Date): Promise<SupplierBuyerSales[]> {
    const rows: Record<string, string>[] = await this.manager.query(
      `SELECT l.leadsource_id, s.organisation_id,
              count(*) AS sales,
              count(*) FILTER (WHERE s.reclaimed) AS reclamations,
              coalesce(sum(round(s.price * 100)), 0) AS revenue_cents,
              coalesce(sum(round(s.price * 100)) FILTER (WHERE s.reclaimed), 0) AS reclaimed_cents,
              count(o.sale_id) AS with_outcome,
              count(*) FILTER (WHERE o.status = ANY($3::varchar[])) AS reached,
              count(*) FILTER (WHERE o.status = ANY($4::varchar[])) AS appointment,
              count(*) FILTER (WHERE o.status = ANY($5::varchar[])) AS won,
              coalesce(sum(round(o.value * 100)) FILTER (WHERE o.status = ANY($5::varchar[])), 0) AS won_cents
         FROM lead l
         JOIN sale s ON s.lead_id = l.id
         LEFT JOIN lead_outcome o ON o.sale_id = s.id
        WHERE l.created_at >= $1 AND l.created_at < $2
        GROUP BY 1, 2`,
      [start, end, [...OUTCOME_FUNNEL.reached], [...OUTCOME_FUNNEL.appointment], [...OUTCOME_FUNNEL.won]],
    );
    return rows.map((row) => ({
      leadsourceId: Number(row.leadsource_id),
      organisationId: Number(row.organisation_id),
      count: Number(row.sales),
      reclamations: Number(row.reclamations),
      revenueCents: Number(row.revenue_cents),
      reclaimedCents: Number(row.reclaimed_cents),
      withOutcome: Number(row.with_outcome),
      reached: Number(row.reached),
      appointment: Number(row.appointment),
      won: Number(row.won),
      wonCents: Number(row.won_cents),
    }));
  }
}
