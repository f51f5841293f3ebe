import { AppConfig, EMBEDDED_LOCK_FILE, IN_MEMORY } from '@app/infrastructure';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BackupException, withSentence } from './backup.exception';
import { checkArchive, extractArchive } from './backup-archive';
import { BackupManifest, checkMigrationKnown, DATA_PREFIX, DatabaseKind, keyCheck } from './backup-manifest';
import { dataDirContent, STAGING_PREFIX } from './data-files';
import { DatabaseState, loadEmbedded, PGDATA_DIR, postgresRelationCount, restorePostgres } from './database-dump';

export interface RestoreResult {
  manifest: BackupManifest;
  /** What the restored database holds (equal to the manifest's counts, or the restore would have failed). */
  state: DatabaseState;
  /** Files put back into DATA_DIR. */
  files: number;
}

const NOTHING_RESTORED = 'Es wurde nichts wiederhergestellt.';
const KIND_NAMES: Record<DatabaseKind, string> = { embedded: 'die eingebettete Datenbank', postgresql: 'PostgreSQL (DATABASE_URL)' };

/**
 * Restores an archive of `createBackup` into this environment's empty target: an empty or new DATA_DIR
 * for the embedded database, an empty database (and no uploads yet) for PostgreSQL. Everything is
 * checked before anything is written: the target is empty, every checksum matches, the migration is one
 * this code knows, the database kind and the keys are this environment's. For the embedded database the
 * caller holds its lock.
 */
export async function restoreBackup(config: AppConfig, file: string, knownMigrations: readonly string[]): Promise<RestoreResult> {
  const kind: DatabaseKind = config.DATABASE_URL ? 'postgresql' : 'embedded';
  const dataDir = config.dataDir === IN_MEMORY ? null : config.dataDir;
  if (kind === 'embedded' && !dataDir) {
    throw new BackupException('TARGET_UNUSABLE', `Mit DATA_DIR=memory:// gibt es kein Verzeichnis, in das wiederhergestellt werden kann. Bitte DATA_DIR auf ein neues, leeres Verzeichnis setzen. ${NOTHING_RESTORED}`);
  }
  const source = resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) {
    throw new BackupException('UNREADABLE_ARCHIVE', `Die Sicherungsdatei ${source} gibt es nicht. ${NOTHING_RESTORED}`);
  }
  await requireEmptyTarget(config, kind, dataDir);
  const { manifest, jwtSecret } = await checkArchive(source).catch((error) => {
    throw withSentence(error, NOTHING_RESTORED);
  });
  requireSameEnvironment(config, kind, manifest, jwtSecret);
  try {
    checkMigrationKnown(manifest, knownMigrations);
  } catch (error) {
    throw withSentence(error, NOTHING_RESTORED);
  }
  const dataFiles = Object.keys(manifest.files).filter((path) => path.startsWith(DATA_PREFIX));
  if (!dataDir && dataFiles.length > 0) {
    throw new BackupException('TARGET_UNUSABLE', `Die Sicherung enthält ${dataFiles.length} Dateien für DATA_DIR, aber DATA_DIR ist memory://. Bitte DATA_DIR auf ein Verzeichnis setzen. ${NOTHING_RESTORED}`);
  }

  // Unpacked beside its destination, so the final moves are renames on one file system.
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(dataDir ? join(dataDir, STAGING_PREFIX) : join(tmpdir(), 'leadportal-restore-'));
  try {
    await extractArchive(source, staging, manifest).catch((error) => {
      throw withSentence(error, NOTHING_RESTORED);
    });
    const dump = join(staging, manifest.database.file);
    const state = kind === 'embedded' ? await loadEmbedded(join(staging, PGDATA_DIR), dump) : await restorePostgres(config.DATABASE_URL!, dump);
    const differences = countDifferences(manifest.tables, state.tables);
    if (differences.length > 0) {
      throw new BackupException(
        'RESTORE_MISMATCH',
        `Die wiederhergestellte Datenbank stimmt nicht mit der Sicherung überein (${differences.slice(0, 3).join('; ')}). ` +
          (kind === 'embedded' ? NOTHING_RESTORED : 'Bitte die Zieldatenbank löschen, neu anlegen und die Wiederherstellung wiederholen.'),
      );
    }
    if (kind === 'embedded') await rename(join(staging, PGDATA_DIR), join(dataDir!, PGDATA_DIR));
    if (dataDir && dataFiles.length > 0) await moveInto(join(staging, DATA_PREFIX), dataDir);
    return { manifest, state, files: dataFiles.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A restore never mixes with existing data: it refuses a target that holds any, and says what to do. */
async function requireEmptyTarget(config: AppConfig, kind: DatabaseKind, dataDir: string | null): Promise<void> {
  if (kind === 'embedded') {
    const present = existsSync(dataDir!) ? (await readdir(dataDir!)).filter((name) => name !== EMBEDDED_LOCK_FILE) : [];
    if (present.length > 0) {
      throw new BackupException(
        'TARGET_NOT_EMPTY',
        `Das Datenverzeichnis ${dataDir} (DATA_DIR) ist nicht leer. Wiederhergestellt wird nur in ein leeres oder neues Verzeichnis: ` +
          `bitte DATA_DIR auf ein neues Verzeichnis setzen oder das vorhandene umbenennen und den Befehl erneut starten. Es wurde nichts verändert.`,
      );
    }
    return;
  }
  const relations = await postgresRelationCount(config.DATABASE_URL!);
  if (relations > 0) {
    throw new BackupException(
      'TARGET_NOT_EMPTY',
      `Die Datenbank ${config.databaseDescription} ist nicht leer (${relations} Tabellen, Sichten oder Sequenzen). Wiederhergestellt wird nur in eine leere Datenbank: ` +
        `bitte eine neue anlegen (z. B. createdb leadportal_neu), DATABASE_URL auf sie setzen und den Befehl erneut starten. Es wurde nichts verändert.`,
    );
  }
  if (dataDir && (await dataDirContent(dataDir, { jwtSecretFile: false })).files.length > 0) {
    throw new BackupException(
      'TARGET_NOT_EMPTY',
      `Im Upload-Verzeichnis ${join(dataDir, 'uploads')} liegen bereits Dateien. Wiederhergestellt wird nur in ein Datenverzeichnis ohne Uploads: ` +
        `bitte DATA_DIR auf ein neues Verzeichnis setzen oder das vorhandene umbenennen und den Befehl erneut starten. Es wurde nichts verändert.`,
    );
  }
}

/**
 * The archive must come from the same kind of database, and the key that seals integration secrets must
 * be the same: restored with another one, every buyer's CRM and webhook credentials would be unreadable.
 */
function requireSameEnvironment(config: AppConfig, kind: DatabaseKind, manifest: BackupManifest, archivedJwtSecret: string | null): void {
  if (manifest.database.kind !== kind) {
    throw new BackupException(
      'OTHER_ENVIRONMENT',
      `Die Sicherung enthält ${KIND_NAMES[manifest.database.kind]}, diese Umgebung nutzt ${KIND_NAMES[kind]}. ` +
        `Bitte mit derselben Umgebung (DATABASE_URL gesetzt oder nicht) wiederherstellen, in der gesichert wurde. ${NOTHING_RESTORED}`,
    );
  }
  if (manifest.keys.check === null) return;
  const material = config.ENCRYPTION_KEY ?? config.JWT_SECRET ?? archivedJwtSecret;
  if (keyCheck(material) !== manifest.keys.check) {
    const what =
      manifest.keys.encryptionKey === 'environment'
        ? 'ENCRYPTION_KEY auf denselben Wert wie beim Sichern setzen'
        : manifest.keys.jwtSecret === 'environment'
          ? 'JWT_SECRET auf denselben Wert wie beim Sichern setzen und ENCRYPTION_KEY weglassen'
          : 'JWT_SECRET und ENCRYPTION_KEY nicht setzen: Die Sicherung bringt ihren Schlüssel in DATA_DIR mit';
    throw new BackupException(
      'OTHER_ENVIRONMENT',
      `Die Schlüssel dieser Umgebung passen nicht zur Sicherung: Die gespeicherten Zugangsdaten der Integrationen wären danach nicht mehr lesbar. ` +
        `Bitte ${what}. ${NOTHING_RESTORED}`,
    );
  }
}

function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const differences: string[] = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    if (expected[table] !== actual[table]) differences.push(`${table}: ${actual[table] ?? 'fehlt'} statt ${expected[table] ?? 'keine'} Zeilen`);
  }
  return differences;
}

/** Moves every entry of `from` into `to`, merging into directories that exist (an empty uploads folder). */
async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const destination = join(to, entry.name);
    if (entry.isDirectory() && existsSync(destination)) await moveInto(join(from, entry.name), destination);
    else await rename(join(from, entry.name), destination);
  }
}
