import { DynamicModule, INestApplicationContext, Provider, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppConfig, ConfigModule, DatabaseModule, loadConfig } from '@app/infrastructure';
import { SCHEMA } from '@app/schema';
import { AuditModule } from '@app/audit';
import { createTestDatabase, TestDatabase } from './test-database';

/**
 * Medium tests (`*.medium-spec.ts`): a few modules or providers of one lib on a real, fresh database
 * (embedded, or a database of its own on DATABASE_URL's server), migrated like the app's, with the
 * CLS transactions of DatabaseModule. No HTTP, no other lib unless the test imports it.
 */
export interface TestContext {
  app: INestApplicationContext;
  db: DataSource;
  config: AppConfig;
  get<T>(type: Type<T> | (abstract new (...args: never[]) => T)): T;
  close(): Promise<void>;
}

export async function startTestContext(
  setup: { imports?: (Type | DynamicModule)[]; providers?: Provider[]; env?: Record<string, string> } = {},
): Promise<TestContext> {
  const database: TestDatabase = await createTestDatabase();
  try {
    const config = loadConfig({ JWT_SECRET: 'm'.repeat(32), ...database.env, ...setup.env });
    const moduleRef = await Test.createTestingModule({
      // The audit trail is part of every app (API, worker, command line): services note their changes in it.
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(SCHEMA), AuditModule, ...(setup.imports ?? [])],
      providers: setup.providers ?? [],
    }).compile();
    const context = await moduleRef.createNestApplication({ logger: false }).init();
    return {
      app: context,
      db: context.get(DataSource),
      config,
      get: (type) => context.get(type),
      async close() {
        await context.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
