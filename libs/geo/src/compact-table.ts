/**
 * The postal-code centroids the project ships (libs/geo/data/de-postal-codes.tsv.gz), so radiuses work
 * on a fresh install without a download. Derived from GeoNames' DE.txt (CC BY 4.0) by
 * `npm run geo:compact`: one row per postal code, `zip<TAB>latitude<TAB>longitude`, coordinates rounded
 * to three decimals (about 100 m, far below the size of a postal area). Pure: text in, centroids out.
 */
import type { Centroid } from './geonames';

/** Path of the shipped table inside the project (copied into the Docker image as it is). */
export const BUNDLED_POSTAL_CODES = 'libs/geo/data/de-postal-codes.tsv.gz';

const HEADER = ['# Postleitzahl-Mittelpunkte Deutschland, aus GeoNames (https://www.geonames.org/, CC BY 4.0); npm run geo:compact', 'zip\tlatitude\tlongitude'];
const DECIMALS = 3;

export type CompactCentroid = Pick<Centroid, 'latitude' | 'longitude'>;

const rounded = (value: number) => String(Number(value.toFixed(DECIMALS)));

/** The table's text: a comment naming the source and licence, a header, rows sorted by postal code. */
export function formatCompactTable(postalCodes: Map<string, CompactCentroid>): string {
  const rows = [...postalCodes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zip, { latitude, longitude }]) => `${zip}\t${rounded(latitude)}\t${rounded(longitude)}`);
  return `${[...HEADER, ...rows].join('\n')}\n`;
}

/** Reads the table; a malformed row means a broken file, which is refused as a whole. */
export function parseCompactTable(text: string): Map<string, CompactCentroid> {
  const postalCodes = new Map<string, CompactCentroid>();
  text.split('\n').forEach((line, index) => {
    if (line === '' || line.startsWith('#') || line === HEADER[1]) return;
    const match = /^(\d{5})\t(-?\d+(?:\.\d+)?)\t(-?\d+(?:\.\d+)?)$/.exec(line);
    if (!match || Math.abs(Number(match[2])) > 90 || Math.abs(Number(match[3])) > 180) {
      throw new Error(`Postleitzahl-Tabelle: Zeile ${index + 1} ist ungültig: ${line.slice(0, 80)}`);
    }
    postalCodes.set(match[1], { latitude: Number(match[2]), longitude: Number(match[3]) });
  });
  return postalCodes;
}
