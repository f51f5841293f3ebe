/**
 * A new pdfkit document. pdfkit is loaded when the first PDF is drawn: every API process, worker, CLI command and
 * test file would otherwise pay for loading it at start (some 0.2 s), though few of them ever draw one.
 */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use on purpose (see above)
  const PDFDocument = require('pdfkit') as typeof import('pdfkit');
  return new PDFDocument(options);
}
