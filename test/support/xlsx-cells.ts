import JSZip from 'jszip';

export interface XlsxTextCell {
  /** Sheet name and cell reference, e.g. 'Leads!F2'. */
  at: string;
  text: string;
  /** Whether the cell's format (`<xf>` in styles.xml) carries quotePrefix="1". */
  quoted: boolean;
}

const unescapeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const textOf = (xml: string) => unescapeXml([...xml.matchAll(/<t(?: [^>]*)?>([^<]*)<\/t>/g)].map((match) => match[1]).join(''));

/**
 * Every text cell of an xlsx file as written, read from its XML (not through ExcelJS, which would not
 * report what it does not know): inline strings and shared strings, with their format's quotePrefix.
 */
export async function xlsxTextCells(file: Buffer): Promise<XlsxTextCell[]> {
  const zip = await JSZip.loadAsync(file);
  const read = async (path: string) => (await zip.file(path)?.async('string')) ?? '';
  const styles = await read('xl/styles.xml');
  const cellXfs = styles.match(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/)?.[1] ?? '';
  const quotedXf = [...cellXfs.matchAll(/<xf\b([^>]*?)(\/>|>[\s\S]*?<\/xf>)/g)].map((match) => /\bquotePrefix="1"/.test(match[1]));
  const shared = [...(await read('xl/sharedStrings.xml')).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => textOf(match[1]));
  const workbook = await read('xl/workbook.xml');
  const names = [...workbook.matchAll(/<sheet\b[^>]*\bname="([^"]*)"/g)].map((match) => unescapeXml(match[1]));
  const cells: XlsxTextCell[] = [];
  for (const [index, name] of names.entries()) {
    const sheet = await read(`xl/worksheets/sheet${index + 1}.xml`);
    for (const match of sheet.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = match[1];
      const type = attributes.match(/\bt="([^"]*)"/)?.[1];
      if (type !== 's' && type !== 'inlineStr' && type !== 'str') continue;
      const body = match[2] ?? '';
      // Shared strings by index, inline strings in <is><t>, formula-free strings (ExcelJS's streaming writer) in <v>.
      const value = body.match(/<v>([^<]*)<\/v>/)?.[1] ?? '';
      const text = type === 's' ? shared[Number(value)] : type === 'str' ? unescapeXml(value) : textOf(body);
      const style = Number(attributes.match(/\bs="(\d+)"/)?.[1] ?? 0);
      cells.push({ at: `${name}!${attributes.match(/\br="([^"]*)"/)?.[1]}`, text, quoted: quotedXf[style] ?? false });
    }
  }
  return cells;
}

/** The texts that start like a formula (=, +, -, @): each must be quoted, and no other text cell is. */
export function formulaLikeCellsAreQuoted(cells: XlsxTextCell[]): { unquoted: XlsxTextCell[]; quotedOthers: XlsxTextCell[] } {
  const formulaLike = (cell: XlsxTextCell) => /^[=+\-@]/.test(cell.text);
  return {
    unquoted: cells.filter((cell) => formulaLike(cell) && !cell.quoted),
    quotedOthers: cells.filter((cell) => !formulaLike(cell) && cell.quoted),
  };
}
