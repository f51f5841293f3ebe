import { priceLead, validatePriceList, type AppliedPriceRule, type PriceCondition, type PriceRule } from '@app/contract';

/**
 * What a supplier is paid for a lead (issue 30 §3): the source's 'Einkaufspreis je Lead' (`leadCost`), then its
 * 'Zu- und Abschläge' (cost rules). The rules are the price list's (libs/contract price-list.ts), limited to what
 * a supplier's lead has when it is offered: its postal code and its answers. They are applied by the price list's
 * one function in its fixed order (amounts, floor at 0, percentages), so a cost and a sale price are made alike.
 */
export const COST_CONDITION_KINDS = ['zipPrefix', 'answer', 'answerRange'] as const;
export type CostConditionKind = (typeof COST_CONDITION_KINDS)[number];
export type CostCondition = Extract<PriceCondition, { kind: CostConditionKind }>;
export type CostRule = PriceRule & { when: CostCondition };

export const COST_RULE_LIMIT = 50;

export const COST_RULE_MESSAGES = {
  list: 'Zu- und Abschläge müssen eine Liste sein',
  tooMany: `Höchstens ${COST_RULE_LIMIT} Zu- und Abschläge möglich`,
  kind: 'Bitte eine Bedingung wählen: PLZ-Anfang, Antwort oder Antwort als Zahl',
} as const;

export type CostRulesValidation = { ok: true; value: CostRule[] } | { ok: false; errors: Record<string, string> };

/**
 * Cost rules as the back office sends them: trimmed, unknown fields dropped, or German messages by field path
 * ('costRules.1.when.prefix'). The price list's checks, plus: only postal-code and answer conditions.
 */
export function validateCostRules(input: unknown, field = 'costRules'): CostRulesValidation {
  if (!Array.isArray(input)) return { ok: false, errors: { [field]: COST_RULE_MESSAGES.list } };
  if (input.length > COST_RULE_LIMIT) return { ok: false, errors: { [field]: COST_RULE_MESSAGES.tooMany } };
  const errors: Record<string, string> = {};
  input.forEach((rule: unknown, index) => {
    const kind = typeof rule === 'object' && rule !== null ? (rule as { when?: { kind?: unknown } }).when?.kind : undefined;
    if (kind !== undefined && !(COST_CONDITION_KINDS as readonly unknown[]).includes(kind)) errors[`${field}.${index}.when.kind`] = COST_RULE_MESSAGES.kind;
  });
  const checked = validatePriceList({ basePrice: 0, rules: input });
  if (!checked.ok) {
    for (const [path, message] of Object.entries(checked.errors)) {
      const at = path.replace(/^rules/, field);
      // The price list names its other conditions; a supplier's cost knows only these three.
      errors[at] ??= at.endsWith('.when.kind') ? COST_RULE_MESSAGES.kind : message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: (checked as { ok: true; value: { rules: CostRule[] } }).value.rules };
}

export interface SupplierPrice {
  /** EUR, whole cents, never below 0. */
  price: number;
  /** 'Einkaufspreis 20,00 € · PLZ 8 +2,00 €'. */
  priceRules: AppliedPriceRule[];
}

/**
 * The price of one lead with this postal code and these answers: null without a purchase price (a source whose
 * price staff have not set has no price to offer, however its rules read). With no rules it is the purchase price.
 */
export function supplierPrice(leadCost: string | number | null, rules: readonly CostRule[], lead: { zip: string; answers: Record<string, string> }): SupplierPrice | null {
  if (leadCost === null || leadCost === '' || !Number.isFinite(Number(leadCost))) return null;
  const priced = priceLead({
    priceList: { basePrice: 0, rules: [...rules] },
    leadSellCost: leadCost,
    lead: { zip: lead.zip, answers: lead.answers, ageDays: 0 },
    sale: { exclusive: false, afterComplaint: false },
  });
  const [base, ...applied] = priced.priceRules;
  return { price: priced.price, priceRules: [{ name: 'Einkaufspreis', change: base.change }, ...applied] };
}
