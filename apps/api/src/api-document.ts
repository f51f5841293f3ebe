import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodyDto, IN_MEMORY, loadConfig } from '@app/infrastructure';
import { AppModule } from './app.module';

/** The OpenAPI document of the app's routes, served at /api/docs and the source of libs/contract/src/api-types.ts. */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Leadportal API')
      .setDescription(
        'Schnittstellen des Leadportals. Geschützte Aufrufe brauchen den Header `Authorization: Bearer <token>` ' +
          'aus POST /auth/login. Fehler antworten immer mit `{ statusCode, error, fields? }` (Text auf Deutsch).',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
    // Not named by any route's answer, but read by the browsers for every refused call.
    { extraModels: [ErrorBodyDto] },
  );
}

/**
 * The same document without a running app: Nest's preview mode registers every module and controller
 * but instantiates no provider, so no database, queue or clock is touched (about 0.3 s). Used by
 * `npm run api:types` and by the check in `npm test` that the generated types are current.
 */
export async function buildApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.register(loadConfig({ DATA_DIR: IN_MEMORY })), { preview: true, logger: false });
  try {
    return createApiDocument(app);
  } finally {
    await app.close();
  }
}
