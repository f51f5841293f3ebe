import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '@app/infrastructure';
import { BUNDLED_POSTAL_CODES, formatCompactTable } from '@app/geo';
import { parseGeonames } from '@app/geo';
import { GeoImportUsageError, readGeonamesFile } from './geo-import';

const number = new Intl.NumberFormat('de-DE');

/** The shipped table from GeoNames' DE.txt: gzip of the compact text (gzip without a timestamp, so the same input gives the same bytes). */
export function compactGeonames(text: string): { gzip: Buffer; postalCodes: number; skipped: number } {
  const { postalCodes, skipped } = parseGeonames(text);
  if (postalCodes.size === 0) throw new GeoImportUsageError('Die Datei enthält keine deutschen Postleitzahlen im GeoNames-Format.');
  return { gzip: gzipSync(formatCompactTable(postalCodes), { level: 9 }), postalCodes: postalCodes.size, skipped };
}

/**
 * `npm run geo:compact -- DE.txt [--out Datei]`: writes the postal-code table the project ships
 * (libs/geo/data/de-postal-codes.tsv.gz) from a GeoNames DE.txt. Needs no database. Run it when
 * GeoNames publishes new data and commit the result.
 */
async function main() {
  const argv = process.argv.slice(2);
  const outIndex = argv.indexOf('--out');
  const out = outIndex >= 0 && argv[outIndex + 1] ? resolve(process.env.INIT_CWD ?? process.cwd(), argv[outIndex + 1]) : resolve(projectRoot(), BUNDLED_POSTAL_CODES);
  const inputs = outIndex >= 0 ? argv.filter((_, index) => index !== outIndex && index !== outIndex + 1) : argv;
  try {
    const file = readGeonamesFile(inputs, process.env.INIT_CWD ?? process.cwd());
    const { gzip, postalCodes, skipped } = compactGeonames(file.text);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, gzip);
    console.log(`${number.format(postalCodes)} Postleitzahlen nach ${relative(process.cwd(), out) || out} geschrieben (${number.format(Math.round(gzip.length / 1024))} KB, ${number.format(skipped)} Zeilen übersprungen).`);
    console.log('Quelle: GeoNames (CC BY 4.0). Neue Installationen laden die Tabelle beim ersten Start; bestehende übernehmen sie mit npm run geo:import -- DE.txt.');
  } catch (error) {
    if (!(error instanceof GeoImportUsageError)) throw error;
    console.error(error.message.replace('npm run geo:import', 'npm run geo:compact'));
    process.exitCode = error.exitCode;
  }
}

if (require.main === module) void main();
