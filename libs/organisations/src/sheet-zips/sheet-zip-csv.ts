/**
 * Reading postal codes out of the CSV Google exports for a sheet (pure functions, no I/O).
 * Sheets keep postal codes as numbers unless the column is formatted as text, so 01067 arrives as
 * "1067" and sometimes as "1067.0"; both are repaired here.
 */
import { CsvFormatError, readCsv } from '@app/infrastructure';

/** The outcome of reading a sheet: the postal codes, or why there are none (German, for the back office). */
export type SheetZipsResult = { ok: true; zips: string[] } | { ok: false; error: string };

/** One cell as a German postal code, or null: digits only, a lost leading zero restored. */
export function normaliseZip(cell: string): string | null {
  // A number cell may come formatted with a decimal part ("1067.0", "1067,0"); its digits are not part of the code.
  const digits = cell
    .trim()
    .replace(/^(\d{4,5})[.,]0+$/, '$1')
    .replace(/\D/g, '');
  const zip = digits.length === 4 ? `0${digits}` : digits;
  return /^\d{5}$/.test(zip) ? zip : null;
}

const sameHeader = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spreadsheet column letters (A, B … Z, AA …) as a 0-based index; null when `name` is not one. */
function columnLetterIndex(name: string): number | null {
  if (!/^[A-Za-z]{1,2}$/.test(name.trim())) return null;
  return [...name.trim().toUpperCase()].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/**
 * The postal codes of one column, sorted and without repeats. The column is the one whose header
 * (first row) equals `tableName` (case and surrounding spaces ignored); failing that a column letter
 * such as "A"; an empty `tableName` means the first column, every row of it (a sheet may have no header).
 */
export function zipsFromCsv(csv: string, tableName: string): SheetZipsResult {
  let rows: string[][];
  try {
    rows = readCsv(csv, { separator: ',' }).map((row) => row.cells);
  } catch (error) {
    if (error instanceof CsvFormatError) return { ok: false, error: error.message };
    throw error;
  }
  const header = rows[0] ?? [];
  const wanted = tableName.trim();
  let column = 0;
  let dataRows = rows;
  if (wanted !== '') {
    const byHeader = header.findIndex((cell) => sameHeader(cell, wanted));
    const byLetter = columnLetterIndex(wanted);
    if (byHeader >= 0) {
      column = byHeader;
      dataRows = rows.slice(1);
    } else if (byLetter !== null && byLetter < header.length) column = byLetter;
    else {
      const present = header.map((cell) => cell.trim()).filter(Boolean);
      const known = present.length ? ` Vorhandene Spalten: ${present.map((name) => `„${name}“`).join(', ')}.` : '';
      return { ok: false, error: `Spalte „${wanted}“ nicht gefunden.${known}` };
    }
  }
  const zips = new Set<string>();
  for (const row of dataRows) {
    const zip = normaliseZip(row[column] ?? '');
    if (zip) zips.add(zip);
  }
  if (zips.size === 0) {
    const where = wanted !== '' ? `in der Spalte „${wanted}“` : 'in der ersten Spalte';
    return { ok: false, error: `Keine Postleitzahlen ${where} gefunden (erwartet: fünfstellige Postleitzahlen, eine je Zeile).` };
  }
  return { ok: true, zips: [...zips].sort() };
}
