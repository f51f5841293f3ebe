import type { BuyerAvailability, Conditions } from '@app/contract';

/** A buyer as the matching sees it: only what decides eligibility and rank. */
export interface Buyer {
  id: number;
  name: string;
  active: boolean;
  deleted: boolean;
  /** Lower gets leads first. */
  prio: number;
  email: string;
  monthlyLeadLimit: number;
  monthlyLeadGoal: number;
  conditions: Conditions;
  /** Postal codes synced from the buyer's Google sheet (white or black list per its config). */
  sheetZips?: readonly string[];
  /** Why a dunning with the lawyer or Creditreform stops its leads; null or missing when none does. */
  dunningHold?: string | null;
  /** EUR per lead (counts against the buyer's monthly budget). */
  price?: number;
  /** What the buyer chose itself in the portal: pauses, holidays, budget, a lower lead limit. */
  availability?: BuyerAvailability;
  /** 'Exklusive Leads': it may get a lead alone (and takes shared leads as well). */
  exclusiveLeads?: boolean;
  /** EUR for a lead it gets alone; missing: its shared price (unless MatchInput.priceOf knows better). */
  exclusivePrice?: number;
  /** 'Kreditlimit' in EUR; null or missing: none (named apart from Organisation's numeric-text column). */
  creditLimitEur?: number | null;
}

/** What this buyer has bought so far (for limits and fairness). */
export interface BuyerActivity {
  /** Sales of the current month that were not reclaimed. */
  soldThisMonth: number;
  /** EUR: the prices of this month's sales that were not reclaimed (against the monthly budget). */
  spentThisMonth?: number;
  lastSaleAt: Date | null;
}

export interface LeadToMatch {
  id: number;
  zip: string;
  createdAt: Date;
  /** Answers by funnel step key. */
  data: Readonly<Record<string, string>>;
  /** Buyers who bought this lead already. */
  boughtBy: ReadonlySet<number>;
  /** Buyers who bought the same person (phone or e-mail) within the duplicate window. */
  samePersonBoughtBy: ReadonlySet<number>;
  /** A sale of it that was not reclaimed was exclusive: nobody else gets it, now or later. */
  soldExclusively?: boolean;
  /** Its sales that were not reclaimed: a lead someone holds already can only be shared. */
  heldBy?: number;
}

/** The funnel's answer options, so a filter on a free-text option ("Sonstiges") matches typed answers. */
export interface AnswerCatalogue {
  fixedAnswers: ReadonlyMap<string, ReadonlySet<string>>;
  freeTextOptions: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface MatchSettings {
  /** 'Käufer pro Lead': how many eligible buyers get a sale. */
  buyersPerLead: number;
  /**
   * 'Exklusiv nur wenn lohnender' (default true): the top buyer gets the lead alone only when its exclusive price
   * is at least what the buyers sharing it would pay together; false: whenever it takes exclusive leads.
   */
  exclusiveOnlyIfWorthIt?: boolean;
}

export type ExclusionReason =
  | 'deleted'
  | 'inactive'
  | 'dunningHold'
  | 'alreadyBought'
  | 'samePersonBought'
  | 'noCoverage'
  | 'zipNotCovered'
  | 'zipExcludedBySheet'
  | 'unknownZip'
  | 'answerMismatch'
  | 'notActiveNow'
  | 'tooOld'
  | 'monthlyLimitReached'
  | 'paused'
  | 'holiday'
  | 'budgetReached'
  | 'creditLimitReached'
  | 'soldExclusively';

export interface Exclusion {
  buyerId: number;
  reason: ExclusionReason;
  /** German, for the matching page and support. */
  message: string;
}

export interface EligibleBuyer {
  buyer: Buyer;
  /** Who receives the lead at this buyer: the matching postal-code row's addresses, else the buyer's. */
  recipients: string[];
  /** How the postal code is covered. */
  coveredBy: 'prefix' | 'radius' | 'sheet';
  distanceKm?: number;
}

/** The best-ranked eligible buyer takes exclusive leads: what it would pay alone against what the sharing buyers would pay together. */
export interface ExclusiveOffer {
  buyerId: number;
  /** EUR it pays for the lead alone. */
  exclusivePrice: number;
  /** EUR the first `buyersPerLead` eligible buyers (it included) pay for the lead together. */
  sharedTotal: number;
  /** Its monthly budget (portal) leaves room for the exclusive price. */
  withinBudget: boolean;
}

export interface MatchResult {
  /** Eligible buyers in rank order. */
  eligible: EligibleBuyer[];
  /** These get a sale: the first `buyersPerLead` eligible buyers, or the first alone when `exclusive`. */
  selected: EligibleBuyer[];
  excluded: Exclusion[];
  /** The lead goes to `selected[0]` alone. */
  exclusive: boolean;
  /** Set when the best-ranked eligible buyer takes exclusive leads and the lead may still go to one buyer alone. */
  exclusiveOffer: ExclusiveOffer | null;
}

/** Distances between postal-code centroids; null when a code is unknown. */
export interface GeoLookup {
  centroid(zip: string): { latitude: number; longitude: number } | null;
}
