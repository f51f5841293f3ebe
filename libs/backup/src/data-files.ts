import { EMBEDDED_LOCK_FILE } from '@app/infrastructure';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { JWT_SECRET_FILE, UPLOADS_DIR } from './backup-manifest';
import { PGDATA_DIR } from './database-dump';

const SHARD = /^[0-9a-f]{2}$/;
const UPLOAD = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Working folders of a running backup or restore inside DATA_DIR; never part of the data. */
export const STAGING_PREFIX = '.restore-';

/** What of DATA_DIR goes into a backup. */
export interface DataDirContent {
  /** Paths inside DATA_DIR: the complete uploads and, unless the key comes from the environment, the JWT key file. */
  files: string[];
  /** Top-level entries that are not the product's (left out, and named in the command's output). */
  foreign: string[];
}

/**
 * The product's files in DATA_DIR that a backup leaves out on purpose: the audit anchors and the erasure ledger
 * are checks against the data, so a restore must not bring back older ones (libs/audit, libs/privacy).
 */
const KEPT_OUT_OF_BACKUPS = new Set(['audit-anchors.jsonl', 'erasure-ledger.jsonl']);

/**
 * The product's files in DATA_DIR: the uploads (complete ones, as libs/infrastructure's LocalDiskStorage
 * names them: `uploads/<2 hex>/<uuid>`; a `.part` is an upload cut off by a crash) and the generated JWT
 * secret. The embedded database is dumped separately and its lock is this process's own.
 */
export async function dataDirContent(dataDir: string, { jwtSecretFile }: { jwtSecretFile: boolean }): Promise<DataDirContent> {
  const files: string[] = [];
  const foreign: string[] = [];
  for (const entry of await entries(dataDir)) {
    if (entry.name === UPLOADS_DIR && entry.isDirectory()) files.push(...(await uploads(join(dataDir, UPLOADS_DIR))));
    else if (entry.name === JWT_SECRET_FILE && entry.isFile()) {
      if (jwtSecretFile) files.push(JWT_SECRET_FILE);
    } else if (entry.name !== PGDATA_DIR && entry.name !== EMBEDDED_LOCK_FILE && !KEPT_OUT_OF_BACKUPS.has(entry.name) && !entry.name.startsWith(STAGING_PREFIX)) {
      foreign.push(entry.name);
    }
  }
  return { files: files.sort(), foreign: foreign.sort() };
}

async function uploads(directory: string): Promise<string[]> {
  const files: string[] = [];
  for (const shard of await entries(directory)) {
    if (!shard.isDirectory() || !SHARD.test(shard.name)) continue;
    for (const file of await entries(join(directory, shard.name))) {
      if (file.isFile() && UPLOAD.test(file.name)) files.push(`${UPLOADS_DIR}/${shard.name}/${file.name}`);
    }
  }
  return files;
}

async function entries(directory: string) {
  try {
    return await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
