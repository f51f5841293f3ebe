import 'reflect-metadata';
import { ConfigError, EmbeddedDatabaseInUseError, embeddedDatabaseHolder, IN_MEMORY, loadConfig } from '@app/infrastructure';
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
  const url = config.publicBaseUrl;
  console.log(`\nLeadportal läuft: ${url}  (Backoffice: ${url}/login, API-Doku: ${url}/api/docs)`);
  console.log(`Datenbank: ${config.databaseDescription}`);
  if (firstAdmin) {
    console.log(`\nErster Benutzer: ${firstAdmin.email}`);
    if (firstAdmin.password) console.log(`Passwort (wird nur dieses eine Mal angezeigt): ${firstAdmin.password}\n`);
  }
}

main().catch((error) => {
  console.error('Start fehlgeschlagen:', error);
  process.exit(1);
});
