import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit, Optional } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import type { Logger as Pino } from 'pino';
import { ROOT_LOGGER, withLogFields } from '../logging/log-context';
import { Metrics } from '../metrics/metrics';
import { JOB_QUEUE, JobQueue } from './job-queue';
import { OutboxService } from './outbox.service';

export const PROCESS_JOBS = Symbol('PROCESS_JOBS');

/**
 * Runs outbox jobs in this process (when it is meant to) and periodically reconciles outbox and queue.
 * Every line a job logs carries its message id as `jobId` (and its topic as `job`, see OutboxService).
 */
@Injectable()
export class OutboxWorker implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxWorker');
  private reconciling = false;

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(PROCESS_JOBS) private readonly processJobs: boolean,
    private readonly outbox: OutboxService,
    private readonly metrics: Metrics,
    @Optional() @Inject(ROOT_LOGGER) private readonly log?: Pino,
  ) {}

  /** The backlog as Prometheus sees it, read from the table on each scrape by whichever process is asked. */
  onModuleInit(): void {
    this.metrics.readOnScrape('outboxDue', async () => (await this.outbox.dueSummary()).due);
    this.metrics.readOnScrape('outboxOldestDueSeconds', async () => (await this.outbox.dueSummary()).oldestDueSeconds);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.processJobs) return;
    await this.queue.process((messageId) => this.runJob(messageId));
    await this.reconcile();
  }

  private runJob(messageId: string): Promise<void> {
    return withLogFields(this.log, { jobId: messageId }, async () => {
      const started = Date.now();
      await this.outbox.process(messageId);
      this.logger.debug(`Job beendet (${Date.now() - started} ms)`);
    });
  }

  @Interval('outbox-reconciler', 15_000)
  // Schedules run outside any request: a CLS context of their own, like outbox jobs.
  @UseCls()
  async reconcile(): Promise<void> {
    if (!this.processJobs || this.reconciling) return;
    this.reconciling = true;
    try {
      await this.outbox.reconcile();
    } catch (error) {
      this.logger.warn(`Abgleich fehlgeschlagen: ${(error as Error).message}`);
    } finally {
      this.reconciling = false;
    }
  }

  /** Lets running jobs finish while the database is still open (it closes in the shutdown phase after this). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
