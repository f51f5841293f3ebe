import {
  availabilityBlock,
  berlinWallClock,
  budgetMessage,
  creditLimitDetail,
  creditLimitReached,
  effectiveLeadLimit,
  formatMoney,
  type HolidayLookup,
  isActiveAt,
  MATCH_EXCLUSION_MESSAGES,
  splitEmailList,
  withinBudget,
} from '@app/contract';
import { CoverageIndex } from './coverage-index';
import { AnswerCatalogue, Buyer, BuyerActivity, EligibleBuyer, Exclusion, ExclusionReason, ExclusiveOffer, LeadToMatch, MatchResult, MatchSettings } from './types';

const DAY_MS = 86_400_000;
const NO_ACTIVITY: BuyerActivity = { soldThisMonth: 0, lastSaleAt: null };

/** The contract's texts, so the organisation page warns in the same words as Lead Matchen. */
export const EXCLUSION_MESSAGES: Record<ExclusionReason, string> = MATCH_EXCLUSION_MESSAGES;

export interface MatchInput {
  lead: LeadToMatch;
  coverage: CoverageIndex;
  buyers: readonly Buyer[];
  activity: ReadonlyMap<number, BuyerActivity>;
  answers: AnswerCatalogue;
  settings: MatchSettings;
  now: Date;
  /** Whether the lead's postal code has a centroid (radius entries cannot be checked otherwise). */
  leadZipKnown: boolean;
  /**
   * false: the sales path — only the selected buyers are returned (as `eligible` too), no exclusion
   * list. true (default): every eligible buyer in rank order and why each other buyer is out.
   */
  explain?: boolean;
  /** The public holiday of a German state on a day; without it no buyer skips holidays. */
  holidayOn?: HolidayLookup;
  /** EUR each buyer with a credit limit has used: open invoices plus sales not billed yet; missing = 0. */
  creditUsed?: ReadonlyMap<number, number>;
  /** What a buyer pays for this lead, shared or alone; without it the buyer's `price` and `exclusivePrice`. */
  priceOf?: (buyer: Buyer, exclusive: boolean) => number;
}

const NO_HOLIDAYS: HolidayLookup = () => null;
const NO_CREDIT_USED: ReadonlyMap<number, number> = new Map();

/** The buyer's agreed prices: its exclusive price for a lead alone (else its shared price). */
export const agreedPriceOf = (buyer: Buyer, exclusive: boolean): number => (exclusive ? (buyer.exclusivePrice ?? buyer.price ?? 0) : (buyer.price ?? 0));
const cents = (euros: number) => Math.round(euros * 100);

/**
 * Who may buy this lead now, in which order, and why the others may not (DESIGN.md "Distribution").
 * Pure: everything it needs comes in; the same input gives the same answer.
 */
export function matchLead(input: MatchInput): MatchResult {
  const { lead, coverage, buyers, activity, answers, settings, now } = input;
  const explain = input.explain ?? true;
  const covered = coverage.coveredBy(lead.zip);
  const clock = berlinWallClock(now);
  const ageMs = now.getTime() - lead.createdAt.getTime();
  const eligible: EligibleBuyer[] = [];
  const excluded: Exclusion[] = [];
  const exclude = (buyer: Buyer, reason: ExclusionReason, detail?: string) => {
    if (explain) excluded.push({ buyerId: buyer.id, reason, message: detail ? `${EXCLUSION_MESSAGES[reason]}: ${detail}` : EXCLUSION_MESSAGES[reason] });
  };
  /** The buyer's own choices say it in a sentence of their own ('Pausiert bis 14.12.2026'). */
  const excludeSaying = (buyer: Buyer, reason: ExclusionReason, message: string) => {
    if (explain) excluded.push({ buyerId: buyer.id, reason, message });
  };
  const holidayOn = input.holidayOn ?? NO_HOLIDAYS;
  const creditUsed = input.creditUsed ?? NO_CREDIT_USED;

  for (const buyer of buyers) {
    const coverageOfLead = covered.get(buyer.id);
    if (!coverageOfLead && !explain) continue;
    if (buyer.deleted) exclude(buyer, 'deleted');
    else if (!buyer.active) exclude(buyer, 'inactive');
    else if (buyer.dunningHold) exclude(buyer, 'dunningHold', buyer.dunningHold);
    else if (creditLimitReached(buyer.creditLimitEur, creditUsed.get(buyer.id) ?? 0)) {
      exclude(buyer, 'creditLimitReached', creditLimitDetail(creditUsed.get(buyer.id) ?? 0, buyer.creditLimitEur!));
    } else if (lead.boughtBy.has(buyer.id)) exclude(buyer, 'alreadyBought');
    else if (lead.soldExclusively) exclude(buyer, 'soldExclusively');
    else if (lead.samePersonBoughtBy.has(buyer.id)) exclude(buyer, 'samePersonBought');
    else if (!coverageOfLead) {
      if (!coverage.hasCoverage(buyer.id)) exclude(buyer, 'noCoverage');
      else if (coverage.excludedBySheet(buyer.id, lead.zip)) exclude(buyer, 'zipExcludedBySheet');
      else if (buyer.conditions.config.radius && !input.leadZipKnown) exclude(buyer, 'unknownZip', lead.zip);
      else exclude(buyer, 'zipNotCovered', lead.zip);
    } else {
      const mismatch = answerMismatch(buyer, lead, answers);
      const buyerActivity = activity.get(buyer.id) ?? NO_ACTIVITY;
      const own = buyer.availability;
      const block = own ? availabilityBlock(own, clock.date, holidayOn) : null;
      const limit = effectiveLeadLimit(buyer.monthlyLeadLimit, own?.monthlyLeadLimit ?? null);
      const spent = buyerActivity.spentThisMonth ?? 0;
      if (mismatch) exclude(buyer, 'answerMismatch', mismatch);
      else if (block) excludeSaying(buyer, block.reason, block.message);
      else if (!isActiveAt(buyer.conditions.activeDays, clock)) exclude(buyer, 'notActiveNow');
      else if (ageMs > buyer.conditions.age * DAY_MS) exclude(buyer, 'tooOld', `${buyer.conditions.age} Tage`);
      else if (limit > 0 && buyerActivity.soldThisMonth >= limit) {
        exclude(buyer, 'monthlyLimitReached', `${buyerActivity.soldThisMonth} von ${limit}`);
      } else if (own && own.monthlyBudget !== null && !withinBudget(own.monthlyBudget, spent, buyer.price ?? 0)) {
        excludeSaying(buyer, 'budgetReached', budgetMessage(own.monthlyBudget, spent));
      } else {
        eligible.push({
          buyer,
          recipients: coverageOfLead.recipients.length ? coverageOfLead.recipients : splitEmailList(buyer.email),
          coveredBy: coverageOfLead.coveredBy,
          distanceKm: coverageOfLead.distanceKm,
        });
      }
    }
  }

  const wanted = Math.max(0, settings.buyersPerLead);
  const priceOf = input.priceOf ?? agreedPriceOf;
  if (!explain) {
    // The sales path needs only the winners: pick the top N without sorting thousands of buyers.
    const shared = topN(eligible, wanted, (a, b) => compareBuyers(a.buyer, b.buyer, activity));
    return { eligible: shared, excluded, ...exclusiveOrShared(shared, lead, settings, activity, priceOf) };
  }
  eligible.sort((a, b) => compareBuyers(a.buyer, b.buyer, activity));
  return { eligible, excluded, ...exclusiveOrShared(eligible.slice(0, wanted), lead, settings, activity, priceOf) };
}

/**
 * Exclusive or shared (issue 30 §1): the best-ranked buyer gets the lead alone when it takes exclusive leads,
 * nobody holds the lead yet, its budget has room for the exclusive price and, with 'Exklusiv nur wenn lohnender'
 * (the default), that price is at least what the buyers who would share it pay together (ties go exclusive).
 * Otherwise those buyers share it. `shared`: the first `buyersPerLead` eligible buyers in rank order.
 */
function exclusiveOrShared(
  shared: EligibleBuyer[],
  lead: LeadToMatch,
  settings: MatchSettings,
  activity: ReadonlyMap<number, BuyerActivity>,
  priceOf: (buyer: Buyer, exclusive: boolean) => number,
): Pick<MatchResult, 'selected' | 'exclusive' | 'exclusiveOffer'> {
  const top = shared[0]?.buyer;
  if (!top?.exclusiveLeads || (lead.heldBy ?? 0) > 0) return { selected: shared, exclusive: false, exclusiveOffer: null };
  const own = top.availability;
  const exclusivePrice = priceOf(top, true);
  const offer: ExclusiveOffer = {
    buyerId: top.id,
    exclusivePrice,
    sharedTotal: shared.reduce((sum, entry) => sum + cents(priceOf(entry.buyer, false)), 0) / 100,
    withinBudget: !own || own.monthlyBudget === null || withinBudget(own.monthlyBudget, activity.get(top.id)?.spentThisMonth ?? 0, exclusivePrice),
  };
  const worthIt = settings.exclusiveOnlyIfWorthIt === false || cents(offer.exclusivePrice) >= cents(offer.sharedTotal);
  return offer.withinBudget && worthIt ? { selected: shared.slice(0, 1), exclusive: true, exclusiveOffer: offer } : { selected: shared, exclusive: false, exclusiveOffer: offer };
}

/** Why the lead goes to the top buyer alone or is shared, with the prices (Lead Matchen). */
export function exclusiveNote(offer: ExclusiveOffer, exclusive: boolean): string {
  const alone = formatMoney(offer.exclusivePrice);
  const together = formatMoney(offer.sharedTotal);
  if (exclusive) {
    return cents(offer.exclusivePrice) >= cents(offer.sharedTotal)
      ? `Exklusiv: ${alone} allein ≥ ${together} geteilt – erhält den Lead allein`
      : `Exklusiv: ${alone} allein, geteilt ${together} („Exklusiv nur wenn lohnender“ ist aus) – erhält den Lead allein`;
  }
  return offer.withinBudget
    ? `Nimmt exklusive Leads, aber geteilt ist lohnender: ${together} geteilt > ${alone} allein – der Lead wird geteilt`
    : `Nimmt exklusive Leads, aber ${alone} passt nicht mehr ins Monatsbudget – der Lead wird geteilt`;
}

function topN<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]) >= 0) continue;
    let index = best.length;
    while (index > 0 && compare(item, best[index - 1]) < 0) index--;
    best.splice(index, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}

/**
 * Rank: prio ascending, then the lowest share of the monthly goal reached (a buyer without a goal
 * counts as satisfied), then the longest time since the last lead (never = first), then id.
 */
export function compareBuyers(a: Buyer, b: Buyer, activity: ReadonlyMap<number, BuyerActivity>): number {
  if (a.prio !== b.prio) return a.prio - b.prio;
  const activityA = activity.get(a.id) ?? NO_ACTIVITY;
  const activityB = activity.get(b.id) ?? NO_ACTIVITY;
  const shareA = a.monthlyLeadGoal > 0 ? activityA.soldThisMonth / a.monthlyLeadGoal : Number.POSITIVE_INFINITY;
  const shareB = b.monthlyLeadGoal > 0 ? activityB.soldThisMonth / b.monthlyLeadGoal : Number.POSITIVE_INFINITY;
  if (shareA !== shareB) return shareA < shareB ? -1 : 1;
  const lastA = activityA.lastSaleAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const lastB = activityB.lastSaleAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (lastA !== lastB) return lastA < lastB ? -1 : 1;
  return a.id - b.id;
}

/** The first answer filter the lead fails, as text; null when all pass. */
function answerMismatch(buyer: Buyer, lead: LeadToMatch, catalogue: AnswerCatalogue): string | null {
  for (const [key, selected] of Object.entries(buyer.conditions.answers ?? {})) {
    if (!selected?.length) continue;
    const answer = lead.data[key];
    if (answer === undefined || answer === '') return `${key}: keine Angabe`;
    if (selected.includes(answer)) continue;
    // A typed answer belongs to the step's free-text option ("Sonstiges").
    const typed = !(catalogue.fixedAnswers.get(key)?.has(answer) ?? false);
    const freeTextOptions = catalogue.freeTextOptions.get(key);
    if (typed && freeTextOptions && selected.some((option) => freeTextOptions.has(option))) continue;
    return `${key}: "${answer}"`;
  }
  return null;
}
