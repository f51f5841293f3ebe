import { BerlinMonth, formatPercent, salesMoney, SalesTally } from '@app/contract';
import { vatOf } from './document/invoice-amounts';
import type { AppendixLead, InvoiceLine } from './document/invoice-document';

/** A sale as an invoice bills it. */
export interface BilledSale {
  saleId: number;
  leadId: number;
  soldAt: Date;
  zip: string;
  priceCents: number;
  reclaimed: boolean;
}

/** The money part of an invoice document; every amount in cents. */
export interface InvoiceAmounts {
  lines: InvoiceLine[];
  deduction: { description: string; cents: number } | null;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

const MONTH_NAMES = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** 'November 2026'. */
export const monthName = ({ year, month }: BerlinMonth): string => `${MONTH_NAMES[month - 1]} ${year}`;


function withVat(lines: InvoiceLine[], deduction: InvoiceAmounts['deduction'], vatRate: number): InvoiceAmounts {
  const netCents = lines.reduce((sum, line) => sum + line.totalCents, 0) - (deduction?.cents ?? 0);
  const vatCents = vatOf(netCents, vatRate);
  return { lines, deduction, netCents, vatCents, grossCents: netCents + vatCents };
}

/** Sales grouped by price, dearest first: one line per price ('Leads November 2026', 12 × 45,00 €). */
function linesByPrice(sales: readonly BilledSale[], description: string, sign: 1 | -1): InvoiceLine[] {
  const counts = new Map<number, number>();
  for (const sale of sales) counts.set(sale.priceCents, (counts.get(sale.priceCents) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => b - a)
    .map(([unitPriceCents, count]) => ({ description, quantity: sign * count, unitPriceCents, totalCents: sign * count * unitPriceCents }));
}

/**
 * The monthly invoice of an organisation's sales in `month`: the sold leads by price, minus the
 * reclamation deduction of THE revenue rule (`salesMoney`: the quote of the revenue when the
 * organisation has one, else the prices of the reclaimed sales), plus VAT. The statistics show the
 * same income for the same month.
 */
export function monthlyInvoiceAmounts(sales: readonly BilledSale[], month: BerlinMonth, reclamationQuote: number, vatRate: number): InvoiceAmounts {
  const tally: SalesTally = { count: 0, reclamations: 0, revenueCents: 0, reclaimedCents: 0 };
  for (const sale of sales) {
    tally.count++;
    tally.revenueCents += sale.priceCents;
    if (sale.reclaimed) {
      tally.reclamations++;
      tally.reclaimedCents += sale.priceCents;
    }
  }
  const money = salesMoney(tally, reclamationQuote);
  const deductionCents = Math.round(money.deduction * 100);
  const description =
    reclamationQuote > 0
      ? `Reklamationsabzug pauschal ${formatPercent(reclamationQuote)} vom Leadumsatz`
      : `Reklamierte Leads (${tally.reclamations} ${tally.reclamations === 1 ? 'Lead' : 'Leads'})`;
  const deduction = deductionCents !== 0 ? { description, cents: deductionCents } : null;
  return withVat(linesByPrice(sales, `Leads ${monthName(month)}`, 1), deduction, vatRate);
}

/**
 * A Rechnungskorrektur for sales reclaimed after their invoice was issued: each credited at the
 * price it was billed at. Only for organisations without a quote: with a quote the deduction is a flat
 * allowance, which a later reclamation does not change.
 */
export function correctionAmounts(reclaimed: readonly BilledSale[], originalNumber: string, vatRate: number): InvoiceAmounts {
  return withVat(linesByPrice(reclaimed, `Gutschrift nachträglich reklamierter Leads aus Rechnung ${originalNumber}`, -1), null, vatRate);
}

/** A Stornorechnung: the original's every amount negated, so both together come to zero. */
export function cancellationAmounts(original: InvoiceAmounts): InvoiceAmounts {
  const negate = (cents: number) => (cents === 0 ? 0 : -cents);
  return {
    lines: original.lines.map((line) => ({ ...line, quantity: negate(line.quantity), totalCents: negate(line.totalCents) })),
    deduction: original.deduction ? { ...original.deduction, cents: negate(original.deduction.cents) } : null,
    netCents: negate(original.netCents),
    vatCents: negate(original.vatCents),
    grossCents: negate(original.grossCents),
  };
}

/** The appendix: each billed lead in the order sold. */
export function appendixOf(sales: readonly BilledSale[]): AppendixLead[] {
  return sales.map((sale) => ({ leadId: sale.leadId, soldAt: sale.soldAt.toISOString(), zip: sale.zip, priceCents: sale.priceCents, reclaimed: sale.reclaimed }));
}
