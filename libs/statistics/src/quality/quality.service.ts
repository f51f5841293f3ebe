import { Injectable } from '@nestjs/common';
import { berlinDayRange, berlinWallClock, complaintRate, LOST_REASONS, salesMoney, toCents, type LostReason } from '@app/contract';
import { Clock } from '@app/infrastructure';
import { compareCompanyNames } from '../company-order';
import { StatisticsException } from '../statistics.exception';
import { StatisticsRepository } from '../statistics.repository';
import { GROUP_MESSAGE, isQualityGroup, LOST_REASON_FIELDS, QualityFiguresDto, QualityQueryDto, QualityReportDto, QualityRowDto } from './quality.dto';
import { QualityRepository, QualityTally } from './quality.repository';

/** Percent with two decimals. */
const percent = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 100;
const euros = (cents: number) => cents / 100;

interface GroupSum {
  sales: number;
  reclamations: number;
  incomeCents: number;
  withOutcome: number;
  reached: number;
  appointment: number;
  offer: number;
  won: number;
  wonCents: number;
  lost: Record<LostReason, number>;
}

const noneLost = () => Object.fromEntries(LOST_REASONS.map((reason) => [reason, 0])) as Record<LostReason, number>;
const emptySum = (): GroupSum => ({ sales: 0, reclamations: 0, incomeCents: 0, withOutcome: 0, reached: 0, appointment: 0, offer: 0, won: 0, wonCents: 0, lost: noneLost() });

function addTo(sum: GroupSum, tally: QualityTally, incomeCents: number): void {
  sum.sales += tally.sales;
  sum.reclamations += tally.reclamations;
  sum.incomeCents += incomeCents;
  sum.withOutcome += tally.withOutcome;
  sum.reached += tally.reached;
  sum.appointment += tally.appointment;
  sum.offer += tally.offer;
  sum.won += tally.won;
  sum.wonCents += tally.wonCents;
  for (const reason of LOST_REASONS) sum.lost[reason] += tally.lost[reason];
}

/** The figures every row has; rates of outcomes are shares of the sales with an outcome. */
function figures(sum: GroupSum, leadsSold: number): QualityFiguresDto {
  const rate = (count: number) => (sum.withOutcome ? percent(count, sum.withOutcome) : null);
  return {
    leadsSold,
    sales: sum.sales,
    reclamations: sum.reclamations,
    complaintRate: complaintRate(sum.reclamations, sum.sales) ?? 0,
    withOutcome: sum.withOutcome,
    outcomeShare: sum.sales ? percent(sum.withOutcome, sum.sales) : 0,
    reachedRate: rate(sum.reached),
    appointmentRate: rate(sum.appointment),
    offerRate: rate(sum.offer),
    wonRate: rate(sum.won),
    won: sum.won,
    lost: LOST_REASONS.reduce((count, reason) => count + sum.lost[reason], 0),
    ...(Object.fromEntries(LOST_REASONS.map((reason) => [LOST_REASON_FIELDS[reason], sum.lost[reason]])) as Record<(typeof LOST_REASON_FIELDS)[LostReason], number>),
    wonValue: euros(sum.wonCents),
    income: euros(sum.incomeCents),
    revenuePerLead: leadsSold ? euros(Math.round(sum.incomeCents / leadsSold)) : null,
  };
}

const costPerWonOrder = (sum: GroupSum) => (sum.won ? euros(Math.round(sum.incomeCents / sum.won)) : null);

/**
 * The report 'Lead-Qualität' (issue 20): per lead source, buyer or postal area, what the leads sold in a
 * period became at the buyers (the lost ones by the buyer's reason), what they brought in and, per source,
 * what they cost. Income follows the statistics' one revenue rule per buyer (its reclamation quote or the
 * reclaimed prices).
 */
@Injectable()
export class QualityService {
  constructor(
    private readonly quality: QualityRepository,
    private readonly statistics: StatisticsRepository,
    private readonly clock: Clock,
  ) {}

  async report(query: QualityQueryDto): Promise<QualityReportDto> {
    const groupBy = query.groupBy?.trim() || 'leadsource';
    if (!isQualityGroup(groupBy)) throw new StatisticsException('INVALID_FILTER', GROUP_MESSAGE);
    const today = berlinWallClock(this.clock.now()).date;
    const from = query.from?.trim() || `${today.slice(0, 8)}01`;
    const to = query.to?.trim() || today;
    const first = berlinDayRange(from);
    if (!first) throw new StatisticsException('INVALID_FILTER', "from muss ein Datum 'JJJJ-MM-TT' sein");
    const last = berlinDayRange(to);
    if (!last) throw new StatisticsException('INVALID_FILTER', "to muss ein Datum 'JJJJ-MM-TT' sein");
    if (last.end <= first.start) throw new StatisticsException('INVALID_FILTER', 'Der erste Tag (from) muss vor dem letzten (to) liegen oder derselbe sein.');

    const [tallies, leads] = await Promise.all([this.quality.tallies(groupBy, first.start, last.end), this.quality.leadsSold(groupBy, first.start, last.end)]);
    const companies = await this.statistics.companies([...new Set(tallies.map((tally) => tally.organisationId))]);
    const groups = new Map<string, GroupSum>();
    const total = emptySum();
    for (const tally of tallies) {
      const incomeCents = toCents(salesMoney({ ...tally, count: tally.sales }, companies.get(tally.organisationId)?.reclamationQuote).income);
      const group = groups.get(tally.key) ?? emptySum();
      groups.set(tally.key, group);
      addTo(group, tally, incomeCents);
      addTo(total, tally, incomeCents);
    }

    const sources = groupBy === 'leadsource' ? await this.quality.leadsources([...groups.keys()].map(Number)) : new Map<number, { name: string; leadCost: string | null }>();
    const rows = [...groups.entries()].map(([key, sum]): QualityRowDto => {
      const leadsSold = leads.byKey.get(key) ?? 0;
      const row: QualityRowDto = { key, name: '', ...figures(sum, leadsSold) };
      if (groupBy === 'organisation') {
        row.name = companies.get(Number(key))?.name ?? `Unternehmen ${key}`;
        row.costPerWonOrder = costPerWonOrder(sum);
      } else if (groupBy === 'leadsource') {
        const source = sources.get(Number(key));
        row.name = source?.name ?? `Leadsource ${key}`;
        row.leadCost = source?.leadCost == null ? null : Number(source.leadCost);
        row.marginPerLead = row.leadCost === null || !leadsSold ? null : euros(Math.round(sum.incomeCents / leadsSold) - toCents(row.leadCost));
      } else {
        row.name = key ? `PLZ ${key}` : 'Ohne PLZ';
      }
      return row;
    });
    rows.sort((a, b) => b.leadsSold - a.leadsSold || b.sales - a.sales || compareCompanyNames(a.name, b.name));

    const totals = figures(total, leads.total);
    if (groupBy === 'organisation') totals.costPerWonOrder = costPerWonOrder(total);
    if (groupBy === 'leadsource') {
      // Each lead has one source, so the sources' leads add up to all leads; without every price the margin is unknown.
      const known = rows.every((row) => row.leadCost !== null && row.leadCost !== undefined);
      const costCents = rows.reduce((sum, row) => sum + row.leadsSold * toCents(row.leadCost), 0);
      totals.marginPerLead = known && leads.total ? euros(Math.round((total.incomeCents - costCents) / leads.total)) : null;
    }
    return { from, to, groupBy, rows, total: totals };
  }
}
