import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AppConfig } from '@app/common/config/app-config';
import { ConfigModule } from '@app/common/config/config.module';
import { DatabaseModule } from '@app/common/database/database.module';
import { QueueModule } from '@app/common/queue/queue.module';
import { RateLimitModule } from '@app/common/rate-limit/rate-limit.module';
import { AuthModule } from '@app/auth/auth.module';
import { DistributionModule } from '@app/distribution/distribution.module';
import { EmailTemplateModule } from '@app/email-template/email-template.module';
import { FunnelModule } from '@app/funnel/funnel.module';
import { GeoModule } from '@app/geo/geo.module';
import { LeadsModule } from '@app/leads/leads.module';
import { LeadsourcesModule } from '@app/leadsources/leadsources.module';
import { MailModule } from '@app/mail/mail.module';
import { OrdersModule } from '@app/orders/orders.module';
import { OrganisationsModule } from '@app/organisations/organisations.module';
import { SalesModule } from '@app/sales/sales.module';
import { SettingsModule } from '@app/settings/settings.module';
import { UsersModule } from '@app/users/users.module';
import { HealthController } from './health/health.controller';
import { SpaController } from './spa/spa.controller';

@Module({ controllers: [SpaController] })
class SpaModule {}

/** The HTTP process: every feature module, then the page fallback (last, so real routes win). */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(),
        ScheduleModule.forRoot(),
        QueueModule.forRoot({ processJobs: config.API_PROCESSES_JOBS }),
        RateLimitModule,
        UsersModule,
        AuthModule,
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
        OrdersModule,
        SpaModule,
      ],
      controllers: [HealthController],
    };
  }
}
