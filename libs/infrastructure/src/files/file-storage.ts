import type { Readable } from 'node:stream';

/** A file as stored: its id (the only handle to it) and how many bytes it has. */
export interface StoredFile {
  id: string;
  size: number;
}

/** A stored file as the sweep sees it: its id and when it was last written. */
export interface StoredFileEntry {
  id: string;
  modifiedAt: Date;
}

/** The file with this id is not (or no longer) in storage. */
export class StoredFileMissingError extends Error {
  constructor(readonly id: string) {
    super(`Datei ${id} ist nicht (mehr) gespeichert`);
    this.name = 'StoredFileMissingError';
  }
}

/**
 * Where uploaded files live: the local disk by default; an S3-compatible bucket can implement the
 * same calls later. Content only ever flows as a stream, never whole in memory.
 */
export abstract class FileStorage {
  /** Streams `content` into storage. When the stream fails (too large, refused, aborted) nothing is left behind. */
  abstract save(content: Readable): Promise<StoredFile>;
  /** The stored content; StoredFileMissingError when there is none under `id`. */
  abstract open(id: string): Promise<Readable>;
  /** Deletes the file; a missing file is no error. */
  abstract remove(id: string): Promise<void>;
  /** Every complete file, in no particular order. */
  abstract list(): AsyncIterable<StoredFileEntry>;
  /** Deletes partial files (a write cut off by a crash) not written to since `before`; answers how many. */
  abstract removeAbandoned(before: Date): Promise<number>;
}
