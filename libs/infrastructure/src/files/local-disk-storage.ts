import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStorage, StoredFile, StoredFileEntry, StoredFileMissingError } from './file-storage';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PARTIAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;
const SHARD = /^[0-9a-f]{2}$/;

/**
 * Files under one directory, named by a random UUID in a sub-directory of its first two characters (so
 * no directory grows too large). A file is written as `<id>.part` and renamed when complete: a crash or
 * a refused upload never leaves a file that looks whole.
 */
export class LocalDiskStorage extends FileStorage {
  constructor(readonly directory: string) {
    super();
  }

  async save(content: Readable): Promise<StoredFile> {
    const id = randomUUID();
    const path = this.pathOf(id);
    const partial = `${path}.part`;
    await mkdir(join(this.directory, id.slice(0, 2)), { recursive: true });
    let size = 0;
    content.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { id, size };
  }

  async open(id: string): Promise<Readable> {
    if (!ID.test(id)) throw new StoredFileMissingError(id);
    const path = this.pathOf(id);
    try {
      if (!(await stat(path)).isFile()) throw new StoredFileMissingError(id);
    } catch (error) {
      if (error instanceof StoredFileMissingError || (error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(id);
      throw error;
    }
    return createReadStream(path);
  }

  async remove(id: string): Promise<void> {
    if (!ID.test(id)) return;
    await rm(this.pathOf(id), { force: true });
  }

  async *list(): AsyncIterable<StoredFileEntry> {
    for (const [name, path] of await this.files()) {
      if (!ID.test(name)) continue;
      const modifiedAt = await modifiedAtOf(path);
      if (modifiedAt) yield { id: name, modifiedAt };
    }
  }

  async removeAbandoned(before: Date): Promise<number> {
    let removed = 0;
    for (const [name, path] of await this.files()) {
      if (!PARTIAL.test(name)) continue;
      const modifiedAt = await modifiedAtOf(path);
      if (modifiedAt && modifiedAt < before) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** Name and path of every file in the shard directories; nothing else in the directory is ours. */
  private async files(): Promise<[string, string][]> {
    const files: [string, string][] = [];
    for (const shard of await readdir(this.directory, { withFileTypes: true })) {
      if (!shard.isDirectory() || !SHARD.test(shard.name)) continue;
      for (const entry of await readdir(join(this.directory, shard.name), { withFileTypes: true })) {
        if (entry.isFile()) files.push([entry.name, join(this.directory, shard.name, entry.name)]);
      }
    }
    return files;
  }

  private pathOf(id: string): string {
    return join(this.directory, id.slice(0, 2), id);
  }
}

/** When the file was last written; null when it is gone (removed meanwhile). */
async function modifiedAtOf(path: string): Promise<Date | null> {
  try {
    return (await stat(path)).mtime;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
