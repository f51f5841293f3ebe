/**
 * The invoice as the buyer receives it. A finalised document becomes a Factur-X PDF/A-3 (profile
 * EN 16931) that carries its CII XML, which makes it a valid German e-invoice; a draft becomes the same
 * layout marked ENTWURF, without number and without XML.
 */
import { formatDate, formatPercent, priceStepsLabel } from '@app/contract';
import { renderCii } from './cii-xml';
import { TEXT } from './document-texts';
import { attachFacturX } from './factur-x';
import { assertTotalsAddUp, linesSum, money } from './invoice-amounts';
import { InvoiceDocument } from './invoice-document';
import {
  Align,
  CONTENT_WIDTH,
  Pdf,
  TableColumn,
  TotalRow,
  createPdf,
  drawFirstPageHead,
  drawPageFrames,
  drawParagraph,
  drawTable,
  drawTitle,
  drawTotals,
  fitColumns,
  newPage,
  toBuffer,
} from './pdf-layout';

export async function renderInvoice(doc: InvoiceDocument): Promise<{ pdf: Buffer; xml: string | null }> {
  assertTotalsAddUp(doc);
  const xml = doc.number === null ? null : await renderCii(doc, 'factur-x');
  const title = doc.number === null ? TEXT.draftTitle(TEXT.title[doc.kind]) : TEXT.title[doc.kind];
  const runningTitle = doc.number === null ? title : `${title} ${doc.number}`;

  const pdf = createPdf(runningTitle);
  drawFirstPageHead(pdf, doc.seller, doc.buyer, infoBlock(doc));
  drawTitle(pdf, title);
  if (doc.originalInvoice) {
    drawParagraph(pdf, TEXT.reference(doc.originalInvoice.number, formatDate(doc.originalInvoice.issueDate)), {
      bold: true,
    });
  }
  drawParagraph(pdf, TEXT.intro[doc.kind]);
  drawTable(pdf, lineColumns(), doc.lines.map(lineCells));
  drawTotals(pdf, totals(doc));
  drawParagraph(pdf, paymentText(doc));
  if (doc.note) drawParagraph(pdf, doc.note);
  if (doc.appendix.length > 0) drawAppendix(pdf, doc);

  drawPageFrames(pdf, { seller: doc.seller, runningTitle, watermark: doc.number === null ? TEXT.draft : undefined });
  if (xml !== null) attachFacturX(pdf, xml);
  return { pdf: await toBuffer(pdf), xml };
}

function infoBlock(doc: InvoiceDocument): [string, string][] {
  return [
    [TEXT.number, doc.number ?? TEXT.draft],
    [TEXT.issueDate, formatDate(doc.issueDate)],
    [TEXT.customerNumber, doc.buyer.customerNumber],
    [TEXT.servicePeriod, TEXT.period(formatDate(doc.servicePeriod.start), formatDate(doc.servicePeriod.end))],
    [TEXT.dueDate, formatDate(doc.dueDate)],
  ];
}

const AMOUNT_WIDTH = 78;

function lineColumns(): TableColumn[] {
  const quantityWidth = 50;
  return [
    { header: TEXT.lines.description, width: CONTENT_WIDTH - quantityWidth - 2 * AMOUNT_WIDTH, align: 'left' },
    { header: TEXT.lines.quantity, width: quantityWidth, align: 'right' },
    { header: TEXT.lines.unitPrice, width: AMOUNT_WIDTH, align: 'right' },
    { header: TEXT.lines.total, width: AMOUNT_WIDTH, align: 'right' },
  ];
}

function lineCells(line: InvoiceDocument['lines'][number]): string[] {
  return [line.description, line.quantity.toLocaleString('de-DE'), money(line.unitPriceCents), money(line.totalCents)];
}

function totals(doc: InvoiceDocument): TotalRow[] {
  const rows: TotalRow[] = [];
  if (doc.deduction) {
    rows.push({ label: TEXT.linesSum, value: money(linesSum(doc)) });
    // Subtracted, so a positive deduction prints negative (and a cancelled one positive).
    rows.push({ label: doc.deduction.description, value: money(-doc.deduction.cents) });
  }
  rows.push(
    { label: TEXT.net, value: money(doc.netCents) },
    { label: TEXT.vat(formatPercent(doc.vatRate)), value: money(doc.vatCents) },
    { label: TEXT.gross, value: money(doc.grossCents), bold: true },
  );
  return rows;
}

function paymentText(doc: InvoiceDocument): string {
  if (doc.grossCents > 0) return TEXT.payment.transfer(money(doc.grossCents), formatDate(doc.dueDate));
  return doc.grossCents < 0 ? TEXT.payment.credit(money(-doc.grossCents)) : TEXT.payment.none;
}

/** Starts on a page of its own and flows over as many pages as the leads need. */
function drawAppendix(pdf: Pdf, doc: InvoiceDocument): void {
  newPage(pdf);
  drawTitle(pdf, TEXT.appendix.title);
  const reclaimed = doc.appendix.filter((lead) => lead.reclaimed).length;
  drawParagraph(
    pdf,
    `${TEXT.servicePeriod}: ${TEXT.period(formatDate(doc.servicePeriod.start), formatDate(doc.servicePeriod.end))} · ${TEXT.appendix.summary(doc.appendix.length, reclaimed)}`,
  );
  if (doc.appendix.some((lead) => (lead.priceRules?.length ?? 0) > 0)) {
    drawAppendixWithRules(pdf, doc);
    return;
  }
  const { columns } = TEXT.appendix;
  const narrow = CONTENT_WIDTH / 5;
  drawTable(
    pdf,
    [
      { header: columns.leadId, width: narrow, align: 'left' },
      { header: columns.soldAt, width: narrow, align: 'left' },
      { header: columns.zip, width: narrow, align: 'left' },
      { header: columns.price, width: narrow, align: 'right' },
      { header: columns.reclaimed, width: narrow, align: 'center' },
    ],
    doc.appendix.map((lead) => [
      String(lead.leadId),
      formatDate(lead.soldAt),
      lead.zip,
      money(lead.priceCents),
      lead.reclaimed ? TEXT.appendix.yes : TEXT.appendix.no,
    ]),
  );
}

/**
 * The appendix with how each price came about ('Basis 45,00 € · PLZ 8 +5,00 € · Exklusiv +40,00 €', issue 30 §2)
 * when some lead's price has steps; the steps take what the other columns leave.
 * An appendix of agreed prices only keeps the layout above.
 */
function drawAppendixWithRules(pdf: Pdf, doc: InvoiceDocument): void {
  const { columns } = TEXT.appendix;
  const headers = [columns.leadId, columns.soldAt, columns.zip, columns.price, columns.priceRules, columns.reclaimed];
  const rows = doc.appendix.map((lead) => [
    String(lead.leadId),
    formatDate(lead.soldAt),
    lead.zip,
    money(lead.priceCents),
    priceStepsLabel(lead.priceRules ?? []),
    lead.reclaimed ? TEXT.appendix.yes : TEXT.appendix.no,
  ]);
  // Every column but the steps as wide as its widest cell (fitColumns does so for those it aligns right); the steps wrap in the rest.
  const aligns: Align[] = ['left', 'left', 'left', 'right', 'left', 'center'];
  const fitted = fitColumns(pdf, headers, rows, [0, 1, 2, 3, 5]);
  drawTable(pdf, fitted.map((column, index) => ({ ...column, align: aligns[index] })), rows);
}
