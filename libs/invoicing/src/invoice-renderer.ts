import { Injectable } from '@nestjs/common';
import type { InvoiceDocument, LetterDocument } from './document/invoice-document';
import { renderInvoice } from './document/render-invoice';
import { renderLetter } from './document/render-letter';
import { renderXRechnung } from './document/render-xrechnung';

/** The issued files of a finalised document. */
export interface IssuedFiles {
  pdf: Buffer;
  facturXml: string;
  xrechnungXml: string;
}

/** The document renderers behind one injectable: the PDF/A-3 e-invoice, XRechnung, letters. */
@Injectable()
export class InvoiceRenderer {
  async issue(document: InvoiceDocument): Promise<IssuedFiles> {
    const { pdf, xml } = await renderInvoice(document);
    if (!xml) throw new Error('Ein festgeschriebenes Dokument braucht seine XML-Daten');
    return { pdf, facturXml: xml, xrechnungXml: await renderXRechnung(document) };
  }

  /** A draft's preview: the same layout marked ENTWURF, never stored. */
  async preview(document: InvoiceDocument): Promise<Buffer> {
    return (await renderInvoice({ ...document, number: null })).pdf;
  }

  letter(letter: LetterDocument): Promise<Buffer> {
    return renderLetter(letter);
  }
}
