import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { ReclamationException } from '../reclamations.exception';

export interface IncomingFile {
  /** The name the client gave (unsanitised). */
  name: string;
  stream: Readable;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** The form field the complaint page sends its files in. */
export const FILE_FIELD = 'file';

/**
 * Hands the files of a multipart body (field `file`) to `store`, one after the other, as streams:
 * nothing is buffered beyond the parser's chunks. The first failure stops reading: the rest of the body
 * is drained unread (so the client gets the answer) and the failure is thrown once the file `store` was
 * writing has ended (finished or discarded), so the caller's clean-up of what `store` kept sees every file.
 */
export function receiveFiles(request: IncomingMessage, limits: MultipartLimits, store: (file: IncomingFile) => Promise<void>): Promise<number> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One byte more than allowed, so a file that is too large shows as such instead of being cut off silently.
      parser = busboy({ headers: request.headers, defParamCharset: 'utf8', limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes + 1, fields: 20, fieldSize: 10_000, parts: limits.maxFiles + 20 } });
    } catch {
      reject(new ReclamationException('NOT_MULTIPART', `Bitte die Dateien als multipart/form-data im Feld "${FILE_FIELD}" senden.`));
      return;
    }
    let failed = false;
    let finished = false;
    let files = 0;
    let current: Readable | null = null;
    let queue = Promise.resolve();

    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      current?.destroy(error as Error);
      request.unpipe(parser);
      request.resume();
      // A file being stored when the limit is hit (the 51st part) may still complete: answering before
      // would leave it stored with nobody to remove it.
      void queue.finally(() => reject(error));
    };

    parser.on('file', (field, stream, info) => {
      if (failed || field !== FILE_FIELD) {
        stream.resume();
        return;
      }
      files++;
      queue = queue
        .then(async () => {
          if (failed) return void stream.resume();
          current = stream;
          await store({ name: info.filename ?? '', stream });
          current = null;
        })
        .catch(fail);
    });
    parser.on('filesLimit', () => fail(new ReclamationException('UPLOAD_TOO_LARGE', `Höchstens ${limits.maxFiles} Dateien auf einmal hochladen.`)));
    parser.on('error', () => fail(new ReclamationException('NOT_MULTIPART', 'Die hochgeladenen Daten sind unvollständig oder fehlerhaft.')));
    parser.on('close', () => {
      finished = true;
      void queue.then(() => {
        if (failed) return;
        if (files === 0) fail(new ReclamationException('NO_FILE', `Keine Datei im Feld "${FILE_FIELD}" erhalten.`));
        else resolve(files);
      });
    });
    // A client that goes away mid-upload: the file being written is discarded.
    request.on('close', () => {
      if (!finished && !request.complete) fail(new ReclamationException('NOT_MULTIPART', 'Der Upload wurde abgebrochen.'));
    });
    request.pipe(parser);
  });
}
