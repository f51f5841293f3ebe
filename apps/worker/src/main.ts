import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppLogger, closeOnSignals, ConfigError, createRootLogger, loadConfig, Metrics, serveMetrics } from '@app/infrastructure';
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
  const logger = createRootLogger(config);
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config, logger), { logger: new AppLogger(logger) });
  // Started before the API on a fresh database: the worker matches by radius too.
  await app.get(GeoService).loadBundledIfEmpty();
  // The deliveries and mails it sends are counted here, so Prometheus scrapes the worker too (on METRICS_PORT).
  const metricsServer = config.METRICS_TOKEN && config.METRICS_PORT ? await serveMetrics(app.get(Metrics), config.METRICS_TOKEN, config.METRICS_PORT) : null;
  // BullMQ's worker.close() (in the outbox's shutdown hook) lets the running jobs finish; the pools close after them.
  closeOnSignals(async () => {
    metricsServer?.close();
    await app.close();
  }, new Logger('Herunterfahren'));
  new Logger('Start').log('Worker läuft: verarbeitet Jobs aus Redis und gleicht die Outbox ab.');
}

main().catch((error) => {
  console.error('Worker-Start fehlgeschlagen:', error);
  process.exit(1);
});
