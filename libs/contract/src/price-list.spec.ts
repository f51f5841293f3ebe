import {
  AgeBand,
  ageBandPrice,
  answerRange,
  DEFAULT_AGE_BANDS,
  PRICE_LIST_DEFAULTS,
  PRICE_LIST_LIMITS,
  PRICE_LIST_MESSAGES,
  PriceLeadInput,
  priceLead,
  PriceList,
  PriceRule,
  priceRulesLabel,
  priceStepsLabel,
  validatePriceList,
} from './price-list';

/** Intl's de-DE output puts a non-breaking space before '€' and '%'. */
const nb = (text: string) => text.replace(/ (€|%)/g, '\u00a0$1');

function input(overrides: Partial<Omit<PriceLeadInput, 'lead' | 'sale'>> & { lead?: Partial<PriceLeadInput['lead']>; sale?: Partial<PriceLeadInput['sale']> } = {}): PriceLeadInput {
  return {
    priceList: overrides.priceList ?? { basePrice: 45, rules: [] },
    leadSellCost: overrides.leadSellCost ?? null,
    exclusiveLeadSellCost: overrides.exclusiveLeadSellCost ?? null,
    lead: { zip: '80331', answers: { consumption: '3.000 – 5.000 kWh', interestBattery: 'Ja' }, ageDays: 0, ...overrides.lead },
    sale: { exclusive: false, afterComplaint: false, ...overrides.sale },
  };
}

const withRules = (...rules: PriceRule[]): PriceList => ({ basePrice: 45, rules });

describe('priceLead: each kind of condition', () => {
  const plus5 = (when: PriceRule['when']): PriceList => withRules({ name: 'Regel', when, change: { amount: 5 } });

  it.each<[string, PriceRule['when'], Parameters<typeof input>[0], number]>([
    ['PLZ-Anfang 8 on 80331', { kind: 'zipPrefix', prefix: '8' }, {}, 50],
    ['PLZ-Anfang 803 on 80331', { kind: 'zipPrefix', prefix: '803' }, {}, 50],
    ['the whole postal code', { kind: 'zipPrefix', prefix: '80331' }, {}, 50],
    ['PLZ-Anfang 81 on 80331', { kind: 'zipPrefix', prefix: '81' }, {}, 45],
    ['PLZ-Anfang 0 on 01067', { kind: 'zipPrefix', prefix: '0' }, { lead: { zip: '01067' } }, 50],
    ['an answer among the values', { kind: 'answer', key: 'interestBattery', values: ['Ja', 'Vielleicht, bitte beraten'] }, {}, 50],
    ['an answer in other case and spacing', { kind: 'answer', key: 'interestBattery', values: ['Ja'] }, { lead: { answers: { interestBattery: ' ja ' } } }, 50],
    ['an answer not among the values', { kind: 'answer', key: 'interestBattery', values: ['Ja'] }, { lead: { answers: { interestBattery: 'Nein' } } }, 45],
    ['no answer to the question', { kind: 'answer', key: 'buildingType', values: ['Einfamilienhaus'] }, {}, 45],
    ['consumption at least 5.000: 5.000 – 8.000 kWh', { kind: 'answerRange', key: 'consumption', min: 5000 }, { lead: { answers: { consumption: '5.000 – 8.000 kWh' } } }, 50],
    ['consumption at least 5.000: über 8.000 kWh', { kind: 'answerRange', key: 'consumption', min: 5000 }, { lead: { answers: { consumption: 'über 8.000 kWh' } } }, 50],
    ['consumption at least 5.000: a supplier’s 6500 kWh', { kind: 'answerRange', key: 'consumption', min: 5000 }, { lead: { answers: { consumption: '6500 kWh' } } }, 50],
    ['consumption at least 5.000: 3.000 – 5.000 kWh may be less', { kind: 'answerRange', key: 'consumption', min: 5000 }, {}, 45],
    ['consumption at least 5.000: bis 3.000 kWh', { kind: 'answerRange', key: 'consumption', min: 5000 }, { lead: { answers: { consumption: 'bis 3.000 kWh' } } }, 45],
    ['consumption at least 5.000: Weiß ich nicht', { kind: 'answerRange', key: 'consumption', min: 5000 }, { lead: { answers: { consumption: 'Weiß ich nicht' } } }, 45],
    ['consumption at most 3.000: bis 3.000 kWh', { kind: 'answerRange', key: 'consumption', max: 3000 }, { lead: { answers: { consumption: 'bis 3.000 kWh' } } }, 50],
    ['consumption at most 3.000: 3.000 – 5.000 kWh', { kind: 'answerRange', key: 'consumption', max: 3000 }, {}, 45],
    ['consumption between 3.000 and 5.000', { kind: 'answerRange', key: 'consumption', min: 3000, max: 5000 }, {}, 50],
    ['an exclusive sale', { kind: 'exclusive' }, { sale: { exclusive: true } }, 50],
    ['a shared sale', { kind: 'exclusive' }, {}, 45],
    ['age 3–6 days on day 2', { kind: 'ageDays', from: 3, to: 6 }, { lead: { ageDays: 2 } }, 45],
    ['age 3–6 days on day 3', { kind: 'ageDays', from: 3, to: 6 }, { lead: { ageDays: 3 } }, 50],
    ['age 3–6 days on day 6', { kind: 'ageDays', from: 3, to: 6 }, { lead: { ageDays: 6 } }, 50],
    ['age 3–6 days on day 7', { kind: 'ageDays', from: 3, to: 6 }, { lead: { ageDays: 7 } }, 45],
    ['age from 7 days, open-ended, on day 400', { kind: 'ageDays', from: 7 }, { lead: { ageDays: 400 } }, 50],
    ['a resale after a complaint', { kind: 'afterComplaint' }, { sale: { afterComplaint: true } }, 50],
    ['a first sale', { kind: 'afterComplaint' }, {}, 45],
  ])('%s', (_name, when, overrides, price) => {
    expect(priceLead(input({ ...overrides, priceList: plus5(when) })).price).toBe(price);
  });
});

describe('answerRange', () => {
  it.each<[string, [number, number] | null]>([
    ['bis 3.000 kWh', [-Infinity, 3000]],
    ['3.000 – 5.000 kWh', [3000, 5000]],
    ['5.000-8.000 kWh', [5000, 8000]],
    ['über 8.000 kWh', [8000, Infinity]],
    ['ab 8000', [8000, Infinity]],
    ['> 8.000 kWh', [8000, Infinity]],
    ['unter 20 m²', [-Infinity, 20]],
    ['40 – 60 m²', [40, 60]],
    ['6.500 kWh', [6500, 6500]],
    ['1.234,5', [1234.5, 1234.5]],
    ['Weiß ich nicht', null],
    ['Einfamilienhaus', null],
    ['1, 2 oder 3', null],
    ['ab 3.000 bis', null],
  ])('%s', (text, range) => {
    expect(answerRange(text)).toEqual(range);
  });
});

describe('priceLead: the order of the rules', () => {
  const list = withRules(
    { name: 'Nach Reklamation', when: { kind: 'afterComplaint' }, change: { percent: -40 } },
    { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
    { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 40 } },
  );

  it('adds every amount first, in list order, then applies each percentage to the running price', () => {
    // 45 + 5 + 40 = 90, then −40 %: 54 (in list order it would be 45 × 0.6 + 45 = 72).
    const result = priceLead(input({ priceList: list, sale: { exclusive: true, afterComplaint: true } }));
    expect(result.price).toBe(54);
    expect(result.priceRules).toEqual([
      { name: 'Basis', change: nb('45,00 €') },
      { name: 'PLZ 8', change: nb('+5,00 €') },
      { name: 'Exklusiv', change: nb('+40,00 €') },
      { name: 'Nach Reklamation', change: nb('-40 % (-36,00 €)') },
    ]);
  });

  it('lists only the rules that applied', () => {
    expect(priceLead(input({ priceList: list, lead: { zip: '10115' } })).priceRules).toEqual([{ name: 'Basis', change: nb('45,00 €') }]);
  });

  it('applies percentages one after the other, not added up', () => {
    const twice = withRules(
      { name: 'A', when: { kind: 'exclusive' }, change: { percent: 50 } },
      { name: 'B', when: { kind: 'exclusive' }, change: { percent: -50 } },
    );
    // 45 × 1.5 × 0.5 = 33.75, where +50 % − 50 % added up would leave 45.
    expect(priceLead(input({ priceList: twice, sale: { exclusive: true } })).price).toBe(33.75);
  });
});

/** The euro amount a line ends with ('45,00 €', '-40 % (-36,00 €)'), in cents. */
const euroCents = (change: string) => Number(/([-+]?)([\d.]+),(\d\d)\u00a0€\)?$/.exec(change)!.slice(1).join('').replace(/\./g, ''));

describe('priceLead: rounding to cents', () => {
  const percentRules = (...percents: number[]): PriceList =>
    withRules(...percents.map((percent, index) => ({ name: `R${index + 1}`, when: { kind: 'exclusive' as const }, change: { percent } })));

  it.each<[string, number, number[], number, string[]]>([
    ['45 € − 33,333 %', 45, [-33.333], 30, ['-33,33 % (-15,00 €)']],
    ['10 € − 33,33 %', 10, [-33.33], 6.67, ['-33,33 % (-3,33 €)']],
    ['half a cent rounds the new price up', 0.15, [-50], 0.08, ['-50 % (-0,07 €)']],
    // 4500 → 4950 → 4207.5 → 4208 → 4523.6 → 4524; rounding once at the end would give 45,23 €.
    ['three percentages in a row, each new price rounded', 45, [10, -15, 7.5], 45.24, ['+10 % (+4,50 €)', '-15 % (-7,42 €)', '+7,5 % (+3,16 €)']],
  ])('%s; the lines add up to the price', (_name, basePrice, percents, price, changes) => {
    const result = priceLead(input({ priceList: { ...percentRules(...percents), basePrice }, sale: { exclusive: true } }));
    expect(result.price).toBe(price);
    expect(result.priceRules.slice(1).map((rule) => rule.change)).toEqual(changes.map(nb));
    expect(result.priceRules.reduce((sum, rule) => sum + euroCents(rule.change), 0)).toBe(Math.round(price * 100));
  });

  it('adds amounts in cents, free of float drift', () => {
    const dimes = withRules(...Array.from({ length: 3 }, () => ({ name: 'Zehn Cent', when: { kind: 'exclusive' as const }, change: { amount: 0.1 } })));
    expect(priceLead(input({ priceList: { ...dimes, basePrice: 0.1 }, sale: { exclusive: true } })).price).toBe(0.4);
  });
});

describe('priceLead: never below 0', () => {
  it.each<[string, PriceList, number, string]>([
    [
      'amounts below 0 stop at 0, before the percentages',
      { basePrice: 10, rules: [{ name: 'Rabatt', when: { kind: 'exclusive' }, change: { amount: -25 } }, { name: 'Aufschlag', when: { kind: 'exclusive' }, change: { percent: 50 } }] },
      0,
      'Basis 10,00 € · Rabatt -25,00 € · Mindestpreis 0,00 € · Aufschlag +50 % (+0,00 €)',
    ],
    ['exactly 0 needs no floor', { basePrice: 10, rules: [{ name: 'Rabatt', when: { kind: 'exclusive' }, change: { amount: -10 } }] }, 0, 'Basis 10,00 € · Rabatt -10,00 €'],
    ['−100 %', { basePrice: 45, rules: [{ name: 'Gratis', when: { kind: 'exclusive' }, change: { percent: -100 } }] }, 0, 'Basis 45,00 € · Gratis -100 % (-45,00 €)'],
    ['an unvalidated −150 %', { basePrice: 45, rules: [{ name: 'Falsch', when: { kind: 'exclusive' }, change: { percent: -150 } }] }, 0, 'Basis 45,00 € · Falsch -150 % (-67,50 €)'],
  ])('%s', (_name, priceList, price, label) => {
    const result = priceLead(input({ priceList, sale: { exclusive: true } }));
    expect(result.price).toBe(price);
    expect(priceRulesLabel(result.priceRules)).toBe(nb(label));
  });
});

describe('priceLead: the base price', () => {
  const list: PriceList = {
    basePrice: 30,
    rules: [
      { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
      { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 40 } },
    ],
  };

  it.each<[string, Parameters<typeof input>[0], number, string]>([
    ['the list without an agreed price', {}, 35, 'Basis 30,00 € · PLZ 8 +5,00 €'],
    ['an agreed price replaces the base', { leadSellCost: 45 }, 50, 'Vereinbarter Preis 45,00 € · PLZ 8 +5,00 €'],
    ['an agreed price as PostgreSQL sends it', { leadSellCost: '45.00' }, 50, 'Vereinbarter Preis 45,00 € · PLZ 8 +5,00 €'],
    ['an agreed price of 0 is agreed', { leadSellCost: 0 }, 5, 'Vereinbarter Preis 0,00 € · PLZ 8 +5,00 €'],
    ['an empty agreed price is none', { leadSellCost: '' }, 35, 'Basis 30,00 € · PLZ 8 +5,00 €'],
    ['exclusive, without an exclusive price: the exclusive rule on top', { leadSellCost: 45, sale: { exclusive: true } }, 90, 'Vereinbarter Preis 45,00 € · PLZ 8 +5,00 € · Exklusiv +40,00 €'],
    [
      'exclusive, with an exclusive price: it replaces the base and the exclusive rule',
      { leadSellCost: 45, exclusiveLeadSellCost: 95, sale: { exclusive: true } },
      100,
      'Vereinbarter Exklusivpreis 95,00 € · PLZ 8 +5,00 €',
    ],
    ['shared, with an exclusive price: the agreed price', { leadSellCost: 45, exclusiveLeadSellCost: 95 }, 50, 'Vereinbarter Preis 45,00 € · PLZ 8 +5,00 €'],
    ['exclusive price without an agreed price', { exclusiveLeadSellCost: '95.00', sale: { exclusive: true } }, 100, 'Vereinbarter Exklusivpreis 95,00 € · PLZ 8 +5,00 €'],
  ])('%s', (_name, overrides, price, label) => {
    const result = priceLead(input({ ...overrides, priceList: list }));
    expect(result.price).toBe(price);
    expect(priceRulesLabel(result.priceRules)).toBe(nb(label));
  });

  it.each<[number | string]>([[0], [0.01], [19.99], [45], ['42.50'], [1234.56], ['99999999.99']])(
    'with no rules, an agreed price of %p is today’s price exactly',
    (leadSellCost) => {
      const result = priceLead(input({ priceList: PRICE_LIST_DEFAULTS, leadSellCost, sale: { exclusive: false, afterComplaint: false } }));
      expect(result.price).toBe(Number(leadSellCost));
      expect(result.priceRules).toHaveLength(1);
    },
  );
});

describe('priceRulesLabel', () => {
  it('puts the base and each rule on one line', () => {
    const list = withRules(
      { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
      { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 40 } },
    );
    expect(priceRulesLabel(priceLead(input({ priceList: list, sale: { exclusive: true } })).priceRules)).toBe('Basis 45,00\u00a0€ · PLZ 8 +5,00\u00a0€ · Exklusiv +40,00\u00a0€');
  });

  it('writes thousands and negative amounts in German', () => {
    const list: PriceList = { basePrice: 1250, rules: [{ name: 'Rabatt', when: { kind: 'exclusive' }, change: { amount: -0.5 } }] };
    expect(priceRulesLabel(priceLead(input({ priceList: list, sale: { exclusive: true } })).priceRules)).toBe(nb('Basis 1.250,00 € · Rabatt -0,50 €'));
  });
});

describe('priceLead: the steps a sale stores', () => {
  const list: PriceList = {
    basePrice: 45,
    rules: [
      { name: 'Nach Reklamation', when: { kind: 'afterComplaint' }, change: { percent: -40 } },
      { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
      { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 40 } },
      { name: 'Rabatt', when: { kind: 'ageDays', from: 7 }, change: { amount: -200 } },
    ],
  };

  it.each<[string, Parameters<typeof input>[0], { name: string; change: number }[], string]>([
    ['only the base', { lead: { zip: '10115' } }, [{ name: 'Basis', change: 45 }], 'Basis 45,00 €'],
    [
      'amounts, then a percentage with its effect in EUR',
      { sale: { exclusive: true, afterComplaint: true } },
      [
        { name: 'Basis', change: 45 },
        { name: 'PLZ 8', change: 5 },
        { name: 'Exklusiv', change: 40 },
        { name: 'Nach Reklamation', change: -36 },
      ],
      'Basis 45,00 € · PLZ 8 +5,00 € · Exklusiv +40,00 € · Nach Reklamation -36,00 €',
    ],
    [
      'the floor is the step that lifts the price back to 0',
      { lead: { ageDays: 9 } },
      [
        { name: 'Basis', change: 45 },
        { name: 'PLZ 8', change: 5 },
        { name: 'Rabatt', change: -200 },
        { name: 'Mindestpreis', change: 150 },
      ],
      'Basis 45,00 € · PLZ 8 +5,00 € · Rabatt -200,00 € · Mindestpreis +150,00 €',
    ],
    ['an agreed price is the base', { leadSellCost: '42.50', lead: { zip: '10115' } }, [{ name: 'Vereinbarter Preis', change: 42.5 }], 'Vereinbarter Preis 42,50 €'],
  ])('%s', (_name, overrides, steps, label) => {
    const result = priceLead(input({ ...overrides, priceList: list }));
    expect(result.steps).toEqual(steps);
    expect(priceStepsLabel(result.steps)).toBe(nb(label));
    expect(result.steps.reduce((sum, step) => sum + Math.round(step.change * 100), 0)).toBe(Math.round(result.price * 100));
  });

  it('rounds each percentage step to cents, so the steps add up to the price', () => {
    const percents: PriceList = {
      basePrice: 45,
      rules: [10, -15, 7.5].map((percent, index) => ({ name: `R${index + 1}`, when: { kind: 'exclusive' as const }, change: { percent } })),
    };
    const result = priceLead(input({ priceList: percents, sale: { exclusive: true } }));
    expect(result.steps.map((step) => step.change)).toEqual([45, 4.5, -7.42, 3.16]);
    expect(result.price).toBe(45.24);
  });
});

describe('priceStepsLabel', () => {
  it.each<[string, { name: string; change: number }[], string]>([
    ['nothing for no steps', [], ''],
    ['the base without a sign, the rest signed', [{ name: 'Basis', change: 45 }, { name: 'PLZ 8', change: 5 }, { name: 'Exklusiv', change: 40 }], 'Basis 45,00 € · PLZ 8 +5,00 € · Exklusiv +40,00 €'],
    ['German thousands and negative amounts', [{ name: 'Basis', change: 1250 }, { name: 'Rabatt', change: -0.5 }], 'Basis 1.250,00 € · Rabatt -0,50 €'],
    ['a change of 0', [{ name: 'Basis', change: 0 }, { name: 'Aufschlag', change: 0 }], 'Basis 0,00 € · Aufschlag +0,00 €'],
  ])('%s', (_name, steps, label) => {
    expect(priceStepsLabel(steps)).toBe(nb(label));
  });
});

describe('ageBandPrice', () => {
  it.each([
    [0, 45],
    [2, 45],
    [3, 31.5],
    [6, 31.5],
    [7, 18],
    [13, 18],
    [14, 9],
    [30, 9],
  ])('day %i of a 45,00 € lead: %d €', (ageDays, price) => {
    expect(ageBandPrice(45, ageDays)).toBe(price);
  });

  it.each([
    ['33,33 € at 70 %', 33.33, 3, 23.33],
    ['19,99 € at 40 %', 19.99, 7, 8],
    ['half a cent rounds up: 0,15 € at 70 %', 0.15, 3, 0.11],
    ['0 €', 0, 14, 0],
  ])('%s', (_name, listPrice, ageDays, price) => {
    expect(ageBandPrice(listPrice, ageDays, DEFAULT_AGE_BANDS)).toBe(price);
  });

  it('takes the band with the latest start not after the day, whatever the order', () => {
    const bands: AgeBand[] = [
      { fromDay: 10, percent: 50 },
      { fromDay: 0, percent: 100 },
      { fromDay: 5, percent: 80 },
    ];
    expect([4, 5, 9, 10].map((day) => ageBandPrice(10, day, bands))).toEqual([10, 8, 8, 5]);
  });

  it('gives the full price before the first band and without bands', () => {
    expect(ageBandPrice(45, 1, [{ fromDay: 2, percent: 50 }])).toBe(45);
    expect(ageBandPrice(45, 20, [])).toBe(45);
  });
});

describe('validatePriceList', () => {
  const valid = () => ({
    basePrice: 45,
    rules: [
      { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
      { name: 'Viel Verbrauch', when: { kind: 'answerRange', key: 'consumption', min: 5000 }, change: { amount: 10 } },
      { name: 'Speicher', when: { kind: 'answer', key: 'interestBattery', values: ['Ja'] }, change: { amount: 7.5 } },
      { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { percent: 80 } },
      { name: 'Ab Tag 7', when: { kind: 'ageDays', from: 7 }, change: { percent: -30 } },
      { name: 'Nach Reklamation', when: { kind: 'afterComplaint' }, change: { percent: -40 } },
    ],
  });
  /** The valid list with rule 2 (0-based) replaced by `rule` merged over it. */
  const withRule = (rule: Record<string, unknown>) => {
    const body = valid();
    return { ...body, rules: body.rules.map((existing, index) => (index === 2 ? { ...existing, ...rule } : existing)) };
  };
  const M = PRICE_LIST_MESSAGES;

  it('accepts a valid list, trimmed and without unknown fields', () => {
    const body = valid();
    const messy = {
      ...body,
      extra: true,
      rules: [{ ...body.rules[0], name: '  PLZ 8 ', when: { kind: 'zipPrefix', prefix: ' 8 ', values: ['x'] }, change: { amount: 5, percent: null } }, ...body.rules.slice(1)],
    };
    expect(validatePriceList(messy)).toEqual({ ok: true, value: body });
  });

  it('accepts an empty list and the upper limits', () => {
    expect(validatePriceList({ basePrice: 0, rules: [] })).toEqual({ ok: true, value: { basePrice: 0, rules: [] } });
    const rules = Array.from({ length: PRICE_LIST_LIMITS.rules }, () => ({ name: 'x'.repeat(60), when: { kind: 'ageDays', from: 0, to: 365 }, change: { percent: -100 } }));
    expect(validatePriceList({ basePrice: 10_000, rules }).ok).toBe(true);
  });

  it('drops empty bounds', () => {
    expect(validatePriceList({ basePrice: 1, rules: [{ name: 'A', when: { kind: 'ageDays', from: 3, to: null }, change: { amount: 1 } }] })).toEqual({
      ok: true,
      value: { basePrice: 1, rules: [{ name: 'A', when: { kind: 'ageDays', from: 3 }, change: { amount: 1 } }] },
    });
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['no object at all', 'Preise', { basePrice: M.basePrice, rules: M.rules }],
    ['a negative base price', { ...valid(), basePrice: -1 }, { basePrice: M.basePrice }],
    ['a base price over the limit', { ...valid(), basePrice: 10_000.01 }, { basePrice: M.basePrice }],
    ['a base price with three decimals', { ...valid(), basePrice: 45.005 }, { basePrice: M.basePrice }],
    ['a base price as text', { ...valid(), basePrice: '45' }, { basePrice: M.basePrice }],
    ['a base price that is no finite number', { ...valid(), basePrice: Infinity }, { basePrice: M.basePrice }],
    ['rules that are no list', { ...valid(), rules: {} }, { rules: M.rules }],
    ['more than 100 rules', { ...valid(), rules: Array.from({ length: 101 }, () => valid().rules[0]) }, { rules: M.tooManyRules }],
    ['a rule that is no object', { ...valid(), rules: [null] }, { 'rules.0': M.rule }],
    ['an empty name', withRule({ name: '  ' }), { 'rules.2.name': M.name }],
    ['a name too long', withRule({ name: 'x'.repeat(61) }), { 'rules.2.name': M.name }],
    ['no condition', withRule({ when: undefined }), { 'rules.2.when.kind': M.kind }],
    ['an unknown condition', withRule({ when: { kind: 'weather' } }), { 'rules.2.when.kind': M.kind }],
    ['a postal-code prefix of letters', withRule({ when: { kind: 'zipPrefix', prefix: '8a' } }), { 'rules.2.when.prefix': M.zipPrefix }],
    ['a postal-code prefix of six digits', withRule({ when: { kind: 'zipPrefix', prefix: '803311' } }), { 'rules.2.when.prefix': M.zipPrefix }],
    ['an empty postal-code prefix', withRule({ when: { kind: 'zipPrefix', prefix: '' } }), { 'rules.2.when.prefix': M.zipPrefix }],
    ['a postal-code prefix as a number', withRule({ when: { kind: 'zipPrefix', prefix: 8 } }), { 'rules.2.when.prefix': M.zipPrefix }],
    ['an answer without question', withRule({ when: { kind: 'answer', key: '', values: ['Ja'] } }), { 'rules.2.when.key': M.key }],
    ['an answer without values', withRule({ when: { kind: 'answer', key: 'interestBattery', values: [] } }), { 'rules.2.when.values': M.values }],
    ['an answer with an empty value', withRule({ when: { kind: 'answer', key: 'interestBattery', values: ['Ja', ' '] } }), { 'rules.2.when.values': M.values }],
    ['a number range without bounds', withRule({ when: { kind: 'answerRange', key: 'consumption' } }), { 'rules.2.when.min': M.rangeMissing }],
    ['a number range with a text bound', withRule({ when: { kind: 'answerRange', key: 'consumption', min: '5000' } }), { 'rules.2.when.min': M.number }],
    ['a number range with NaN', withRule({ when: { kind: 'answerRange', key: 'consumption', max: NaN } }), { 'rules.2.when.max': M.number }],
    ['a number range upside down', withRule({ when: { kind: 'answerRange', key: 'consumption', min: 8000, max: 5000 } }), { 'rules.2.when.max': M.rangeOrder }],
    ['a number range without question', withRule({ when: { kind: 'answerRange', min: 1 } }), { 'rules.2.when.key': M.key }],
    ['an age from after to', withRule({ when: { kind: 'ageDays', from: 7, to: 3 } }), { 'rules.2.when.to': M.ageOrder }],
    ['an age without from', withRule({ when: { kind: 'ageDays', to: 3 } }), { 'rules.2.when.from': M.ageDays }],
    ['an age in half days', withRule({ when: { kind: 'ageDays', from: 1.5 } }), { 'rules.2.when.from': M.ageDays }],
    ['an age over a year', withRule({ when: { kind: 'ageDays', from: 0, to: 366 } }), { 'rules.2.when.to': M.ageDays }],
    ['no change', withRule({ change: undefined }), { 'rules.2.change': M.change }],
    ['an empty change', withRule({ change: {} }), { 'rules.2.change': M.change }],
    ['an amount and a percentage', withRule({ change: { amount: 5, percent: 10 } }), { 'rules.2.change': M.change }],
    ['an amount over the limit', withRule({ change: { amount: -10_000.01 } }), { 'rules.2.change.amount': M.amount }],
    ['an amount with three decimals', withRule({ change: { amount: 0.005 } }), { 'rules.2.change.amount': M.amount }],
    ['an amount as text', withRule({ change: { amount: '5' } }), { 'rules.2.change.amount': M.amount }],
    ['a percentage below −100', withRule({ change: { percent: -100.01 } }), { 'rules.2.change.percent': M.percent }],
    ['a percentage over 1000', withRule({ change: { percent: 1000.5 } }), { 'rules.2.change.percent': M.percent }],
    ['a percentage with three decimals', withRule({ change: { percent: -33.333 } }), { 'rules.2.change.percent': M.percent }],
    ['a percentage that is no finite number', withRule({ change: { percent: -Infinity } }), { 'rules.2.change.percent': M.percent }],
    [
      'several faults at once',
      { basePrice: -5, rules: [{ name: '', when: { kind: 'zipPrefix', prefix: 'x' }, change: { percent: -200 } }] },
      { basePrice: M.basePrice, 'rules.0.name': M.name, 'rules.0.when.prefix': M.zipPrefix, 'rules.0.change.percent': M.percent },
    ],
  ])('refuses %s', (_name, body, errors) => {
    expect(validatePriceList(body)).toEqual({ ok: false, errors });
  });

  it('says it in German', () => {
    expect(M.change).toBe('Bitte einen Betrag oder einen Prozentsatz angeben');
    expect(M.basePrice).toBe('Bitte einen Grundpreis von 0 bis 10.000 € angeben (höchstens 2 Nachkommastellen)');
    expect(M.amount).toBe('Betrag von -10.000 bis 10.000 € (höchstens 2 Nachkommastellen)');
    expect(M.percent).toBe('Prozentsatz von -100 bis 1000 % (höchstens 2 Nachkommastellen)');
  });
});
