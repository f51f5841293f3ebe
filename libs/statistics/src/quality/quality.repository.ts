import { Injectable } from '@nestjs/common';
import { LOST_REASONS, OUTCOME_FUNNEL, type LostReason } from '@app/contract';
import { TransactionalRepository } from '@app/infrastructure';
import type { QualityGroup } from './quality.dto';

/** The figures of the sales of one group to one buyer (the revenue rule applies per buyer). */
export interface QualityTally {
  key: string;
  organisationId: number;
  sales: number;
  reclamations: number;
  revenueCents: number;
  reclaimedCents: number;
  withOutcome: number;
  reached: number;
  appointment: number;
  offer: number;
  won: number;
  wonCents: number;
  /** Sales whose outcome is lost, by the buyer's reason (a lost outcome without one counts as other). */
  lost: Record<LostReason, number>;
}

/** The group of a sale: its lead's source, its buyer, or the first two digits of its lead's postal code. */
const KEY: Record<QualityGroup, string> = {
  leadsource: 'l.leadsource_id::text',
  organisation: 's.organisation_id::text',
  zip2: 'left(l.zip, 2)',
};

/** Per lost reason (parameters $6 on, in LOST_REASONS' order) the sales lost for it; a lost outcome without a reason is 'other'. */
const LOST_COLUMNS = LOST_REASONS.map((_reason, index) => `count(*) FILTER (WHERE o.status = 'lost' AND coalesce(o.reason, 'other') = $${index + 6}) AS lost_${index}`).join(', ');

/** Read-only queries of the report 'Lead-Qualität' over sales, their leads and their outcomes. */
@Injectable()
export class QualityRepository extends TransactionalRepository {
  /** Per group and buyer: the sales sold in [start, end) and what became of them. */
  async tallies(groupBy: QualityGroup, start: Date, end: Date): Promise<QualityTally[]> {
    const rows: Record<string, string>[] = await this.manager.query(
      `SELECT ${KEY[groupBy]} AS key, s.organisation_id,
              count(*) AS sales,
              count(*) FILTER (WHERE s.reclaimed) AS reclamations,
              coalesce(sum(round(s.price * 100)), 0) AS revenue_cents,
              coalesce(sum(round(s.price * 100)) FILTER (WHERE s.reclaimed), 0) AS reclaimed_cents,
              count(o.sale_id) AS with_outcome,
              count(*) FILTER (WHERE o.status = ANY($3::varchar[])) AS reached,
              count(*) FILTER (WHERE o.status = ANY($4::varchar[])) AS appointment,
              count(*) FILTER (WHERE o.status = ANY($5::varchar[])) AS offer,
              count(*) FILTER (WHERE o.status = 'won') AS won,
              coalesce(sum(round(o.value * 100)) FILTER (WHERE o.status = 'won'), 0) AS won_cents,
              ${LOST_COLUMNS}
         FROM sale s
         JOIN lead l ON l.id = s.lead_id
         LEFT JOIN lead_outcome o ON o.sale_id = s.id
        WHERE s.sold_at >= $1 AND s.sold_at < $2
        GROUP BY 1, 2`,
      [start, end, [...OUTCOME_FUNNEL.reached], [...OUTCOME_FUNNEL.appointment], [...OUTCOME_FUNNEL.offer], ...LOST_REASONS],
    );
    return rows.map((row) => ({
      key: row.key ?? '',
      organisationId: Number(row.organisation_id),
      sales: Number(row.sales),
      reclamations: Number(row.reclamations),
      revenueCents: Number(row.revenue_cents),
      reclaimedCents: Number(row.reclaimed_cents),
      withOutcome: Number(row.with_outcome),
      reached: Number(row.reached),
      appointment: Number(row.appointment),
      offer: Number(row.offer),
      won: Number(row.won),
      wonCents: Number(row.won_cents),
      lost: Object.fromEntries(LOST_REASONS.map((reason, index) => [reason, Number(row[`lost_${index}`])])) as Record<LostReason, number>,
    }));
  }

  /** Different leads sold in [start, end) per group, and over all groups (a lead sold to three buyers counts once). */
  async leadsSold(groupBy: QualityGroup, start: Date, end: Date): Promise<{ byKey: Map<string, number>; total: number }> {
    const rows: { key: string | null; leads: string }[] = await this.manager.query(
      `SELECT ${KEY[groupBy]} AS key, count(DISTINCT s.lead_id) AS leads
         FROM sale s JOIN lead l ON l.id = s.lead_id
        WHERE s.sold_at >= $1 AND s.sold_at < $2
        GROUP BY 1`,
      [start, end],
    );
    const [total]: { leads: string }[] = await this.manager.query('SELECT count(DISTINCT lead_id) AS leads FROM sale WHERE sold_at >= $1 AND sold_at < $2', [start, end]);
    return { byKey: new Map(rows.map((row) => [row.key ?? '', Number(row.leads)])), total: Number(total.leads) };
  }

  async leadsources(ids: number[]): Promise<Map<number, { name: string; leadCost: string | null }>> {
    const rows: { id: number; name: string; lead_cost: string | null }[] = await this.manager.query('SELECT id, name, lead_cost FROM leadsource WHERE id = ANY($1)', [ids]);
    return new Map(rows.map((row) => [Number(row.id), { name: row.name, leadCost: row.lead_cost }]));
  }
}
