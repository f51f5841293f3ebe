import { berlinDayRange, complaintRate, type SortOrder } from '@app/contract';
import { compareCompanyNames } from '../company-order';
import type { SupplierScorecardRowDto, SupplierSortField } from './supplier-scorecard.dto';

/** What a source's leads of the period were when they came in, and what happened to them since. */
export interface SupplierLeadTally {
  leads: number;
  duplicates: number;
  lowQuality: number;
  supplierReclaimed: number;
  soldLeads: number;
}

/** The sales of a source's leads; income already after the revenue rule of each buyer. */
export interface SupplierSaleTally {
  sales: number;
  reclamations: number;
  incomeCents: number;
  withOutcome: number;
  reached: number;
  appointment: number;
  won: number;
  wonCents: number;
}

export interface SupplierSource {
  id: number;
  name: string;
  /** The source's purchase price per lead today; null when none is set. */
  leadCostCents: number | null;
}

/**
 * Ping/post of a source (issue 30 §3): the pings it sent in the period and the leads of the period it posted with
 * one. Those are paid at their ping's price, the others at the source's purchase price.
 */
export interface SupplierPingTally {
  pings: number;
  /** Leads posted with a ping ('angenommene Posts'). */
  accepted: number;
  /** Of those, not given back to the supplier: paid, at `paidCents` together. */
  paid: number;
  paidCents: number;
  /** Paid ones whose ping had no price (the source had no purchase price then): their cost is unknown. */
  unpriced: number;
}

export const NO_PINGS: SupplierPingTally = { pings: 0, accepted: 0, paid: 0, paidCents: 0, unpriced: 0 };

export function addPings(sum: SupplierPingTally, tally: SupplierPingTally): SupplierPingTally {
  return {
    pings: sum.pings + tally.pings,
    accepted: sum.accepted + tally.accepted,
    paid: sum.paid + tally.paid,
    paidCents: sum.paidCents + tally.paidCents,
    unpriced: sum.unpriced + tally.unpriced,
  };
}

export const NO_LEADS: SupplierLeadTally = { leads: 0, duplicates: 0, lowQuality: 0, supplierReclaimed: 0, soldLeads: 0 };
export const NO_SALES: SupplierSaleTally = { sales: 0, reclamations: 0, incomeCents: 0, withOutcome: 0, reached: 0, appointment: 0, won: 0, wonCents: 0 };

/** A share in percent with two decimals; null when there is nothing to take a share of. */
export const share = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);
const euros = (cents: number) => cents / 100;

export function addSales(sum: SupplierSaleTally, tally: SupplierSaleTally): SupplierSaleTally {
  return {
    sales: sum.sales + tally.sales,
    reclamations: sum.reclamations + tally.reclamations,
    incomeCents: sum.incomeCents + tally.incomeCents,
    withOutcome: sum.withOutcome + tally.withOutcome,
    reached: sum.reached + tally.reached,
    appointment: sum.appointment + tally.appointment,
    won: sum.won + tally.won,
    wonCents: sum.wonCents + tally.wonCents,
  };
}

export function addLeads(sum: SupplierLeadTally, tally: SupplierLeadTally): SupplierLeadTally {
  return {
    leads: sum.leads + tally.leads,
    duplicates: sum.duplicates + tally.duplicates,
    lowQuality: sum.lowQuality + tally.lowQuality,
    supplierReclaimed: sum.supplierReclaimed + tally.supplierReclaimed,
    soldLeads: sum.soldLeads + tally.soldLeads,
  };
}

/**
 * A row's figures from its tallies and its purchase cost in cents (null: unknown). The buyers' outcome rates
 * are shares of the sales with an outcome, counted as a funnel as in Lead-Qualität (libs/contract OUTCOME_FUNNEL).
 */
function figures(
  id: number,
  name: string,
  leadCostCents: number | null,
  leads: SupplierLeadTally,
  sales: SupplierSaleTally,
  costCents: number | null,
  pings?: SupplierPingTally,
): SupplierScorecardRowDto {
  return {
    id,
    name,
    leads: leads.leads,
    duplicates: leads.duplicates,
    duplicateShare: share(leads.duplicates, leads.leads),
    lowQuality: leads.lowQuality,
    lowQualityShare: share(leads.lowQuality, leads.leads),
    supplierReclaimed: leads.supplierReclaimed,
    soldLeads: leads.soldLeads,
    soldShare: share(leads.soldLeads, leads.leads),
    sales: sales.sales,
    reclamations: sales.reclamations,
    complaintRate: complaintRate(sales.reclamations, sales.sales),
    withOutcome: sales.withOutcome,
    reachedRate: share(sales.reached, sales.withOutcome),
    appointmentRate: share(sales.appointment, sales.withOutcome),
    wonRate: share(sales.won, sales.withOutcome),
    won: sales.won,
    wonValue: euros(sales.wonCents),
    leadCost: leadCostCents === null ? null : euros(leadCostCents),
    cost: costCents === null ? null : euros(costCents),
    income: euros(sales.incomeCents),
    margin: costCents === null ? null : euros(sales.incomeCents - costCents),
    costPerWonOrder: costCents === null || !sales.won ? null : euros(Math.round(costCents / sales.won)),
    ...(pings && { pings: pings.pings, acceptedPosts: pings.accepted, acceptanceRate: share(pings.accepted, pings.pings) }),
  };
}

/**
 * One lead source's row. Its leads given back to it are not paid for: they cost nothing. A lead posted with a
 * ping costs its ping's price, every other one the source's purchase price; `pings` also adds the ping columns.
 */
export function scorecardRow(source: SupplierSource, leads: SupplierLeadTally, sales: SupplierSaleTally, pings?: SupplierPingTally): SupplierScorecardRowDto {
  return figures(source.id, source.name, source.leadCostCents, leads, sales, purchaseCents(source.leadCostCents, leads, pings ?? NO_PINGS), pings);
}

/** What the paid leads cost: null when one of them has no price (no purchase price, or a ping without one). */
function purchaseCents(leadCostCents: number | null, leads: SupplierLeadTally, pings: SupplierPingTally): number | null {
  const flatLeads = leads.leads - leads.supplierReclaimed - pings.paid;
  // Only leads with a ping: the purchase price is not needed.
  const flatCents = flatLeads === 0 && pings.paid > 0 ? 0 : leadCostCents === null ? null : leadCostCents * flatLeads;
  return flatCents === null || pings.unpriced > 0 ? null : flatCents + pings.paidCents;
}

/** All sources together (the export's last line): the cost only when every source has a purchase price. */
export function scorecardTotal(
  name: string,
  rows: { row: SupplierScorecardRowDto; leads: SupplierLeadTally; sales: SupplierSaleTally; pings?: SupplierPingTally }[],
): SupplierScorecardRowDto {
  const leads = rows.reduce((sum, entry) => addLeads(sum, entry.leads), NO_LEADS);
  const sales = rows.reduce((sum, entry) => addSales(sum, entry.sales), NO_SALES);
  const known = rows.every((entry) => entry.row.cost !== null);
  const costCents = known ? rows.reduce((sum, entry) => sum + Math.round((entry.row.cost ?? 0) * 100), 0) : null;
  const pinged = rows.some((entry) => entry.pings);
  const pings = pinged ? rows.reduce((sum, entry) => addPings(sum, entry.pings ?? NO_PINGS), NO_PINGS) : undefined;
  return figures(0, name, null, leads, sales, costCents, pings);
}

/**
 * Rows in the asked order; a row without the figure (no sales, no purchase price) comes last either way, so
 * 'highest complaint rate first' starts with a source that has one. Ties by name, then id.
 */
export function sortScorecard(rows: SupplierScorecardRowDto[], sort: { field: SupplierSortField; order: SortOrder }): SupplierScorecardRowDto[] {
  const direction = sort.order === 'DESC' ? -1 : 1;
  const byName = (a: SupplierScorecardRowDto, b: SupplierScorecardRowDto) => compareCompanyNames(a.name, b.name) || a.id - b.id;
  return [...rows].sort((a, b) => {
    if (sort.field === 'name') return direction * byName(a, b);
    const left = a[sort.field] ?? null;
    const right = b[sort.field] ?? null;
    if (left === null || right === null) return left === right ? byName(a, b) : left === null ? 1 : -1;
    return direction * (left - right) || byName(a, b);
  });
}

export const PERIOD_FILTERS = ['start', 'end'] as const;

export interface ScorecardPeriod {
  /** Berlin days 'YYYY-MM-DD', both included. */
  start: string;
  end: string;
  /** The instants [from, to) they cover. */
  from: Date;
  to: Date;
}

/**
 * The period from the query string's `start`/`end` or from ra-data-simple-rest's `filter` (the query
 * string wins); without them this month so far (`today` is the Berlin day). Anything else in the filter,
 * or a day that is none, is a German reason naming the parameter.
 */
export function scorecardPeriod(query: Record<string, unknown>, filter: Record<string, unknown>, today: string): ScorecardPeriod | { error: string } {
  const unknown = Object.keys(filter).filter((key) => !(PERIOD_FILTERS as readonly string[]).includes(key));
  if (unknown.length) return { error: `Filtern ist nur nach start und end möglich, nicht nach ${unknown.join(', ')}.` };
  const day = (name: 'start' | 'end', fallback: string) => {
    const given = query[name] ?? filter[name];
    const text = given === undefined || given === null || given === '' ? fallback : typeof given === 'string' ? given.trim() : '';
    const range = berlinDayRange(text);
    return range && { text, range };
  };
  const start = day('start', `${today.slice(0, 8)}01`);
  if (!start) return { error: "start muss ein Datum 'JJJJ-MM-TT' sein" };
  const end = day('end', today);
  if (!end) return { error: "end muss ein Datum 'JJJJ-MM-TT' sein" };
  if (end.text < start.text) return { error: 'Der erste Tag (start) muss vor dem letzten (end) liegen oder derselbe sein.' };
  return { start: start.text, end: end.text, from: start.range.start, to: end.range.end };
}
