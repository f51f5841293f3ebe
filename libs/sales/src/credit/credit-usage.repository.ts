import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';

/**
 * What buyers owe against their credit limit, read from the sales and the invoices (libs/invoicing stores them;
 * it depends on this lib, so the tables are read here by name rather than through its service).
 */
@Injectable()
export class CreditUsageRepository extends TransactionalRepository {
  /**
   * EUR (net) per organisation: its open invoices (an open correction's credit counts against them) plus its
   * sales since `unbilledSince` that were not reclaimed and are on no open or paid invoice yet. A paid invoice
   * frees its amount; a cancelled one puts its sales back among the unbilled.
   */
  async used(organisationIds: readonly number[], unbilledSince: Date): Promise<Map<number, number>> {
    if (organisationIds.length === 0) return new Map();
    const rows: { id: number; open_cents: string; unbilled: string }[] = await this.manager.query(
      `SELECT o.id,
              COALESCE((SELECT sum(i.net_cents) FROM invoice i WHERE i.organisation_id = o.id AND i.status = 'open'), 0) AS open_cents,
              COALESCE((SELECT sum(s.price) FROM sale s
                         WHERE s.organisation_id = o.id AND NOT s.reclaimed AND s.sold_at >= $2
                           AND NOT EXISTS (SELECT 1 FROM invoice_item it JOIN invoice i ON i.id = it.invoice_id
                                            WHERE it.sale_id = s.id AND i.status IN ('open', 'paid'))), 0) AS unbilled
         FROM organisation o WHERE o.id = ANY($1::int[])`,
      [organisationIds, unbilledSince],
    );
    return new Map(rows.map((row) => [Number(row.id), (Number(row.open_cents) + Math.round(Number(row.unbilled) * 100)) / 100]));
  }

  /** The organisation's credit limit (EUR), null without one or without the organisation. */
  async limitOf(organisationId: number): Promise<number | null> {
    const [row]: { credit_limit: string | null }[] = await this.manager.query(`SELECT credit_limit FROM organisation WHERE id = $1`, [organisationId]);
    return row?.credit_limit === null || row?.credit_limit === undefined ? null : Number(row.credit_limit);
  }

  /**
   * Notes the 80 % mail of this crossing; false when another sale noted it first (the row lock makes
   * concurrent sales of the same buyer wait for each other here, and the second finds it set).
   */
  async markWarned(organisationId: number, at: Date): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.manager.query(
      `UPDATE organisation SET credit_limit_warned_at = $2 WHERE id = $1 AND credit_limit_warned_at IS NULL RETURNING id`,
      [organisationId, at],
    );
    return rows.length === 1;
  }

  /** Below 80 % again (paid, reclaimed, or a higher limit): the next crossing mails again. */
  async clearWarned(organisationId: number): Promise<void> {
    await this.manager.query(`UPDATE organisation SET credit_limit_warned_at = NULL WHERE id = $1 AND credit_limit_warned_at IS NOT NULL`, [organisationId]);
  }
}
