import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgres, IN_MEMORY } from './embedded-postgres';
import { QueryErrorLogger } from './query-error-logger';
import { SnakeNamingStrategy } from './snake-naming.strategy';

const MIGRATION_LOCK_KEY = 724_311_001;

type EmbeddedOptions = DataSourceOptions & { embedded?: { dataDir: string; snapshot?: string } };

/** Every entity and migration of the product (`@app/schema` lists them). */
export interface DatabaseSchema {
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
}

/** TypeORM options for the configured database; the embedded server is started when the data source opens. */
export function dataSourceOptions(config: AppConfig, schema: DatabaseSchema, overrides: Partial<DataSourceOptions> = {}): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: schema.entities,
    migrations: schema.migrations,
    synchronize: false,
    migrationsRun: false,
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
    logging: ['error' as const],
    logger: new QueryErrorLogger(),
    namingStrategy: new SnakeNamingStrategy(),
  };
  if (config.DATABASE_URL) {
    return { ...common, url: config.DATABASE_URL, extra: { max: 10, connectionTimeoutMillis: 10_000 }, ...overrides } as DataSourceOptions;
  }
  return { ...common, embedded: { dataDir: config.dataDir, snapshot: config.MEMORY_SNAPSHOT }, ...overrides } as EmbeddedOptions;
}

/** Opens the data source (starting the embedded server if needed) and brings the schema up to date. */
export async function openDataSource(options: DataSourceOptions, { migrate = true } = {}): Promise<DataSource> {
  const { embedded: embeddedSettings, ...rest } = options as EmbeddedOptions;
  let embedded: EmbeddedPostgres | undefined;
  let finalOptions = rest as DataSourceOptions;
  if (embeddedSettings) {
    embedded = await EmbeddedPostgres.start(embeddedSettings.dataDir, embeddedSettings.snapshot);
    finalOptions = onEmbedded(rest, embedded);
  }
  const dataSource = new DataSource(finalOptions);
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.close();
    throw error;
  }
  if (embedded) {
    // The embedded server lives exactly as long as its data source.
    const destroy = dataSource.destroy.bind(dataSource);
    dataSource.destroy = async () => {
      await destroy();
      await embedded.close();
    };
  }
  if (migrate) await runMigrations(dataSource, embedded === undefined);
  return dataSource;
}

/** Several API and worker processes may start at once against one server: one of them migrates at a time. */
async function runMigrations(dataSource: DataSource, useLock: boolean): Promise<void> {
  if (!useLock) {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lockRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockRunner.release();
  }
}

/** TypeORM's `pg` driver speaking to the embedded server through its in-process connection. */
function onEmbedded(options: DataSourceOptions, embedded: EmbeddedPostgres): DataSourceOptions {
  return { ...options, host: 'localhost', username: 'postgres', password: 'postgres', database: 'postgres', extra: embedded.poolOptions() } as DataSourceOptions;
}

/**
 * A fresh in-memory database migrated to `schema`, dumped as a PGlite data directory: what
 * `MEMORY_SNAPSHOT` points to, so the tests migrate once per run instead of once per file.
 */
export async function migratedMemorySnapshot(options: DataSourceOptions): Promise<Uint8Array> {
  const { embedded: _settings, ...rest } = options as EmbeddedOptions;
  const embedded = await EmbeddedPostgres.start(IN_MEMORY);
  try {
    const dataSource = new DataSource(onEmbedded(rest as DataSourceOptions, embedded));
    await dataSource.initialize();
    await runMigrations(dataSource, false);
    await dataSource.destroy();
    return new Uint8Array(await (await embedded.pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await embedded.close();
  }
}
