import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { SCHEMA } from '@app/schema';
import type { Logger as Pino } from 'pino';
import { AppConfig, ConfigModule, DatabaseModule, LoggingModule, QueueModule, RateLimitModule } from '@app/infrastructure';
import { AuditModule, AuditSealModule } from '@app/audit';
import { InvoicingModule } from '@app/invoicing';
import { LeadOutcomesModule } from '@app/lead-outcomes';
import { MailModule } from '@app/mail';
import { PrivacyModule } from '@app/privacy';
import { ReclamationsModule } from '@app/reclamations';
import { SalesModule } from '@app/sales';
import { StatisticsModule } from '@app/statistics';

/** The background process: BullMQ processors (outbox handlers of the feature modules) and schedules. */
@Module({})
export class WorkerModule {
  /** `logger`: the process's root logger (see createRootLogger); without it nothing is logged through pino. */
  static register(config: AppConfig, logger?: Pino): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        DatabaseModule.forRoot(SCHEMA),
        ScheduleModule.forRoot(),
        QueueModule.forRoot({ processJobs: true }),
        RateLimitModule,
        AuditModule,
        AuditSealModule,
        MailModule,
        // Distribution of pre-qualified leads and lead deliveries.
        SalesModule,
        // Monthly invoices, corrections, invoice mails, the daily dunning run, Lexware Office.
        InvoicingModule,
        // The monthly statistics mails.
        StatisticsModule,
        // The monthly lead-evaluation mails.
        ReclamationsModule,
        // The daily retention run (Settings 'Aufbewahrung').
        PrivacyModule,
        // The daily Pipedrive outcome sync and the outcome reminder mails.
        LeadOutcomesModule,
      ],
    };
  }
}
