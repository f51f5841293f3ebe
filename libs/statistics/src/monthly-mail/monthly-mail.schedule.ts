import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { ScheduledRuns } from '@app/infrastructure';
import { BERLIN_TIME_ZONE } from '@app/contract';
import { MonthlyStatisticMailService } from './monthly-mail.service';

/** The statistics mails at 07:00 German time on the 1st, once across processes. */
@Injectable()
export class MonthlyStatisticMailSchedule {
  private readonly logger = new Logger('Statistik-Mail');

  constructor(
    private readonly mails: MonthlyStatisticMailService,
    private readonly runs: ScheduledRuns,
  ) {}

  @Cron('0 0 7 1 * *', { name: 'monthly-statistic-mails', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    const day = this.mails.today();
    const result = await this.runs.once('statistic-mails', day.slice(0, 7), () => this.mails.runFor(day));
    if (result) this.logger.log(`Statistik ${result.month}/${result.year}: ${result.organisations} Unternehmen`);
  }
}
