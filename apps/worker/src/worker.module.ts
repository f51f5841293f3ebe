import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AppConfig } from '@app/common/config/app-config';
import { ConfigModule } from '@app/common/config/config.module';
import { DatabaseModule } from '@app/common/database/database.module';
import { QueueModule } from '@app/common/queue/queue.module';
import { MailModule } from '@app/mail/mail.module';
import { RateLimitModule } from '@app/common/rate-limit/rate-limit.module';
import { SalesModule } from '@app/sales/sales.module';

/** The background process: BullMQ processors (outbox handlers of the feature modules) and schedules. */
@Module({})
export class WorkerModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(),
        ScheduleModule.forRoot(),
        QueueModule.forRoot({ processJobs: true }),
        RateLimitModule,
        MailModule,
        // Distribution of pre-qualified leads and lead deliveries.
        SalesModule,
      ],
    };
  }
}
