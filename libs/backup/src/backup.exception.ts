import { DomainException } from '@app/infrastructure';

/** Why a backup or restore stopped; the message is the one German sentence the command prints. */
const STATUS = {
  /** Nothing to back up (no database set up, or the data only in memory). */
  NOTHING_TO_BACK_UP: 409,
  /** The target (file's directory, data directory, database) cannot take it. */
  TARGET_UNUSABLE: 409,
  /** A file of DATA_DIR vanished while it was backed up (removed by the server meanwhile). */
  SOURCE_CHANGED: 409,
  /** The restore target already holds data. */
  TARGET_NOT_EMPTY: 409,
  /** Not a readable archive of this product. */
  UNREADABLE_ARCHIVE: 422,
  /** A file of the archive does not match its checksum, or is missing or extra. */
  CHECKSUM_MISMATCH: 422,
  /** The archive's database is newer than (or unknown to) this version of the code. */
  UNKNOWN_MIGRATION: 422,
  /** Backed up in another environment: other database kind or other keys. */
  OTHER_ENVIRONMENT: 422,
  /** pg_dump or pg_restore failed, or is not installed. */
  DATABASE_TOOL_FAILED: 500,
  /** The restored database does not hold what the manifest counted. */
  RESTORE_MISMATCH: 500,
} as const;

export type BackupErrorCode = keyof typeof STATUS;

export class BackupException extends DomainException {
  constructor(code: BackupErrorCode, message: string) {
    super(code, message, STATUS[code]);
  }
}

/** The same refusal with a sentence added (what the command did or did not do because of it). */
export function withSentence(error: unknown, sentence: string): unknown {
  return error instanceof BackupException ? new BackupException(error.code as BackupErrorCode, `${error.message} ${sentence}`) : error;
}
