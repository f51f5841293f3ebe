/** What a file is, found from its content. */
export interface FileKind {
  mime: string;
  /** German, for messages and lists. */
  label: string;
}

/** The kinds a complaint accepts (spec: images, PDF, call recordings, e-mails, plain text, office documents). */
export const ALLOWED_KINDS_TEXT = 'Bilder (JPEG, PNG, GIF, WebP, HEIC), PDF, Audio (MP3, WAV, OGG, M4A), E-Mails (.eml, .msg), Text und Office-Dokumente (Word, Excel, PowerPoint, OpenDocument)';

/** The head is enough to recognise every allowed kind (and to refuse most others early). */
const HEAD_BYTES = 4100;
/** A ZIP's table of contents sits at its end: office documents are told apart by the entry names there. */
const TAIL_BYTES = 256 * 1024;

const kind = (mime: string, label: string): FileKind => ({ mime, label });
const KINDS = {
  jpeg: kind('image/jpeg', 'JPEG-Bild'),
  png: kind('image/png', 'PNG-Bild'),
  gif: kind('image/gif', 'GIF-Bild'),
  webp: kind('image/webp', 'WebP-Bild'),
  heic: kind('image/heic', 'HEIC-Bild'),
  pdf: kind('application/pdf', 'PDF'),
  mp3: kind('audio/mpeg', 'MP3-Audio'),
  wav: kind('audio/wav', 'WAV-Audio'),
  ogg: kind('audio/ogg', 'OGG-Audio'),
  m4a: kind('audio/mp4', 'M4A-Audio'),
  eml: kind('message/rfc822', 'E-Mail'),
  text: kind('text/plain; charset=utf-8', 'Text'),
  ole: kind('application/x-ole-storage', 'Office-Dokument (Word/Excel/Outlook, altes Format)'),
  docx: kind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word-Dokument'),
  xlsx: kind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Excel-Tabelle'),
  pptx: kind('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'PowerPoint-Präsentation'),
  odt: kind('application/vnd.oasis.opendocument.text', 'OpenDocument-Text'),
  ods: kind('application/vnd.oasis.opendocument.spreadsheet', 'OpenDocument-Tabelle'),
  odp: kind('application/vnd.oasis.opendocument.presentation', 'OpenDocument-Präsentation'),
} as const;

const ODF_TYPES: Record<string, FileKind> = {
  'application/vnd.oasis.opendocument.text': KINDS.odt,
  'application/vnd.oasis.opendocument.spreadsheet': KINDS.ods,
  'application/vnd.oasis.opendocument.presentation': KINDS.odp,
};

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const M4A_BRANDS = new Set(['M4A ', 'M4B ']);
/** Header names an .eml file starts with. */
const MAIL_HEADER = /^(received|return-path|from|to|subject|date|message-id|mime-version|delivered-to|reply-to|x-[a-z0-9-]+|dkim-signature|arc-[a-z-]+|authentication-results|content-type):[ \t]/i;

const startsWith = (buffer: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return buffer.length >= offset + expected.length && buffer.subarray(offset, offset + expected.length).equals(expected);
};

type Verdict = { kind: FileKind } | { zip: true } | { text: true } | null;

/** Binary kinds recognisable from the first bytes; `{ zip }` needs the end of the file, `{ text }` the whole of it. */
function fromHead(head: Buffer): Verdict {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: KINDS.jpeg };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: KINDS.png };
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return { kind: KINDS.gif };
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return { kind: KINDS.webp };
  if (startsWith(head, 'RIFF') && startsWith(head, 'WAVE', 8)) return { kind: KINDS.wav };
  if (startsWith(head, '%PDF-')) return { kind: KINDS.pdf };
  if (startsWith(head, 'OggS')) return { kind: KINDS.ogg };
  if (startsWith(head, 'ID3') || isMpegAudioFrame(head)) return { kind: KINDS.mp3 };
  if (startsWith(head, 'ftyp', 4)) {
    const brands = isoBrands(head);
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return { kind: KINDS.heic };
    if (brands.some((brand) => M4A_BRANDS.has(brand))) return { kind: KINDS.m4a };
    return null;
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: KINDS.ole };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const odf = openDocumentType(head);
    return odf ? { kind: odf } : { zip: true };
  }
  return looksLikeText(head) ? { text: true } : null;
}

/** An MPEG audio frame header (layer I-III, valid bitrate and sample rate); ADTS/AAC has layer 0 and does not match. */
function isMpegAudioFrame(head: Buffer): boolean {
  if (head.length < 4 || head[0] !== 0xff || (head[1] & 0xe0) !== 0xe0) return false;
  const version = (head[1] >> 3) & 0x03;
  const layer = (head[1] >> 1) & 0x03;
  const bitrate = head[2] >> 4;
  const sampleRate = (head[2] >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrate !== 0x0f && bitrate !== 0 && sampleRate !== 3;
}

/** Major and compatible brands of an ISO media file's `ftyp` box. */
function isoBrands(head: Buffer): string[] {
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(head.toString('latin1', offset, offset + 4));
  return brands;
}

/** OpenDocument files start with the uncompressed entry `mimetype` naming their type. */
function openDocumentType(head: Buffer): FileKind | null {
  if (head.length < 30) return null;
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  if (head.toString('latin1', 30, 30 + nameLength) !== 'mimetype') return null;
  const start = 30 + nameLength + extraLength;
  const size = head.readUInt32LE(18);
  const type = head.toString('latin1', start, start + Math.min(size, 100));
  return ODF_TYPES[type] ?? null;
}

/** The entry names in a ZIP's central directory, read from the end of the file. */
export function zipEntryNames(tail: Buffer): string[] {
  const names: string[] = [];
  // The end record is at least 22 bytes and at most 22 + 65535 (comment) from the end.
  let end = -1;
  for (let offset = tail.length - 22; offset >= Math.max(0, tail.length - 22 - 0xffff); offset--) {
    if (tail.readUInt32LE(offset) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  // Where the directory starts inside the tail: from the end record (size of the directory before it); else search.
  let offset = end >= 0 ? end - tail.readUInt32LE(end + 12) : -1;
  if (offset < 0 || offset >= tail.length || tail.readUInt32LE(offset) !== 0x02014b50) offset = tail.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  while (offset >= 0 && offset + 46 <= tail.length && tail.readUInt32LE(offset) === 0x02014b50) {
    const nameLength = tail.readUInt16LE(offset + 28);
    const extraLength = tail.readUInt16LE(offset + 30);
    const commentLength = tail.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > tail.length) break;
    names.push(tail.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function officeType(names: string[]): FileKind | null {
  const has = (name: string) => names.includes(name);
  if (!has('[Content_Types].xml')) return null;
  if (has('word/document.xml')) return KINDS.docx;
  if (has('xl/workbook.xml')) return KINDS.xlsx;
  if (has('ppt/presentation.xml')) return KINDS.pptx;
  return null;
}

/** Control characters other than tab, line feed, form feed, carriage return and escape mean binary. */
function hasBinaryControl(chunk: Buffer): boolean {
  for (const byte of chunk) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b) || byte === 0x7f) return true;
  }
  return false;
}

function looksLikeText(head: Buffer): boolean {
  if (hasBinaryControl(head)) return false;
  try {
    // A multi-byte character may be cut at the end of the head: decode as a stream would.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds a file's kind while it streams past, with bounded memory: the first 4 KB, the last 256 KB (a
 * ZIP's directory) and, for text, a running UTF-8 check of every byte. `refused` turns true as soon as
 * the content cannot be an allowed kind, so an upload can stop early.
 */
export class FileSniffer {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private verdict: Verdict | undefined;
  private decoder: InstanceType<typeof TextDecoder> | null = null;
  private textBroken = false;
  size = 0;

  push(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.verdict === undefined) {
      const needed = HEAD_BYTES - this.head.length;
      this.head = Buffer.concat([this.head, chunk.subarray(0, needed)]);
      if (this.head.length >= HEAD_BYTES) this.decideHead();
      // The head itself was checked as text there; only what follows it is checked below.
      chunk = chunk.subarray(Math.max(0, needed));
    }
    if (this.verdict && 'text' in this.verdict && chunk.length > 0) this.checkText(chunk);
    if (this.verdict && 'zip' in this.verdict) this.keepTail(chunk);
  }

  /** The content so far rules out every allowed kind. */
  get refused(): boolean {
    return this.verdict === null || this.textBroken;
  }

  /** The kind, once the whole file went past; null when it is none of the allowed ones (or empty). */
  finish(): FileKind | null {
    if (this.size === 0) return null;
    if (this.verdict === undefined) this.decideHead();
    if (this.refused || !this.verdict) return null;
    if ('kind' in this.verdict) return this.verdict.kind;
    if ('zip' in this.verdict) return officeType(zipEntryNames(this.tail.length ? this.tail : this.head));
    if (this.decoder) {
      try {
        this.decoder.decode();
      } catch {
        return null;
      }
    }
    const text = this.head.toString('utf8').replace(/^\uFEFF/, '');
    return MAIL_HEADER.test(text) ? KINDS.eml : KINDS.text;
  }

  private decideHead(): void {
    this.verdict = fromHead(this.head);
    if (this.verdict && 'text' in this.verdict) {
      this.decoder = new TextDecoder('utf-8', { fatal: true });
      this.checkText(this.head);
    }
    if (this.verdict && 'zip' in this.verdict) this.tail = Buffer.from(this.head);
  }

  private checkText(chunk: Buffer): void {
    if (this.textBroken) return;
    try {
      if (hasBinaryControl(chunk)) throw new Error('binary');
      this.decoder!.decode(chunk, { stream: true });
    } catch {
      this.textBroken = true;
    }
  }

  private keepTail(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.tail = chunk.length >= TAIL_BYTES ? Buffer.from(chunk.subarray(chunk.length - TAIL_BYTES)) : Buffer.concat([this.tail, chunk]).subarray(-TAIL_BYTES);
  }
}

/** The kind of a whole buffer (tests, small files). */
export function detectFileKind(content: Buffer, chunkSize = 64 * 1024): FileKind | null {
  const sniffer = new FileSniffer();
  for (let offset = 0; offset < content.length; offset += chunkSize) sniffer.push(content.subarray(offset, offset + chunkSize));
  return sniffer.finish();
}
