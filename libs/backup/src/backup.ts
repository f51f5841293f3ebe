import { AppConfig, IN_MEMORY } from '@app/infrastructure';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { BackupException, withSentence } from './backup.exception';
import { checkArchive, checksumOf, packArchive } from './backup-archive';
import { BackupManifest, DATA_PREFIX, DATABASE_FILES, DatabaseKind, FileChecksum, JWT_SECRET_FILE, keyCheck, MANIFEST_FILE, MANIFEST_FORMAT } from './backup-manifest';
import { dataDirContent } from './data-files';
import { DatabaseState, dumpEmbedded, dumpPostgres, hasEmbeddedDatabase } from './database-dump';

export interface BackupResult {
  file: string;
  /** Bytes of the archive. */
  size: number;
  manifest: BackupManifest;
  /** Top-level entries of DATA_DIR that are not the product's and were left out. */
  foreign: string[];
}

/**
 * Writes one archive to `file`: the database (PGlite's data-directory dump, or `pg_dump -Fc` online), the
 * product's files from DATA_DIR and manifest.json. It is built beside `file` and renamed onto it only after
 * it was read back and every checksum matched, so a failed run never leaves a half archive under that name.
 * For the embedded database the caller holds its lock (the server is stopped).
 */
export async function createBackup(config: AppConfig, file: string, product: { name: string; version: string }): Promise<BackupResult> {
  // Read before anything asks for config.jwtSecret, which fills JWT_SECRET from the key file.
  const jwtSecretFromEnvironment = config.JWT_SECRET !== undefined;
  const kind: DatabaseKind = config.DATABASE_URL ? 'postgresql' : 'embedded';
  const dataDir = config.dataDir === IN_MEMORY ? null : config.dataDir;
  if (kind === 'embedded' && (!dataDir || !hasEmbeddedDatabase(dataDir))) {
    throw new BackupException(
      'NOTHING_TO_BACK_UP',
      dataDir
        ? `In ${dataDir} (DATA_DIR) liegt keine eingebettete Datenbank: Es gibt nichts zu sichern. Bitte DATA_DIR prüfen.`
        : 'Mit DATA_DIR=memory:// liegen die Daten nur im Arbeitsspeicher des Servers: Es gibt nichts zu sichern.',
    );
  }
  const target = resolve(file);
  const directory = dirname(target);
  if (!existsSync(directory) || !statSync(directory).isDirectory()) {
    throw new BackupException('TARGET_UNUSABLE', `Das Verzeichnis ${directory} gibt es nicht. Bitte anlegen oder einen anderen Pfad für die Sicherung angeben.`);
  }
  if (existsSync(target) && !statSync(target).isFile()) {
    throw new BackupException('TARGET_UNUSABLE', `${target} ist ein Verzeichnis. Bitte den Namen der Sicherungsdatei angeben, z. B. ${join(target, 'leadportal.tar.gz')}.`);
  }

  const staging = await mkdtemp(join(directory, `.${basename(target)}.`)).catch((error) => {
    throw explained(error, directory);
  });
  const partial = `${staging}.partial`;
  const dataLink = join(staging, DATA_PREFIX.replace(/\/$/, ''));
  try {
    const databaseFile = DATABASE_FILES[kind];
    await mkdir(dirname(join(staging, databaseFile)), { recursive: true });
    const state: DatabaseState = dataDir && kind === 'embedded'
      ? await dumpEmbedded(dataDir, join(staging, databaseFile))
      : await dumpPostgres(config.DATABASE_URL!, join(staging, databaseFile));
    if (!state.migration) {
      throw new BackupException(
        'NOTHING_TO_BACK_UP',
        `In der Datenbank (${config.databaseDescription}) ist noch keine Leadportal-Datenbank eingerichtet: Es gibt nichts zu sichern.`,
      );
    }
    const content = dataDir ? await dataDirContent(dataDir, { jwtSecretFile: !jwtSecretFromEnvironment }) : { files: [], foreign: [] };
    // The DATA_DIR files go into the archive under data/ straight from where they are, without a copy.
    if (dataDir) await symlink(dataDir, dataLink, 'dir');
    const paths = [databaseFile, ...content.files.map((path) => `${DATA_PREFIX}${path}`)];
    const files: Record<string, FileChecksum> = {};
    for (const path of paths) files[path] = await checksumOf(join(staging, path));

    const jwtSecretFile = content.files.includes(JWT_SECRET_FILE);
    const jwtSecret = jwtSecretFromEnvironment ? config.JWT_SECRET! : jwtSecretFile ? (await readFile(join(dataDir!, JWT_SECRET_FILE), 'utf8')).trim() : null;
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      product,
      createdAt: new Date().toISOString(),
      database: { kind, file: databaseFile },
      migration: state.migration,
      tables: state.tables,
      erasures: state.erasures ?? { count: 0, latestAt: null },
      keys: {
        jwtSecret: jwtSecretFromEnvironment ? 'environment' : jwtSecretFile ? 'data-dir' : 'none',
        encryptionKey: config.ENCRYPTION_KEY ? 'environment' : 'derived',
        check: keyCheck(config.ENCRYPTION_KEY ?? jwtSecret),
      },
      files,
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await packArchive(staging, [MANIFEST_FILE, ...paths], partial);
    // Read back as a restore will: a file changed while it was packed, or a bad write, fails the backup now.
    await checkArchive(partial).catch((error) => {
      throw withSentence(error, 'Die eben geschriebene Sicherung wurde deshalb verworfen; bitte erneut sichern.');
    });
    await rename(partial, target);
    return { file: target, size: statSync(target).size, manifest, foreign: content.foreign };
  } catch (error) {
    await rm(partial, { force: true });
    throw explained(error, directory);
  } finally {
    // The link first, so the cleanup can never reach into DATA_DIR.
    await unlink(dataLink).catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
  }
}

/** File-system failures said as what they mean for the backup; anything else stays as it is. */
function explained(error: unknown, directory: string): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' && !(error instanceof BackupException)) {
    return new BackupException('SOURCE_CHANGED', `Eine Datei wurde während der Sicherung gelöscht (${(error as NodeJS.ErrnoException).path ?? 'unbekannt'}). Es wurde keine Sicherung geschrieben; bitte erneut sichern.`);
  }
  if (code === 'ENOSPC') return new BackupException('TARGET_UNUSABLE', `Kein Platz mehr auf dem Datenträger von ${directory}. Es wurde keine Sicherung geschrieben.`);
  if (code === 'EACCES') return new BackupException('TARGET_UNUSABLE', `Keine Berechtigung zum Schreiben in ${directory} oder zum Lesen von DATA_DIR. Es wurde keine Sicherung geschrieben.`);
  return error;
}
