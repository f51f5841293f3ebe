import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import type { BerlinMonth, InstantRange } from '@app/contract';
import type { EvaluationCandidate } from './evaluation-rules';

/** What the evaluation mail needs of its organisation (apiKey: the key of its complaint-page token). */
export interface EvaluationOrganisation extends EvaluationCandidate {
  name: string;
  apiKey: string;
}

/** One lead of the month as the evaluation mail lists it. */
export interface EvaluatedLead {
  leadId: number;
  soldAt: Date;
  firstName: string;
  lastName: string;
  zip: string;
  city: string;
}

const monthStart = ({ year, month }: BerlinMonth) => `${year}-${String(month).padStart(2, '0')}-01`;
const SALES_IN_MONTH = `(SELECT sum(count) FROM sales_month_tally t WHERE t.organisation_id = o.id AND t.month = $1)`;

/** Read-only: organisations, sales and leads behind the lead evaluation mail (their tables belong to other libs). */
@Injectable()
export class EvaluationRepository extends TransactionalRepository {
  /**
   * Every organisation that bought in the month, with what decides whether it is due. From the monthly
   * tally (one indexed month) rather than from a month of sales.
   */
  async buyersOf(month: BerlinMonth): Promise<EvaluationCandidate[]> {
    const rows: { id: number; deleted: boolean; lead_evaluation_day: number; lead_evaluation_mail: string; sales: string }[] = await this.manager.query(
      `SELECT o.id, o.deleted, o.lead_evaluation_day, o.lead_evaluation_mail, t.sales
         FROM (SELECT organisation_id, sum(count) AS sales FROM sales_month_tally WHERE month = $1 GROUP BY organisation_id) t
         JOIN organisation o ON o.id = t.organisation_id
        ORDER BY o.id`,
      [monthStart(month)],
    );
    return rows.map((row) => ({ id: Number(row.id), deleted: row.deleted, leadEvaluationDay: Number(row.lead_evaluation_day), leadEvaluationMail: row.lead_evaluation_mail, sales: Number(row.sales) }));
  }

  async organisation(id: number, month: BerlinMonth): Promise<EvaluationOrganisation | null> {
    const rows: { id: number; name: string; api_key: string; deleted: boolean; lead_evaluation_day: number; lead_evaluation_mail: string; sales: string | null }[] =
      await this.manager.query(
        `SELECT o.id, o.name, o.api_key, o.deleted, o.lead_evaluation_day, o.lead_evaluation_mail, ${SALES_IN_MONTH} AS sales
           FROM organisation o
          WHERE o.id = $2`,
        [monthStart(month), id],
      );
    const row = rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      name: row.name,
      apiKey: row.api_key,
      deleted: row.deleted,
      leadEvaluationDay: Number(row.lead_evaluation_day),
      leadEvaluationMail: row.lead_evaluation_mail,
      sales: Number(row.sales ?? 0),
    };
  }

  /** The organisation's leads bought in [start, end), oldest first. */
  async leadsBought(organisationId: number, range: InstantRange): Promise<EvaluatedLead[]> {
    const rows: EvaluatedLead[] = await this.manager.query(
      `SELECT l.id AS "leadId", s.sold_at AS "soldAt", l.first_name AS "firstName", l.last_name AS "lastName", l.zip, l.city
         FROM sale s JOIN lead l ON l.id = s.lead_id
        WHERE s.organisation_id = $1 AND s.sold_at >= $2 AND s.sold_at < $3
        ORDER BY s.sold_at, s.id`,
      [organisationId, range.start, range.end],
    );
    return rows.map((row) => ({ ...row, leadId: Number(row.leadId) }));
  }
}
