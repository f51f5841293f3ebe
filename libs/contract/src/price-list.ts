import { formatMoney, formatPercent } from './format';
import { parseGermanAmount } from './german-amount';
import { toCents } from './revenue';

/**
 * The price of a lead (issue 30 §2): a price list under Settings ('Preise') with a base price and rules, an
 * organisation's agreed prices, and the marketplace's price that falls with the lead's age (§4). Shared by the
 * server (distribution, resale, marketplace, `PUT /api/settings/prices`) and the back office's form.
 *
 * Amounts are EUR numbers at the edges, as the API and the organisation's `leadSellCost` carry them, and whole
 * cents inside, rounded half away from zero at each step, so a price never carries float remainders and the
 * effects listed in `priceRules` add up to the price to the cent.
 */

/** One condition per rule; a rule applies when its condition holds for the lead and the sale. */
export type PriceCondition =
  /** The lead's postal code starts with these digits ('8', '803'). */
  | { kind: 'zipPrefix'; prefix: string }
  /** The funnel answer under `key` is one of `values` (as the funnel offers them: '5.000 – 8.000 kWh'). */
  | { kind: 'answer'; key: string; values: string[] }
  /**
   * The number or range the answer under `key` states lies within [min, max] (either may be left out):
   * `{ key: 'consumption', min: 5000 }` holds for '5.000 – 8.000 kWh' and 'über 8.000 kWh', not for
   * '3.000 – 5.000 kWh' (it might be less), 'bis 3.000 kWh' or 'Weiß ich nicht'. See `answerRange`.
   */
  | { kind: 'answerRange'; key: string; min?: number; max?: number }
  /** The sale is exclusive (the buyer gets the lead alone). */
  | { kind: 'exclusive' }
  /** The lead is `from` to `to` whole days old, both included; without `to`, from `from` on. */
  | { kind: 'ageDays'; from: number; to?: number }
  /** The sale resells a place freed by an accepted complaint. */
  | { kind: 'afterComplaint' };

export type PriceConditionKind = PriceCondition['kind'];
export const PRICE_CONDITION_KINDS: readonly PriceConditionKind[] = ['zipPrefix', 'answer', 'answerRange', 'exclusive', 'ageDays', 'afterComplaint'];

/** EUR to add (negative: subtract), or percent of the running price. */
export type PriceChange = { amount: number } | { percent: number };

export interface PriceRule {
  /** Shown to staff and buyers beside the effect: 'PLZ 8', 'Exklusiv'. */
  name: string;
  when: PriceCondition;
  change: PriceChange;
}

export interface PriceList {
  /** EUR per lead for buyers without an agreed price. */
  basePrice: number;
  rules: PriceRule[];
}

/** Before staff save a price list: no rules, so every buyer with an agreed price (`leadSellCost`) pays exactly that, as today. */
export const PRICE_LIST_DEFAULTS: PriceList = { basePrice: 0, rules: [] };

/** EUR as a number, or as PostgreSQL sends numeric columns ('45.00'); null, undefined or '' = not agreed. */
export type AgreedPrice = number | string | null | undefined;

export interface PriceLeadInput {
  priceList: PriceList;
  /** The organisation's agreed price; when set it replaces the list's base price. */
  leadSellCost?: AgreedPrice;
  /** The organisation's price for exclusive leads; when set it replaces the base price of an exclusive sale. */
  exclusiveLeadSellCost?: AgreedPrice;
  lead: {
    zip: string;
    /** The lead's `data`: answers by funnel step key. */
    answers: Record<string, string | null | undefined>;
    /** Whole days since the lead came in (0 on its first day). */
    ageDays: number;
  };
  sale: { exclusive: boolean; afterComplaint: boolean };
}

/** One line of a price's making: the base, then each applied rule with its effect in German. */
export interface AppliedPriceRule {
  name: string;
  change: string;
}

/**
 * One step of a price in EUR, as a sale stores it (`priceRules`): first the base ('Basis' 45), then each applied
 * rule's effect, signed ('PLZ 8' +5, 'Nach Reklamation' -20); the steps add up to the price to the cent.
 */
export interface PriceStep {
  name: string;
  change: number;
}

export interface LeadPrice {
  /** EUR, whole cents, never below 0. */
  price: number;
  priceRules: AppliedPriceRule[];
  /** The same lines as numbers, for the sale to store; a floor below 0 is the step that lifts the price to 0. */
  steps: PriceStep[];
}

const PERCENT_SCALE = 10_000;

/** n / d rounded half away from zero, for whole n and d > 0: exact, with no float step in between. */
function divideRounded(n: number, d: number): number {
  return (Math.sign(n) * Math.floor((Math.abs(n) + d / 2) / d)) || 0;
}

/** `percent` of `cents`, rounded to whole cents; percentages count to four decimals. */
const percentOf = (cents: number, percent: number): number => divideRounded(cents * Math.round(percent * PERCENT_SCALE), 100 * PERCENT_SCALE);

function agreedCents(value: AgreedPrice): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const euros = Number(value);
  return Number.isFinite(euros) ? toCents(euros) : null;
}

const signed = (negative: boolean, text: string) => `${negative ? '-' : '+'}${text}`;
const amountText = (cents: number) => signed(cents < 0, formatMoney(Math.abs(cents) / 100));
const percentText = (percent: number) => signed(percent < 0, formatPercent(Math.abs(percent)));

/** Answers compare without regard to case and spacing ('ja' from a supplier is the funnel's 'Ja'). */
const normaliseAnswer = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('de-DE');

const FROM_WORDS = new Set(['über', 'ueber', 'ab', 'mehr', 'mindestens', 'größer', 'groesser', 'min']);
const UP_TO_WORDS = new Set(['bis', 'unter', 'weniger', 'höchstens', 'hoechstens', 'max', 'kleiner']);

/**
 * The numbers an answer states, as [lowest, highest]: '3.000 – 5.000 kWh' → [3000, 5000], 'über 8.000 kWh' →
 * [8000, ∞), 'bis 3.000 kWh' → (−∞, 3000], '6500' → [6500, 6500]. Numbers in German writing ('1.234,5') and
 * without sign (a dash between two numbers separates them). Null when it states none ('Weiß ich nicht'), more
 * than two, or one with both a lower and an upper word.
 */
export function answerRange(text: string): [number, number] | null {
  const numbers = (text.match(/\d+(?:[.,]\d+)*/g) ?? []).map(parseGermanAmount);
  if (numbers.length === 0 || numbers.length > 2 || numbers.some((number) => number === null)) return null;
  const [first, second] = numbers as number[];
  if (second !== undefined) return [Math.min(first, second), Math.max(first, second)];
  const words = text.toLocaleLowerCase('de-DE').split(/[^\p{L}]+/u);
  const from = /[>≥]/.test(text) || words.some((word) => FROM_WORDS.has(word));
  const upTo = /[<≤]/.test(text) || words.some((word) => UP_TO_WORDS.has(word));
  if (from && upTo) return null;
  if (from) return [first, Infinity];
  if (upTo) return [-Infinity, first];
  return [first, first];
}

function holds(when: PriceCondition, { lead, sale }: Pick<PriceLeadInput, 'lead' | 'sale'>): boolean {
  switch (when.kind) {
    case 'zipPrefix':
      return lead.zip.trim().startsWith(when.prefix);
    case 'answer': {
      const answer = lead.answers[when.key];
      return typeof answer === 'string' && when.values.some((value) => normaliseAnswer(value) === normaliseAnswer(answer));
    }
    case 'answerRange': {
      const answer = lead.answers[when.key];
      const range = typeof answer === 'string' ? answerRange(answer) : null;
      return range !== null && (when.min === undefined || range[0] >= when.min) && (when.max === undefined || range[1] <= when.max);
    }
    case 'exclusive':
      return sale.exclusive;
    case 'ageDays':
      return lead.ageDays >= when.from && (when.to === undefined || lead.ageDays <= when.to);
    case 'afterComplaint':
      return sale.afterComplaint;
  }
}

/**
 * The price of one sale of a lead, and the lines that made it.
 *
 * The base is, in this order of precedence: the organisation's exclusive price for an exclusive sale
 * ('Vereinbarter Exklusivpreis'), its agreed price ('Vereinbarter Preis', today's `leadSellCost`), the list's
 * base price ('Basis'). Then, among the rules whose condition holds:
 *   1. every amount rule, in list order;
 *   2. if the price went below 0, it is set to 0 (a line 'Mindestpreis 0,00 €');
 *   3. every percentage rule, in list order, each on the running price; each new price is rounded to cents,
 *      so the effects listed add up to the price (+10 %, −15 %, +7,5 % on 45,00 € give 45,24 €, not 45,23 €).
 * Amounts first because they say what a lead is worth (region, answers, exclusivity); percentages then scale
 * that whole worth, so 'nach Reklamation −40 %' or an age discount takes 40 % off the surcharges too. So the
 * price does not depend on where a percentage rule stands among the amount rules (among percentages, by a
 * rounding cent at most), and staff cannot make it depend on the list's order by accident. A percentage
 * of at least −100 % cannot turn a price negative, so step 2 is the only floor a valid list needs.
 *
 * Rules on exclusivity do not apply on top of the organisation's exclusive price: that price already is what
 * the organisation agreed to pay for an exclusive lead. With no rules, the price is the base exactly, so a
 * buyer with an agreed price pays what it pays today.
 */
export function priceLead(input: PriceLeadInput): LeadPrice {
  const { priceList, sale } = input;
  const exclusiveAgreed = sale.exclusive ? agreedCents(input.exclusiveLeadSellCost) : null;
  const agreed = agreedCents(input.leadSellCost);
  const [baseName, baseCents] =
    exclusiveAgreed !== null
      ? ['Vereinbarter Exklusivpreis', exclusiveAgreed]
      : agreed !== null
        ? ['Vereinbarter Preis', agreed]
        : ['Basis', toCents(priceList.basePrice)];
  const applicable = priceList.rules.filter((rule) => holds(rule.when, input) && !(exclusiveAgreed !== null && rule.when.kind === 'exclusive'));

  let cents = baseCents;
  const priceRules: AppliedPriceRule[] = [{ name: baseName, change: formatMoney(baseCents / 100) }];
  const steps: PriceStep[] = [{ name: baseName, change: baseCents / 100 }];
  for (const rule of applicable) {
    if (!('amount' in rule.change)) continue;
    const change = toCents(rule.change.amount);
    cents += change;
    priceRules.push({ name: rule.name, change: amountText(change) });
    steps.push({ name: rule.name, change: change / 100 });
  }
  if (cents < 0) {
    steps.push({ name: 'Mindestpreis', change: -cents / 100 });
    cents = 0;
    priceRules.push({ name: 'Mindestpreis', change: formatMoney(0) });
  }
  for (const rule of applicable) {
    if (!('percent' in rule.change)) continue;
    // The new price is rounded, not the change: 0,15 € − 50 % is 0,08 €, as a price of 0,075 € rounds.
    const change = percentOf(cents, 100 + rule.change.percent) - cents;
    cents += change;
    priceRules.push({ name: rule.name, change: `${percentText(rule.change.percent)} (${amountText(change)})` });
    steps.push({ name: rule.name, change: change / 100 });
  }
  return { price: Math.max(0, cents) / 100, priceRules, steps };
}

/** One line for the lead page, the portal and the invoice: 'Basis 45,00 € · PLZ 8 +5,00 € · Exklusiv +40,00 €'. */
export function priceRulesLabel(priceRules: readonly AppliedPriceRule[]): string {
  return priceRules.map((rule) => `${rule.name} ${rule.change}`).join(' · ');
}

/**
 * The same line from the steps a sale stores (`priceRules` of `{name, change}` in EUR): the first step is the
 * base and shows its amount, every later one its signed effect. '' for none (a sale at one agreed price).
 */
export function priceStepsLabel(steps: readonly PriceStep[]): string {
  return steps.map((step, index) => `${step.name} ${index === 0 ? formatMoney(step.change) : amountText(toCents(step.change))}`).join(' · ');
}

/** From the first day of a band (0 = the day the lead came in), the share of the list price in percent. */
export interface AgeBand {
  fromDay: number;
  percent: number;
}

/** The marketplace's falling price (issue 30 §4); the last band lasts up to the consent's limit. */
export const DEFAULT_AGE_BANDS: readonly AgeBand[] = [
  { fromDay: 0, percent: 100 },
  { fromDay: 3, percent: 70 },
  { fromDay: 7, percent: 40 },
  { fromDay: 14, percent: 20 },
];

/**
 * The marketplace price of a lead `ageDays` whole days old: the share of the band it is in (the band with the
 * latest `fromDay` not after it; the bands need not be sorted) of `listPrice`, in EUR rounded to cents. Before
 * the first band, or without bands, the full price. Whether the consent still allows a sale is not its
 * question.
 */
export function ageBandPrice(listPrice: number, ageDays: number, bands: readonly AgeBand[] = DEFAULT_AGE_BANDS): number {
  let band: AgeBand | undefined;
  for (const candidate of bands) {
    if (candidate.fromDay <= ageDays && (!band || candidate.fromDay > band.fromDay)) band = candidate;
  }
  const cents = toCents(listPrice);
  return Math.max(0, band ? percentOf(cents, band.percent) : cents) / 100;
}

export const PRICE_LIST_LIMITS = {
  rules: 100,
  nameLength: 60,
  /** EUR, for the base price (from 0) and for amounts (either sign). */
  money: 10_000,
  percent: { min: -100, max: 1000 },
  zipPrefix: /^\d{1,5}$/,
  keyLength: 50,
  values: 50,
  ageDays: 365,
} as const;

const euroLimit = PRICE_LIST_LIMITS.money.toLocaleString('de-DE');

export const PRICE_LIST_MESSAGES = {
  basePrice: `Bitte einen Grundpreis von 0 bis ${euroLimit} € angeben (höchstens 2 Nachkommastellen)`,
  rules: 'Bitte eine Liste von Regeln angeben',
  tooManyRules: `Höchstens ${PRICE_LIST_LIMITS.rules} Regeln möglich`,
  rule: 'Bitte Name, Bedingung und Änderung der Regel angeben',
  name: `Bitte einen Namen angeben (höchstens ${PRICE_LIST_LIMITS.nameLength} Zeichen)`,
  kind: 'Bitte eine Bedingung wählen: PLZ-Anfang, Antwort, Antwort als Zahl, Exklusiv, Lead-Alter oder nach Reklamation',
  zipPrefix: 'PLZ-Anfang: 1 bis 5 Ziffern',
  key: 'Bitte eine Frage wählen',
  values: `Bitte 1 bis ${PRICE_LIST_LIMITS.values} Antworten wählen`,
  number: 'Bitte eine Zahl angeben',
  rangeMissing: 'Bitte eine Untergrenze, eine Obergrenze oder beide angeben',
  rangeOrder: 'Die Obergrenze darf nicht unter der Untergrenze liegen',
  ageDays: `Lead-Alter: ganze Zahl von 0 bis ${PRICE_LIST_LIMITS.ageDays} Tagen`,
  ageOrder: 'Bis-Tag darf nicht vor dem Ab-Tag liegen',
  change: 'Bitte einen Betrag oder einen Prozentsatz angeben',
  amount: `Betrag von -${euroLimit} bis ${euroLimit} € (höchstens 2 Nachkommastellen)`,
  percent: `Prozentsatz von ${PRICE_LIST_LIMITS.percent.min} bis ${PRICE_LIST_LIMITS.percent.max} % (höchstens 2 Nachkommastellen)`,
} as const;

export type PriceListValidation = { ok: true; value: PriceList } | { ok: false; errors: Record<string, string> };

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const isMoney = (value: unknown, min: number): value is number =>
  isFiniteNumber(value) && value >= min && value <= PRICE_LIST_LIMITS.money && hasAtMostTwoDecimals(value);
const isAgeDay = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= PRICE_LIST_LIMITS.ageDays;
const isAbsent = (value: unknown) => value === undefined || value === null;

function checkCondition(when: unknown, path: string, errors: Record<string, string>): PriceCondition | null {
  const kind = isObject(when) ? when.kind : undefined;
  if (!isObject(when) || !PRICE_CONDITION_KINDS.includes(kind as PriceConditionKind)) {
    errors[`${path}.kind`] = PRICE_LIST_MESSAGES.kind;
    return null;
  }
  const before = Object.keys(errors).length;
  const fail = (field: string, message: string) => {
    errors[`${path}.${field}`] = message;
  };
  const key = typeof when.key === 'string' ? when.key.trim() : '';
  switch (kind as PriceConditionKind) {
    case 'zipPrefix': {
      const prefix = typeof when.prefix === 'string' ? when.prefix.trim() : '';
      if (!PRICE_LIST_LIMITS.zipPrefix.test(prefix)) fail('prefix', PRICE_LIST_MESSAGES.zipPrefix);
      return Object.keys(errors).length > before ? null : { kind: 'zipPrefix', prefix };
    }
    case 'answer': {
      if (!key || key.length > PRICE_LIST_LIMITS.keyLength) fail('key', PRICE_LIST_MESSAGES.key);
      const values = Array.isArray(when.values) ? when.values.map((value) => (typeof value === 'string' ? value.trim() : '')) : [];
      if (values.length === 0 || values.length > PRICE_LIST_LIMITS.values || values.includes('')) fail('values', PRICE_LIST_MESSAGES.values);
      return Object.keys(errors).length > before ? null : { kind: 'answer', key, values };
    }
    case 'answerRange': {
      if (!key || key.length > PRICE_LIST_LIMITS.keyLength) fail('key', PRICE_LIST_MESSAGES.key);
      const { min, max } = when;
      if (!isAbsent(min) && !isFiniteNumber(min)) fail('min', PRICE_LIST_MESSAGES.number);
      if (!isAbsent(max) && !isFiniteNumber(max)) fail('max', PRICE_LIST_MESSAGES.number);
      if (isAbsent(min) && isAbsent(max)) fail('min', PRICE_LIST_MESSAGES.rangeMissing);
      else if (isFiniteNumber(min) && isFiniteNumber(max) && min > max) fail('max', PRICE_LIST_MESSAGES.rangeOrder);
      if (Object.keys(errors).length > before) return null;
      return { kind: 'answerRange', key, ...(isFiniteNumber(min) && { min }), ...(isFiniteNumber(max) && { max }) };
    }
    case 'ageDays': {
      const { from, to } = when;
      if (!isAgeDay(from)) fail('from', PRICE_LIST_MESSAGES.ageDays);
      if (!isAbsent(to) && !isAgeDay(to)) fail('to', PRICE_LIST_MESSAGES.ageDays);
      else if (isAgeDay(from) && isAgeDay(to) && from > to) fail('to', PRICE_LIST_MESSAGES.ageOrder);
      if (Object.keys(errors).length > before) return null;
      return { kind: 'ageDays', from: from as number, ...(isAgeDay(to) && { to }) };
    }
    case 'exclusive':
      return { kind: 'exclusive' };
    case 'afterComplaint':
      return { kind: 'afterComplaint' };
  }
}

function checkChange(change: unknown, path: string, errors: Record<string, string>): PriceChange | null {
  const hasAmount = isObject(change) && !isAbsent(change.amount);
  const hasPercent = isObject(change) && !isAbsent(change.percent);
  if (!isObject(change) || hasAmount === hasPercent) {
    errors[path] = PRICE_LIST_MESSAGES.change;
    return null;
  }
  if (hasAmount) {
    if (isMoney(change.amount, -PRICE_LIST_LIMITS.money)) return { amount: change.amount };
    errors[`${path}.amount`] = PRICE_LIST_MESSAGES.amount;
    return null;
  }
  const { percent } = change;
  const { min, max } = PRICE_LIST_LIMITS.percent;
  if (isFiniteNumber(percent) && percent >= min && percent <= max && hasAtMostTwoDecimals(percent)) return { percent };
  errors[`${path}.percent`] = PRICE_LIST_MESSAGES.percent;
  return null;
}

/**
 * A price list as `PUT /api/settings/prices` receives it (and the back office's form holds it): the list with
 * names, keys and values trimmed and unknown fields dropped, or German messages by field path (0-based,
 * 'rules.2.change'), for a 400 answer and for the form's inline errors. Numbers must be JSON numbers.
 */
export function validatePriceList(body: unknown): PriceListValidation {
  const errors: Record<string, string> = {};
  const fields = isObject(body) ? body : {};
  if (!isMoney(fields.basePrice, 0)) errors.basePrice = PRICE_LIST_MESSAGES.basePrice;
  const rules: PriceRule[] = [];
  if (!Array.isArray(fields.rules)) errors.rules = PRICE_LIST_MESSAGES.rules;
  else if (fields.rules.length > PRICE_LIST_LIMITS.rules) errors.rules = PRICE_LIST_MESSAGES.tooManyRules;
  else {
    fields.rules.forEach((rule: unknown, index) => {
      const path = `rules.${index}`;
      if (!isObject(rule)) {
        errors[path] = PRICE_LIST_MESSAGES.rule;
        return;
      }
      const name = typeof rule.name === 'string' ? rule.name.trim() : '';
      if (!name || name.length > PRICE_LIST_LIMITS.nameLength) errors[`${path}.name`] = PRICE_LIST_MESSAGES.name;
      const when = checkCondition(rule.when, `${path}.when`, errors);
      const change = checkChange(rule.change, `${path}.change`, errors);
      if (when && change) rules.push({ name, when, change });
    });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { basePrice: fields.basePrice as number, rules } };
}
