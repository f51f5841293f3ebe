import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { openDataSource, dataSourceOptions } from './data-source';

/**
 * TypeORM on PostgreSQL: embedded (PGlite under DATA_DIR) without DATABASE_URL, that server with it.
 * Migrations run before any other module touches the database.
 */
@Module({})
export class DatabaseModule {
  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => dataSourceOptions(config),
          dataSourceFactory: async (options) => {
            if (!options) throw new Error('Keine Datenbank-Optionen');
            return openDataSource(options);
          },
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}

export { DataSource };
