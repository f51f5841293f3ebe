import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { JOB_QUEUE, JobQueue } from './job-queue';
import { OutboxService } from './outbox.service';

export const PROCESS_JOBS = Symbol('PROCESS_JOBS');

/** Runs outbox jobs in this process (when it is meant to) and periodically reconciles outbox and queue. */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OutboxWorker');
  private reconciling = false;

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(PROCESS_JOBS) private readonly processJobs: boolean,
    private readonly outbox: OutboxService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.processJobs) return;
    await this.queue.process((messageId) => this.outbox.process(messageId));
    await this.reconcile();
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
