/**
 * Reads the GeoNames postal-code dump (https://download.geonames.org/export/zip/, CC BY 4.0):
 * one tab-separated row per postal code and place. Pure: text in, centroids out.
 */

/** A postal code's centroid and the names shown with it. */
export interface Centroid {
  latitude: number;
  longitude: number;
  /** The first place GeoNames lists for the code. */
  place: string;
  state: string;
}

/** A postal code as the dump describes it: its centroid and every place it serves. */
export interface GeonamesPostalCode extends Centroid {
  /** The distinct place names of all the code's rows, sorted (for checking a town against the code). */
  placeNames: string[];
}

export interface GeonamesParseResult {
  /** Keyed by the five-digit German postal code, in the file's order. */
  postalCodes: Map<string, GeonamesPostalCode>;
  /** Rows that are not a German five-digit code with valid coordinates. Blank lines do not count. */
  skipped: number;
  /** Line numbers (1-based) of the first few skipped rows, to point at them in messages. */
  skippedLines: number[];
}

const MAX_REPORTED_LINES = 10;

// Columns: country code, postal code, place, admin name1 (state), admin code1, admin name2,
// admin code2, admin name3, admin code3, latitude, longitude, accuracy.
const COUNTRY = 0;
const POSTAL_CODE = 1;
const PLACE = 2;
const STATE = 3;
const LATITUDE = 9;
const LONGITUDE = 10;
const MIN_COLUMNS = 11;

const GERMAN_POSTAL_CODE = /^\d{5}$/;
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

interface Sum {
  latitude: number;
  longitude: number;
  rows: number;
  place: string;
  state: string;
  places: Set<string>;
}

/**
 * A postal code with several places has several rows; its centroid is the mean of their
 * coordinates (a plain mean is exact enough at the size of a German postal area).
 */
export function parseGeonames(text: string): GeonamesParseResult {
  const sums = new Map<string, Sum>();
  let skipped = 0;
  const skippedLines: number[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const row = parseRow(line);
    if (!row) {
      skipped++;
      if (skippedLines.length < MAX_REPORTED_LINES) skippedLines.push(index + 1);
      return;
    }
    const sum = sums.get(row.zip);
    if (sum) {
      sum.latitude += row.latitude;
      sum.longitude += row.longitude;
      sum.rows++;
      sum.places.add(row.place);
    } else {
      sums.set(row.zip, { latitude: row.latitude, longitude: row.longitude, rows: 1, place: row.place, state: row.state, places: new Set([row.place]) });
    }
  });
  const postalCodes = new Map<string, GeonamesPostalCode>();
  for (const [zip, sum] of sums) {
    postalCodes.set(zip, {
      latitude: sum.latitude / sum.rows,
      longitude: sum.longitude / sum.rows,
      place: sum.place,
      state: sum.state,
      // Code-unit order, not the locale's: the same file gives the same table on every machine.
      placeNames: [...sum.places].filter((place) => place !== '').sort(),
    });
  }
  return { postalCodes, skipped, skippedLines };
}

function parseRow(line: string): (Centroid & { zip: string }) | null {
  const cells = line.split('\t');
  if (cells.length < MIN_COLUMNS) return null;
  const zip = cells[POSTAL_CODE].trim();
  if (cells[COUNTRY].trim() !== 'DE' || !GERMAN_POSTAL_CODE.test(zip)) return null;
  const latitude = coordinate(cells[LATITUDE], 90);
  const longitude = coordinate(cells[LONGITUDE], 180);
  if (latitude === null || longitude === null) return null;
  return { zip, latitude, longitude, place: cells[PLACE].trim(), state: cells[STATE].trim() };
}

function coordinate(cell: string, limit: number): number | null {
  const text = cell.trim();
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}
