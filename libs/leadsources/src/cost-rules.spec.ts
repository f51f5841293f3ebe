import { COST_RULE_MESSAGES, supplierPrice, validateCostRules, type CostRule } from './cost-rules';

const PLZ_8: CostRule = { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 2 } };
const HOUSE: CostRule = { name: 'Einfamilienhaus', when: { kind: 'answer', key: 'buildingType', values: ['Einfamilienhaus'] }, change: { amount: -1.5 } };
const BIG: CostRule = { name: 'Viel Verbrauch', when: { kind: 'answerRange', key: 'consumption', min: 5000 }, change: { percent: 10 } };
const CHEAP_NORTH: CostRule = { name: 'Norden', when: { kind: 'zipPrefix', prefix: '2' }, change: { amount: -50 } };

const lead = (zip: string, answers: Record<string, string> = {}) => ({ zip, answers });

describe('supplierPrice', () => {
  it.each([
    ['no rules: the purchase price', '20.00', [], lead('80331'), 20, ['Einkaufspreis 20,00 €']],
    ['a postal-code rule that holds', '20.00', [PLZ_8], lead('80331'), 22, ['Einkaufspreis 20,00 €', 'PLZ 8 +2,00 €']],
    ['a postal-code rule that does not', '20.00', [PLZ_8], lead('50667'), 20, ['Einkaufspreis 20,00 €']],
    ['an answer rule, case and spacing ignored', 20, [HOUSE], lead('50667', { buildingType: ' einfamilienhaus' }), 18.5, ['Einkaufspreis 20,00 €', 'Einfamilienhaus -1,50 €']],
    ['a range rule on a range answer', 20, [BIG], lead('50667', { consumption: '5.000 – 8.000 kWh' }), 22, ['Einkaufspreis 20,00 €', 'Viel Verbrauch +10 % (+2,00 €)']],
    ['a range rule on an answer that might be less', 20, [BIG], lead('50667', { consumption: '3.000 – 5.000 kWh' }), 20, ['Einkaufspreis 20,00 €']],
    [
      'amounts first, then percentages, whatever the order',
      '20.00',
      [BIG, HOUSE, PLZ_8],
      lead('80331', { buildingType: 'Einfamilienhaus', consumption: 'über 8.000 kWh' }),
      22.55,
      ['Einkaufspreis 20,00 €', 'Einfamilienhaus -1,50 €', 'PLZ 8 +2,00 €', 'Viel Verbrauch +10 % (+2,05 €)'],
    ],
    ['never below 0', '20.00', [CHEAP_NORTH], lead('20095'), 0, ['Einkaufspreis 20,00 €', 'Norden -50,00 €', 'Mindestpreis 0,00 €']],
    ['a purchase price of 0 with a surcharge', '0.00', [PLZ_8], lead('80331'), 2, ['Einkaufspreis 0,00 €', 'PLZ 8 +2,00 €']],
  ])('%s', (_, leadCost, rules, offered, price, lines) => {
    const priced = supplierPrice(leadCost, rules as CostRule[], offered);
    expect(priced?.price).toBe(price);
    // formatMoney writes a non-breaking space before €.
    expect(priced?.priceRules.map((line) => `${line.name} ${line.change}`.replace(/\u00a0/g, ' '))).toEqual(lines);
  });

  it('has no price without a purchase price, whatever the rules say', () => {
    expect(supplierPrice(null, [PLZ_8], lead('80331'))).toBeNull();
    expect(supplierPrice('', [], lead('80331'))).toBeNull();
  });
});

describe('validateCostRules', () => {
  it('takes the price list’s postal-code and answer rules, trimmed, unknown fields dropped', () => {
    const result = validateCostRules([{ name: ' PLZ 8 ', when: { kind: 'zipPrefix', prefix: ' 8 ', extra: 1 }, change: { amount: 2 } }, BIG]);
    expect(result).toEqual({ ok: true, value: [PLZ_8, BIG] });
    expect(validateCostRules([])).toEqual({ ok: true, value: [] });
  });

  it.each([
    ['not a list', { name: 'x' }, { costRules: COST_RULE_MESSAGES.list }],
    ['a sale-only condition', [{ name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 5 } }], { 'costRules.0.when.kind': COST_RULE_MESSAGES.kind }],
    ['an unknown condition', [{ name: 'X', when: { kind: 'wetter' }, change: { amount: 5 } }], { 'costRules.0.when.kind': COST_RULE_MESSAGES.kind }],
    ['a bad prefix', [{ name: 'PLZ', when: { kind: 'zipPrefix', prefix: '8a' }, change: { amount: 5 } }], { 'costRules.0.when.prefix': 'PLZ-Anfang: 1 bis 5 Ziffern' }],
    ['amount and percent at once', [{ name: 'Beides', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5, percent: 5 } }], { 'costRules.0.change': 'Bitte einen Betrag oder einen Prozentsatz angeben' }],
    ['no name', [{ name: ' ', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } }], { 'costRules.0.name': 'Bitte einen Namen angeben (höchstens 60 Zeichen)' }],
    ['too many', Array.from({ length: 51 }, () => PLZ_8), { costRules: COST_RULE_MESSAGES.tooMany }],
  ])('refuses %s with a German reason by field', (_, input, errors) => {
    expect(validateCostRules(input)).toEqual({ ok: false, errors });
  });
});
