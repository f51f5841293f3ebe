import { PRICE_LIST_MESSAGES, validatePriceList, type PriceConditionKind, type PriceList } from '@contract/price-list';
import { number, text } from '../dataProvider/settingsApi';
import { nestErrors } from './billingSettings';

/**
 * The card 'Preise' edits the price list as flat rows (a condition's fields side by side, the change as a kind and
 * a number); these pure functions turn the server's list into rows and back, and put the server's German messages
 * ('rules.2.when.prefix') at the inputs that show them ('rules.2.prefix'). Checked while typing with the very rules
 * the server runs (libs/contract price-list).
 */

export type ChangeType = 'amount' | 'percent';

export interface PriceRuleRow {
  name: string;
  kind: PriceConditionKind;
  prefix: string;
  key: string;
  /** The answers of an 'answer' condition, one per line (an answer may hold a comma). */
  values: string;
  min: number | null;
  max: number | null;
  from: number | null;
  to: number | null;
  changeType: ChangeType;
  changeValue: number | null;
}

export interface PriceListForm {
  basePrice: number | null;
  rules: PriceRuleRow[];
}

export const NEW_RULE: PriceRuleRow = { name: '', kind: 'zipPrefix', prefix: '', key: '', values: '', min: null, max: null, from: null, to: null, changeType: 'amount', changeValue: null };

/** What the card shows for the server's list. */
export function priceListFormRecord(list: PriceList): PriceListForm {
  return {
    basePrice: list.basePrice,
    rules: list.rules.map(({ name, when, change }) => ({
      ...NEW_RULE,
      name,
      kind: when.kind,
      prefix: when.kind === 'zipPrefix' ? when.prefix : '',
      key: when.kind === 'answer' || when.kind === 'answerRange' ? when.key : '',
      values: when.kind === 'answer' ? when.values.join('\n') : '',
      min: when.kind === 'answerRange' ? (when.min ?? null) : null,
      max: when.kind === 'answerRange' ? (when.max ?? null) : null,
      from: when.kind === 'ageDays' ? when.from : null,
      to: when.kind === 'ageDays' ? (when.to ?? null) : null,
      changeType: 'percent' in change ? 'percent' : 'amount',
      changeValue: 'percent' in change ? change.percent : change.amount,
    })),
  };
}

const row = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

function condition(rule: Record<string, unknown>): Record<string, unknown> {
  const kind = rule.kind;
  switch (kind) {
    case 'zipPrefix':
      return { kind, prefix: text(rule.prefix) };
    case 'answer':
      return { kind, key: text(rule.key), values: text(rule.values).split('\n').map((each) => each.trim()).filter(Boolean) };
    case 'answerRange':
      return { kind, key: text(rule.key), min: number(rule.min), max: number(rule.max) };
    case 'ageDays':
      return { kind, from: number(rule.from), to: number(rule.to) };
    default:
      return { kind };
  }
}

/** `PUT /api/settings/prices`: the rows in the order of the form, each condition with only its own fields. */
export function priceListBody(values: Record<string, unknown>): { basePrice: unknown; rules: Record<string, unknown>[] } {
  const rules = Array.isArray(values.rules) ? values.rules.map(row) : [];
  return {
    basePrice: number(values.basePrice),
    rules: rules.map((rule) => ({
      name: text(rule.name),
      when: condition(rule),
      change: rule.changeType === 'percent' ? { percent: number(rule.changeValue) } : { amount: number(rule.changeValue) },
    })),
  };
}

/** The input that shows a message about `path` of the server's list. */
export function formPath(path: string): string {
  const [list, index, part, field] = path.split('.');
  if (list !== 'rules' || index === undefined) return path;
  if (part === undefined) return `rules.${index}.name`;
  if (part === 'when') return `rules.${index}.${field === undefined || field === 'kind' ? 'kind' : field}`;
  if (part === 'change') return `rules.${index}.changeValue`;
  return `rules.${index}.${part}`;
}

/** The shared German message → its translation key (app.settings.prices.validation), so de.ts stays the one place for texts. */
function messageKey(message: string): string {
  const key = Object.entries(PRICE_LIST_MESSAGES).find(([, each]) => each === message)?.[0];
  return key ? `app.settings.prices.validation.${key}` : message;
}

/** Messages by the form's paths: the server's 400 `fields`, or the check while typing. The first message per input wins. */
export function formErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) errors[formPath(path)] ??= messageKey(message);
  return errors;
}

/** What concerns the whole list (too many rules): said above the save button, as no input shows it. */
export function priceListErrors(values: Record<string, unknown>): string[] {
  const checked = validatePriceList(priceListBody(values));
  return checked.ok || !checked.errors.rules ? [] : [messageKey(checked.errors.rules)];
}

/** Form-level validation: each message at its input, nested as react-hook-form looks errors up. */
export function validatePriceListForm(values: Record<string, unknown>): ReturnType<typeof nestErrors> {
  const checked = validatePriceList(priceListBody(values));
  if (checked.ok) return {};
  const { rules: _list, ...perInput } = formErrors(checked.errors);
  return nestErrors(perInput);
}

/** The server's 400 `fields` for the form's inputs. */
export function serverErrors(fields: Record<string, string> | undefined): ReturnType<typeof nestErrors> | undefined {
  if (!fields) return undefined;
  return nestErrors(formErrors(fields));
}
