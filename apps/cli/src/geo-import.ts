import { INestApplicationContext } from '@nestjs/common';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { GeoException, GeoImportResult, GeoService } from '@app/geo';
import { openCliContext, runCli, startCli } from './cli-context';

const USAGE =
  'Aufruf: npm run geo:import -- <Datei>\n' +
  'Die Datei ist DE.txt aus https://download.geonames.org/export/zip/DE.zip (GeoNames, CC BY 4.0), entpackt.';

/** Wrong call or missing file: exit code 2, as usual for command-line usage errors. */
export class GeoImportUsageError extends Error {
  readonly exitCode = 2;
}

/** The file named by the first argument; relative paths count from `baseDir`. */
export function readGeonamesFile(argv: string[], baseDir: string): { path: string; text: string } {
  const name = argv.find((arg) => !arg.startsWith('--'));
  if (!name) throw new GeoImportUsageError(`Keine Datei angegeben.\n${USAGE}`);
  const path = resolve(baseDir, name);
  if (!existsSync(path) || !statSync(path).isFile()) throw new GeoImportUsageError(`Datei nicht gefunden: ${path}\n${USAGE}`);
  return { path, text: readFileSync(path, 'utf8') };
}

const number = new Intl.NumberFormat('de-DE');
const seconds = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** What the import prints, in German. */
export function describeGeoImport(result: GeoImportResult): string[] {
  return [
    `${number.format(result.imported)} Postleitzahlen importiert (Quelle: GeoNames, CC BY 4.0).`,
    result.skipped === 0
      ? 'Keine Zeile übersprungen.'
      : `${number.format(result.skipped)} ${result.skipped === 1 ? 'Zeile' : 'Zeilen'} übersprungen (keine deutsche fünfstellige PLZ oder ungültige Koordinaten), z. B. Zeile ${result.skippedLines.join(', ')}.`,
    `Dauer: ${seconds.format(result.durationMs / 1000)} s.`,
    // GeoService.reloadIfImported checks every minute.
    'Laufende Server und Worker übernehmen die Postleitzahlen innerhalb einer Minute, ohne Neustart.',
  ];
}

export async function importGeonames(context: INestApplicationContext, text: string): Promise<string[]> {
  return describeGeoImport(await context.get(GeoService).import(text));
}

/** `npm run geo:import -- DE.txt`: postal-code centroids into the configured database. Safe to run twice. */
async function main() {
  let file: { path: string; text: string };
  try {
    // npm runs scripts in the project folder; INIT_CWD is where the command was typed.
    file = readGeonamesFile(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (!(error instanceof GeoImportUsageError)) throw error;
    console.error(error.message);
    process.exitCode = error.exitCode;
    return;
  }
  const config = startCli();
  console.log(`Importiere ${file.path} …`);
  const context = await openCliContext(config);
  try {
    for (const line of await importGeonames(context, file.text)) console.log(line);
  } catch (error) {
    console.error(error instanceof GeoException ? error.message : error);
    process.exitCode = 1;
  } finally {
    await context.close();
  }
}

if (require.main === module) void runCli(main);
