import { Workbook } from 'exceljs';
import { formulaLikeCellsAreQuoted, xlsxTextCells } from '../../../../test/support/xlsx-cells';
import type { StatisticLeadRow } from './monthly-mail.repository';
import { statisticFileName, statisticWorkbook } from './statistic-workbook';

const lead = (overrides: Partial<StatisticLeadRow> = {}): StatisticLeadRow => ({
  // 23:30 UTC on 2 November is 00:30 on 3 November in Germany.
  soldAt: new Date('2026-11-02T23:30:00Z'),
  price: '45.00',
  reclaimed: false,
  leadId: 4711,
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Schmidt',
  email: 'anna.schmidt@example.de',
  phone: '+491711234567',
  street: 'Lindenstraße 5a',
  zip: '80331',
  city: 'München',
  ...overrides,
});

const FIGURES = { count: 2, reclamations: 1, revenue: 105, deduction: 60, income: 45 };

async function read(buffer: Buffer): Promise<Workbook> {
  const workbook = new Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('statisticWorkbook (the Excel file of the statistics mail)', () => {
  it('lists the leads under German headers, a row per sale, dates in German time and German formats', async () => {
    const buffer = await statisticWorkbook('Sonnenstrom Müller GmbH', { year: 2026, month: 11 }, [lead(), lead({ leadId: 4712, reclaimed: true, price: '60.00', firstName: 'Jonas' })], FIGURES);
    const sheet = (await read(buffer)).getWorksheet('Leads')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Datum',
      'Reklamiert',
      'Lead Id',
      'Anrede',
      'Vorname',
      'Nachname',
      'E-Mail',
      'Telefon',
      'Straße',
      'PLZ',
      'Stadt',
      'Preis',
    ]);
    // The whole font, not only `bold`: LibreOffice shows a bare bold font as a serif fallback.
    expect(sheet.getRow(1).getCell(1).font).toMatchObject({ name: 'Calibri', bold: true });
    expect(sheet.rowCount).toBe(3);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date('2026-11-03T00:30:00Z'));
    expect(first.getCell(1).numFmt).toBe('dd.mm.yyyy');
    expect([2, 3, 5, 6, 7, 8, 9, 10, 11].map((column) => first.getCell(column).value)).toEqual([
      'Nein',
      4711,
      'Anna',
      'Schmidt',
      'anna.schmidt@example.de',
      '+49 171 1234567',
      'Lindenstraße 5a',
      '80331',
      'München',
    ]);
    expect(first.getCell(12).value).toBe(45);
    expect(first.getCell(12).numFmt).toBe('#,##0.00 "€"');
    expect(sheet.getRow(3).getCell(2).value).toBe('Ja');
    // Every column wide enough for its header, the address columns for real addresses.
    sheet.getRow(1).eachCell((cell, column) => expect(sheet.getColumn(column).width).toBeGreaterThanOrEqual(String(cell.value).length + 1));
    expect(sheet.getColumn(7).width).toBeGreaterThanOrEqual(30);
  });

  it('widens a text column to its longest entry and prints A4 landscape, one page wide, the header on every page', async () => {
    const long = 'katharina.mueller-luedenscheidt@beispiel-mailanbieter.de';
    const sheet = (await read(await statisticWorkbook('X', { year: 2026, month: 11 }, [lead({ email: long })], FIGURES))).getWorksheet('Leads')!;
    expect(sheet.getColumn(7).width).toBe(45);
    expect(sheet.getColumn(6).width).toBe(18);
    expect(sheet.pageSetup).toMatchObject({ paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
  });

  it('keeps a postal code with a leading zero as text', async () => {
    const sheet = (await read(await statisticWorkbook('X', { year: 2026, month: 11 }, [lead({ zip: '01067' })], FIGURES))).getWorksheet('Leads')!;
    expect(sheet.getRow(2).getCell(10).value).toBe('01067');
  });

  it('repeats the mail’s figures on a second sheet, money as EUR and the month as MM.JJJJ', async () => {
    const sheet = (await read(await statisticWorkbook('Sonnenstrom Müller GmbH', { year: 2026, month: 11 }, [lead()], FIGURES))).getWorksheet('Übersicht')!;
    const rows = [1, 2, 3, 4, 5, 6, 7].map((index) => [sheet.getRow(index).getCell(1).value, sheet.getRow(index).getCell(2).value]);
    expect(rows).toEqual([
      ['Unternehmen', 'Sonnenstrom Müller GmbH'],
      ['Monat', new Date('2026-11-01T00:00:00Z')],
      ['Verkaufte Leads', 2],
      ['Reklamationen', 1],
      ['Einnahmen ohne Rekla.', 105],
      ['Rekla. Abzug', 60],
      ['Einnahmen inkl. Rekla.', 45],
    ]);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('mm.yyyy');
    expect(sheet.getRow(7).getCell(2).numFmt).toBe('#,##0.00 "€"');
  });

  it('marks texts that start like a formula as quoted text (quotePrefix), the phone number with its + too', async () => {
    const hostile = lead({ firstName: '=HYPERLINK("https://example.invalid","klick")', lastName: '@SUM(1)', street: '-2+3', phone: '+491711234567' });
    const cells = await xlsxTextCells(await statisticWorkbook('=Firma', { year: 2026, month: 11 }, [hostile, lead()], FIGURES));
    expect(cells.filter((cell) => cell.quoted).map((cell) => [cell.at, cell.text])).toEqual([
      ['Leads!E2', '=HYPERLINK("https://example.invalid","klick")'],
      ['Leads!F2', '@SUM(1)'],
      ['Leads!H2', '+49 171 1234567'],
      ['Leads!I2', '-2+3'],
      ['Leads!H3', '+49 171 1234567'],
      ['Übersicht!B1', '=Firma'],
    ]);
    expect(formulaLikeCellsAreQuoted(cells)).toEqual({ unquoted: [], quotedOthers: [] });
    // ExcelJS reads it back as the same text.
    const sheet = (await read(await statisticWorkbook('X', { year: 2026, month: 11 }, [hostile], FIGURES))).getWorksheet('Leads')!;
    expect(sheet.getRow(2).getCell(5).value).toBe('=HYPERLINK("https://example.invalid","klick")');
  });

  it('names the file after the month', () => {
    expect(statisticFileName({ year: 2026, month: 3 })).toBe('Lead-Statistik-2026-03.xlsx');
  });
});
