import type { WriteBody } from './bodies';

/** react-admin turns an emptied input into null; the API wants strings and numbers. */
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/**
 * `POST /api/leadsource` and `PUT /api/leadsource/{id}`: the form's fields only. The id, the API
 * key, the creation date and the built-in flag are the server's; it makes the key itself.
 */
export const leadsourceBody: WriteBody = (data) => ({
  name: text(data.name),
  slug: text(data.slug),
  mail: text(data.mail),
  active: Boolean(data.active),
  reclaQuote: text(data.reclaQuote) === '' ? 0 : Number(data.reclaQuote),
  // Optional: an emptied price is null, which clears it on the server.
  leadCost: text(data.leadCost) === '' ? null : Number(data.leadCost),
  preQualified: Boolean(data.preQualified),
  requireConsent: Boolean(data.requireConsent),
  // 'Mindestqualität': emptied is 0, the check off.
  minQuality: text(data.minQuality) === '' ? 0 : Number(data.minQuality),
  testPhoneNumbers: testNumbers(data.testPhoneNumbers),
  // Only the detail form has them ('Zu- und Abschläge'); the add dialog leaves the server's default (none).
  ...(data.costRules !== undefined && data.costRules !== null && { costRules: costRulesBody(data.costRules) }),
});

const amount = (value: unknown) => (text(value) === '' ? undefined : Number(value));

/**
 * Each rule as the API takes it: the chosen condition's fields only, and the change as an amount or a percentage
 * (the one filled in; both or neither are refused by the server with its German reason at the rule).
 */
export function costRulesBody(rules: unknown): unknown[] {
  if (!Array.isArray(rules)) return [];
  return rules.map((rule: Record<string, Record<string, unknown> | unknown>) => {
    const when = (rule.when ?? {}) as Record<string, unknown>;
    const change = (rule.change ?? {}) as Record<string, unknown>;
    const kind = text(when.kind);
    const condition =
      kind === 'zipPrefix'
        ? { kind, prefix: text(when.prefix) }
        : kind === 'answer'
          ? { kind, key: text(when.key), values: (Array.isArray(when.values) ? when.values : []).map(text).filter(Boolean) }
          : kind === 'answerRange'
            ? { kind, key: text(when.key), min: amount(when.min), max: amount(when.max) }
            : { kind };
    const [amountValue, percentValue] = [amount(change.amount), amount(change.percent)];
    return {
      name: text(rule.name),
      when: condition,
      change: { ...(amountValue !== undefined && { amount: amountValue }), ...(percentValue !== undefined && { percent: percentValue }) },
    };
  });
}

/** The form keeps the test numbers as typed ('0170 1111111, 0171 2222222'); the record brings them as a list. */
function testNumbers(value: unknown): string[] {
  const entries = Array.isArray(value) ? value.map(String) : text(value).split(/[,;\n]/);
  return entries.map((entry) => entry.trim()).filter(Boolean);
}
