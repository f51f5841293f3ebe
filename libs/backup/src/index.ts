// The public surface of libs/backup: `npm run backup` and `npm run restore` (apps/cli) and their tests.
export * from './backup.exception';
export type { BackupManifest, DatabaseKind } from './backup-manifest';
export { DATABASE_FILES, MANIFEST_FILE, checkMigrationKnown, keyCheck, parseManifest } from './backup-manifest';
export { checkArchive } from './backup-archive';
export type { DatabaseState } from './database-dump';
export { inspectEmbedded, inspectPostgres } from './database-dump';
export * from './backup';
export * from './restore';
