import { detectFileKind, FileSniffer, zipEntryNames } from './file-kind';

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const padded = (head: Buffer, size = 6000) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x11)]);

/** A ZIP with stored (uncompressed) entries, as OOXML and OpenDocument files are laid out. */
function storedZip(entries: [string, Buffer | string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, raw] of entries) {
    const content = typeof raw === 'string' ? Buffer.from(raw) : raw;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, content);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const ooxml = (part: string, filler = 0) =>
  storedZip([
    ['[Content_Types].xml', '<Types/>'],
    ['docProps/thumbnail.jpeg', Buffer.alloc(filler, 0x42)],
    ['_rels/.rels', '<Relationships/>'],
    [part, '<x/>'],
  ]);

export const SAMPLES = {
  jpeg: padded(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF')),
  png: padded(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  pdf: padded(bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')),
};

describe('FileSniffer: the kind of a file from its content', () => {
  it.each([
    ['JPEG', SAMPLES.jpeg, 'image/jpeg'],
    ['PNG', SAMPLES.png, 'image/png'],
    ['GIF', padded(bytes('GIF89a')), 'image/gif'],
    ['WebP', padded(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')), 'image/webp'],
    ['HEIC', padded(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')), 'image/heic'],
    ['PDF', SAMPLES.pdf, 'application/pdf'],
    ['MP3 with ID3 tag', padded(bytes('ID3', [4, 0, 0])), 'audio/mpeg'],
    ['MP3 frame', padded(bytes([0xff, 0xfb, 0x90, 0x64])), 'audio/mpeg'],
    ['WAV', padded(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')), 'audio/wav'],
    ['OGG', padded(bytes('OggS', [0, 2])), 'audio/ogg'],
    ['M4A', padded(bytes([0, 0, 0, 0x1c], 'ftypM4A ', [0, 0, 0, 0], 'M4A isommp42')), 'audio/mp4'],
    ['E-Mail (.eml)', Buffer.from('Return-Path: <kunde@example.de>\r\nFrom: Kunde <kunde@example.de>\r\nSubject: Kein Interesse\r\n\r\nBitte nicht mehr anrufen.\r\n'), 'message/rfc822'],
    ['plain text in UTF-8', Buffer.from('Gesprächsnotiz: Der Kunde möchte keine Anlage – er hat nie angefragt.\n'.repeat(200)), 'text/plain; charset=utf-8'],
    ['Word/Excel/Outlook (OLE)', padded(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])), 'application/x-ole-storage'],
    ['Word (docx)', ooxml('word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['Excel (xlsx)', ooxml('xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['PowerPoint (pptx)', ooxml('ppt/presentation.xml'), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['Word (docx) with its directory 400 KB after the head', ooxml('word/document.xml', 400_000), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['OpenDocument text', storedZip([['mimetype', 'application/vnd.oasis.opendocument.text'], ['content.xml', '<office/>']]), 'application/vnd.oasis.opendocument.text'],
    ['OpenDocument spreadsheet', storedZip([['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'], ['content.xml', '<office/>']]), 'application/vnd.oasis.opendocument.spreadsheet'],
  ])('recognises %s', (_name, content, mime) => {
    expect(detectFileKind(content)?.mime).toBe(mime);
    // The same in small chunks (a multi-byte character or a signature cut in two).
    expect(detectFileKind(content, 7)?.mime).toBe(mime);
  });

  it.each([
    ['an executable', padded(bytes('MZ', [0x90, 0, 3, 0, 0, 0])), true],
    ['an MP4 video', padded(bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2')), true],
    ['a ZIP archive that is no office document', storedZip([['rechnung.exe', 'MZ']]), false],
    ['text in Latin-1 (not UTF-8)', Buffer.from('Gr\xfc\xdfe aus M\xfcnchen\n', 'latin1'), false],
    ['longer text in Latin-1', Buffer.from('Gr\xfc\xdfe aus M\xfcnchen\n'.repeat(300), 'latin1'), true],
    ['random binary data', padded(Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe])), true],
    ['an empty file', Buffer.alloc(0), false],
  ])('refuses %s (early: %s, before the whole file went past)', (_name, content, early) => {
    expect(detectFileKind(content)).toBeNull();
    const sniffer = new FileSniffer();
    sniffer.push(content);
    expect(sniffer.refused).toBe(early);
  });

  it('refuses text that turns binary after the head, as soon as it does', () => {
    const sniffer = new FileSniffer();
    sniffer.push(Buffer.from('Gesprächsnotiz\n'.repeat(1000)));
    expect(sniffer.refused).toBe(false);
    sniffer.push(Buffer.from([0x00, 0xff, 0xfe]));
    expect(sniffer.refused).toBe(true);
    expect(sniffer.finish()).toBeNull();
  });

  it('refuses text whose last character is cut off', () => {
    const text = Buffer.from('Grüß');
    expect(detectFileKind(text.subarray(0, text.length - 1))).toBeNull();
  });

  it('reads the entry names of a ZIP from its central directory', () => {
    expect(zipEntryNames(ooxml('word/document.xml'))).toEqual(['[Content_Types].xml', 'docProps/thumbnail.jpeg', '_rels/.rels', 'word/document.xml']);
  });
});
