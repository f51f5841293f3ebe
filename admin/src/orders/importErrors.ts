import { ApiError, type ApiErrorBody } from '@ui/http/apiError';

export interface ImportFailure {
  /** The server's German summary, e.g. 'Import abgebrochen: 2 Zeilen sind fehlerhaft. …'. */
  message?: string;
  rows: NonNullable<ApiErrorBody['rows']>;
}

export interface ImportRowMessages {
  row: number;
  /** 'PLZ: Bitte eine gültige Postleitzahl angeben (5 Ziffern)'. */
  messages: string[];
}

/** A refused import (400), or null for any other failure, which is no matter of the file. */
export function importFailure(error: unknown): ImportFailure | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return { message: error.body?.error, rows: error.body?.rows ?? [] };
}

/** The faulty rows in file order, each message led by its column's German label. */
export function importRowMessages(failure: ImportFailure, labelOf: (field: string) => string): ImportRowMessages[] {
  return [...failure.rows]
    .sort((a, b) => a.row - b.row)
    .map(({ row, errors }) => ({
      row,
      messages: Object.entries(errors ?? {}).map(([field, message]) => `${labelOf(field)}: ${message}`),
    }));
}

/**
 * The file's text. Spreadsheets save CSV as UTF-8 (often with a byte order mark) or, in older
 * Excel versions, as Windows-1252; umlauts must survive both.
 */
export function decodeCsv(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
