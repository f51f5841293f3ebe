import { ApiError } from '@ui/http/apiError';
import { decodeCsv, importFailure, importRowMessages } from './importErrors';

const labels: Record<string, string> = { zip: 'PLZ', mail: 'E-Mail', contactMail: 'Ansprechpartner E-Mail' };
const labelOf = (field: string) => labels[field] ?? field;

describe('import errors', () => {
  const refused = new ApiError('Import abgebrochen: 2 Zeilen sind fehlerhaft. Es wurde nichts importiert.', 400, {
    statusCode: 400,
    error: 'Import abgebrochen: 2 Zeilen sind fehlerhaft. Es wurde nichts importiert.',
    rows: [
      { row: 5, errors: { contactMail: 'Bitte eine gültige E-Mail-Adresse angeben' } },
      {
        row: 3,
        errors: { zip: 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)', mail: 'Bitte eine gültige E-Mail-Adresse angeben' },
      },
    ],
  });

  it('lists the faulty rows in file order with German field labels', () => {
    const failure = importFailure(refused)!;

    expect(failure.message).toBe('Import abgebrochen: 2 Zeilen sind fehlerhaft. Es wurde nichts importiert.');
    expect(importRowMessages(failure, labelOf)).toEqual([
      {
        row: 3,
        messages: ['PLZ: Bitte eine gültige Postleitzahl angeben (5 Ziffern)', 'E-Mail: Bitte eine gültige E-Mail-Adresse angeben'],
      },
      { row: 5, messages: ['Ansprechpartner E-Mail: Bitte eine gültige E-Mail-Adresse angeben'] },
    ]);
  });

  it('names a column it has no label for as it is', () => {
    const failure = { rows: [{ row: 1, errors: { header: 'Spalte orderNumber fehlt' } }] };
    expect(importRowMessages(failure, labelOf)).toEqual([{ row: 1, messages: ['header: Spalte orderNumber fehlt'] }]);
  });

  it('treats a 400 without rows as a refused file, anything else as no import failure', () => {
    expect(importFailure(new ApiError('Die Datei ist leer.', 400, { statusCode: 400, error: 'Die Datei ist leer.' }))).toEqual({
      message: 'Die Datei ist leer.',
      rows: [],
    });
    expect(importFailure(new ApiError('ra.notification.http_error', 500))).toBeNull();
    expect(importFailure(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('decodeCsv', () => {
  it('reads UTF-8, with or without byte order mark', () => {
    const text = 'orderNumber;lastName\nA-1;Müller';
    expect(decodeCsv(new TextEncoder().encode(text))).toBe(text);
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toBe(text);
  });

  it('falls back to Windows-1252 for old Excel files', () => {
    // "Müller;Straße" in Windows-1252: ü = 0xFC, ß = 0xDF.
    const bytes = new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x53, 0x74, 0x72, 0x61, 0xdf, 0x65]);
    expect(decodeCsv(bytes)).toBe('Müller;Straße');
  });
});
