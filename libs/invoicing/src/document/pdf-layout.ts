import { newPdfDocument } from '@app/infrastructure';
/**
 * The page layout every business document shares (invoices and letters): an A4 sheet after
 * DIN 5008 form B with the letterhead, the address window, the information block, a footer with the
 * seller's mandatory details on every page, page numbers, and tables that flow across pages.
 *
 * Every PDF is PDF/A-3b: the archive copy of an invoice has to stay readable for the ten years of
 * §147 AO, and the Factur-X invoice needs PDF/A-3 anyway. PDF/A wants every font embedded, so the
 * text is set in DejaVu Sans (it also has '€', '–' and the non-breaking spaces of the German formats).
 */
import { formatIban } from '@app/contract';
import { PostalAddress, SellerParty } from './invoice-document';
import { TEXT } from './document-texts';

const mm = (value: number): number => (value * 72) / 25.4;

// require.resolve finds the package from the sources under Jest and from dist/ alike. pdfkit caches a
// font under the name it was first opened with; fonts registered under other names would be parsed
// again on every switch, so the paths themselves serve as the names.
const FONT = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
type FontWeight = keyof typeof FONT;

export type Pdf = PDFKit.PDFDocument;
export type Align = 'left' | 'center' | 'right';

const PAGE_HEIGHT = mm(297);
const LEFT = mm(25);
const RIGHT = mm(190);
export const CONTENT_WIDTH = RIGHT - LEFT;
/** Pages after the first carry only a running header, so their text starts higher. */
const TOP = mm(27);
/** The footer takes the lowest 27 mm; text never runs into it. */
const FOOTER_TOP = PAGE_HEIGHT - mm(27);
const CONTENT_BOTTOM = FOOTER_TOP - mm(5);

const SIZE = { body: 9.5, small: 8.5, table: 8.5, footer: 7, returnAddress: 6.5, title: 14, letterhead: 16 };
const COLOR = { text: '#000000', muted: '#555555', rule: '#999999', watermark: '#9a9a9a' };
const CELL_PADDING = 4;
const ROW_GAP = 3;

/**
 * A new A4 document with its first page. `title` names it in the viewer's title bar and the metadata;
 * pdfkit copies it into the XMP packet without escaping, hence no markup characters.
 */
export function createPdf(title: string): Pdf {
  const doc = newPdfDocument({
    size: 'A4',
    margins: { top: TOP, bottom: PAGE_HEIGHT - CONTENT_BOTTOM, left: LEFT, right: mm(20) },
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    font: FONT.regular,
    lang: 'de-DE',
    displayTitle: true,
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: title.replace(/[<>&]/g, ''), Creator: 'Leadportal', Producer: 'Leadportal' },
  });
  doc.addPage();
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text);
  return doc;
}

function countryName(code: string): string {
  return new Intl.DisplayNames(['de'], { type: 'region' }).of(code) ?? code;
}

function oneLine(address: PostalAddress): string {
  return `${address.name} · ${address.street} · ${address.zip} ${address.city}`;
}

/** The first page's head: letterhead, address window with return line, and the information block. */
export function drawFirstPageHead(
  doc: Pdf,
  seller: SellerParty,
  recipient: PostalAddress,
  info: [label: string, value: string][],
): void {
  doc.font(FONT.bold).fontSize(SIZE.letterhead).fillColor(COLOR.text).text(seller.name, LEFT, mm(15), { width: CONTENT_WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(SIZE.small)
    .fillColor(COLOR.muted)
    .text(`${seller.street} · ${seller.zip} ${seller.city}`, { width: CONTENT_WIDTH })
    .text(`${TEXT.phone} ${seller.phone} · ${TEXT.email} ${seller.email}`, { width: CONTENT_WIDTH });
  doc.moveTo(LEFT, mm(38)).lineTo(RIGHT, mm(38)).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  drawFoldMarks(doc);

  // DIN 5008 form B: the window starts 45 mm from the top; return line at the foot of the 17.7 mm
  // note zone, then up to six address lines.
  doc
    .fontSize(SIZE.returnAddress)
    .text(oneLine(seller), LEFT, mm(57), { width: mm(80), lineBreak: false, ellipsis: true });
  const lines = [recipient.name, recipient.street, `${recipient.zip} ${recipient.city}`];
  // Abroad, the country's German name in capitals closes the address (DIN 5008).
  if (recipient.countryCode !== 'DE') lines.push(countryName(recipient.countryCode).toUpperCase());
  doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text).text(lines.join('\n'), LEFT, mm(63), { width: mm(80) });

  drawInfoBlock(doc, info);
  doc.x = LEFT;
  doc.y = Math.max(mm(103), doc.y + mm(8));
}

/** Right of the window: label and value per row; long values wrap inside their column. */
function drawInfoBlock(doc: Pdf, rows: [label: string, value: string][]): void {
  const x = mm(120);
  const labelWidth = mm(31);
  const valueWidth = RIGHT - x - labelWidth;
  let y = mm(50);
  doc.fontSize(SIZE.small);
  for (const [label, value] of rows) {
    doc.font(FONT.regular).fillColor(COLOR.muted).text(label, x, y, { width: labelWidth });
    doc.font(FONT.regular).fillColor(COLOR.text).text(value, x + labelWidth, y, { width: valueWidth });
    y += Math.max(doc.heightOfString(value, { width: valueWidth }), doc.heightOfString(label, { width: labelWidth })) + 1.5;
  }
  doc.y = y;
}

/** Fold marks at 105 and 210 mm and the punch mark at 148.5 mm (form B). */
function drawFoldMarks(doc: Pdf): void {
  for (const [y, length] of [[105, 5], [148.5, 7], [210, 5]] as const) {
    doc.moveTo(mm(3), mm(y)).lineTo(mm(3 + length), mm(y)).lineWidth(0.4).strokeColor(COLOR.rule).stroke();
  }
}

export function drawTitle(doc: Pdf, title: string): void {
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor(COLOR.text).text(title, LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(SIZE.body);
}

export function drawParagraph(doc: Pdf, text: string, options: { bold?: boolean } = {}): void {
  doc.font(options.bold ? FONT.bold : FONT.regular).fontSize(SIZE.body).fillColor(COLOR.text);
  ensureSpace(doc, doc.heightOfString(text, { width: CONTENT_WIDTH }));
  doc.text(text, LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.6);
  doc.font(FONT.regular);
}

/** A new page when `height` no longer fits above the footer. */
function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > CONTENT_BOTTOM) newPage(doc);
  doc.x = LEFT;
}

export function newPage(doc: Pdf): void {
  doc.addPage();
  doc.x = LEFT;
  doc.y = TOP;
}

export interface TableColumn {
  header: string;
  /** Points; the columns' widths add up to CONTENT_WIDTH. */
  width: number;
  align: Align;
}

/**
 * Columns fitted to their content: each right-aligned column as wide as its widest cell, the
 * left-aligned ones share what is left in proportion to their content.
 */
export function fitColumns(doc: Pdf, headers: string[], rows: string[][], alignRight: number[]): TableColumn[] {
  doc.fontSize(SIZE.table);
  const natural = headers.map((header, index) => {
    doc.font(FONT.bold);
    let width = doc.widthOfString(header);
    doc.font(FONT.regular);
    for (const row of rows) width = Math.max(width, doc.widthOfString(row[index] ?? ''));
    return width + 2 * CELL_PADDING;
  });
  const right = new Set(alignRight);
  const fixed = natural.reduce((sum, width, index) => sum + (right.has(index) ? width : 0), 0);
  const flexible = natural.reduce((sum, width, index) => sum + (right.has(index) ? 0 : width), 0);
  const room = CONTENT_WIDTH - fixed;
  return headers.map((header, index) => ({
    header,
    align: right.has(index) ? 'right' : 'left',
    width: right.has(index)
      ? natural[index]
      : flexible > 0
        ? (natural[index] / flexible) * room
        : room / (headers.length - right.size),
  }));
}

/**
 * Draws the rows under a bold header line. A row that does not fit above the footer moves to a new
 * page, which repeats the header, so a table of any length reads the same on every page.
 */
export function drawTable(doc: Pdf, columns: TableColumn[], rows: string[][]): void {
  const header = columns.map((column) => column.header);
  doc.fontSize(SIZE.table);
  const headerHeight = rowHeight(doc, columns, header, 'bold');
  ensureSpace(doc, headerHeight + (rows.length > 0 ? rowHeight(doc, columns, rows[0], 'regular') : 0));
  drawRow(doc, columns, header, 'bold', headerHeight);
  rule(doc, 0.6);
  for (const row of rows) {
    const height = rowHeight(doc, columns, row, 'regular');
    if (doc.y + height > CONTENT_BOTTOM) {
      newPage(doc);
      doc.fontSize(SIZE.table);
      drawRow(doc, columns, header, 'bold', headerHeight);
      rule(doc, 0.6);
    }
    drawRow(doc, columns, row, 'regular', height);
  }
  rule(doc, 0.6);
  doc.y += mm(2);
  doc.x = LEFT;
  doc.font(FONT.regular).fontSize(SIZE.body);
}

/** Whether a cell fits on one line; measuring a width is far cheaper than wrapping (500-lead appendix). */
function fitsOneLine(doc: Pdf, text: string, width: number): boolean {
  return !text.includes('\n') && doc.widthOfString(text) <= width;
}

function rowHeight(doc: Pdf, columns: TableColumn[], cells: string[], weight: FontWeight): number {
  doc.font(FONT[weight]);
  const heights = columns.map((column, index) => {
    const text = cells[index] ?? '';
    const width = column.width - 2 * CELL_PADDING;
    return fitsOneLine(doc, text, width) ? doc.currentLineHeight(true) : doc.heightOfString(text, { width });
  });
  return Math.max(...heights) + ROW_GAP;
}

function drawRow(doc: Pdf, columns: TableColumn[], cells: string[], weight: FontWeight, height: number): void {
  const top = doc.y + ROW_GAP / 2;
  let x = LEFT;
  doc.font(FONT[weight]).fillColor(COLOR.text);
  columns.forEach((column, index) => {
    const text = cells[index] ?? '';
    const width = column.width - 2 * CELL_PADDING;
    if (fitsOneLine(doc, text, width)) {
      const free = width - doc.widthOfString(text);
      const offset = column.align === 'right' ? free : column.align === 'center' ? free / 2 : 0;
      doc.text(text, x + CELL_PADDING + offset, top, { lineBreak: false });
    } else {
      doc.text(text, x + CELL_PADDING, top, { width, align: column.align });
    }
    x += column.width;
  });
  doc.y = top - ROW_GAP / 2 + height;
}

function rule(doc: Pdf, width: number): void {
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(width).strokeColor(COLOR.rule).stroke();
  doc.y += 1;
}

export interface TotalRow {
  label: string;
  value: string;
  bold?: boolean;
}

/** Sums flush right under a table: labels in the left half of the block, amounts at the margin. */
export function drawTotals(doc: Pdf, rows: TotalRow[]): void {
  const width = mm(95);
  const x = RIGHT - width;
  const valueWidth = mm(32);
  doc.fontSize(SIZE.body);
  const height = rows.reduce((sum, row) => sum + doc.heightOfString(row.label, { width: width - valueWidth }) + 3, 0);
  ensureSpace(doc, height);
  for (const row of rows) {
    const top = doc.y;
    if (row.bold) {
      doc.moveTo(x, top).lineTo(RIGHT, top).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
    }
    doc.font(row.bold ? FONT.bold : FONT.regular).fillColor(COLOR.text);
    doc.text(row.label, x, top + 2, { width: width - valueWidth });
    const labelBottom = doc.y;
    doc.text(row.value, x + width - valueWidth, top + 2, { width: valueWidth - CELL_PADDING, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 1;
  }
  doc.x = LEFT;
  doc.y += mm(3);
  doc.font(FONT.regular);
}

export interface PageFrame {
  seller: SellerParty;
  /** Printed at the head of every page after the first, e.g. 'Rechnung RE2026-0001'. */
  runningTitle: string;
  /** Printed large and diagonally across every page (the draft's ENTWURF). */
  watermark?: string;
}

/**
 * The last step before `toBuffer`: the running header on pages 2 and on, and on every page the
 * footer with 'Seite x von y'. It runs after the content because only then is the page count known.
 */
export function drawPageFrames(doc: Pdf, frame: PageFrame): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Text below the bottom margin would make pdfkit open a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (index > start) drawRunningHeader(doc, frame);
    drawFooter(doc, frame.seller, TEXT.pageOf(index - start + 1, count));
    if (frame.watermark) drawWatermark(doc, frame.watermark);
    doc.page.margins.bottom = bottomMargin;
  }
}

/** Over the content, translucent, so it cannot hide a figure. */
function drawWatermark(doc: Pdf, text: string): void {
  const centre = { x: doc.page.width / 2, y: PAGE_HEIGHT / 2 };
  doc.save();
  doc.rotate(-40, { origin: [centre.x, centre.y] });
  doc.font(FONT.bold).fontSize(96).fillColor(COLOR.watermark).fillOpacity(0.35);
  doc.text(text, centre.x - doc.widthOfString(text) / 2, centre.y - doc.currentLineHeight() / 2, { lineBreak: false });
  doc.restore();
}

function drawRunningHeader(doc: Pdf, frame: PageFrame): void {
  const y = mm(12);
  doc.font(FONT.bold).fontSize(SIZE.small).fillColor(COLOR.muted);
  doc.text(frame.seller.name, LEFT, y, { width: CONTENT_WIDTH / 2, lineBreak: false, ellipsis: true });
  doc.font(FONT.regular).text(frame.runningTitle, LEFT + CONTENT_WIDTH / 2, y, {
    width: CONTENT_WIDTH / 2,
    align: 'right',
    lineBreak: false,
  });
  doc.moveTo(LEFT, mm(17)).lineTo(RIGHT, mm(17)).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
}

/**
 * What §14 UStG and §35a GmbHG want on every business letter: name and address, managing director,
 * register court and number, VAT id and/or tax number; plus contact and bank. Centred lines that
 * wrap when a value is long, rather than columns that would break an IBAN in two.
 */
function drawFooter(doc: Pdf, seller: SellerParty, pageLabel: string): void {
  doc.font(FONT.regular).fontSize(SIZE.footer).fillColor(COLOR.muted);
  doc.text(pageLabel, LEFT, FOOTER_TOP - mm(4), { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  doc.moveTo(LEFT, FOOTER_TOP).lineTo(RIGHT, FOOTER_TOP).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  const lines = [
    [seller.name, seller.street, `${seller.zip} ${seller.city}`, `${TEXT.phone} ${seller.phone}`, `${TEXT.email} ${seller.email}`],
    [
      `${TEXT.managingDirector}: ${seller.managingDirector}`,
      `${TEXT.registerCourt}: ${seller.registerCourt}, ${seller.registerNumber}`,
    ],
    [seller.vatId && `${TEXT.vatId} ${seller.vatId}`, seller.taxNumber && `${TEXT.taxNumber} ${seller.taxNumber}`],
    [seller.bankName, `${TEXT.iban} ${formatIban(seller.iban)}`, `${TEXT.bic} ${seller.bic}`],
  ];
  const text = lines.map((parts) => parts.filter(Boolean).join(' · ')).join('\n');
  doc.text(text, LEFT, FOOTER_TOP + mm(2), { width: CONTENT_WIDTH, align: 'center', lineGap: 1 });
  doc.fillColor(COLOR.text);
}

/** Ends the document and collects its bytes. */
export function toBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
