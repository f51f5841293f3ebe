import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { ScheduledRuns } from '@app/infrastructure';
import { BERLIN_TIME_ZONE } from '@app/contract';
import { DunningService } from './dunning.service';

/** The daily dunning run at 06:00 German time, once across processes. */
@Injectable()
export class DunningSchedule {
  private readonly logger = new Logger('Mahnwesen');

  constructor(
    private readonly dunning: DunningService,
    private readonly runs: ScheduledRuns,
  ) {}

  @Cron('0 0 6 * * *', { name: 'daily-dunning', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    const day = this.dunning.today();
    const result = await this.runs.once('dunning', day, () => this.dunning.runDay(day));
    if (result?.invoices) this.logger.log(`Mahnlauf ${day}: ${result.invoices} überfällige Rechnungen geprüft`);
  }
}
