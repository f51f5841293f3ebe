import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { ScheduledRuns } from '@app/infrastructure';
import { BERLIN_TIME_ZONE } from '@app/contract';
import { LeadEvaluationService } from './lead-evaluation.service';

/** The lead evaluation mails at 09:00 German time every day, once across processes. */
@Injectable()
export class LeadEvaluationSchedule {
  private readonly logger = new Logger('Lead-Auswertung');

  constructor(
    private readonly evaluation: LeadEvaluationService,
    private readonly runs: ScheduledRuns,
  ) {}

  @Cron('0 0 9 * * *', { name: 'daily-lead-evaluation', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    const day = this.evaluation.today();
    const result = await this.runs.once('lead-evaluation-mails', day, () => this.evaluation.runFor(day));
    if (result?.organisations) this.logger.log(`Lead-Auswertung ${result.day}: ${result.organisations} Unternehmen`);
  }
}
