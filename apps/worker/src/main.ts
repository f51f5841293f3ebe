import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppLogger, ConfigError, loadConfig } from '@app/infrastructure';
import { GeoService } from '@app/geo';
import { WorkerModule } from './worker.module';

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
  if (!config.DATABASE_URL || !config.REDIS_URL) {
    console.error(
      'Der Worker braucht DATABASE_URL und REDIS_URL. Ohne sie erledigt der API-Prozess (npm start) die Hintergrundarbeit selbst.',
    );
    process.exit(1);
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), { logger: new AppLogger(config.LOG_LEVEL) });
  // Started before the API on a fresh database: the worker matches by radius too.
  await app.get(GeoService).loadBundledIfEmpty();
  app.enableShutdownHooks();
  console.log('Worker läuft: verarbeitet Jobs aus Redis und gleicht die Outbox ab.');
}

main().catch((error) => {
  console.error('Worker-Start fehlgeschlagen:', error);
  process.exit(1);
});
