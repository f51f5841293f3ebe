import { DynamicModule, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { ClsModule } from 'nestjs-cls';
import { AppConfig } from '../config/app-config';
import { DatabaseProbe } from './database-probe';
import { DatabaseSchema, dataSourceOptions, openDataSource } from './data-source';
import { EmbeddedDatabaseInUseError } from './embedded-lock';
import { EmbeddedMaintenance } from './embedded-maintenance';
import { ErasedDataRewriteRequests } from './erased-data-rewrite';
import { TransactionalAdapterWithAfterCommit } from './transactions';

/**
 * TypeORM on PostgreSQL: embedded (PGlite under DATA_DIR) without DATABASE_URL, that server with it.
 * Migrations run before any other module touches the database. The entities and migrations come from
 * the caller (`@app/schema`), so this lib knows no feature lib.
 *
 * Transactions: `@Transactional()` on a service method opens one (or joins the caller's); repositories
 * use `TransactionHost.tx`, so everything in it runs on the transaction's connection. That is also what
 * the embedded database needs: it runs one transaction at a time, and a query through another
 * connection while one is open would wait forever. The CLS context those need is opened by a middleware
 * for every HTTP request and by `cls.run` for outbox jobs and schedules.
 */
@Module({})
export class DatabaseModule {
  static forRoot(schema: DatabaseSchema): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            ...dataSourceOptions(config, schema),
            // A database held by another process stays held: say so at once instead of nine retries over 26 s.
            toRetry: (error: unknown) => !(error instanceof EmbeddedDatabaseInUseError),
          }),
          dataSourceFactory: async (options) => {
            if (!options) throw new Error('Keine Datenbank-Optionen');
            return openDataSource(options);
          },
        }),
        ClsModule.forRoot({
          global: true,
          // No proxy providers are used: resolving them looked them up (a require()) on every request.
          middleware: { mount: true, resolveProxyProviders: false },
          plugins: [new ClsPluginTransactional({ adapter: new TransactionalAdapterWithAfterCommit({ dataSourceToken: getDataSourceToken() }) })],
        }),
      ],
      providers: [DatabaseProbe, EmbeddedMaintenance, ErasedDataRewriteRequests],
      exports: [TypeOrmModule, DatabaseProbe, EmbeddedMaintenance, ErasedDataRewriteRequests],
    };
  }
}

export { DataSource } from 'typeorm';
