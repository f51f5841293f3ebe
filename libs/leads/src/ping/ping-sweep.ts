import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { PingService } from './ping.service';

/**
 * Pings are kept ten minutes (issue 30 §3): every minute the expired ones go, counted per source and day for
 * Lieferanten-Qualität. Any process may run it at the same time as another: each ping is deleted once.
 */
@Injectable()
export class PingSweep {
  private readonly logger = new Logger('Pings');

  constructor(private readonly pings: PingService) {}

  @Cron('30 * * * * *', { name: 'lead-ping-sweep' })
  @UseCls()
  async onSchedule(): Promise<void> {
    try {
      await this.pings.sweep();
    } catch (error) {
      // The next minute tries again; the pings meanwhile only wait a little longer.
      this.logger.warn(`Abgelaufene Pings nicht gelöscht: ${(error as Error).message}`);
    }
  }
}
