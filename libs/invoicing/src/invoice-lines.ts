import { BerlinMonth, formatPercent, PriceStep, salesMoney, SalesTally } from '@app/contract';
import type { SaleKind } from '@app/sales';
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
  /** Sold alone (issue 30 §1); absent: shared. */
  exclusive?: boolean;
  /** How it was sold; absent: by distribution. */
  kind?: SaleKind;
  /** The steps that made the price, as the sale stored them; absent or empty: the agreed price. */
  priceRules?: PriceStep[];
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

/**
 * What an invoice line says of how its leads were sold, in the order the lines come: shared leads (by distribution
 * or by staff) read as every invoice did before prices by kind ('Leads November 2026'), then exclusive ones, then
 * resales and marketplace purchases.
 */
function saleGroup(sale: BilledSale): { rank: number; words: string } {
  const exclusive = sale.exclusive ? ' exklusiv' : '';
  if (sale.kind === 'resale') return { rank: 2, words: `${exclusive} aus Wiederverkauf` };
  if (sale.kind === 'marketplace') return { rank: 3, words: `${exclusive} aus dem Marktplatz` };
  return { rank: sale.exclusive ? 1 : 0, words: exclusive };
}

/** 'Leads exklusiv November 2026', 'Leads aus dem Marktplatz November 2026': a line's description for a sale. */
export function saleLineDescription(sale: BilledSale, month: BerlinMonth): string {
  return `Leads${saleGroup(sale).words} ${monthName(month)}`;
}

/**
 * One line per description and price ('Leads exklusiv November 2026', 12 × 95,00 €): by the description's rank,
 * then dearest first. Sales of one kind at one price, as every sale before prices by kind, make one line.
 */
function groupedLines(sales: readonly BilledSale[], describe: (sale: BilledSale) => { rank: number; description: string }, sign: 1 | -1): InvoiceLine[] {
  const groups = new Map<string, { rank: number; description: string; unitPriceCents: number; count: number }>();
  for (const sale of sales) {
    const { rank, description } = describe(sale);
    const key = `${description}\u0000${sale.priceCents}`;
    const group = groups.get(key) ?? { rank, description, unitPriceCents: sale.priceCents, count: 0 };
    group.count++;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.rank - b.rank || b.unitPriceCents - a.unitPriceCents)
    .map(({ description, unitPriceCents, count }) => ({ description, quantity: sign * count, unitPriceCents, totalCents: sign * count * unitPriceCents }));
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
  const describe = (sale: BilledSale) => ({ rank: saleGroup(sale).rank, description: saleLineDescription(sale, month) });
  return withVat(groupedLines(sales, describe, 1), deduction, vatRate);
}

/**
 * A Rechnungskorrektur for sales reclaimed after their invoice was issued: each credited at the
 * price it was billed at. Only for organisations without a quote: with a quote the deduction is a flat
 * allowance, which a later reclamation does not change.
 */
export function correctionAmounts(reclaimed: readonly BilledSale[], originalNumber: string, vatRate: number): InvoiceAmounts {
  const description = `Gutschrift nachträglich reklamierter Leads aus Rechnung ${originalNumber}`;
  return withVat(groupedLines(reclaimed, () => ({ rank: 0, description }), -1), null, vatRate);
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

/** The appendix: each billed lead in the order sold, with how its price came about where there is more than one agreed price to say. */
export function appendixOf(sales: readonly BilledSale[]): AppendixLead[] {
  return sales.map((sale) => ({
    leadId: sale.leadId,
    soldAt: sale.soldAt.toISOString(),
    zip: sale.zip,
    priceCents: sale.priceCents,
    reclaimed: sale.reclaimed,
    ...(sale.exclusive && { exclusive: true }),
    ...(sale.kind && sale.kind !== 'distribution' && { kind: sale.kind }),
    ...(sale.priceRules?.length && { priceRules: sale.priceRules }),
  }));
}
