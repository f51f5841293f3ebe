import { createHmac } from 'node:crypto';
import { BackupException } from './backup.exception';

/** Raised when the layout of the archive changes; a restore refuses formats it does not know. */
export const MANIFEST_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

export type DatabaseKind = 'embedded' | 'postgresql';

/** Where the database dump sits in the archive, per kind. */
export const DATABASE_FILES: Record<DatabaseKind, string> = {
  embedded: 'database/pgdata.tar',
  postgresql: 'database/leadportal.dump',
};

/** Files from DATA_DIR are kept under this folder of the archive, by their path inside DATA_DIR. */
export const DATA_PREFIX = 'data/';
export const JWT_SECRET_FILE = 'jwt-secret';
export const UPLOADS_DIR = 'uploads';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * Every path an archive may hold besides the manifest. Nothing else is ever extracted, so an archive
 * cannot write outside the data directory or place files the product does not know.
 */
const ARCHIVE_PATH = new RegExp(
  `^(${Object.values(DATABASE_FILES).join('|')}|${DATA_PREFIX}${JWT_SECRET_FILE}|${DATA_PREFIX}${UPLOADS_DIR}/[0-9a-f]{2}/${UUID})$`,
);

export function isArchivePath(path: string): boolean {
  return ARCHIVE_PATH.test(path);
}

export interface FileChecksum {
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  product: { name: string; version: string };
  createdAt: string;
  database: { kind: DatabaseKind; file: string };
  /** The last migration the database had run when it was backed up. */
  migration: { name: string; timestamp: number };
  /** Rows per table of the `public` schema, counted in the same snapshot as the dump. */
  tables: Record<string, number>;
  /** The erasures (Art. 17) in the data: `npm run restore` re-applies the ledger's later ones. Absent in older backups. */
  erasures?: { count: number; latestAt: string | null };
  /**
   * Where the keys came from, and a one-way check value of the key that seals integration secrets, so a
   * restore into an environment with other keys is refused before it makes them unreadable.
   */
  keys: { jwtSecret: 'environment' | 'data-dir' | 'none'; encryptionKey: 'environment' | 'derived'; check: string | null };
  /** SHA-256 and size of every other file in the archive, by its path there. */
  files: Record<string, FileChecksum>;
}

/** The migration's timestamp: TypeORM names migrations `<Name><13-digit milliseconds>`. */
export function migrationTimestamp(name: string): number {
  const match = /(\d{13})$/.exec(name);
  return match ? Number(match[1]) : NaN;
}

/**
 * The check value of the secret-sealing key (ENCRYPTION_KEY, else the JWT secret): an HMAC of a fixed
 * text under it, which tells whether two environments share the key without revealing it.
 */
export function keyCheck(material: string | null): string | null {
  if (material === null) return null;
  return createHmac('sha256', material).update('leadportal backup key check').digest('hex');
}

export const unreadableArchive = (why: string) =>
  new BackupException('UNREADABLE_ARCHIVE', `Die Datei ist keine lesbare Leadportal-Sicherung (${why}).`);

/** Parses and checks the shape of manifest.json; every later check can rely on its fields. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw unreadableArchive('manifest.json ist kein gültiges JSON');
  }
  const manifest = value as Partial<BackupManifest>;
  if (typeof manifest !== 'object' || manifest === null) throw unreadableArchive('manifest.json ist kein Objekt');
  if (manifest.format !== MANIFEST_FORMAT) {
    throw unreadableArchive(`manifest.json hat das Format ${String(manifest.format)}, diese Version liest nur Format ${MANIFEST_FORMAT}`);
  }
  const kind = manifest.database?.kind;
  if (kind !== 'embedded' && kind !== 'postgresql') throw unreadableArchive('manifest.json nennt keine bekannte Datenbankart');
  if (manifest.database?.file !== DATABASE_FILES[kind]) throw unreadableArchive('manifest.json nennt keine Datenbankdatei');
  if (typeof manifest.migration?.name !== 'string' || Number.isNaN(migrationTimestamp(manifest.migration.name))) {
    throw unreadableArchive('manifest.json nennt keinen Datenbankstand (Migration)');
  }
  if (typeof manifest.tables !== 'object' || manifest.tables === null || !Object.values(manifest.tables).every(Number.isSafeInteger)) {
    throw unreadableArchive('manifest.json enthält keine Zeilenzahlen je Tabelle');
  }
  if (typeof manifest.files !== 'object' || manifest.files === null) throw unreadableArchive('manifest.json enthält keine Prüfsummen');
  for (const [path, checksum] of Object.entries(manifest.files)) {
    if (!isArchivePath(path)) throw unreadableArchive(`manifest.json nennt die unbekannte Datei ${path}`);
    if (!Number.isSafeInteger(checksum?.size) || !/^[0-9a-f]{64}$/.test(String(checksum?.sha256))) {
      throw unreadableArchive(`manifest.json enthält keine gültige Prüfsumme für ${path}`);
    }
  }
  if (!(manifest.database.file in manifest.files)) throw unreadableArchive('die Datenbankdatei fehlt in manifest.json');
  if (typeof manifest.keys !== 'object' || manifest.keys === null) throw unreadableArchive('manifest.json sagt nicht, woher die Schlüssel kommen');
  return manifest as BackupManifest;
}

/**
 * Refuses a database state this code cannot run: a migration it does not know, newer than its newest
 * (made by a later version) or from another line of development. An older known one is fine: the
 * server runs the missing migrations when it starts.
 */
export function checkMigrationKnown(manifest: BackupManifest, knownMigrations: readonly string[]): void {
  const { name } = manifest.migration;
  if (knownMigrations.includes(name)) return;
  const newest = knownMigrations.reduce((last, each) => (migrationTimestamp(each) > migrationTimestamp(last) ? each : last), knownMigrations[0]);
  const from = `Leadportal ${manifest.product.version}, Datenbankstand ${name}`;
  if (migrationTimestamp(name) > migrationTimestamp(newest)) {
    throw new BackupException(
      'UNKNOWN_MIGRATION',
      `Die Sicherung stammt von einer neueren Programmversion (${from}); diese Version kennt Datenbankstände nur bis ${newest}. ` +
        `Bitte zuerst Leadportal ${manifest.product.version} oder neuer installieren und die Wiederherstellung dann wiederholen.`,
    );
  }
  throw new BackupException(
    'UNKNOWN_MIGRATION',
    `Die Sicherung hat einen Datenbankstand, den diese Programmversion nicht kennt (${from}). ` +
      `Bitte mit der Programmversion wiederherstellen, mit der gesichert wurde.`,
  );
}
