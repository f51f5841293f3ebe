/**
 * The one revenue rule (spec section 9), used by the statistics, the exports, the overview and the
 * invoices alike, so a figure never differs between two screens or between a screen and an invoice.
 *
 * Revenue without reclamations = the prices of the sold leads; if the company has a reclamation quote
 * above 0, the deduction is that percentage of the revenue (a flat allowance, whatever was reclaimed),
 * otherwise the deduction is the price of each reclaimed lead. Income = revenue − deduction.
 * Prices are each sale's recorded price (the buyer's leadSellCost at the moment of sale); a missing price
 * counts as 0. Amounts are summed in cents and rounded to cents once, at the end.
 */
export interface SalesTally {
  /** Sold leads. */
  count: number;
  /** Of those, reclaimed. */
  reclamations: number;
  /** Sum of the sold leads' prices, in cents. */
  revenueCents: number;
  /** Sum of the reclaimed leads' prices, in cents. */
  reclaimedCents: number;
}

export interface MoneyFigures {
  /** Einnahmen ohne Rekla. (EUR) */
  revenue: number;
  /** Rekla. Abzug (EUR) */
  deduction: number;
  /** Einnahmen inkl. Rekla. (EUR) */
  income: number;
}

/** EUR (number or numeric string from PostgreSQL) to whole cents; null and garbage count as 0. */
export function toCents(price: number | string | null | undefined): number {
  const value = typeof price === 'string' ? Number(price) : price;
  return value === null || value === undefined || !Number.isFinite(value) ? 0 : Math.round(value * 100);
}

/** Commercial rounding (half away from zero) of a cent amount that may carry fractions from a quote. */
const roundCents = (cents: number): number => Math.sign(cents) * Math.round(Math.abs(cents));

export function salesMoney(tally: SalesTally, reclamationQuote: number | string | null | undefined): MoneyFigures {
  const quote = Number(reclamationQuote ?? 0);
  const deductionCents = Number.isFinite(quote) && quote > 0 ? (tally.revenueCents * quote) / 100 : tally.reclaimedCents;
  const revenue = roundCents(tally.revenueCents);
  const deduction = roundCents(deductionCents);
  return { revenue: revenue / 100, deduction: deduction / 100, income: (revenue - deduction) / 100 };
}

/** The tally of sales at one price (e.g. the company's leadSellCost), as the spec states the rule. */
export function tallyAtPrice(price: number | string | null | undefined, count: number, reclamations: number): SalesTally {
  const cents = toCents(price);
  return { count, reclamations, revenueCents: cents * count, reclaimedCents: cents * reclamations };
}

/** Adds tallies, e.g. the months of a year or the companies of a month. */
export function addTallies(tallies: Iterable<SalesTally>): SalesTally {
  const sum: SalesTally = { count: 0, reclamations: 0, revenueCents: 0, reclaimedCents: 0 };
  for (const tally of tallies) {
    sum.count += tally.count;
    sum.reclamations += tally.reclamations;
    sum.revenueCents += tally.revenueCents;
    sum.reclaimedCents += tally.reclaimedCents;
  }
  return sum;
}

/**
 * The figures of several rows added up (the summary cards over a filtered table): each row's figures
 * already follow `salesMoney` for its company and month, so a sum is a sum, done in cents.
 */
export function addMoney(figures: Iterable<MoneyFigures>): MoneyFigures {
  let revenue = 0;
  let deduction = 0;
  let income = 0;
  for (const row of figures) {
    revenue += toCents(row.revenue);
    deduction += toCents(row.deduction);
    income += toCents(row.income);
  }
  return { revenue: revenue / 100, deduction: deduction / 100, income: income / 100 };
}

/**
 * The complaint rate ('Reklaquote') of a buyer, a lead source or a report row: the share of the sales in a
 * period that were reclaimed (the sales the revenue rule counts as reclamations, however they came to be
 * reclaimed: an accepted complaint, or staff on the lead page), in percent with two decimals; null without
 * sales. The queue, the organisation page, the overview and Lead-Qualität all show this one figure.
 */
export function complaintRate(reclaimed: number, sales: number): number | null {
  if (!sales || sales <= 0) return null;
  return Math.round((reclaimed / sales) * 10_000) / 100;
}

/**
 * How far a company got towards its monthly lead goal, in percent with two decimals (sold / goal);
 * null when it has no goal (0). The overview's bar and the goals export show the same figure.
 */
export function goalProgress(sold: number, goal: number): number | null {
  if (!goal || goal <= 0) return null;
  return Math.round((sold / goal) * 10_000) / 100;
}
