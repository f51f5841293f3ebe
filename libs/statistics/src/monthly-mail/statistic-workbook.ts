import type { Worksheet } from 'exceljs';
import { berlinExcelDate, excelJs, quotePrefixed, startsLikeFormula, XlsxColumn } from '@app/infrastructure';
import { formatPhone, type BerlinMonth, type MoneyFigures } from '@app/contract';
import type { StatisticLeadRow } from './monthly-mail.repository';

/** The month's figures as the statistics table shows them for one organisation. */
export interface MonthFigures extends MoneyFigures {
  count: number;
  reclamations: number;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const pad = (month: number) => String(month).padStart(2, '0');
export const statisticFileName = ({ year, month }: BerlinMonth) => `Lead-Statistik-${year}-${pad(month)}.xlsx`;

// The formats of the back office's exports (libs/infrastructure xlsx): Excel shows them in the reader's locale.
const FORMATS = { date: 'dd.mm.yyyy', month: 'mm.yyyy', money: '#,##0.00 "€"', integer: '0' } as const;

/** The buyer's lead list: what it bought, when, whether it was reclaimed and at what price. */
export const STATISTIC_LEAD_COLUMNS: XlsxColumn<StatisticLeadRow>[] = [
  { header: 'Datum', width: 12, type: 'date', value: (row) => berlinExcelDate(row.soldAt) },
  { header: 'Reklamiert', width: 11, value: (row) => (row.reclaimed ? 'Ja' : 'Nein') },
  { header: 'Lead Id', width: 10, type: 'integer', value: (row) => row.leadId },
  { header: 'Anrede', width: 10, value: (row) => row.salutation },
  { header: 'Vorname', width: 16, value: (row) => row.firstName },
  { header: 'Nachname', width: 18, value: (row) => row.lastName },
  { header: 'E-Mail', width: 32, value: (row) => row.email },
  { header: 'Telefon', width: 17, value: (row) => formatPhone(row.phone) },
  { header: 'Straße', width: 26, value: (row) => row.street },
  { header: 'PLZ', width: 7, value: (row) => row.zip },
  { header: 'Stadt', width: 18, value: (row) => row.city },
  { header: 'Preis', width: 12, type: 'money', value: (row) => Number(row.price) },
];

/** The default font spelled out: a font with only `bold` set shows as a serif fallback in LibreOffice. */
const FONT = { name: 'Calibri', size: 11 };
const BOLD = { ...FONT, bold: true };
/** Dates and lead numbers are read like words, left; amounts stay right-aligned under their header. */
const LEFT = new Set<XlsxColumn<unknown>['type']>(['date', 'integer']);
/** Wider than this and a column pushes the others off a printed page; Excel shows the rest on a click. */
const MAX_WIDTH = 45;

/** A4 landscape, one page wide, the header row on every page: printed or saved as PDF, the list stays readable. */
const PAGE_SETUP = { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '1:1' } as const;

function addTable<Row>(sheet: Worksheet, columns: XlsxColumn<Row>[], rows: Row[]): void {
  const values = rows.map((row) => columns.map((column) => column.value(row) ?? null));
  sheet.columns = columns.map((column, index) => {
    const numFmt = FORMATS[column.type as keyof typeof FORMATS];
    // Text columns grow to their longest entry (long e-mail addresses and street names), numbers keep their width.
    const longest = numFmt ? 0 : Math.max(0, ...values.map((row) => String(row[index] ?? '').length));
    const alignment = LEFT.has(column.type) ? { alignment: { horizontal: 'left' as const } } : {};
    return { width: Math.min(MAX_WIDTH, Math.max(column.width, longest + 2)), style: { font: FONT, ...alignment, ...(numFmt ? { numFmt } : {}) } };
  });
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = BOLD;
  columns.forEach((column, index) => {
    if (column.type === 'money') header.getCell(index + 1).alignment = { horizontal: 'right' };
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.pageSetup = { ...sheet.pageSetup, ...PAGE_SETUP };
  const rowsAdded = sheet.addRows(values);
  // A name like "=HYPERLINK(…)" or a phone number "+49 …" stays text when the buyer edits the cell.
  rowsAdded.forEach((row) =>
    row.eachCell((cell) => {
      if (startsLikeFormula(cell.value)) cell.style = quotePrefixed(cell.style);
    }),
  );
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
}

/**
 * The attachment of the statistics mail: the month's leads, and the figures of the mail on a second
 * sheet so the file still says what it is about when it travels on without the mail. In memory:
 * one organisation's month is a few hundred rows at most.
 */
export async function statisticWorkbook(organisationName: string, month: BerlinMonth, leads: StatisticLeadRow[], figures: MonthFigures): Promise<Buffer> {
  const workbook = new (excelJs().Workbook)();
  workbook.creator = 'Leadportal';
  addTable(workbook.addWorksheet('Leads'), STATISTIC_LEAD_COLUMNS, leads);
  const summary = workbook.addWorksheet('Übersicht');
  summary.columns = [{ width: 24, style: { font: FONT } }, { width: Math.min(MAX_WIDTH, Math.max(20, organisationName.length + 2)), style: { font: FONT } }];
  summary.pageSetup = { ...summary.pageSetup, paperSize: 9 };
  const lines: [string, string | number | Date, string?][] = [
    ['Unternehmen', organisationName],
    ['Monat', new Date(Date.UTC(month.year, month.month - 1, 1)), FORMATS.month],
    ['Verkaufte Leads', figures.count, FORMATS.integer],
    ['Reklamationen', figures.reclamations, FORMATS.integer],
    ['Einnahmen ohne Rekla.', figures.revenue, FORMATS.money],
    ['Rekla. Abzug', figures.deduction, FORMATS.money],
    ['Einnahmen inkl. Rekla.', figures.income, FORMATS.money],
  ];
  for (const [label, value, numFmt] of lines) {
    const row = summary.addRow([label, value]);
    row.getCell(1).font = BOLD;
    // Left-aligned like the text above it: a lone number pushed to the far right of a wide column is hard to read.
    row.getCell(2).alignment = { horizontal: 'left' };
    if (numFmt) row.getCell(2).numFmt = numFmt;
    if (startsLikeFormula(value)) row.getCell(2).style = quotePrefixed(row.getCell(2).style);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
