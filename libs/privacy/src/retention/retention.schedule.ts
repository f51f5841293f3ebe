import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { BERLIN_TIME_ZONE, berlinWallClock } from '@app/contract';
import { Clock, ScheduledRuns } from '@app/infrastructure';
import { RetentionService } from './retention.service';

/** The daily retention run at 03:30 German time, once across processes. */
@Injectable()
export class RetentionSchedule {
  constructor(
    private readonly retention: RetentionService,
    private readonly runs: ScheduledRuns,
    private readonly clock: Clock,
  ) {}

  @Cron('0 30 3 * * *', { name: 'daily-retention', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    const day = berlinWallClock(this.clock.now()).date;
    // Only the claim shares the schedule's transaction: the run commits batch by batch, and one that
    // fails is not repeated the same day but caught up by the next (it takes whatever is due by then).
    if (await this.runs.once('retention', day, async () => true)) await this.retention.run('schedule');
  }
}
