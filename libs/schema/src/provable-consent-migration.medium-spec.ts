// PostgreSQL pass: the data migration on a server.
import { createHash } from 'node:crypto';
import { createTestDatabase } from '../../../test/support/test-database';
import { CONSENT_TEXT } from '@app/contract';
import { dataSourceOptions, loadConfig, openDataSource } from '@app/infrastructure';
import { SCHEMA } from './schema';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('Migration ProvableConsent', () => {
  it('makes the texts stored before it the first versions: legal pages since their last save, and each lead points to its consent text', async () => {
    // Starts migrated (the tests' template): ProvableConsent and the migrations after it are undone, then all run again.
    const database = await createTestDatabase();
    const dataSource = await openDataSource(dataSourceOptions(loadConfig({ JWT_SECRET: 'z'.repeat(32), ...database.env }), SCHEMA));
    try {
      const undone = dataSource.migrations.length - dataSource.migrations.findIndex((migration) => migration.name?.startsWith('ProvableConsent'));
      for (let i = 0; i < undone; i++) await dataSource.undoLastMigration();

      const saved = new Date('2026-02-01T08:00:00Z');
      await dataSource.query(`INSERT INTO app_setting (key, value, updated_at) VALUES ('legal', $1, $2)`, [
        JSON.stringify({ imprint: { text: 'Solar GmbH\r\nMünchen  ' }, terms: { url: 'https://example.de/agb' }, privacy: {}, partner: { text: '  ' } }),
        saved,
      ]);
      const [{ id: sourceId }] = await dataSource.query(`SELECT id FROM leadsource WHERE slug = 'website'`);
      const lead = async (consentText: string | null, consentAt: string) =>
        (
          await dataSource.query(
            `INSERT INTO lead (first_name, last_name, phone, email, street, zip, leadsource_id, consent_text, consent_at)
             VALUES ('Anna', 'Schmidt', '+491511', 'a@example.de', 'Weg 1', '80331', $1, $2, $3) RETURNING id`,
            [sourceId, consentText, consentAt],
          )
        )[0].id as number;
      const funnelOld = await lead(CONSENT_TEXT, '2026-01-10T10:00:00Z');
      const funnelNew = await lead(CONSENT_TEXT, '2026-03-10T10:00:00Z');
      const supplier = await lead('Einwilligung beim Partner\r\n', '2026-02-20T10:00:00Z');
      const supplierSame = await lead('Einwilligung beim Partner', '2026-02-21T10:00:00Z');
      const none = await lead(null, '2026-02-22T10:00:00Z');

      await dataSource.runMigrations();

      const versions: { id: number; kind: string; text: string; hash: string; valid_from: Date; valid_to: Date | null }[] = await dataSource.query(
        `SELECT id, kind, text, hash, valid_from, valid_to FROM consent_text_version ORDER BY kind`,
      );
      expect(versions.map(({ kind, text, hash, valid_from, valid_to }) => ({ kind, text, hash, from: valid_from.toISOString(), to: valid_to }))).toEqual([
        { kind: 'consent', text: CONSENT_TEXT, hash: sha256(CONSENT_TEXT), from: '2026-01-10T10:00:00.000Z', to: null },
        { kind: 'imprint', text: 'Solar GmbH\nMünchen', hash: sha256('Solar GmbH\nMünchen'), from: saved.toISOString(), to: null },
        { kind: 'supplier-consent', text: 'Einwilligung beim Partner', hash: sha256('Einwilligung beim Partner'), from: '2026-02-20T10:00:00.000Z', to: null },
        { kind: 'terms', text: 'Externe Adresse: https://example.de/agb', hash: sha256('Externe Adresse: https://example.de/agb'), from: saved.toISOString(), to: null },
      ]);
      const versionOf = async (id: number) => (await dataSource.query(`SELECT consent_version_id AS v FROM lead WHERE id = $1`, [id]))[0].v as number | null;
      const byKind = Object.fromEntries(versions.map((version) => [version.kind, version.id]));
      expect(await Promise.all([funnelOld, funnelNew, supplier, supplierSame, none].map(versionOf))).toEqual([
        byKind.consent,
        byKind.consent,
        byKind['supplier-consent'],
        byKind['supplier-consent'],
        null,
      ]);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});
