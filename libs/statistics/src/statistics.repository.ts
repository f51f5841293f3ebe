import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import type { SalesTally } from '@app/contract';

/**
 * Read-only reporting queries over sales, leads and buyers. Statistics write nothing: the daily tally is
 * kept by the database (trigger on `sale`), every other table by the lib that owns it.
 */
export interface TallyFilter {
  /** Berlin days, 'YYYY-MM-DD'; `toDay` excluded. */
  fromDay: string | null;
  toDay: string | null;
  organisationId: number | null;
  leadsourceId: number | null;
}

export interface MonthTally extends SalesTally {
  organisationId: number;
  /** First day of the Berlin month, 'YYYY-MM-DD'. */
  month: string;
}

export interface CompanyRecord {
  id: number;
  name: string;
  active: boolean;
  deleted: boolean;
  leadSellCost: string;
  reclamationQuote: string;
  monthlyLeadGoal: number;
}

export interface SoldLeadRecord {
  saleId: number;
  soldAt: Date;
  price: string;
  reclaimed: boolean;
  reclaimedAt: Date | null;
  organisationId: number;
  leadId: number;
  firstName: string;
  lastName: string;
  zip: string;
  createdAt: Date;
  qualified: boolean;
  qualifiedAt: Date | null;
  pipedriveId: string | null;
  leadsourceId: number;
}

const tally = (row: { count: string | number; reclamations: string | number; revenue_cents: string | number; reclaimed_cents: string | number }): SalesTally => ({
  count: Number(row.count),
  reclamations: Number(row.reclamations),
  revenueCents: Number(row.revenue_cents),
  reclaimedCents: Number(row.reclaimed_cents),
});

@Injectable()
export class StatisticsRepository extends TransactionalRepository {
  async leadsourceIdBySlug(slug: string): Promise<number | null> {
    const rows: { id: number }[] = await this.manager.query(`SELECT id FROM leadsource WHERE slug = $1`, [slug]);
    return rows[0]?.id ?? null;
  }

  async companies(ids?: number[]): Promise<Map<number, CompanyRecord>> {
    const rows: CompanyRecord[] = await this.manager.query(
      `SELECT id, name, active, deleted, lead_sell_cost AS "leadSellCost", reclamation_quote AS "reclamationQuote", monthly_lead_goal AS "monthlyLeadGoal"
         FROM organisation ${ids ? 'WHERE id = ANY($1)' : ''}`,
      ids ? [ids] : [],
    );
    return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
  }

  /**
   * Per buyer and Berlin month: whole months from the monthly tally, the days of a month the filter
   * covers only in part from the daily one.
   */
  async monthTallies(filter: TallyFilter): Promise<MonthTally[]> {
    const { dayRanges, months } = splitByMonth(filter.fromDay, filter.toDay);
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const scope = [filter.organisationId ? `organisation_id = ${param(filter.organisationId)}` : null, filter.leadsourceId ? `leadsource_id = ${param(filter.leadsourceId)}` : null].filter(Boolean);
    const parts: string[] = [];
    if (months) {
      const conditions = [...scope, months.from ? `month >= ${param(months.from)}` : null, months.before ? `month < ${param(months.before)}` : null].filter(Boolean);
      parts.push(`SELECT organisation_id, month, count, reclamations, revenue_cents, reclaimed_cents FROM sales_month_tally ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`);
    }
    for (const range of dayRanges) {
      const conditions = [...scope, `day >= ${param(range.from)}`, `day < ${param(range.before)}`];
      parts.push(`SELECT organisation_id, date_trunc('month', day)::date AS month, count, reclamations, revenue_cents, reclaimed_cents FROM sales_day_tally WHERE ${conditions.join(' AND ')}`);
    }
    const rows: { organisation_id: number; month: string; count: string; reclamations: string; revenue_cents: string; reclaimed_cents: string }[] =
      await this.manager.query(
        `SELECT organisation_id, to_char(month, 'YYYY-MM-DD') AS month, sum(count) AS count, sum(reclamations) AS reclamations,
                sum(revenue_cents) AS revenue_cents, sum(reclaimed_cents) AS reclaimed_cents
           FROM (${parts.join(' UNION ALL ')}) tallies
          GROUP BY organisation_id, month
         HAVING sum(count) > 0`,
        params,
      );
    return rows.map((row) => ({ organisationId: Number(row.organisation_id), month: row.month, ...tally(row) }));
  }

  /**
   * Sold and reclaimed sales per named period of Berlin days [fromDay, toDay): periods of whole months
   * from the monthly tally, the others (days, weeks) from the daily tally, each read only as far back as needed.
   */
  async salesPerPeriod(periods: Record<string, { fromDay: string; toDay: string }>): Promise<Record<string, { sold: number; reclamations: number }>> {
    const byMonth = Object.entries(periods).filter(([, period]) => isMonthStart(period.fromDay) && isMonthStart(period.toDay));
    const byDay = Object.entries(periods).filter(([, period]) => !(isMonthStart(period.fromDay) && isMonthStart(period.toDay)));
    const sums = async (table: string, column: string, entries: [string, { fromDay: string; toDay: string }][]) => {
      if (!entries.length) return {};
      const params = entries.flatMap(([, period]) => [period.fromDay, period.toDay]);
      const columns = entries.flatMap(([name], index) => [
        `coalesce(sum(count) FILTER (WHERE ${column} >= $${index * 2 + 1} AND ${column} < $${index * 2 + 2}), 0) AS "${name}_sold"`,
        `coalesce(sum(reclamations) FILTER (WHERE ${column} >= $${index * 2 + 1} AND ${column} < $${index * 2 + 2}), 0) AS "${name}_reclamations"`,
      ]);
      const earliest = entries.map(([, period]) => period.fromDay).sort()[0];
      const [row]: Record<string, string>[] = await this.manager.query(`SELECT ${columns.join(', ')} FROM ${table} WHERE ${column} >= $${params.length + 1}`, [...params, earliest]);
      return Object.fromEntries(entries.map(([name]) => [name, { sold: Number(row[`${name}_sold`]), reclamations: Number(row[`${name}_reclamations`]) }]));
    };
    const [months, days] = await Promise.all([sums('sales_month_tally', 'month', byMonth), sums('sales_day_tally', 'day', byDay)]);
    return { ...months, ...days };
  }

  /** Sold and reclaimed sales per Berlin day in [fromDay, toDay); days without sales are left out. */
  async salesPerDay(fromDay: string, toDay: string): Promise<Map<string, { sold: number; reclamations: number }>> {
    const rows: { day: string; sold: string; reclamations: string }[] = await this.manager.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(count) AS sold, sum(reclamations) AS reclamations
         FROM sales_day_tally
        WHERE day >= $1 AND day < $2
        GROUP BY day`,
      [fromDay, toDay],
    );
    return new Map(rows.map((row) => [row.day, { sold: Number(row.sold), reclamations: Number(row.reclamations) }]));
  }

  /** Leads created per Berlin day in [fromDay, toDay), from the daily lead tally; days without leads are left out. */
  async leadsPerDay(fromDay: string, toDay: string): Promise<Map<string, number>> {
    const rows: { day: string; leads: string }[] = await this.manager.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(leads) AS leads
         FROM lead_day_tally
        WHERE day >= $1 AND day < $2
        GROUP BY day
       HAVING sum(leads) > 0`,
      [fromDay, toDay],
    );
    return new Map(rows.map((row) => [row.day, Number(row.leads)]));
  }

  /**
   * Leads created per named period of Berlin days [fromDay, toDay), plus the totals, from the daily lead
   * tally (kept by the database with every lead and sale) instead of counting every lead per request.
   */
  async leadCounts(periods: Record<string, { fromDay: string; toDay: string }>): Promise<{ all: number; qualified: number; sold: number; created: Record<string, number> }> {
    const names = Object.keys(periods);
    const columns = names.map((name, index) => `coalesce(sum(leads) FILTER (WHERE day >= $${index * 2 + 1} AND day < $${index * 2 + 2}), 0) AS "${name}"`);
    const params = names.flatMap((name) => [periods[name].fromDay, periods[name].toDay]);
    const [row]: Record<string, string>[] = await this.manager.query(
      `SELECT coalesce(sum(leads), 0) AS all, coalesce(sum(qualified), 0) AS qualified, coalesce(sum(sold), 0) AS sold, ${columns.join(', ')} FROM lead_day_tally`,
      params,
    );
    return {
      all: Number(row.all),
      qualified: Number(row.qualified),
      sold: Number(row.sold),
      created: Object.fromEntries(names.map((name) => [name, Number(row[name])])),
    };
  }

  async organisationCounts(monthStart: Date): Promise<Record<'all' | 'active' | 'inactive' | 'deleted' | 'deletedThisMonth' | 'createdThisMonth', number>> {
    const [row]: Record<string, string>[] = await this.manager.query(
      `SELECT count(*) AS all,
              count(*) FILTER (WHERE active AND NOT deleted) AS active,
              count(*) FILTER (WHERE NOT active AND NOT deleted) AS inactive,
              count(*) FILTER (WHERE deleted) AS deleted,
              count(*) FILTER (WHERE deleted AND deleted_at >= $1) AS deleted_this_month,
              count(*) FILTER (WHERE creation_date >= $1) AS created_this_month
         FROM organisation`,
      [monthStart],
    );
    return {
      all: Number(row.all),
      active: Number(row.active),
      inactive: Number(row.inactive),
      deleted: Number(row.deleted),
      deletedThisMonth: Number(row.deleted_this_month),
      createdThisMonth: Number(row.created_this_month),
    };
  }

  /** The sales (with their leads) of the given buyers in [start, end), oldest first. */
  async soldLeads(filter: { start: Date | null; end: Date | null; organisationId: number | null; leadsourceId: number | null }): Promise<SoldLeadRecord[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      conditions.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.start) add('s.sold_at >= ?', filter.start);
    if (filter.end) add('s.sold_at < ?', filter.end);
    if (filter.organisationId) add('s.organisation_id = ?', filter.organisationId);
    if (filter.leadsourceId) add('l.leadsource_id = ?', filter.leadsourceId);
    const rows: SoldLeadRecord[] = await this.manager.query(
      `SELECT s.id AS "saleId", s.sold_at AS "soldAt", s.price, s.reclaimed, s.reclaimed_at AS "reclaimedAt", s.organisation_id AS "organisationId",
              l.id AS "leadId", l.first_name AS "firstName", l.last_name AS "lastName", l.zip, l.created_at AS "createdAt",
              l.qualified, l.qualified_at AS "qualifiedAt", l.pipedrive_id AS "pipedriveId", l.leadsource_id AS "leadsourceId"
         FROM sale s JOIN lead l ON l.id = s.lead_id
        ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY s.sold_at, s.id`,
      params,
    );
    return rows.map((row) => ({ ...row, saleId: Number(row.saleId), leadId: Number(row.leadId), organisationId: Number(row.organisationId), leadsourceId: Number(row.leadsourceId) }));
  }
}

const isMonthStart = (day: string) => day.endsWith('-01');

/** The first day of the month after the one `day` ('YYYY-MM-DD') is in. */
function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * A range of Berlin days [fromDay, toDay) (open where null) as whole months [from, before) plus the
 * day ranges of the months it covers only in part.
 */
export function splitByMonth(
  fromDay: string | null,
  toDay: string | null,
): { months: { from: string | null; before: string | null } | null; dayRanges: { from: string; before: string }[] } {
  const firstWhole = fromDay === null ? null : isMonthStart(fromDay) ? fromDay : nextMonthStart(fromDay);
  const endWhole = toDay === null ? null : `${toDay.slice(0, 8)}01`;
  if (fromDay !== null && toDay !== null && (fromDay >= toDay || firstWhole! >= endWhole!)) {
    return { months: null, dayRanges: fromDay < toDay ? [{ from: fromDay, before: toDay }] : [] };
  }
  const dayRanges: { from: string; before: string }[] = [];
  if (fromDay !== null && fromDay !== firstWhole) dayRanges.push({ from: fromDay, before: firstWhole! });
  if (toDay !== null && toDay !== endWhole) dayRanges.push({ from: endWhole!, before: toDay });
  return { months: { from: firstWhole, before: endWhole }, dayRanges };
}
