import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BackupException, BackupResult, createBackup } from '@app/backup';
import { projectRoot } from '@app/infrastructure';
import { releaseEmbeddedDatabase, runCli, startCli } from './cli-context';

const USAGE = 'Aufruf: npm run backup -- <Datei>, z. B. npm run backup -- /var/backups/leadportal/leadportal-$(date +%F).tar.gz';

const number = new Intl.NumberFormat('de-DE');
const megabytes = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const plural = (count: number, one: string, many: string) => `${number.format(count)} ${count === 1 ? one : many}`;

/** The product and version recorded in the manifest (package.json of the checkout the command runs from). */
function product(): { name: string; version: string } {
  const { name, version } = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { name: string; version: string };
  return { name, version };
}

/** What `npm run backup` prints when the archive is written. */
export function backupReport({ file, size, manifest, foreign }: BackupResult): string[] {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const paths = Object.keys(manifest.files);
  const uploads = paths.filter((path) => path.startsWith('data/uploads/')).length;
  const lines = [
    `Sicherung geschrieben: ${file} (${megabytes.format(size / 1024 / 1024)} MB)`,
    `Inhalt: Datenbank (${manifest.database.kind === 'embedded' ? 'eingebettet' : 'PostgreSQL'}, Stand ${manifest.migration.name}) mit ` +
      `${plural(Object.keys(manifest.tables).length, 'Tabelle', 'Tabellen')} und ${plural(rows, 'Zeile', 'Zeilen')}, ${plural(uploads, 'Upload', 'Uploads')}` +
      `${manifest.keys.jwtSecret === 'data-dir' ? ', Schlüsseldatei jwt-secret' : ''}; Prüfsummen in manifest.json.`,
  ];
  const fromEnvironment = [manifest.keys.jwtSecret === 'environment' && 'JWT_SECRET', manifest.keys.encryptionKey === 'environment' && 'ENCRYPTION_KEY'].filter(Boolean);
  if (fromEnvironment.length > 0) {
    lines.push(`Nicht in der Sicherung: ${fromEnvironment.join(' und ')} aus der Umgebung. Bitte getrennt aufbewahren; die Wiederherstellung braucht denselben Wert.`);
  }
  if (foreign.length > 0) lines.push(`Nicht gesichert, weil nicht von Leadportal: ${foreign.map((name) => `DATA_DIR/${name}`).join(', ')}`);
  return lines;
}

/** `npm run backup -- <file>`: one archive of the database and DATA_DIR's files; exit code 1 when refused. */
async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const config = startCli();
  try {
    for (const line of backupReport(await createBackup(config, args[0], product()))) console.log(line);
  } catch (error) {
    if (!(error instanceof BackupException)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    releaseEmbeddedDatabase(config);
  }
}

if (require.main === module) void runCli(main);
