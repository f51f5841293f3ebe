/**
 * What the Rechnungen and Mahnungen screens derive from the server's invoices and dunnings (their
 * types: apiTypes.ts), and the download links (spec section 6). Pure, unit-tested.
 */
import type { Dunning, DunningLetter, Invoice } from './apiTypes';

/** A finalised document has its number, its stored PDF and its XRechnung. */
export function isFinalised(invoice: Pick<Invoice, 'number'>): boolean {
  return invoice.number !== '';
}

/** 'MM.JJJJ' of a service month. */
export function serviceMonth({ month, year }: { month: number; year: number }): string {
  return month >= 1 && month <= 12 && year > 0 ? `${String(month).padStart(2, '0')}.${year}` : '';
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** `/download/organisation/{orgId}/invoice/{invoiceId}/{userToken}/{fileName}`: the PDF as issued (a draft's preview). */
export function invoicePdfPath(template: string, invoice: Pick<Invoice, 'id' | 'organisationId' | 'fileName'>, token: string): string {
  return fillDownload(template, invoice.organisationId, invoice.id, token, invoice.fileName);
}

/** The same address with `{voucherNumber}.xml`: the XRechnung (finalised documents only). */
export function invoiceXmlPath(template: string, invoice: Pick<Invoice, 'id' | 'organisationId' | 'number'>, token: string): string {
  return fillDownload(template, invoice.organisationId, invoice.id, token, `${invoice.number}.xml`);
}

function fillDownload(template: string, organisationId: number, invoiceId: number, token: string, fileName: string): string {
  return template
    .replace('{orgId}', segment(organisationId))
    .replace('{invoiceId}', segment(invoiceId))
    .replace('{token}', segment(token))
    .replace('{fileName}', segment(fileName));
}

/** `/download/organisation/{orgId}/dunning/{dunningId}/{step}/{userToken}/{fileName}`. */
export function dunningLetterPath(template: string, organisationId: number, dunning: Pick<Dunning, 'id'>, letter: Pick<DunningLetter, 'step' | 'fileName'>, token: string): string {
  return template
    .replace('{orgId}', segment(organisationId))
    .replace('{dunningId}', segment(dunning.id))
    .replace('{step}', segment(letter.step))
    .replace('{token}', segment(token))
    .replace('{fileName}', segment(letter.fileName));
}
