import { execFile } from 'node:child_process';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgres, IN_MEMORY } from './embedded-postgres';
import { QueryErrorLogger } from './query-error-logger';
import { sessionStartupOptions } from './session-settings';
import { SnakeNamingStrategy } from './snake-naming.strategy';

const MIGRATION_LOCK_KEY = 724_311_001;

type EmbeddedOptions = DataSourceOptions & { embedded?: { dataDir: string; snapshot?: string; schemaFile?: string } };

/** Every entity and migration of the product (`@app/schema` lists them). */
export interface DatabaseSchema {
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  /**
   * The module that exports this schema as `SCHEMA`. When it is compiled JavaScript, a new embedded
   * data directory is created and migrated by a child process that loads it (see prepareNewDataDir).
   */
  file?: string;
}

/** TypeORM options for the configured database; the embedded server is started when the data source opens. */
export function dataSourceOptions(config: AppConfig, schema: DatabaseSchema, overrides: Partial<DataSourceOptions> = {}): DataSourceOptions {
  if (config.DATABASE_URL) {
    return { ...commonOptions(schema), url: config.DATABASE_URL, extra: { max: 10, connectionTimeoutMillis: 10_000, options: sessionStartupOptions() }, ...overrides } as DataSourceOptions;
  }
  const embedded = { dataDir: config.dataDir, snapshot: config.MEMORY_SNAPSHOT, schemaFile: schema.file };
  return { ...commonOptions(schema), embedded, ...overrides } as EmbeddedOptions;
}

function commonOptions(schema: DatabaseSchema) {
  return {
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
}

/** Opens the data source (starting the embedded server if needed) and brings the schema up to date. */
export async function openDataSource(options: DataSourceOptions, { migrate = true } = {}): Promise<DataSource> {
  const { embedded: embeddedSettings, ...rest } = options as EmbeddedOptions;
  let embedded: EmbeddedPostgres | undefined;
  let finalOptions = rest as DataSourceOptions;
  if (embeddedSettings) {
    const { dataDir, snapshot, schemaFile } = embeddedSettings;
    embedded = await EmbeddedPostgres.start(dataDir, snapshot, migrate ? childPreparation(schemaFile) : undefined);
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

/**
 * How a new embedded data directory is made: by a child process that creates it (initdb) and runs
 * every migration, so the server keeps none of that work's memory (issue 19: a first start left the
 * heap some 80 MB larger than a start on an existing directory). Only where both this file and the
 * schema's are compiled JavaScript that plain Node can load; otherwise (tests in TypeScript) the
 * migrations run in this process.
 */
function childPreparation(schemaFile: string | undefined): ((directory: string) => Promise<void>) | undefined {
  if (!schemaFile?.endsWith('.js') || !__filename.endsWith('.js')) return undefined;
  const script = `require(process.argv[1]).prepareNewDataDir(process.argv[2], process.argv[3]).then(() => process.exit(0), (error) => { console.error(error); process.exit(1); })`;
  return (directory) =>
    new Promise<void>((resolve, reject) => {
      execFile(process.execPath, ['-e', script, __filename, schemaFile, directory], { timeout: 600_000, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) =>
        error ? reject(new Error(`Eingebettete Datenbank: Anlegen von ${directory} fehlgeschlagen (${error.message}) ${stderr}`.trim())) : resolve(),
      );
    });
}

/** The child's side of childPreparation: creates the data directory `directory` and migrates it to the schema `schemaFile` exports. */
export async function prepareNewDataDir(schemaFile: string, directory: string): Promise<void> {
  const { SCHEMA } = (await import(schemaFile)) as { SCHEMA: DatabaseSchema };
  const embedded = await EmbeddedPostgres.openUnlocked(directory);
  try {
    const dataSource = new DataSource(onEmbedded(commonOptions(SCHEMA) as DataSourceOptions, embedded));
    await dataSource.initialize();
    await runMigrations(dataSource, false);
    await dataSource.destroy();
  } finally {
    await embedded.close();
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
