import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { SCHEMA } from '@app/schema';
import type { Logger as Pino } from 'pino';
import { AppConfig, ConfigModule, DatabaseModule, LoggingModule, QueueModule, RateLimitModule } from '@app/infrastructure';
import { AuditModule, AuditSealModule } from '@app/audit';
import { AuthModule } from '@app/auth';
import { ConsentModule } from '@app/consent';
import { DistributionModule } from '@app/distribution';
import { EmailTemplateModule } from '@app/email-template';
import { FunnelModule } from '@app/funnel-questions';
import { GeoModule } from '@app/geo';
import { InvoicingModule } from '@app/invoicing';
import { LeadsModule } from '@app/leads';
import { LeadsourcesModule } from '@app/leadsources';
import { LeadOutcomesModule } from '@app/lead-outcomes';
import { MailModule } from '@app/mail';
import { OrdersModule } from '@app/orders';
import { OrganisationsModule } from '@app/organisations';
import { PortalAuthModule } from '@app/portal-auth';
import { PortalModule } from '@app/portal';
import { PrivacyModule } from '@app/privacy';
import { ReclamationsModule } from '@app/reclamations';
import { SalesModule } from '@app/sales';
import { SettingsModule } from '@app/settings';
import { StatisticsModule } from '@app/statistics';
import { UsersModule } from '@app/users';
import { HealthController } from './health/health.controller';
import { MetricsController } from './health/metrics.controller';
import { SpaController } from './spa/spa.controller';

@Module({ controllers: [SpaController] })
class SpaModule {}

/** The HTTP process: every feature module, then the page fallback (last, so real routes win). */
@Module({})
export class AppModule {
  /** `logger`: the process's root logger (see createRootLogger); without it nothing is logged through pino. */
  static register(config: AppConfig, logger?: Pino): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        DatabaseModule.forRoot(SCHEMA),
        ScheduleModule.forRoot(),
        QueueModule.forRoot({ processJobs: config.API_PROCESSES_JOBS }),
        RateLimitModule,
        AuditModule,
        AuditSealModule,
        UsersModule,
        AuthModule,
        PortalAuthModule,
        MailModule,
        EmailTemplateModule,
        FunnelModule,
        LeadsModule,
        LeadsourcesModule,
        GeoModule,
        OrganisationsModule,
        SettingsModule,
        DistributionModule,
        SalesModule,
        ConsentModule,
        ReclamationsModule,
        StatisticsModule,
        InvoicingModule,
        OrdersModule,
        PrivacyModule,
        // What became of sold leads: the Pipedrive sync and the reminder run in a process that processes jobs.
        LeadOutcomesModule,
        PortalModule,
        SpaModule,
      ],
      controllers: [HealthController, MetricsController],
    };
  }
}
