import { complaintRate, formatDate, formatPercent, formatRate, reclamationReason, type ReclamationReasonCode } from '@app/contract';

/**
 * The rules that accept a complaint the moment it is filed, because the product can prove it by itself
 * (issue 31 §4). Pure: ComplaintRulesService gathers the facts, these decide. The first rule that applies
 * decides; none applies → staff decide as before.
 */
export const COMPLAINT_RULES = ['duplicate-delivery', 'phone-invalid', 'outside-coverage', 'low-return-share'] as const;
export type ComplaintRule = (typeof COMPLAINT_RULES)[number];

/** Which rule decided, with the German sentence the queue, the complaint and the buyer's mail show. */
export interface RuleDecision {
  rule: ComplaintRule;
  text: string;
  /** The reason the rule proved (decides whether the supplier is at fault); the buyer's own for the quota rule. */
  provenReason: ReclamationReasonCode | null;
}

/** A person as the duplicate rule compares them: the root of the lead's duplicate chain, phone and e-mail. */
export interface PersonOfLead {
  leadId: number;
  /** The first lead of its `duplicate_of_id` chain (the lead itself when it has none). */
  rootId: number;
  createdAt: Date;
  /** Normalised (+49…); empty once the person's data was removed. */
  phone: string;
  /** Lower-case; empty once removed. */
  email: string;
}

/** Another sale to the same buyer. */
export interface OtherSale extends PersonOfLead {
  soldAt: Date;
  reclaimed: boolean;
}

export interface ComplaintFacts {
  /** What the buyer chose; null when it gave free text only. */
  reasonCode: ReclamationReasonCode | null;
  lead: PersonOfLead & { zip: string; qualityFindings: readonly { code: string }[] };
  soldAt: Date;
  /** Setting 'Dubletten-Zeitraum (Tage)'. */
  duplicateWindowDays: number;
  /** The buyer's other sales sold within the window around this one (the repository may send more; the rule checks). */
  otherSales: readonly OtherSale[];
  coverage: CoverageFacts;
  returnShare: ReturnShareFacts;
}

/**
 * Whether the lead's postal code lies in the buyer's area. The sale does not record the coverage it was sold
 * under, so the service checks the buyer's current conditions and says whether that answer holds for the time
 * of the sale.
 */
export interface CoverageFacts {
  covered: boolean;
  /**
   * False when the current conditions cannot stand for those at the sale: the buyer was changed since (its
   * area may have been narrowed), it takes postal codes from a Google sheet (synced hourly), a radius cannot be
   * measured (unknown postal code), or the buyer has been deleted.
   */
  conclusive: boolean;
}

/** Setting 'Sofort akzeptieren bis Reklaquote' (null: off) and the buyer's sales of this month and the three before. */
export interface ReturnShareFacts {
  limit: number | null;
  sales: number;
  /** Reclaimed among them (by complaint or by staff), without this complaint. */
  reclaimed: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same person: one duplicate chain, or the same phone number or e-mail address (both as stored, normalised). */
export function samePerson(a: PersonOfLead, b: PersonOfLead): boolean {
  if (a.rootId === b.rootId) return true;
  if (a.phone !== '' && a.phone === b.phone) return true;
  return a.email !== '' && a.email.toLowerCase() === b.email.toLowerCase();
}

/** The later of two leads of one person is the second delivery (same time: the higher number). */
const isLater = (a: PersonOfLead, b: PersonOfLead) => a.createdAt.getTime() > b.createdAt.getTime() || (a.createdAt.getTime() === b.createdAt.getTime() && a.leadId > b.leadId);

/**
 * (a) Delivered twice: the buyer bought the same person before, within the duplicate window, and still pays for
 * that sale. Only the second delivery is returned by rule (it is the duplicate its supplier sent); a complaint
 * about the first one waits for staff.
 */
export function duplicateDelivery(facts: ComplaintFacts): RuleDecision | null {
  const windowMs = facts.duplicateWindowDays * DAY_MS;
  const first = facts.otherSales
    .filter((other) => other.leadId !== facts.lead.leadId && !other.reclaimed && Math.abs(other.soldAt.getTime() - facts.soldAt.getTime()) <= windowMs)
    .filter((other) => samePerson(facts.lead, other) && isLater(facts.lead, other))
    .sort((a, b) => a.soldAt.getTime() - b.soldAt.getTime())[0];
  if (!first) return null;
  return {
    rule: 'duplicate-delivery',
    text: `Doppelt geliefert: dieselbe Person ging am ${formatDate(first.soldAt)} schon als Lead ${first.leadId} an das Unternehmen`,
    provenReason: 'duplicate',
  };
}

/**
 * Reasons that fit a number nobody can call. 'Kein Eigentümer' and the like mean the buyer spoke to the person (the
 * finding was wrong), and free text alone does not say what the complaint is about: both wait for staff.
 */
const PHONE_REASONS: readonly (ReclamationReasonCode | null)[] = ['phone-wrong', 'not-reached'];

/** (b) The intake check had already found the phone number invalid or fake, and the buyer's reason is about calling. */
export function phoneInvalid(facts: ComplaintFacts): RuleDecision | null {
  if (!PHONE_REASONS.includes(facts.reasonCode)) return null;
  const codes = new Set(facts.lead.qualityFindings.map((finding) => finding.code));
  if (codes.has('phone-fake')) return { rule: 'phone-invalid', text: 'Telefonnummer schon bei der Eingangsprüfung als Fälschung erkannt', provenReason: 'phone-wrong' };
  if (codes.has('phone-invalid')) return { rule: 'phone-invalid', text: 'Telefonnummer schon bei der Eingangsprüfung als ungültig erkannt', provenReason: 'phone-wrong' };
  return null;
}

/** (c) The postal code lies outside the buyer's area, and that answer holds for the time of the sale. */
export function outsideCoverage(facts: ComplaintFacts): RuleDecision | null {
  if (facts.coverage.covered || !facts.coverage.conclusive) return null;
  return { rule: 'outside-coverage', text: `PLZ ${facts.lead.zip} liegt außerhalb des Gebiets des Unternehmens`, provenReason: 'outside-area' };
}

/**
 * (d, setting, default off) A buyer that complains rarely is trusted: accepted when its return share over this month
 * and the three before, counting this complaint as accepted, stays at or below the limit.
 */
export function lowReturnShare(facts: ComplaintFacts): RuleDecision | null {
  const { limit, sales, reclaimed } = facts.returnShare;
  if (limit === null || limit <= 0 || sales <= 0) return null;
  const share = complaintRate(reclaimed + 1, sales)!;
  if (share > limit) return null;
  return {
    rule: 'low-return-share',
    text: `Reklaquote des Unternehmens bleibt mit dieser Reklamation bei ${formatRate(share)} (Grenze ${formatPercent(limit)})`,
    provenReason: facts.reasonCode,
  };
}

/** The rules in the order they are asked: what the product proves first, the trust in the buyer last. */
const RULES: readonly ((facts: ComplaintFacts) => RuleDecision | null)[] = [duplicateDelivery, phoneInvalid, outsideCoverage, lowReturnShare];

/** The decision of the first rule that applies, or null (staff decide). */
export function decideComplaint(facts: ComplaintFacts): RuleDecision | null {
  for (const rule of RULES) {
    const decision = rule(facts);
    if (decision) return decision;
  }
  return null;
}

/** Whether an accepted complaint with this reason goes back to the lead's supplier too (the catalogue says whose fault). */
export function supplierAtFault(reasonCode: string | null | undefined): boolean {
  return reclamationReason(reasonCode)?.supplierFault ?? false;
}
