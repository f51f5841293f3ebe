import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import {
  AppConfig,
  AllExceptionsFilter,
  AppLogger,
  createRootLogger,
  germanValidationPipe,
  httpMetrics,
  inputGuard,
  Metrics,
  noStoreForData,
  requestLogging,
} from '@app/infrastructure';
import { createApiDocument } from './api-document';
import { AppModule } from './app.module';
import { builtAssetDirs } from './spa/built-assets';

// The legal texts are the largest JSON body: 4 pages × 50,000 characters, up to 3 bytes each in UTF-8.
export const JSON_BODY_LIMIT = '1mb';
export const CSV_BODY_LIMIT = '5mb';

/**
 * Builds the HTTP application with everything main.ts and the API tests share. Logs go to standard
 * output in LOG_FORMAT; `logger: false` writes none (the tests), `logStream` takes JSON lines instead.
 */
export async function createApp(
  config: AppConfig,
  options: { logger?: false; logStream?: DestinationStream } = {},
): Promise<NestExpressApplication> {
  const logger = createRootLogger(config, { silent: options.logger === false, destination: options.logStream });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, logger), {
    bodyParser: false,
    logger: new AppLogger(logger),
  });
  // First of all, so every request has its id and its log line and is measured, also those refused before routing.
  app.use(requestLogging(logger));
  app.use(httpMetrics(app.get(Metrics)));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Answers under /api and the other data prefixes are never cached (noStoreForData), so a hash of each body is wasted work.
  app.set('etag', false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI and the sandboxed mail preview inject style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: true });
  // Order imports arrive as CSV files.
  app.useBodyParser('text', { type: ['text/csv', 'text/plain'], limit: CSV_BODY_LIMIT });
  // Before any guard, pipe or handler: NUL characters and deep nesting are refused here, once for every route.
  app.use(inputGuard());
  app.use(noStoreForData());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(germanValidationPipe());
  for (const { path, dir } of builtAssetDirs()) {
    app.useStaticAssets(dir, { prefix: path, index: false, maxAge: '1y', immutable: true, fallthrough: true });
  }
  setUpApiDocs(app);
  return app;
}

function setUpApiDocs(app: INestApplication) {
  SwaggerModule.setup('api/docs', app, createApiDocument(app), { customSiteTitle: 'Leadportal API' });
}
