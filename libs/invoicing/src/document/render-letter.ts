/**
 * A business letter on the invoice's letterhead: dunning letters, account statements, handover
 * letters. The caller brings the words and the formatted figures; this only lays them out.
 */
import { formatDate } from '@app/contract';
import { TEXT } from './document-texts';
import { LetterDocument } from './invoice-document';
import {
  createPdf,
  drawFirstPageHead,
  drawPageFrames,
  drawParagraph,
  drawTable,
  drawTitle,
  drawTotals,
  fitColumns,
  toBuffer,
} from './pdf-layout';

export async function renderLetter(letter: LetterDocument): Promise<Buffer> {
  const pdf = createPdf(letter.title);
  drawFirstPageHead(pdf, letter.seller, letter.recipient, [[TEXT.date, formatDate(letter.date)]]);
  drawTitle(pdf, letter.title);
  if (letter.subject) drawParagraph(pdf, letter.subject, { bold: true });
  for (const paragraph of letter.paragraphs) drawParagraph(pdf, paragraph);
  if (letter.table) {
    const { columns, rows, alignRight = [] } = letter.table;
    drawTable(pdf, fitColumns(pdf, columns, rows, alignRight), rows);
  }
  if (letter.totals.length > 0) {
    // The last line is the figure the letter is about, e.g. 'Offener Betrag'.
    drawTotals(
      pdf,
      letter.totals.map(([label, value], index) => ({ label, value, bold: index === letter.totals.length - 1 })),
    );
  }
  for (const paragraph of letter.closing ?? []) drawParagraph(pdf, paragraph);
  drawPageFrames(pdf, { seller: letter.seller, runningTitle: TEXT.letterRunningTitle(letter.title, formatDate(letter.date)) });
  return toBuffer(pdf);
}
