import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { BackupException } from './backup.exception';
import { BackupManifest, DATA_PREFIX, FileChecksum, isArchivePath, JWT_SECRET_FILE, MANIFEST_FILE, parseManifest, unreadableArchive } from './backup-manifest';

/** SHA-256 and size of a file on disk. */
export async function checksumOf(path: string): Promise<FileChecksum> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Packs `paths` (files relative to `directory`, nothing recursed into) gzip-compressed into `file`, readable
 * only by its owner: the archive holds personal data and keys. A file that cannot be read fails the whole run.
 */
export async function packArchive(directory: string, paths: string[], file: string): Promise<void> {
  await tar.c({ gzip: true, file, cwd: directory, strict: true, noDirRecurse: true, mode: 0o600 }, paths);
}

/** What reading an archive through found: its manifest, checked against every file, and the key file's content. */
export interface CheckedArchive {
  manifest: BackupManifest;
  /** The JWT secret from DATA_DIR when the archive carries it (the restore compares keys before writing anything). */
  jwtSecret: string | null;
}


/** A short list for a message: the first few, then how many more. */
function listed(items: string[]): string {
  const shown = items.slice(0, 3).join('; ');
  return items.length > 3 ? `${shown} und ${items.length - 3} weitere` : shown;
}

/**
 * Reads the whole archive once without writing anything: hashes every file and compares it with the
 * manifest. Refuses a truncated or foreign file, a missing, changed or extra file, and entries that are not
 * plain files of the known layout (links, absolute or climbing paths).
 */
export async function checkArchive(file: string): Promise<CheckedArchive> {
  const seen = new Map<string, FileChecksum>();
  const unexpected: string[] = [];
  const ends: Promise<void>[] = [];
  let manifestText: string | null = null;
  let jwtSecret: string | null = null;
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const path = entry.path;
        const isManifest = path === MANIFEST_FILE;
        if (entry.type !== 'File' || (!isManifest && !isArchivePath(path)) || seen.has(path)) {
          unexpected.push(`${path}: unerwarteter Eintrag`);
          return;
        }
        const hash = createHash('sha256');
        const kept: Buffer[] = [];
        const keep = isManifest || path === `${DATA_PREFIX}${JWT_SECRET_FILE}`;
        let size = 0;
        entry.on('data', (chunk: Buffer) => {
          size += chunk.length;
          hash.update(chunk);
          if (keep) kept.push(chunk);
        });
        ends.push(
          new Promise((resolve) =>
            entry.on('end', () => {
              if (isManifest) manifestText = Buffer.concat(kept).toString('utf8');
              else seen.set(path, { size, sha256: hash.digest('hex') });
              if (path === `${DATA_PREFIX}${JWT_SECRET_FILE}`) jwtSecret = Buffer.concat(kept).toString('utf8').trim();
              resolve();
            }),
          ),
        );
      },
    });
  } catch (error) {
    // tar and zlib say it in English; the code names the cause for whoever looks further.
    const cause = (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));
    throw unreadableArchive(`kein vollständiges tar.gz-Archiv: ${cause}`);
  }
  await Promise.all(ends);
  if (manifestText === null) throw unreadableArchive('manifest.json fehlt');
  const manifest = parseManifest(manifestText);
  const problems = [...unexpected, ...differences(manifest.files, seen)];
  if (problems.length > 0) {
    throw new BackupException('CHECKSUM_MISMATCH', `Die Sicherung ist beschädigt oder wurde verändert: ${listed(problems)}.`);
  }
  return { manifest, jwtSecret };
}

/** Every file the manifest lists, extracted under `directory` and hashed again there (as it will be used). */
export async function extractArchive(file: string, directory: string, manifest: BackupManifest): Promise<void> {
  await tar.x({ file, cwd: directory, strict: true, filter: (path) => path in manifest.files });
  const found = new Map<string, FileChecksum>();
  for (const path of Object.keys(manifest.files)) found.set(path, await checksumOf(join(directory, path)));
  const problems = differences(manifest.files, found);
  if (problems.length > 0) {
    throw new BackupException('CHECKSUM_MISMATCH', `Die Sicherung hat sich während der Wiederherstellung verändert: ${listed(problems)}.`);
  }
}

function differences(expected: Record<string, FileChecksum>, found: Map<string, FileChecksum>): string[] {
  const problems: string[] = [];
  for (const [path, checksum] of Object.entries(expected)) {
    const actual = found.get(path);
    if (!actual) problems.push(`${path} fehlt`);
    else if (actual.size !== checksum.size || actual.sha256 !== checksum.sha256) problems.push(`${path} passt nicht zu seiner Prüfsumme (SHA-256)`);
  }
  for (const path of found.keys()) {
    if (!(path in expected)) problems.push(`${path} steht nicht in manifest.json`);
  }
  return problems;
}
