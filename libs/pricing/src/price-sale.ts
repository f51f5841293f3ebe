import { AgreedPrice, berlinWallClock, PriceList, priceLead, PriceStep } from '@app/contract';

/** What a sale needs to know to be priced; the organisation's and the lead's fields as their entities hold them. */
export interface SalePricingInput {
  priceList: PriceList;
  organisation: {
    /** The agreed price ('Preis pro Lead'); null or '' = none, the list applies. */
    leadSellCost: AgreedPrice;
    /** The agreed price of an exclusive lead; null = the agreed price (or the list) and the list's 'Exklusiv' rules. */
    exclusiveLeadSellCost?: AgreedPrice;
  };
  lead: {
    zip: string;
    /** The funnel answers by step key (the lead's `data`). */
    data: Record<string, string | null | undefined>;
    createdAt: Date;
  };
  exclusive: boolean;
  /** A resale of a place freed by an accepted complaint ('Preis nach Reklamation'). */
  afterComplaint: boolean;
  /** When the sale happens: the lead's age counts in German calendar days up to it. */
  at: Date;
}

/** What the sale stores: `price` (EUR, whole cents) and `priceRules`. */
export interface SalePrice {
  price: number;
  /** The steps that made the price; empty when the organisation's agreed price applied unchanged (as every sale before the price list). */
  priceRules: PriceStep[];
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Whole German calendar days from `from` to `to`: 0 on the day the lead came in, 1 from midnight on. Never negative. */
export function leadAgeDays(from: Date, to: Date): number {
  return Math.max(0, dayNumber(berlinWallClock(to).date) - dayNumber(berlinWallClock(from).date));
}

const AGREED_BASES = new Set(['Vereinbarter Preis', 'Vereinbarter Exklusivpreis']);

/**
 * The price of one sale: libs/contract's `priceLead` (agreed price or the list's base, then the rules in their
 * documented order, whole cents, never below 0) over the lead's postal code, answers and age. A price that is the
 * organisation's agreed price with no rule applied stores no steps, as every sale did before the price list:
 * nothing to explain, and an empty price list changes nothing.
 */
export function priceSale(input: SalePricingInput): SalePrice {
  const { price, steps } = priceLead({
    priceList: input.priceList,
    leadSellCost: input.organisation.leadSellCost,
    exclusiveLeadSellCost: input.organisation.exclusiveLeadSellCost,
    lead: { zip: input.lead.zip, answers: input.lead.data, ageDays: leadAgeDays(input.lead.createdAt, input.at) },
    sale: { exclusive: input.exclusive, afterComplaint: input.afterComplaint },
  });
  const unchangedAgreedPrice = steps.length === 1 && AGREED_BASES.has(steps[0].name);
  return { price, priceRules: unchangedAgreedPrice ? [] : steps };
}
