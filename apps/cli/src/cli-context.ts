import 'reflect-metadata';
import { INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SCHEMA } from '@app/schema';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  AppConfig,
  AppLogger,
  Clock,
  ConfigError,
  ConfigModule,
  createRootLogger,
  DatabaseModule,
  EMBEDDED_LOCK_FILE,
  EmbeddedDatabaseInUseError,
  IN_MEMORY,
  loadConfig,
  QueueModule,
  RateLimitModule,
  releaseEmbeddedLock,
  takeEmbeddedLock,
} from '@app/infrastructure';
import { AuditModule, AuditSealModule } from '@app/audit';
import { GeoModule } from '@app/geo';
import { InvoicingModule } from '@app/invoicing';
import { LeadOutcomesModule } from '@app/lead-outcomes';
import { LeadsModule } from '@app/leads';
import { OrdersModule } from '@app/orders';
import { OrganisationsModule } from '@app/organisations';
import { PortalAuthModule } from '@app/portal-auth';
import { PrivacyModule } from '@app/privacy';
import { ReclamationsModule } from '@app/reclamations';
import { SalesModule } from '@app/sales';
import { UsersModule } from '@app/users';

/**
 * The modules command-line tasks need: configuration, the (migrated) database and the features they touch.
 * Throws EmbeddedDatabaseInUseError at once when the server holds the embedded database.
 */
export async function openCliContext(config: AppConfig = loadConfigOrExit(), options: { clock?: Clock } = {}): Promise<INestApplicationContext> {
  claimEmbeddedDatabase(config);
  @Module({
    imports: [
      ConfigModule.forRoot(config, options),
      DatabaseModule.forRoot(SCHEMA),
      // Jobs the tasks cause (mails, deliveries) are left to the server: its outbox reconciler picks them up.
      QueueModule.forRoot({ processJobs: false }),
      RateLimitModule,
      AuditModule,
      AuditSealModule,
      UsersModule,
      LeadsModule,
      OrdersModule,
      GeoModule,
      OrganisationsModule,
      // The demo seed qualifies leads, which sells them, and files and decides complaints about them.
      SalesModule,
      ReclamationsModule,
      InvoicingModule,
      // The lead intake refuses people on the 'Nicht kontaktieren' list.
      PrivacyModule,
      // The demo seed adds buyer users and the outcomes they report.
      PortalAuthModule,
      LeadOutcomesModule,
    ],
  })
  class CliModule {}
  // Warnings and errors only, through the same logger as the servers (LOG_FORMAT); the command's own output stays plain.
  return NestFactory.createApplicationContext(CliModule, { logger: new AppLogger(createRootLogger(config, { level: config.LOG_LEVEL === 'error' ? 'error' : 'warn' })) });
}

/**
 * The configuration, checked, with the line that says which database the command works on. Stops with one
 * sentence when the running server holds the embedded database, before anything else is printed.
 */
export function startCli(config: AppConfig = loadConfigOrExit()): AppConfig {
  claimEmbeddedDatabase(config);
  console.log(`Datenbank: ${config.databaseDescription}`);
  return config;
}

/**
 * Takes the embedded database's lock before Nest starts: opened inside the database module, a busy
 * database would only fail after TypeORM's retries (nine stack traces over half a minute).
 */
function claimEmbeddedDatabase(config: AppConfig): void {
  if (config.DATABASE_URL || config.dataDir === IN_MEMORY) return;
  mkdirSync(config.dataDir, { recursive: true });
  takeEmbeddedLock(config.dataDir);
}

/** Gives the embedded database's lock back when a command opened the database itself (not through Nest). */
export function releaseEmbeddedDatabase(config: AppConfig): void {
  if (config.DATABASE_URL || config.dataDir === IN_MEMORY) return;
  releaseEmbeddedLock(join(config.dataDir, EMBEDDED_LOCK_FILE));
}

/**
 * Runs a command's `main`: a busy embedded database or a bad setting ends it with its one German sentence,
 * anything unexpected with its stack trace; both with exit code 1.
 */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUseError || error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    console.error(error);
    // Whatever the failed command left open (timers, connections) must not keep it running.
    process.exit(1);
  }
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
