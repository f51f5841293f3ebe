/**
 * XRechnung 3.0 in CII syntax, for buyers that must receive one (public sector, Leitweg-ID in
 * BT-10). Same content as the XML inside the Factur-X PDF, under XRechnung's specification identifier.
 */
import { renderCii } from './cii-xml';
import { InvoiceDocument } from './invoice-document';

/** Throws for a draft: only a finalised invoice has the number an e-invoice needs. */
export function renderXRechnung(doc: InvoiceDocument): Promise<string> {
  return renderCii(doc, 'xrechnung');
}
