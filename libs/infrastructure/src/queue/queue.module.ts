import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { InProcessJobQueue } from './in-process-job-queue';
import { JOB_QUEUE } from './job-queue';
import { OutboxHandlers } from './outbox-handlers';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { OutboxWorker, PROCESS_JOBS } from './outbox.worker';
import { ScheduledRunRepository, ScheduledRuns } from '../schedule/scheduled-runs';

export interface QueueModuleOptions {
  /** Whether this process runs jobs (the worker always; the API when alone). */
  processJobs: boolean;
}

/** The job port with its two drivers: BullMQ when REDIS_URL is set, in-process otherwise. */
@Global()
@Module({})
export class QueueModule {
  static forRoot(options: QueueModuleOptions): DynamicModule {
    return {
      module: QueueModule,
      providers: [
        {
          provide: JOB_QUEUE,
          inject: [AppConfig],
          // BullMQ and its Redis client are loaded only when used: some 5 MB of heap in every process (issue 19).
          useFactory: async (config: AppConfig) =>
            config.REDIS_URL ? new (await import('./bullmq-job-queue')).BullMqJobQueue(config.REDIS_URL, config.REDIS_PREFIX) : new InProcessJobQueue(),
        },
        { provide: PROCESS_JOBS, inject: [AppConfig], useFactory: (config: AppConfig) => options.processJobs || !config.REDIS_URL },
        OutboxRepository,
        OutboxHandlers,
        OutboxService,
        OutboxWorker,
        ScheduledRunRepository,
        ScheduledRuns,
      ],
      // PROCESS_JOBS: schedules of feature modules run only where jobs run (like the reconciler).
      exports: [JOB_QUEUE, PROCESS_JOBS, OutboxHandlers, OutboxService, ScheduledRuns],
    };
  }
}
