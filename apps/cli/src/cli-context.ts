import 'reflect-metadata';
import { INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SCHEMA } from '@app/schema';
import { AppConfig, Clock, ConfigError, loadConfig, ConfigModule, DatabaseModule, QueueModule, RateLimitModule } from '@app/infrastructure';
import { GeoModule } from '@app/geo';
import { InvoicingModule } from '@app/invoicing';
import { LeadsModule } from '@app/leads';
import { OrdersModule } from '@app/orders';
import { OrganisationsModule } from '@app/organisations';
import { ReclamationsModule } from '@app/reclamations';
import { SalesModule } from '@app/sales';
import { UsersModule } from '@app/users';

/** The modules command-line tasks need: configuration, the (migrated) database and the features they touch. */
export async function openCliContext(config: AppConfig = loadConfigOrExit(), options: { clock?: Clock } = {}): Promise<INestApplicationContext> {
  @Module({
    imports: [
      ConfigModule.forRoot(config, options),
      DatabaseModule.forRoot(SCHEMA),
      // Jobs the tasks cause (mails, deliveries) are left to the server: its outbox reconciler picks them up.
      QueueModule.forRoot({ processJobs: false }),
      RateLimitModule,
      UsersModule,
      LeadsModule,
      OrdersModule,
      GeoModule,
      OrganisationsModule,
      // The demo seed qualifies leads, which sells them, and files and decides complaints about them.
      SalesModule,
      ReclamationsModule,
      InvoicingModule,
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
