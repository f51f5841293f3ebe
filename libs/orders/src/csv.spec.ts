import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads semicolon files from German Excel with quotes, BOM and CRLF', () => {
    expect(parseCsv('\uFEFForderNumber;lastName;note\r\nA-1;"Müller; Sohn";"sagt ""Hallo"""\r\n\r\nA-2;Schmidt;"zwei\nZeilen"\r\n')).toEqual([
      ['orderNumber', 'lastName', 'note'],
      ['A-1', 'Müller; Sohn', 'sagt "Hallo"'],
      ['A-2', 'Schmidt', 'zwei\nZeilen'],
    ]);
  });

  it('reads comma files', () => {
    expect(parseCsv('a,b\n1,"x,y"')).toEqual([
      ['a', 'b'],
      ['1', 'x,y'],
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv('a;b;c\n1;;3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });
});
