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
}

/** The funnel's answer options, so a filter on a free-text option ("Sonstiges") matches typed answers. */
export interface AnswerCatalogue {
  fixedAnswers: ReadonlyMap<string, ReadonlySet<string>>;
  freeTextOptions: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface MatchSettings {
  /** 'Käufer pro Lead': how many eligible buyers get a sale. */
  buyersPerLead: number;
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
  | 'budgetReached';

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

export interface MatchResult {
  /** Eligible buyers in rank order. */
  eligible: EligibleBuyer[];
  /** The first `buyersPerLead` of them: these get a sale. */
  selected: EligibleBuyer[];
  excluded: Exclusion[];
}

/** Distances between postal-code centroids; null when a code is unknown. */
export interface GeoLookup {
  centroid(zip: string): { latitude: number; longitude: number } | null;
}
