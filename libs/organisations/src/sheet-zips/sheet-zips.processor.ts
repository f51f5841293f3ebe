import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { PROCESS_JOBS } from '@app/infrastructure';
import { SheetZipListRepository } from './sheet-zip-list.repository';
import { SheetZipsService } from './sheet-zips.service';

/** Each sheet is read again once its last check is this old. */
export const SHEET_REFRESH_AGE_MS = 60 * 60_000;
/** How often the refresh looks for sheets due; short, so new installations and restarts catch up soon. */
const REFRESH_TICK_MS = 5 * 60_000;
/** Sheets read per tick (one after the other, at most 10 s each). */
const REFRESH_BATCH = 100;

/**
 * The hourly refresh of every Google sheet of postal codes (buyers edit their sheets any time); the
 * syncs queued when sheet settings are saved are the job in `jobs/`. The refresh runs only in a
 * process that processes jobs, like the outbox reconciler.
 */
@Injectable()
export class SheetZipsProcessor implements BeforeApplicationShutdown {
  private readonly logger = new Logger('SheetZips');
  private refreshing?: Promise<number>;
  private stopping = false;

  constructor(
    private readonly sheetZips: SheetZipsService,
    private readonly lists: SheetZipListRepository,
    @Inject(PROCESS_JOBS) private readonly processJobs: boolean,
  ) {}

  @Interval('sheet-zips-refresh', REFRESH_TICK_MS)
  @UseCls()
  async tick(): Promise<void> {
    if (!this.processJobs || this.refreshing || this.stopping) return;
    try {
      await this.refreshDue();
    } catch (error) {
      this.logger.warn(`Abgleich der Google-Tabellen fehlgeschlagen: ${(error as Error).message}`);
    }
  }

  /** Reads every sheet whose last check is older than an hour; answers how many were read. */
  refreshDue(now = new Date()): Promise<number> {
    this.refreshing ??= this.refresh(now).finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.refreshing?.catch(() => undefined);
  }

  private async refresh(now: Date): Promise<number> {
    const due = await this.lists.dueForRefresh(new Date(now.getTime() - SHEET_REFRESH_AGE_MS), REFRESH_BATCH);
    let read = 0;
    for (const organisationId of due) {
      if (this.stopping) break;
      try {
        await this.sheetZips.sync(organisationId);
      } catch (error) {
        // Stored as the organisation's sheet status; the next hour tries again.
        this.logger.warn(`Google-Tabelle von Unternehmen ${organisationId}: ${(error as Error).message}`);
      }
      read++;
    }
    return read;
  }
}
