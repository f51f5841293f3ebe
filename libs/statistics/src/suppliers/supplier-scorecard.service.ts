import { Injectable } from '@nestjs/common';
import { berlinWallClock, salesMoney, toCents, type ListQuery } from '@app/contract';
import { Clock, type ListPage } from '@app/infrastructure';
import { QualityRepository } from '../quality/quality.repository';
import { StatisticsException } from '../statistics.exception';
import { StatisticsRepository } from '../statistics.repository';
import type { SupplierScorecardRowDto, SupplierSortField } from './supplier-scorecard.dto';
import { SupplierScorecardRepository } from './supplier-scorecard.repository';
import {
  addSales,
  NO_LEADS,
  NO_PINGS,
  NO_SALES,
  scorecardPeriod,
  scorecardRow,
  scorecardTotal,
  sortScorecard,
  type ScorecardPeriod,
  type SupplierLeadTally,
  type SupplierPingTally,
  type SupplierSaleTally,
} from './supplier-scorecard';

interface ScorecardEntry {
  row: SupplierScorecardRowDto;
  leads: SupplierLeadTally;
  sales: SupplierSaleTally;
  pings?: SupplierPingTally;
}

/**
 * Lieferanten-Qualität (issue 31 §3): per lead source, what became of the leads it delivered in a period,
 * from the duplicates and the intake verdict to the buyers' complaints, outcomes and orders, against what the
 * leads cost. Income follows the statistics' one revenue rule per buyer, as in Lead-Qualität.
 */
@Injectable()
export class SupplierScorecardService {
  constructor(
    private readonly scorecard: SupplierScorecardRepository,
    private readonly quality: QualityRepository,
    private readonly statistics: StatisticsRepository,
    private readonly clock: Clock,
  ) {}

  /** One page of the rows in the asked order (ra-data-simple-rest's range and sort). */
  async list(query: ListQuery<SupplierSortField>, params: Record<string, unknown>): Promise<ListPage<SupplierScorecardRowDto>> {
    const { entries } = await this.entries(query, params);
    const rows = sortScorecard(entries.map((entry) => entry.row), query.sort);
    return { rows: rows.slice(query.offset, query.offset + query.limit), total: rows.length, offset: query.offset };
  }

  /** Every row in the asked order and the sum of all, for the export. */
  async report(query: ListQuery<SupplierSortField>, params: Record<string, unknown>): Promise<{ period: ScorecardPeriod; rows: SupplierScorecardRowDto[]; total: SupplierScorecardRowDto }> {
    const { period, entries } = await this.entries(query, params);
    const rows = sortScorecard(entries.map((entry) => entry.row), query.sort);
    return { period, rows, total: scorecardTotal('Gesamt', entries) };
  }

  private async entries(query: ListQuery<SupplierSortField>, params: Record<string, unknown>): Promise<{ period: ScorecardPeriod; entries: ScorecardEntry[] }> {
    const period = scorecardPeriod(params, query.filter, berlinWallClock(this.clock.now()).date);
    if ('error' in period) throw new StatisticsException('INVALID_FILTER', period.error);
    const [leads, buyerSales, pings] = await Promise.all([
      this.scorecard.leadTallies(period.from, period.to),
      this.scorecard.salesTallies(period.from, period.to),
      this.scorecard.pingTallies(period.from, period.to, period.start, period.end),
    ]);
    // Ping/post's columns only when it was used in the period: without pings the report stays as it was.
    const pinged = pings.size > 0;
    const ids = [...new Set([...leads.keys(), ...pings.keys()])];
    const [sources, companies] = await Promise.all([
      this.quality.leadsources(ids),
      this.statistics.companies([...new Set(buyerSales.map((tally) => tally.organisationId))]),
    ]);
    const sales = new Map<number, SupplierSaleTally>();
    for (const tally of buyerSales) {
      const incomeCents = toCents(salesMoney(tally, companies.get(tally.organisationId)?.reclamationQuote).income);
      const { count, reclamations, withOutcome, reached, appointment, won, wonCents } = tally;
      sales.set(tally.leadsourceId, addSales(sales.get(tally.leadsourceId) ?? NO_SALES, { sales: count, reclamations, incomeCents, withOutcome, reached, appointment, won, wonCents }));
    }
    const entries = ids.map((id): ScorecardEntry => {
      const tally = leads.get(id) ?? NO_LEADS;
      const source = sources.get(id);
      const sold = sales.get(id) ?? NO_SALES;
      const pingTally = pinged ? (pings.get(id) ?? NO_PINGS) : undefined;
      const leadCostCents = source?.leadCost == null ? null : toCents(source.leadCost);
      return { row: scorecardRow({ id, name: source?.name ?? `Leadsource ${id}`, leadCostCents }, tally, sold, pingTally), leads: tally, sales: sold, pings: pingTally };
    });
    return { period, entries };
  }
}
