/**
 * Cents as the documents print them, and the check that a document's totals add up before it is
 * rendered: the PDF shows the document's figures as they are, and the e-invoice XML must carry exactly
 * the same cents (EN 16931 rules BR-CO-10 to BR-CO-17 reject anything else).
 */
import { formatMoney } from '@app/contract';
import { InvoiceDocument } from './invoice-document';

/** '1.234,56 €' (non-breaking space before the sign, as every German amount in the app). */
export function money(cents: number): string {
  return formatMoney(cents / 100);
}

/** '-1234.56': the decimal notation of the XML, built from whole cents so no float rounding creeps in. */
export function xmlAmount(cents: number): string {
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** round(net × rate / 100), half away from zero, as the contract defines the VAT. */
export function vatOf(netCents: number, vatRate: number): number {
  // In hundredths of a cent, an integer for rates with up to two decimals: no binary fractions
  // that would round 0.5 down.
  const scaled = Math.round(Math.abs(netCents) * vatRate * 100);
  return Math.sign(netCents) * Math.floor((scaled + 5000) / 10000);
}

export function linesSum(doc: InvoiceDocument): number {
  return doc.lines.reduce((sum, line) => sum + line.totalCents, 0);
}

/** Throws when the snapshot's totals contradict each other; a wrong invoice must not go out. */
export function assertTotalsAddUp(doc: InvoiceDocument): void {
  const amounts = [...doc.lines.map((line) => line.totalCents), doc.deduction?.cents ?? 0, doc.netCents, doc.vatCents, doc.grossCents];
  const problems = [
    amounts.every(Number.isInteger) ? '' : 'amounts are not whole cents',
    linesSum(doc) - (doc.deduction?.cents ?? 0) === doc.netCents ? '' : 'lines minus deduction ≠ net',
    vatOf(doc.netCents, doc.vatRate) === doc.vatCents ? '' : `VAT ≠ round(net × ${doc.vatRate} %)`,
    doc.netCents + doc.vatCents === doc.grossCents ? '' : 'net + VAT ≠ gross',
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new Error(`Invoice document ${doc.number ?? '(draft)'} does not add up: ${problems.join('; ')}`);
  }
}
