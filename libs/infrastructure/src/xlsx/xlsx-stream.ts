import type { Response } from 'express';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { excelJs } from './exceljs';
import { berlinWallClock } from '@app/contract';
import { quotePrefixed, startsLikeFormula } from './quote-prefix';

export interface XlsxColumn<Row> {
  header: string;
  width: number;
  /** 'date' = TT.MM.JJJJ, 'month' = MM.JJJJ, 'datetime' = TT.MM.JJJJ hh:mm, 'money' = EUR, 'integer', 'percent' (value in %), else text. */
  type?: 'text' | 'date' | 'month' | 'datetime' | 'money' | 'integer' | 'percent';
  value: (row: Row) => string | number | Date | null | undefined;
}

const NUMBER_FORMATS: Record<NonNullable<XlsxColumn<unknown>['type']>, string | undefined> = {
  text: undefined,
  date: 'dd.mm.yyyy',
  month: 'mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
  money: '#,##0.00 "€"',
  integer: '0',
  percent: '0.00" %"',
};

/**
 * Excel has no time zones: a cell shows the serial as it is. The instant is written as its Berlin wall
 * clock, so 00:10 on 1 April in Germany reads 01.04. in the sheet, as on the screen.
 */
export function berlinExcelDate(at: Date | string | null | undefined): Date | null {
  if (!at) return null;
  const time = new Date(at).getTime();
  return new Date(time - (time % 60_000) + berlinOffset(time));
}

/**
 * Berlin's offset from UTC at an instant, in ms, remembered per UTC hour: clocks change only on a full
 * UTC hour, and asking the time-zone database for each of 100,000 dates of an export costs seconds.
 */
const offsets = new Map<number, number>();
function berlinOffset(time: number): number {
  const hour = Math.floor(time / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const { year, month, day, hour: wallHour, minute } = berlinWallClock(hour * 3_600_000);
    offset = Date.UTC(year, month - 1, day, wallHour, minute) - hour * 3_600_000;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * Streams one worksheet straight into the HTTP response: ExcelJS's streaming writer without shared
 * strings, each row committed as it is written, so memory stays flat however many rows come. `rows`
 * yields batches (e.g. keyset pages from the database).
 */
export async function sendXlsx<Row>(response: Response, fileName: string, sheetName: string, columns: XlsxColumn<Row>[], rows: AsyncIterable<Row[]>): Promise<void> {
  response.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  const workbook = new (excelJs().stream.xlsx.WorkbookWriter)({ stream: response, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  // One style object per column, given to each of its cells: ExcelJS recognises an object it has seen and
  // skips serialising the style again, which otherwise took most of an export's time.
  const styles = columns.map((column) => (NUMBER_FORMATS[column.type ?? 'text'] ? { numFmt: NUMBER_FORMATS[column.type ?? 'text'] } : {}));
  const quoted = styles.map((style) => quotePrefixed(style));
  sheet.columns = columns.map((column, index) => ({ key: String(index), header: column.header, width: column.width, style: styles[index] }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const batch of rows) {
    for (const row of batch) {
      const values = columns.map((column) => column.value(row) ?? null);
      const added = sheet.addRow(values);
      styles.forEach((style, index) => (added.getCell(index + 1).style = startsLikeFormula(values[index]) ? quoted[index] : style));
      added.commit();
    }
    await caughtUp(sheet, response);
  }
  sheet.commit();
  await workbook.commit();
}

type Draining = Writable & { _writableState?: { needDrain?: boolean } };

/**
 * Waits until the zip has compressed the rows so far and the client has taken what was sent: ExcelJS
 * writes each committed row on without waiting. The zip compresses a chunk per turn of the event loop,
 * so while the rows of a batch are made nothing is compressed and the sheet's XML piled up uncompressed
 * in the zip's input (a 100,000-row export held some 55 MB of it, issue 19); and archiver keeps what a
 * slow client has not taken. The zip's input is a PassThrough (readable-stream 2) that archiver puts
 * behind the sheet's stream; should a version no longer have it there, only the client is waited for.
 */
async function caughtUp(sheet: object, response: Response): Promise<void> {
  const zipInput = (sheet as { stream?: { pipes?: Draining[] } }).stream?.pipes?.[0];
  for (const stream of [zipInput, response as unknown as Draining]) {
    if (response.destroyed) throw exportAborted();
    if (stream && (stream.writableNeedDrain || stream._writableState?.needDrain)) await drained(stream, response);
  }
}

/** `stream`'s 'drain'; a client that went away never takes the rest: the export stops instead of waiting for ever. */
async function drained(stream: Writable, response: Response): Promise<void> {
  const closed = new AbortController();
  const abort = () => closed.abort();
  response.once('close', abort);
  try {
    await once(stream, 'drain', { signal: closed.signal });
  } catch (error) {
    throw closed.signal.aborted ? exportAborted() : error;
  } finally {
    response.off('close', abort);
  }
}

const exportAborted = () => new Error('Export abgebrochen: die Verbindung wurde geschlossen');
