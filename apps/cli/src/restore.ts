import { existsSync, rmdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupException, BackupManifest, restoreBackup, RestoreResult } from '@app/backup';
import { AppConfig, IN_MEMORY } from '@app/infrastructure';
import { ErasureLedger, ErasureService } from '@app/privacy';
import { MIGRATIONS } from '@app/schema';
import { loadConfigOrExit, openCliContext, releaseEmbeddedDatabase, runCli, startCli } from './cli-context';

const USAGE =
  'Aufruf: npm run restore -- <Datei> [--loeschungen <Löschprotokoll>], mit der Umgebung (DATA_DIR, DATABASE_URL, Schlüssel) der Installation, die wiederhergestellt wird';

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

/**
 * Erases again, in the restored data, everyone the erasure ledger names (the erasures made after the backup was
 * taken would otherwise come back with it); answers the lines to print.
 */
export async function reapplyErasures(config: AppConfig, ledgerPath: string | null, manifest: BackupManifest): Promise<string[]> {
  const entries = new ErasureLedger(ledgerPath).read();
  if (entries === null) {
    return [
      `Kein Löschprotokoll gefunden${ledgerPath ? ` (${ledgerPath})` : ''}: Löschungen nach dieser Sicherung sind nicht erneut angewandt. ` +
        'Bitte mit --loeschungen <Datei> das Löschprotokoll der bisherigen Installation angeben (ERASURE_LEDGER, sonst DATA_DIR/erasure-ledger.jsonl).',
    ];
  }
  const context = await openCliContext(config);
  try {
    const result = await context.get(ErasureService).reapply(entries);
    const contained = manifest.erasures ? `; die Sicherung enthält ${number.format(manifest.erasures.count)}` : '';
    return [
      `Löschprotokoll ${ledgerPath}: ${number.format(entries.length)} Löschungen${contained}. Erneut gelöscht: ${number.format(result.persons)} Personen ` +
        `(${number.format(result.leadIds.length)} Leads, ${number.format(result.orderIds.length)} Aufträge); alle stehen wieder auf „Nicht kontaktieren“.`,
    ];
  } finally {
    await context.close();
  }
}

/** `npm run restore -- <file> [--loeschungen <ledger>]`: into an empty DATA_DIR or database of this environment; exit code 1 when refused. */
async function main() {
  const argv = process.argv.slice(2);
  const ledgerAt = argv.indexOf('--loeschungen');
  const ledgerArg = ledgerAt >= 0 ? argv[ledgerAt + 1] : undefined;
  const args = ledgerAt >= 0 ? [...argv.slice(0, ledgerAt), ...argv.slice(ledgerAt + 2)] : argv;
  if (args.length !== 1 || args[0].startsWith('-') || (ledgerAt >= 0 && (!ledgerArg || ledgerArg.startsWith('-')))) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const config = loadConfigOrExit();
  // Taking the lock creates DATA_DIR; a refused restore removes it again, so nothing is left behind.
  const createsDataDir = config.dataDir !== IN_MEMORY && !existsSync(config.dataDir);
  startCli(config);
  let restored: RestoreResult | null = null;
  try {
    restored = await restoreBackup(config, args[0], knownMigrations());
    for (const line of restoreReport(resolve(args[0]), restored)) console.log(line);
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
  if (restored) for (const line of await reapplyErasures(config, ledgerArg ? resolve(ledgerArg) : config.erasureLedgerPath, restored.manifest)) console.log(line);
}

if (require.main === module) void runCli(main);
