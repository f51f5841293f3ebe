import { Injectable, Logger } from '@nestjs/common';
import { Clock, JobName, OutboxService, Transactional } from '@app/infrastructure';
import { MailService } from '@app/mail';
import { BerlinMonth, berlinMonthRange, berlinWallClock, isValidDay, monthDays, previousBerlinMonth, splitEmailList } from '@app/contract';
import { StatisticsException } from '../statistics.exception';
import { StatisticsService } from '../statistics.service';
import { MonthlyMailRepository } from './monthly-mail.repository';
import { statisticMail } from './statistic-mail';
import { receivesStatistic } from './statistic-recipients';
import { MonthFigures, statisticFileName, statisticWorkbook, XLSX_CONTENT_TYPE } from './statistic-workbook';

export interface MonthlyMailRunResult {
  day: string;
  year: number;
  month: number;
  /** Organisations that got a job for their mail. */
  organisations: number;
}

const monthKey = ({ year, month }: BerlinMonth) => `${year}-${String(month).padStart(2, '0')}`;

/** The same key for every run of the month: the mail exists once per organisation and month, however often anything repeats. */
export const statisticDedupeKey = (organisationId: number, month: BerlinMonth) => `statistic-${organisationId}-${monthKey(month)}`;

/**
 * The monthly statistics mail (issue 12): on the 1st, each organisation with `sendStatistic` that bought
 * in the month before gets its figures and its lead list as Excel. The run only enqueues one job per
 * organisation; the job writes the mail once per dedupe key, so runs and jobs are safe to repeat.
 */
@Injectable()
export class MonthlyStatisticMailService {
  private readonly logger = new Logger('Statistik-Mail');

  constructor(
    private readonly repository: MonthlyMailRepository,
    private readonly statistics: StatisticsService,
    private readonly mail: MailService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return berlinWallClock(this.clock.now()).date;
  }

  /** The run of `day` (default today): the month before it, one job per organisation due. */
  @Transactional()
  async runFor(day: string = this.today()): Promise<MonthlyMailRunResult> {
    if (!isValidDay(day)) throw new StatisticsException('INVALID_FILTER', 'Der Tag muss ein gültiges Datum (JJJJ-MM-TT) sein.');
    // The month before a future day may not have ended: its figures would still change.
    if (day > this.today()) throw new StatisticsException('INVALID_FILTER', 'Der Statistik-Versand läuft nicht für einen Tag in der Zukunft.');
    const month = previousBerlinMonth(day);
    const due = (await this.repository.buyersOf(month)).filter(receivesStatistic);
    for (const { id } of due) await this.outbox.add(JobName.StatisticMail, { organisationId: id, ...month });
    return { day, ...month, organisations: due.length };
  }

  /** The job: one organisation's mail of one month, built now and stored once (the Postausgang shows it). */
  async send(organisationId: number, month: BerlinMonth): Promise<void> {
    const organisation = await this.repository.organisation(organisationId, month);
    // Switched off, deleted or without sales since the run: nothing to send.
    if (!organisation || !receivesStatistic(organisation)) return;
    const recipients = splitEmailList(organisation.email);
    if (!recipients.length) {
      this.logger.warn(`Unternehmen ${organisationId}: keine E-Mail-Adresse, Statistik ${monthKey(month)} nicht versendet`);
      return;
    }
    const leads = await this.repository.soldLeads(organisationId, berlinMonthRange(month));
    const figures = await this.figures(organisationId, month);
    const fileName = statisticFileName(month);
    const content = await statisticWorkbook(organisation.name, month, leads, figures);
    await this.mail.queueOnce(
      { ...statisticMail(month, figures, fileName), recipient: recipients.join(', '), attachments: [{ filename: fileName, contentType: XLSX_CONTENT_TYPE, content }] },
      statisticDedupeKey(organisationId, month),
    );
  }

  /** The month's row of the statistics table: the one revenue rule, the same figures as the back office shows. */
  private async figures(organisationId: number, month: BerlinMonth): Promise<MonthFigures> {
    const { first, last } = monthDays(month);
    const [row] = await this.statistics.rows({ orga: String(organisationId), startTime: first, endTime: last });
    return row
      ? { count: row.count, reclamations: row.reclamations, revenue: row.revenue, deduction: row.deduction, income: row.income }
      : { count: 0, reclamations: 0, revenue: 0, deduction: 0, income: 0 };
  }
}
