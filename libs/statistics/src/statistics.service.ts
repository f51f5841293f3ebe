import { Injectable } from '@nestjs/common';
import { AppConfig, Clock } from '@app/infrastructure';
import {
  addTallies,
  berlinMonthOf,
  berlinMonthRange,
  berlinPeriod,
  berlinWallClock,
  complaintRate,
  FilterError,
  goalProgress,
  InstantRange,
  isUnset,
  parseIdFilter,
  parseTimeFilter,
  salesMoney,
} from '@app/contract';
import {
  DASHBOARD_PERIODS,
  DashboardDto,
  DashboardPeriod,
  DayFiguresDto,
  GoalDto,
  StatisticCompanyDto,
  StatisticLeadDto,
  StatisticRowDto,
  StatisticsDetailDto,
  StatisticsQueryDto,
} from './dto/statistics.dto';
import { compareCompanyNames } from './company-order';
import { StatisticsException } from './statistics.exception';
import { CompanyRecord, SoldLeadRecord, StatisticsRepository } from './statistics.repository';

/** Far enough apart to hold every sale the product will ever make. */
const ALL_TIME: InstantRange = { start: new Date('1970-01-01T00:00:00Z'), end: new Date('9999-01-01T00:00:00Z') };

const berlinDay = (at: Date): string => berlinWallClock(at).date;
/** The tally counts whole days: the day of the last instant before `end` is included. */
const dayAfter = (end: Date): string => berlinDay(berlinPeriod('day', end.getTime() - 1).end);
const round2 = (value: number): number => Math.round(value * 100) / 100;

function companyDto(company: CompanyRecord): StatisticCompanyDto {
  return { id: company.id, name: company.name, leadSellCost: Number(company.leadSellCost), reclamationQuote: Number(company.reclamationQuote) };
}

function leadDto(sale: SoldLeadRecord): StatisticLeadDto {
  return {
    id: sale.leadId,
    firstName: sale.firstName,
    lastName: sale.lastName,
    zip: sale.zip,
    created: sale.createdAt,
    qualified: sale.qualified,
    qualifiedAt: sale.qualifiedAt,
    pipedriveId: sale.pipedriveId,
    reclamation: sale.reclaimed,
  };
}

/** The instants of a Berlin month the overview may ask for. */
function monthRange(month: number, year: number): InstantRange {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2100) {
    throw new StatisticsException('INVALID_FILTER', 'Monat muss 1 bis 12 sein, Jahr zwischen 2000 und 2100');
  }
  return berlinMonthRange({ year, month });
}

/** 'YYYY-MM-DD' calendar days from `fromDay` up to, not including, `toDay` (plain dates: no time zone involved). */
function calendarDays(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (const day = new Date(`${fromDay}T00:00:00Z`); day.toISOString().slice(0, 10) < toDay; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Sales statistics per company and month, their details, and the overview dashboard (spec sections 2, 3, 9). */
@Injectable()
export class StatisticsService {
  constructor(
    private readonly repository: StatisticsRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async rows(query: StatisticsQueryDto): Promise<StatisticRowDto[]> {
    const filter = await this.filter(query);
    const tallies = await this.repository.monthTallies({
      fromDay: filter.start ? berlinDay(filter.start) : null,
      toDay: filter.end ? dayAfter(filter.end) : null,
      organisationId: filter.organisationId,
      leadsourceId: filter.leadsourceId,
    });
    const companies = await this.repository.companies([...new Set(tallies.map((row) => row.organisationId))]);
    const rows = tallies
      .filter((row) => companies.has(row.organisationId))
      .map((row): StatisticRowDto => {
        const company = companies.get(row.organisationId)!;
        return {
          id: `${row.organisationId}-${row.month.slice(0, 7)}`,
          date: row.month,
          company: companyDto(company),
          count: row.count,
          reclamations: row.reclamations,
          ...salesMoney(row, company.reclamationQuote),
        };
      })
      .sort((a, b) => b.date.localeCompare(a.date) || compareCompanyNames(a.company.name, b.company.name));
    if (query.mode === 'full') await this.addSales(rows, filter);
    return rows;
  }

  /** `mode=full`: each row gets its sales and their leads. */
  private async addSales(rows: StatisticRowDto[], filter: Awaited<ReturnType<StatisticsService['filter']>>): Promise<void> {
    const sales = await this.repository.soldLeads(filter);
    const byRow = new Map(rows.map((row) => [row.id, row]));
    for (const sale of sales) {
      const row = byRow.get(`${sale.organisationId}-${berlinDay(sale.soldAt).slice(0, 7)}`);
      if (!row) continue;
      (row.statistics ??= []).push({ id: sale.saleId, leadId: sale.leadId, dateTime: sale.soldAt, price: Number(sale.price), reclamation: sale.reclaimed });
      (row.leads ??= []).push(leadDto(sale));
    }
    for (const row of rows) {
      row.statistics ??= [];
      row.leads ??= [];
    }
  }

  /** One company's sold leads in the Berlin month that contains `dateSeconds`. */
  async details(organisationId: number, dateSeconds: number): Promise<StatisticsDetailDto> {
    const company = (await this.repository.companies([organisationId])).get(organisationId);
    if (!company) throw new StatisticsException('ORGANISATION_NOT_FOUND', `Unternehmen ${organisationId} gibt es nicht.`);
    const range = berlinMonthRange(berlinMonthOf(dateSeconds * 1000));
    const sales = await this.repository.soldLeads({ start: range.start, end: range.end, organisationId, leadsourceId: null });
    const leads = sales.map((sale) => ({ ...leadDto(sale), dealUrl: this.config.crmDealUrl(sale.pipedriveId) })).sort((a, b) => a.id - b.id);
    return {
      company: companyDto(company),
      date: berlinDay(range.start),
      total: leads.length,
      leads,
      reclamations: leads.filter((lead) => lead.reclamation).map((lead) => lead.id),
    };
  }

  async dashboard(): Promise<DashboardDto> {
    const now = this.clock.now();
    const periods = this.periods(now);
    const days = Object.fromEntries(Object.entries(periods).map(([name, range]) => [name, { fromDay: berlinDay(range.start), toDay: berlinDay(range.end) }]));
    const [organisations, leads, sales] = await Promise.all([
      this.repository.organisationCounts(periods.thisMonth.start),
      this.repository.leadCounts(days),
      this.repository.salesPerPeriod(days),
    ]);
    const perPeriod = (pick: (counts: { sold: number; reclamations: number }) => number) =>
      Object.fromEntries(DASHBOARD_PERIODS.map((name) => [name, pick(sales[name])])) as Record<DashboardPeriod, number>;
    return {
      organisations,
      leads: {
        all: leads.all,
        qualified: leads.qualified,
        notQualified: leads.all - leads.qualified,
        sold: leads.sold,
        created: leads.created as Record<DashboardPeriod, number>,
      },
      statistics: { sold: perPeriod((counts) => counts.sold), reclamations: perPeriod((counts) => counts.reclamations) },
    };
  }

  /** Berlin calendar periods around `now`; weeks start on Monday. */
  private periods(now: Date): Record<DashboardPeriod, InstantRange> {
    return {
      total: ALL_TIME,
      today: berlinPeriod('day', now),
      yesterday: berlinPeriod('day', now, -1),
      thisWeek: berlinPeriod('week', now),
      lastWeek: berlinPeriod('week', now, -1),
      thisMonth: berlinPeriod('month', now),
      lastMonth: berlinPeriod('month', now, -1),
      thisYear: berlinPeriod('year', now),
      lastYear: berlinPeriod('year', now, -1),
    };
  }

  /** Each company's progress in one month: active companies, and any other that sold in it. */
  async goals(month: number, year: number): Promise<GoalDto[]> {
    const range = monthRange(month, year);
    const tallies = await this.repository.monthTallies({ fromDay: berlinDay(range.start), toDay: berlinDay(range.end), organisationId: null, leadsourceId: null });
    const companies = await this.repository.companies();
    const byCompany = new Map(tallies.map((row) => [row.organisationId, row]));
    const goals = [...companies.values()]
      .filter((company) => byCompany.has(company.id) || (company.active && !company.deleted))
      .map((company) => {
        const tally = byCompany.get(company.id) ?? addTallies([]);
        return { company, tally, income: salesMoney(tally, company.reclamationQuote).income };
      });
    const allIncome = goals.reduce((sum, goal) => sum + goal.income, 0);
    return goals
      .map(({ company, tally, income }) => ({
        companyId: company.id,
        companyActive: company.active && !company.deleted,
        companyName: company.name,
        sold: tally.count,
        reclamations: tally.reclamations,
        total: company.monthlyLeadGoal,
        reclamationQuote: complaintRate(tally.reclamations, tally.count) ?? 0,
        salesVolume: income,
        totalSalesVolumeQuote: allIncome ? round2((income / allIncome) * 100) : 0,
        progress: goalProgress(tally.count, company.monthlyLeadGoal),
      }))
      .sort((a, b) => b.sold - a.sold || compareCompanyNames(a.companyName, b.companyName));
  }

  /** Every Berlin day of one month with its leads in, sales and reclaimed sales (the overview's chart). */
  async days(month: number, year: number): Promise<DayFiguresDto[]> {
    const range = monthRange(month, year);
    const fromDay = berlinDay(range.start);
    const toDay = berlinDay(range.end);
    const [leads, sales] = await Promise.all([this.repository.leadsPerDay(fromDay, toDay), this.repository.salesPerDay(fromDay, toDay)]);
    return calendarDays(fromDay, toDay).map((date) => ({
      date,
      leads: leads.get(date) ?? 0,
      sold: sales.get(date)?.sold ?? 0,
      reclamations: sales.get(date)?.reclamations ?? 0,
    }));
  }

  private async filter(query: StatisticsQueryDto) {
    try {
      const start = parseTimeFilter(query.startTime, 'start', 'startTime');
      const end = parseTimeFilter(query.endTime, 'end', 'endTime');
      if (start && end && start >= end) throw new FilterError('startTime muss vor endTime liegen');
      const organisationId = parseIdFilter(query.orga, 'orga');
      return { start, end, organisationId, leadsourceId: await this.leadsource(query.leadsource) };
    } catch (error) {
      if (error instanceof FilterError) throw new StatisticsException('INVALID_FILTER', error.message);
      throw error;
    }
  }

  /** A lead source by id or by slug; an unknown slug is a 404, not an empty list that looks like no sales. */
  private async leadsource(value: string | undefined): Promise<number | null> {
    if (isUnset(value)) return null;
    if (/^\d+$/.test(value!)) return parseIdFilter(value, 'leadsource');
    const id = await this.repository.leadsourceIdBySlug(value!);
    if (id === null) throw new StatisticsException('LEADSOURCE_NOT_FOUND', `Leadsource „${value}“ nicht gefunden`);
    return id;
  }
}
