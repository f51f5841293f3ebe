import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import type { BerlinMonth, InstantRange } from '@app/contract';
import type { StatisticMailCandidate } from './statistic-recipients';

/** What the statistics mail needs of its organisation. */
export interface StatisticMailOrganisation extends StatisticMailCandidate {
  name: string;
  email: string;
}

/** One sold lead of the month as the buyer's lead list shows it. */
export interface StatisticLeadRow {
  soldAt: Date;
  price: string;
  reclaimed: boolean;
  leadId: number;
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
}

const monthStart = ({ year, month }: BerlinMonth) => `${year}-${String(month).padStart(2, '0')}-01`;

/** Read-only: the organisations and sales behind the monthly statistics mail (their tables belong to other libs). */
@Injectable()
export class MonthlyMailRepository extends TransactionalRepository {
  /**
   * Every organisation that bought in the Berlin month, with what decides whether it gets the mail.
   * Read from the monthly tally (one indexed month), not from a month of sales.
   */
  async buyersOf(month: BerlinMonth): Promise<StatisticMailCandidate[]> {
    const rows: { id: number; deleted: boolean; send_statistic: boolean; sales: string }[] = await this.manager.query(
      `SELECT o.id, o.deleted, o.send_statistic, t.sales
         FROM (SELECT organisation_id, sum(count) AS sales FROM sales_month_tally WHERE month = $1 GROUP BY organisation_id) t
         JOIN organisation o ON o.id = t.organisation_id
        ORDER BY o.id`,
      [monthStart(month)],
    );
    return rows.map((row) => ({ id: Number(row.id), deleted: row.deleted, sendStatistic: row.send_statistic, sales: Number(row.sales) }));
  }

  async organisation(id: number, month: BerlinMonth): Promise<StatisticMailOrganisation | null> {
    const rows: { id: number; name: string; email: string; deleted: boolean; send_statistic: boolean; sales: string | null }[] = await this.manager.query(
      `SELECT o.id, o.name, o.email, o.deleted, o.send_statistic,
              (SELECT sum(count) FROM sales_month_tally t WHERE t.organisation_id = o.id AND t.month = $2) AS sales
         FROM organisation o
        WHERE o.id = $1`,
      [id, monthStart(month)],
    );
    const row = rows[0];
    if (!row) return null;
    return { id: Number(row.id), name: row.name, email: row.email, deleted: row.deleted, sendStatistic: row.send_statistic, sales: Number(row.sales ?? 0) };
  }

  /** The organisation's sales in [start, end) with their leads' contact data, oldest first. */
  async soldLeads(organisationId: number, range: InstantRange): Promise<StatisticLeadRow[]> {
    const rows: StatisticLeadRow[] = await this.manager.query(
      `SELECT s.sold_at AS "soldAt", s.price, s.reclaimed, l.id AS "leadId", l.salutation, l.first_name AS "firstName", l.last_name AS "lastName",
              l.email, l.phone, l.street, l.zip, l.city
         FROM sale s JOIN lead l ON l.id = s.lead_id
        WHERE s.organisation_id = $1 AND s.sold_at >= $2 AND s.sold_at < $3
        ORDER BY s.sold_at, s.id`,
      [organisationId, range.start, range.end],
    );
    return rows.map((row) => ({ ...row, leadId: Number(row.leadId) }));
  }
}
