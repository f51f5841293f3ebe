import type { Response } from 'express';
import JSZip from 'jszip';
import { randomBytes } from 'node:crypto';
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

  it('makes more rows only once the client has taken the earlier ones: a client that reads nothing holds the export back', async () => {
    const response = Object.assign(new PassThrough(), { setHeader: jest.fn() });
    // Texts that hardly compress, so the zip's buffers fill as they would with real leads.
    const row = () => ({ name: randomBytes(24).toString('hex'), phone: randomBytes(12).toString('hex'), amount: 3 });
    const columns: XlsxColumn<ReturnType<typeof row>>[] = [
      { header: 'Name', width: 20, value: (r) => r.name },
      { header: 'Telefon', width: 16, value: (r) => r.phone },
      { header: 'Betrag', width: 12, type: 'money', value: (r) => r.amount },
    ];
    let pulled = 0;
    async function* batches() {
      for (let i = 0; i < 20; i++) {
        // Each batch comes from the database: the event loop turns in between.
        await new Promise((resolve) => setImmediate(resolve));
        pulled++;
        yield Array.from({ length: 2000 }, row);
      }
    }
    const done = sendXlsx(response as unknown as Response, 'Test.xlsx', 'Leads', columns, batches());
    // Without the brake all twenty batches (40,000 rows) would be made within this while, piling up in the
    // zip; with it the export stops once the client's buffer is full and stays stopped.
    for (let waited = 0; waited < 2000 && pulled < 20; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const stoppedAt = pulled;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pulled).toBe(stoppedAt);
    expect(pulled).toBeLessThan(20);
    // Once the client reads, the rest follows and the file is whole.
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    await done;
    expect(pulled).toBe(20);
    const sheet = await (await JSZip.loadAsync(Buffer.concat(chunks))).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet.match(/<row /g)).toHaveLength(40_001);
  });

  it('makes more rows only once the zip has compressed the earlier ones: the sheet does not pile up uncompressed', async () => {
    const response = Object.assign(new PassThrough(), { setHeader: jest.fn() });
    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    // Some 12 MB of sheet XML in twelve batches, each after a turn of the event loop (as from the database).
    const row = (n: number) => Array.from({ length: 23 }, (_, column) => (column % 3 ? `Solar & Dach Beispiel ${n * column}` : randomBytes(6).toString('hex')));
    const columns: XlsxColumn<string[]>[] = Array.from({ length: 23 }, (_, column) => ({ header: `Spalte ${column}`, width: 12, value: (cells) => cells[column] }));
    let receivedBeforeLastBatch = 0;
    async function* batches() {
      for (let i = 0; i < 12; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        if (i === 11) receivedBeforeLastBatch = received;
        yield Array.from({ length: 1000 }, (_, n) => row(n));
      }
    }
    await sendXlsx(response as unknown as Response, 'Test.xlsx', 'Leads', columns, batches());
    // What reached the client is what the zip compressed. Without the brake the zip took one chunk per turn
    // of the event loop while all rows were made, so almost nothing had come out before the last batch (the
    // rest, some 30 MB of XML, waited in memory); with it eleven of twelve batches have.
    expect(receivedBeforeLastBatch / received).toBeGreaterThan(0.75);
  });

  it('stops when the client went away instead of waiting for it', async () => {
    const response = Object.assign(new PassThrough(), { setHeader: jest.fn() });
    async function* batches() {
      for (let i = 0; i < 20; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        yield Array.from({ length: 2000 }, () => ({ name: randomBytes(24).toString('hex') }));
      }
    }
    const done = sendXlsx(response as unknown as Response, 'Test.xlsx', 'Leads', [{ header: 'Name', width: 20, value: (r) => r.name }], batches());
    setTimeout(() => response.destroy(), 200);
    await expect(done).rejects.toThrow('Export abgebrochen: die Verbindung wurde geschlossen');
  });
});
