import { existsSync, rmdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupException, restoreBackup, RestoreResult } from '@app/backup';
import { IN_MEMORY } from '@app/infrastructure';
import { MIGRATIONS } from '@app/schema';
import { loadConfigOrExit, releaseEmbeddedDatabase, runCli, startCli } from './cli-context';

const USAGE = 'Aufruf: npm run restore -- <Datei>, mit der Umgebung (DATA_DIR, DATABASE_URL, Schlüssel) der Installation, die wiederhergestellt wird';

const number = new Intl.NumberFormat('de-DE');
const berlinDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
const berlinTime = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });

/** The migrations this version knows, by the name TypeORM records. */
const knownMigrations = () => MIGRATIONS.map((migration) => new migration().name ?? migration.name);

/** What `npm run restore` prints when it is done. */
export function restoreReport(file: string, { manifest, state, files }: RestoreResult): string[] {
  const rows = Object.values(state.tables).reduce((sum, count) => sum + count, 0);
  const createdAt = new Date(manifest.createdAt);
  return [
    `Wiederhergestellt aus ${file} (gesichert am ${berlinDate.format(createdAt)} um ${berlinTime.format(createdAt)} Uhr mit Leadportal ${manifest.product.version}, Stand ${manifest.migration.name}): ` +
      `${number.format(Object.keys(state.tables).length)} Tabellen mit ${number.format(rows)} Zeilen, wie in der Sicherung gezählt; ${number.format(files)} Dateien in DATA_DIR.`,
    'Als Nächstes: den Server starten (npm start), er bringt die Datenbank auf den Stand dieser Version; danach prüft npm run audit:verify das Protokoll.',
  ];
}

/** `npm run restore -- <file>`: into an empty DATA_DIR or database of this environment; exit code 1 when refused. */
async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const config = loadConfigOrExit();
  // Taking the lock creates DATA_DIR; a refused restore removes it again, so nothing is left behind.
  const createsDataDir = config.dataDir !== IN_MEMORY && !existsSync(config.dataDir);
  startCli(config);
  let restored = false;
  try {
    const result = await restoreBackup(config, args[0], knownMigrations());
    restored = true;
    for (const line of restoreReport(resolve(args[0]), result)) console.log(line);
  } catch (error) {
    if (!(error instanceof BackupException)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    releaseEmbeddedDatabase(config);
    // Only the empty directory this command made: rmdir refuses anything else.
    if (!restored && createsDataDir) {
      try {
        rmdirSync(config.dataDir);
      } catch {
        // Not empty after all: left as it is.
      }
    }
  }
}

if (require.main === module) void runCli(main);
