import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { closeOnSignals, collectStartupGarbage, ConfigError, drainHttpServer, EmbeddedDatabaseInUseError, embeddedDatabaseHolder, IN_MEMORY, loadConfig } from '@app/infrastructure';
import { GeoService } from '@app/geo';
import { UsersException, UsersService } from '@app/users';
import { createApp } from './create-app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Said in one sentence before Nest starts (the lock, taken when the database opens, is what really guards it).
  const holder = config.embeddedDatabase && config.dataDir !== IN_MEMORY ? embeddedDatabaseHolder(config.dataDir) : null;
  if (holder) {
    console.error(new EmbeddedDatabaseInUseError(config.dataDir, holder).message);
    process.exit(1);
  }
  const app = await createApp(config);
  // A fresh install gets the shipped postal-code centroids, so radius conditions work at once.
  await app.get(GeoService).loadBundledIfEmpty();
  const firstAdmin = await app.get(UsersService).ensureFirstAdmin(config).catch(async (error: unknown) => {
    // A weak ADMIN_PASSWORD stops the start with the rule it breaks, not with a stack trace.
    if (!(error instanceof UsersException)) throw error;
    console.error(error.message);
    await app.close();
    process.exit(1);
  });
  await app.listen(config.PORT);
  // Stop taking connections, let requests in flight finish (SHUTDOWN_GRACE_SECONDS at most), then close jobs, pools and the database.
  closeOnSignals(async () => {
    await drainHttpServer(app.getHttpServer(), config.SHUTDOWN_GRACE_SECONDS * 1000);
    await app.close();
  }, new Logger('Herunterfahren'));
  // Through the logger like every other line: in LOG_FORMAT=json standard output carries only JSON.
  const logger = new Logger('Start');
  const url = config.publicBaseUrl;
  logger.log(`Leadportal läuft: ${url}  (Backoffice: ${url}/login, API-Doku: ${url}/api/docs)`);
  logger.log(`Datenbank: ${config.databaseDescription}`);
  collectStartupGarbage();
  if (firstAdmin) {
    // The address only when it is the built-in admin@localhost: a configured one is the operator's own (and personal).
    // Warnings, so LOG_LEVEL=warn shows them too: the one secret ever logged, without it nobody could log in.
    logger.warn(config.ADMIN_EMAIL ? 'Erster Benutzer: ADMIN_EMAIL mit ADMIN_PASSWORD' : `Erster Benutzer: ${firstAdmin.email}`);
    if (firstAdmin.password) logger.warn(`Passwort (wird nur dieses eine Mal angezeigt): ${firstAdmin.password}`);
  }
}

main().catch((error) => {
  console.error('Start fehlgeschlagen:', error);
  process.exit(1);
});
