import { normaliseZip, parseCsv, zipsFromCsv } from './sheet-zip-csv';

describe('parseCsv', () => {
  it.each([
    ['plain fields', 'a,b\n1,2', [['a', 'b'], ['1', '2']]],
    ['quoted fields as Google writes them', '"PLZ","Ort"\n"80331","München"', [['PLZ', 'Ort'], ['80331', 'München']]],
    ['a comma inside quotes', '"80331","München, Altstadt"', [['80331', 'München, Altstadt']]],
    ['doubled quotes inside quotes', '"Firma ""Sonne""",x', [['Firma "Sonne"', 'x']]],
    ['a line break inside quotes', '"Zeile 1\nZeile 2",x', [['Zeile 1\nZeile 2', 'x']]],
    ['CRLF line ends', 'PLZ\r\n80331\r\n01067\r\n', [['PLZ'], ['80331'], ['01067']]],
    ['a lone CR line end', 'PLZ\r80331', [['PLZ'], ['80331']]],
    ['empty fields and a trailing comma', 'a,,c,\n', [['a', '', 'c', '']]],
    ['a byte order mark', '\uFEFFPLZ\n80331', [['PLZ'], ['80331']]],
    ['an empty text', '', []],
  ])('reads %s', (_, csv, rows) => {
    expect(parseCsv(csv)).toEqual(rows);
  });
});

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

  it('reads every row of the first column when tableName is empty (a sheet may have no header)', () => {
    expect(zipsFromCsv('"1067"\n"80331"\n"x"', '')).toEqual({ ok: true, zips: ['01067', '80331'] });
    expect(zipsFromCsv('"PLZ"\n"80331"', '')).toEqual({ ok: true, zips: ['80331'] });
  });

  it.each([
    ['a missing column, naming the columns there are', sheet, 'Postleitzahl', 'Spalte „Postleitzahl“ nicht gefunden. Vorhandene Spalten: „Ort“, „PLZ“, „Gebiet“.'],
    ['a column letter beyond the last column', sheet, 'Z', 'Spalte „Z“ nicht gefunden. Vorhandene Spalten: „Ort“, „PLZ“, „Gebiet“.'],
    ['a column without postal codes', sheet, 'Ort', 'Keine Postleitzahlen in der Spalte „Ort“ gefunden (erwartet: fünfstellige Postleitzahlen, eine je Zeile).'],
    ['an empty sheet', '', '', 'Keine Postleitzahlen in der ersten Spalte gefunden (erwartet: fünfstellige Postleitzahlen, eine je Zeile).'],
  ])('explains %s in German', (_, csv, tableName, error) => {
    expect(zipsFromCsv(csv, tableName)).toEqual({ ok: false, error });
  });
});
