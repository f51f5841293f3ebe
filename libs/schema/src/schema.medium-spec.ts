// PostgreSQL pass: the migrations down and up, and no drift, on a server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../../test/support/test-database';
import { loadConfig, dataSourceOptions, openDataSource, schemaDrift } from '@app/infrastructure';
import { Organisation } from '@app/organisations';
import { defaultIntegrations } from '@app/contract';
import { organisationRow } from '../../../test/factories/organisations';
import { SCHEMA } from './schema';

describe('Database schema', () => {
  it('has no drift between entities and migrations (a generated migration would be empty)', async () => {
    const database = await createTestDatabase({ empty: true });
    const dataSource = await openDataSource(dataSourceOptions(loadConfig({ JWT_SECRET: 'z'.repeat(32), ...database.env }), SCHEMA));
    try {
      const drift = await schemaDrift(dataSource);
      expect(drift.up).toEqual([]);
      // Running the migrations again changes nothing.
      expect(await dataSource.runMigrations()).toEqual([]);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });

  it('runs every migration down and up again cleanly', async () => {
    // Starts migrated (the tests' template): the down and up runs are what is checked.
    const database = await createTestDatabase();
    const dataSource = await openDataSource(dataSourceOptions(loadConfig({ JWT_SECRET: 'z'.repeat(32), ...database.env }), SCHEMA));
    try {
      for (let i = 0; i < dataSource.migrations.length; i++) await dataSource.undoLastMigration();
      const tables = await dataSource.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`);
      expect(tables[0].n).toBe(0);
      await dataSource.runMigrations();
      expect((await schemaDrift(dataSource)).up).toEqual([]);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });

  it('keeps existing Zapier and Make hooks active when they get the fields active and username', async () => {
    // Starts migrated (the tests' template): the down and up runs are what is checked.
    const database = await createTestDatabase();
    const dataSource = await openDataSource(dataSourceOptions(loadConfig({ JWT_SECRET: 'z'.repeat(32), ...database.env }), SCHEMA));
    try {
      // WebhookHooks and the migrations after it are undone, then all run again.
      const undone = dataSource.migrations.length - dataSource.migrations.findIndex((migration) => migration.name?.startsWith('WebhookHooks'));
      const undo = async () => {
        for (let i = 0; i < undone; i++) await dataSource.undoLastMigration();
      };
      await undo();
      const old = { ...defaultIntegrations(), zapier: { uri: 'https://hooks.zapier.com/hooks/catch/1/a' }, make: { uri: '' } };
      // Raw SQL with the columns of that time: the entity has columns of later migrations.
      const row = organisationRow();
      const [{ id }] = await dataSource.query(
        `INSERT INTO organisation (name, api_key, integrations, config, extension, conditions) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [row.name, row.apiKey, JSON.stringify(old), JSON.stringify(row.config), JSON.stringify(row.extension), JSON.stringify(row.conditions)],
      );
      await dataSource.runMigrations();
      const { integrations } = await dataSource.getRepository(Organisation).findOneByOrFail({ id });
      expect(integrations.zapier).toEqual({ active: true, uri: 'https://hooks.zapier.com/hooks/catch/1/a', username: '' });
      expect(integrations.make).toEqual({ active: true, uri: '', username: '' });
      expect(integrations.leveto).toEqual(defaultIntegrations().leveto);
      // Down takes the new fields away again.
      await undo();
      const [after] = await dataSource.query(`SELECT integrations FROM organisation WHERE id = $1`, [id]);
      expect(after.integrations.zapier).toEqual({ uri: 'https://hooks.zapier.com/hooks/catch/1/a' });
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });

  it('keeps embedded data in DATA_DIR across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'leadportal-data-'));
    const open = (): Promise<DataSource> => openDataSource(dataSourceOptions(loadConfig({ DATA_DIR: dataDir }), SCHEMA));
    try {
      const first = await open();
      await first.query(`INSERT INTO staff_user (email, name, password_hash) VALUES ('bleibt@example.de', 'Bleibt', 'x')`);
      await first.destroy();
      const second = await open();
      expect(await second.query(`SELECT email FROM staff_user`)).toEqual([{ email: 'bleibt@example.de' }]);
      await second.destroy();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
