import { CsvError, Info, parse } from 'csv-parse/sync';

/** One data row of a CSV file. */
export interface CsvRow {
  /** The row number a spreadsheet shows for it (1 = first line; blank rows count, a cell with line breaks is one row). */
  row: number;
  cells: string[];
}

/** The file is not readable as CSV; the message is German and names the row, for the person who uploaded it. */
export class CsvFormatError extends Error {}

export interface ReadCsvOptions {
  /**
   * `auto`: `;` when the first line has at least as many semicolons as commas (German Excel writes `;`),
   * else `,`. Google's CSV export always uses `,`.
   */
  separator?: ',' | ';' | 'auto';
}

/**
 * Reads CSV text (RFC 4180 with csv-parse): quoted fields with separators, doubled quotes and line breaks,
 * a byte order mark, LF, CRLF or CR line ends (even mixed), rows of different lengths. Rows whose cells are
 * all blank are left out but still counted in `row`. A quote that is never closed is a CsvFormatError
 * instead of silently swallowing the rest of the file.
 */
export function readCsv(text: string, options: ReadCsvOptions = {}): CsvRow[] {
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = options.separator === undefined || options.separator === 'auto' ? detectSeparator(source) : options.separator;
  let records: { record: string[]; info: Info }[];
  try {
    records = parse(source, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A stray quote inside an unquoted field (5" Rohr) is text, as spreadsheets read it.
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      // csv-parse's types do not model `info: true`, which wraps each record with its position.
    }) as unknown as { record: string[]; info: Info }[];
  } catch (error) {
    throw new CsvFormatError(germanReason(error));
  }
  return records
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record, info }) => ({ row: info.records + info.empty_lines, cells: record }));
}

function detectSeparator(source: string): ',' | ';' {
  const firstLine = source.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') >= count(',') ? ';' : ',';
}

function germanReason(error: unknown): string {
  if (!(error instanceof CsvError)) return 'Die Datei ist keine lesbare CSV-Datei.';
  // The row the broken record starts in, counted like `CsvRow.row`.
  const { records, empty_lines: emptyLines } = error as CsvError & { records?: number; empty_lines?: number };
  const row = typeof records === 'number' ? records + (emptyLines ?? 0) + 1 : undefined;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return `Die CSV-Datei ist fehlerhaft: ein Anführungszeichen${row ? ` in Zeile ${row}` : ''} wird nicht geschlossen.`;
  }
  return `Die Datei ist keine lesbare CSV-Datei${row ? ` (Fehler in Zeile ${row})` : ''}.`;
}
