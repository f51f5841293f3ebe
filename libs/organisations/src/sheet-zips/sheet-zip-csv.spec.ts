import { normaliseZip, zipsFromCsv } from './sheet-zip-csv';

describe('normaliseZip', () => {
  it.each([
    ['80331', '80331'],
    [' 80331 ', '80331'],
    ['1067', '01067'],
    ['1067.0', '01067'],
    ['80331,0', '80331'],
    ['D-80331', '80331'],
    ['01 067', '01067'],
    ['803', null],
    ['803311', null],
    ['80331-80339', null],
    ['', null],
    ['PLZ', null],
  ])('%j → %j', (cell, zip) => {
    expect(normaliseZip(cell)).toBe(zip);
  });
});

describe('zipsFromCsv', () => {
  const sheet = '"Ort","PLZ","Gebiet"\n"Dresden","1067","Ost"\n"München","80331","Süd"\n"München","80331","Süd"\n"Wo?","","x"\n"Berlin","10115.0","Ost"';

  it.each([
    ['the column named by tableName', 'PLZ', ['01067', '10115', '80331']],
    ['the header regardless of case and spaces', '  plz ', ['01067', '10115', '80331']],
    ['a column letter when no header has that name', 'B', ['01067', '10115', '80331']],
  ])('reads %s, sorted and without repeats', (_, tableName, zips) => {
    expect(zipsFromCsv(sheet, tableName)).toEqual({ ok: true, zips });
  });

  it('reads a sheet whose cells hold line breaks, with blank rows and a byte order mark', () => {
    const csv = '\uFEFF"Notiz","PLZ"\r\n"Gebiet\r\nNord","20095"\r\n\r\n",",""\r\n"zwei\nZeilen","1067.0"';
    expect(zipsFromCsv(csv, 'PLZ')).toEqual({ ok: true, zips: ['01067', '20095'] });
  });

  it('reads every row of the first column when tableName is empty (a sheet may have no header)', () => {
    expect(zipsFromCsv('"1067"\n"80331"\n"x"', '')).toEqual({ ok: true, zips: ['01067', '80331'] });
    expect(zipsFromCsv('"PLZ"\n"80331"', '')).toEqual({ ok: true, zips: ['80331'] });
  });

  it.each([
    ['a missing column, naming the columns there are', sheet, 'Postleitzahl', 'Spalte „Postleitzahl“ nicht gefunden. Vorhandene Spalten: „Ort“, „PLZ“, „Gebiet“.'],
    ['a column letter beyond the last column', sheet, 'Z', 'Spalte „Z“ nicht gefunden. Vorhandene Spalten: „Ort“, „PLZ“, „Gebiet“.'],
    ['a column without postal codes', sheet, 'Ort', 'Keine Postleitzahlen in der Spalte „Ort“ gefunden (erwartet: fünfstellige Postleitzahlen, eine je Zeile).'],
    ['a quote that is never closed', '"PLZ"\n"80331\n01067', 'PLZ', 'Die CSV-Datei ist fehlerhaft: ein Anführungszeichen in Zeile 2 wird nicht geschlossen.'],
    ['an empty sheet', '', '', 'Keine Postleitzahlen in der ersten Spalte gefunden (erwartet: fünfstellige Postleitzahlen, eine je Zeile).'],
  ])('explains %s in German', (_, csv, tableName, error) => {
    expect(zipsFromCsv(csv, tableName)).toEqual({ ok: false, error });
  });
});
