/**
 * The postal-code table the project ships (libs/geo/data/de-postal-codes.tsv.gz), so radiuses work
 * on a fresh install without a download. Derived from GeoNames' DE.txt (CC BY 4.0) by
 * `npm run geo:compact`: one row per postal code, `zip<TAB>latitude<TAB>longitude<TAB>place names`,
 * coordinates rounded to three decimals (about 100 m, far below the size of a postal area), the place
 * names being every distinct place GeoNames lists for the code, sorted and joined by `|` (so a lead's
 * town can be checked against its postal code without an import). Pure: text in, centroids out.
 */
import type { Centroid } from './geonames';

/** Path of the shipped table inside the project (copied into the Docker image as it is). */
export const BUNDLED_POSTAL_CODES = 'libs/geo/data/de-postal-codes.tsv.gz';

const COMMENT =
  '# Postleitzahl-Mittelpunkte und Orte Deutschland, aus GeoNames (https://www.geonames.org/, CC BY 4.0); npm run geo:compact. Spalte place_names: alle Ortsnamen der Postleitzahl, sortiert, mit | getrennt';
const HEADER = 'zip\tlatitude\tlongitude\tplace_names';
/** The header of tables written before the place names: such a file still loads, without names. */
const HEADER_WITHOUT_NAMES = 'zip\tlatitude\tlongitude';
const DECIMALS = 3;
const NAME_SEPARATOR = '|';

export interface CompactCentroid extends Pick<Centroid, 'latitude' | 'longitude'> {
  /** The code's distinct place names, sorted; empty when the table has no names (a 3-column file). */
  placeNames: string[];
}

const rounded = (value: number) => String(Number(value.toFixed(DECIMALS)));

/**
 * Distinct, non-empty names, sorted by code unit rather than by locale, so the same input gives the same
 * bytes on every machine. A name holding the separator or a tab could not be read back: it is refused.
 */
function distinctPlaceNames(names: Iterable<string>): string[] {
  const distinct = [...new Set([...names].map((name) => name.trim()).filter((name) => name !== ''))].sort();
  const unwritable = distinct.find((name) => name.includes(NAME_SEPARATOR) || /[\t\r\n]/.test(name));
  if (unwritable !== undefined) throw new Error(`Postleitzahl-Tabelle: Ortsname mit „${NAME_SEPARATOR}“ oder Tabulator: ${unwritable.slice(0, 80)}`);
  return distinct;
}

/** The table's text: a comment naming the source, licence and columns, a header, rows sorted by postal code. */
export function formatCompactTable(postalCodes: Map<string, CompactCentroid>): string {
  const rows = [...postalCodes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zip, { latitude, longitude, placeNames }]) => `${zip}\t${rounded(latitude)}\t${rounded(longitude)}\t${distinctPlaceNames(placeNames).join(NAME_SEPARATOR)}`);
  return `${[COMMENT, HEADER, ...rows].join('\n')}\n`;
}

// A 4th column, when present, is empty (no names) or names without tab or separator, none of them empty.
const ROW = /^(\d{5})\t(-?\d+(?:\.\d+)?)\t(-?\d+(?:\.\d+)?)(?:\t((?:[^\t|]+(?:\|[^\t|]+)*)?))?$/;

/**
 * Reads the table; a malformed row means a broken file, which is refused as a whole. Rows with three
 * columns (a table written before the place names) are read with no names.
 */
export function parseCompactTable(text: string): Map<string, CompactCentroid> {
  const postalCodes = new Map<string, CompactCentroid>();
  text.split('\n').forEach((line, index) => {
    if (line === '' || line.startsWith('#') || line === HEADER || line === HEADER_WITHOUT_NAMES) return;
    const match = ROW.exec(line);
    if (!match || Math.abs(Number(match[2])) > 90 || Math.abs(Number(match[3])) > 180) {
      throw new Error(`Postleitzahl-Tabelle: Zeile ${index + 1} ist ungültig: ${line.slice(0, 80)}`);
    }
    postalCodes.set(match[1], { latitude: Number(match[2]), longitude: Number(match[3]), placeNames: match[4] ? match[4].split(NAME_SEPARATOR) : [] });
  });
  return postalCodes;
}
