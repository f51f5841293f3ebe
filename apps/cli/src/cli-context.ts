import 'reflect-metadata';
import { INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, ConfigError, loadConfig } from '@app/common/config/app-config';
import { ConfigModule } from '@app/common/config/config.module';
import { DatabaseModule } from '@app/common/database/database.module';
import { QueueModule } from '@app/common/queue/queue.module';
import { RateLimitModule } from '@app/common/rate-limit/rate-limit.module';
import { GeoModule } from '@app/geo/geo.module';
import { LeadsModule } from '@app/leads/leads.module';
import { OrdersModule } from '@app/orders/orders.module';
import { OrganisationsModule } from '@app/organisations/organisations.module';
import { SalesModule } from '@app/sales/sales.module';
import { UsersModule } from '@app/users/users.module';

/** The modules command-line tasks need: configuration, the (migrated) database and the features they touch. */
export async function openCliContext(config: AppConfig = loadConfigOrExit()): Promise<INestApplicationContext> {
  @Module({
    imports: [
      ConfigModule.forRoot(config),
      DatabaseModule.forRoot(),
      // Jobs the tasks cause (mails, deliveries) are left to the server: its outbox reconciler picks them up.
      QueueModule.forRoot({ processJobs: false }),
      RateLimitModule,
      UsersModule,
      LeadsModule,
      OrdersModule,
      GeoModule,
      OrganisationsModule,
      // The demo seed qualifies leads, which sells them.
      SalesModule,
    ],
  })
  class CliModule {}
  return NestFactory.createApplicationContext(CliModule, { logger: ['warn', 'error'] });
}

export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** `--name value` and `--flag` arguments. */
export function parseArgs(argv: string[]): Record<string, string | true> {
  const args: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    if (!argv[i].startsWith('--')) continue;
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) args[key] = true;
    else {
      args[key] = next;
      i++;
    }
  }
  return args;
}
