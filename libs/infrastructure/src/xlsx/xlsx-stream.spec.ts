import type { Response } from 'express';
import JSZip from 'jszip';
import { PassThrough } from 'node:stream';
import { formulaLikeCellsAreQuoted, xlsxTextCells } from '../../../../test/support/xlsx-cells';
import { berlinExcelDate, sendXlsx, XlsxColumn } from './xlsx-stream';

const wall = (at: string) => berlinExcelDate(at)!.toISOString().slice(0, 16);

describe('berlinExcelDate (the Berlin wall clock as Excel shows it)', () => {
  it('follows the clock changes to the minute, seconds dropped', () => {
    expect(wall('2026-03-29T00:59:59Z')).toBe('2026-03-29T01:59');
    expect(wall('2026-03-29T01:00:00Z')).toBe('2026-03-29T03:00');
    expect(wall('2026-10-25T00:59:30Z')).toBe('2026-10-25T02:59');
    expect(wall('2026-10-25T01:00:00Z')).toBe('2026-10-25T02:00');
    expect(wall('2026-12-31T23:30:00Z')).toBe('2027-01-01T00:30');
  });

  it('gives the same answer from its memory as the first time', () => {
    expect(wall('2026-07-01T10:15:00Z')).toBe('2026-07-01T12:15');
    expect(wall('2026-07-01T10:45:00Z')).toBe('2026-07-01T12:45');
    expect(berlinExcelDate(null)).toBeNull();
  });
});

describe('sendXlsx and formula-like texts', () => {
  /** What sendXlsx streams, as the file's bytes. */
  async function exported(rows: { name: string; phone: string; amount: number }[]): Promise<Buffer> {
    const response = Object.assign(new PassThrough(), { setHeader: jest.fn() });
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    const columns: XlsxColumn<(typeof rows)[number]>[] = [
      { header: 'Name', width: 20, value: (row) => row.name },
      { header: 'Telefon', width: 16, value: (row) => row.phone },
      { header: 'Betrag', width: 12, type: 'money', value: (row) => row.amount },
    ];
    async function* batches() {
      yield rows;
    }
    await sendXlsx(response as unknown as Response, 'Test.xlsx', 'Leads', columns, batches());
    return Buffer.concat(chunks);
  }

  it('marks every text starting with =, +, - or @ as quoted text (quotePrefix), and no other', async () => {
    const file = await exported([
      { name: '=HYPERLINK("https://example.invalid","klick")', phone: '+49 171 1234567', amount: -5 },
      { name: '@SUM(A1)', phone: '-1+1', amount: 10 },
      { name: 'Anna Schmidt', phone: '0171 1234567', amount: 3 },
    ]);
    const cells = await xlsxTextCells(file);
    expect(cells.filter((cell) => cell.quoted).map((cell) => cell.text)).toEqual([
      '=HYPERLINK("https://example.invalid","klick")',
      '+49 171 1234567',
      '@SUM(A1)',
      '-1+1',
    ]);
    expect(formulaLikeCellsAreQuoted(cells)).toEqual({ unquoted: [], quotedOthers: [] });
    // Still text, never a formula element.
    const sheet = await (await JSZip.loadAsync(file)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).not.toContain('<f>');
  });
});
