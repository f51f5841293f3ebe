import { BackupException } from './backup.exception';
import { BackupManifest, checkMigrationKnown, isArchivePath, keyCheck, parseManifest } from './backup-manifest';

const SHA = 'a'.repeat(64);

function manifest(overrides: Partial<BackupManifest> = {}): BackupManifest {
  return {
    format: 1,
    product: { name: 'leadportal', version: '0.1.0' },
    createdAt: '2026-11-27T09:00:00.000Z',
    database: { kind: 'embedded', file: 'database/pgdata.tar' },
    migration: { name: 'Second1795000000002', timestamp: 1795000000002 },
    tables: { lead: 3, migrations: 2 },
    keys: { jwtSecret: 'data-dir', encryptionKey: 'derived', check: keyCheck('geheim') },
    files: { 'database/pgdata.tar': { size: 10, sha256: SHA }, 'data/jwt-secret': { size: 64, sha256: SHA } },
    ...overrides,
  };
}

const KNOWN = ['First1795000000001', 'Second1795000000002', 'Third1795000000003'];

function refusal(run: () => unknown): BackupException {
  try {
    run();
  } catch (error) {
    if (error instanceof BackupException) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the backup manifest', () => {
  it('accepts a known migration, the newest as well as an older one (the server migrates the rest)', () => {
    expect(() => checkMigrationKnown(manifest(), KNOWN)).not.toThrow();
    expect(() => checkMigrationKnown(manifest({ migration: { name: 'First1795000000001', timestamp: 1795000000001 } }), KNOWN)).not.toThrow();
  });

  it('refuses a migration newer than the code knows, naming the version to install', () => {
    const error = refusal(() =>
      checkMigrationKnown(manifest({ product: { name: 'leadportal', version: '0.2.0' }, migration: { name: 'Fourth1795000000004', timestamp: 1795000000004 } }), KNOWN),
    );
    expect(error.code).toBe('UNKNOWN_MIGRATION');
    expect(error.message).toBe(
      'Die Sicherung stammt von einer neueren Programmversion (Leadportal 0.2.0, Datenbankstand Fourth1795000000004); diese Version kennt Datenbankstände nur bis Third1795000000003. ' +
        'Bitte zuerst Leadportal 0.2.0 oder neuer installieren und die Wiederherstellung dann wiederholen.',
    );
  });

  it('refuses an unknown migration older than the newest known one (another line of development)', () => {
    const error = refusal(() => checkMigrationKnown(manifest({ migration: { name: 'Elsewhere1795000000000', timestamp: 1795000000000 } }), KNOWN));
    expect(error.message).toMatch(/^Die Sicherung hat einen Datenbankstand, den diese Programmversion nicht kennt \(Leadportal 0\.1\.0, Datenbankstand Elsewhere1795000000000\)/);
  });

  it('reads a valid manifest and refuses broken ones with the reason', () => {
    expect(parseManifest(JSON.stringify(manifest()))).toEqual(manifest());
    const reason = (text: string) => refusal(() => parseManifest(text)).message;
    expect(reason('{')).toBe('Die Datei ist keine lesbare Leadportal-Sicherung (manifest.json ist kein gültiges JSON).');
    expect(reason(JSON.stringify(manifest({ format: 2 as never })))).toContain('hat das Format 2, diese Version liest nur Format 1');
    expect(reason(JSON.stringify(manifest({ migration: { name: 'Kaputt', timestamp: 0 } })))).toContain('nennt keinen Datenbankstand');
    expect(reason(JSON.stringify(manifest({ files: { '../etc/passwd': { size: 1, sha256: SHA } } })))).toContain('nennt die unbekannte Datei ../etc/passwd');
    expect(reason(JSON.stringify(manifest({ files: { 'data/jwt-secret': { size: 64, sha256: SHA } } })))).toContain('die Datenbankdatei fehlt');
    expect(reason(JSON.stringify(manifest({ tables: { lead: 1.5 } })))).toContain('keine Zeilenzahlen');
  });

  it('knows only the layout it writes: the dump, the key file and uploads by their storage names', () => {
    expect(isArchivePath('database/pgdata.tar')).toBe(true);
    expect(isArchivePath('database/leadportal.dump')).toBe(true);
    expect(isArchivePath('data/jwt-secret')).toBe(true);
    expect(isArchivePath('data/uploads/3f/3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe(true);
    for (const path of ['data/uploads/3f/3f2504e0-4f89-41d3-9a0c-0305e82c3301.part', 'data/uploads/../../x', '/data/jwt-secret', 'data/pgdata/PG_VERSION', 'data/other']) {
      expect(isArchivePath(path)).toBe(false);
    }
  });

  it('checks keys without revealing them: the same key gives the same value, another key another', () => {
    expect(keyCheck('geheim')).toBe(keyCheck('geheim'));
    expect(keyCheck('geheim')).not.toBe(keyCheck('anders'));
    expect(keyCheck('geheim')).not.toContain('geheim');
    expect(keyCheck(null)).toBeNull();
  });
});
