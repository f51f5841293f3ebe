import { CsvFormatError, readCsv } from './read-csv';

const cells = (text: string, separator?: ',' | ';' | 'auto') => readCsv(text, { separator }).map((row) => row.cells);

describe('readCsv', () => {
  it.each([
    ['plain fields', 'a,b\n1,2', [['a', 'b'], ['1', '2']]],
    ['quoted fields as Google writes them', '"PLZ","Ort"\n"80331","München"', [['PLZ', 'Ort'], ['80331', 'München']]],
    ['a comma inside quotes', '"80331","München, Altstadt"', [['80331', 'München, Altstadt']]],
    ['doubled quotes inside quotes', '"Firma ""Sonne""",x', [['Firma "Sonne"', 'x']]],
    ['a line break inside quotes', '"Zeile 1\nZeile 2",x', [['Zeile 1\nZeile 2', 'x']]],
    ['a CRLF line break inside quotes', '"Zeile 1\r\nZeile 2",x\r\ny,z', [['Zeile 1\r\nZeile 2', 'x'], ['y', 'z']]],
    ['CRLF line ends', 'PLZ\r\n80331\r\n01067\r\n', [['PLZ'], ['80331'], ['01067']]],
    ['a lone CR line end', 'PLZ\r80331', [['PLZ'], ['80331']]],
    ['mixed line ends', 'a\r\nb\nc\rd', [['a'], ['b'], ['c'], ['d']]],
    ['empty fields and a trailing comma', 'a,,c,\n', [['a', '', 'c', '']]],
    ['rows of different lengths', 'a,b,c\n1\n1,2,3,4', [['a', 'b', 'c'], ['1'], ['1', '2', '3', '4']]],
    ['a stray quote inside an unquoted field as text', 'Rohr 5" lang,x', [['Rohr 5" lang', 'x']]],
    ['a byte order mark', '\uFEFFPLZ\n80331', [['PLZ'], ['80331']]],
    ['a byte order mark before a quoted field', '\uFEFF"PLZ"\n80331', [['PLZ'], ['80331']]],
    ['an empty text', '', []],
  ])('reads %s', (_, csv, rows) => {
    expect(cells(csv, ',')).toEqual(rows);
  });

  it('reads semicolon files from German Excel with quotes, BOM and CRLF', () => {
    expect(cells('\uFEFForderNumber;lastName;note\r\nA-1;"Müller; Sohn";"sagt ""Hallo"""\r\n\r\nA-2;Schmidt;"zwei\nZeilen"\r\n')).toEqual([
      ['orderNumber', 'lastName', 'note'],
      ['A-1', 'Müller; Sohn', 'sagt "Hallo"'],
      ['A-2', 'Schmidt', 'zwei\nZeilen'],
    ]);
  });

  it.each([
    ['semicolons', 'a;b\n1;x,y', ';', [['a', 'b'], ['1', 'x,y']]],
    ['commas', 'a,b\n1,"x;y"', ',', [['a', 'b'], ['1', 'x;y']]],
    ['semicolons on a tie (one column: nothing to split)', 'a\n1,5', ';', [['a'], ['1,5']]],
    ['semicolons when the header has more of them', 'a;b;c,d\n1;2;3,4', ';', [['a', 'b', 'c,d'], ['1', '2', '3,4']]],
  ])('detects %s from the first line', (_, csv, _separator, rows) => {
    expect(cells(csv, 'auto')).toEqual(rows);
  });

  it('leaves out blank rows (also ;;; as Excel writes them) but counts them like a spreadsheet does', () => {
    expect(readCsv('a;b\r\n\r\n1;"zwei\r\nZeilen"\r\n;;\r\n2;3\r\n', { separator: 'auto' })).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 3, cells: ['1', 'zwei\r\nZeilen'] },
      { row: 5, cells: ['2', '3'] },
    ]);
  });

  it('refuses a quote that is never closed instead of reading the rest of the file into one cell', () => {
    const read = () => readCsv('a;b\n1;2\n\n3;"vier\n5;6\n', { separator: 'auto' });
    expect(read).toThrow(CsvFormatError);
    expect(read).toThrow('Die CSV-Datei ist fehlerhaft: ein Anführungszeichen in Zeile 4 wird nicht geschlossen.');
  });

  it('keeps a field with text after its closing quote as written, so nothing is lost', () => {
    expect(cells('a,"b"c,d', ',')).toEqual([['a', '"b"c', 'd']]);
  });
});
