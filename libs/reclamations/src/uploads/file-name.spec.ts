import { sanitiseFileName } from './file-name';

describe('file names of uploads', () => {
  it.each([
    ['Gesprächsprotokoll.pdf', 'Gesprächsprotokoll.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\kunde\\Anruf 12.03.mp3', 'Anruf 12.03.mp3'],
    ['.htaccess', 'htaccess'],
    ['a<b>c:d"e|f?g*h.txt', 'a_b_c_d_e_f_g_h.txt'],
    ['Zeile\r\nUmbruch\u0000.txt', 'ZeileUmbruch.txt'],
    ['rechnung\u202Efdp.exe', 'rechnungfdp.exe'],
    ['   ', 'Datei'],
    [undefined, 'Datei'],
    ['...', 'Datei'],
  ])('%s → %s', (raw, expected) => {
    expect(sanitiseFileName(raw)).toBe(expected);
  });

  it('shortens long names to 200 characters and keeps the extension', () => {
    const name = sanitiseFileName(`${'x'.repeat(300)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('x.docx')).toBe(true);
  });
});
