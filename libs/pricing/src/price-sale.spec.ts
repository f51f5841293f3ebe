import { PRICE_LIST_DEFAULTS, PriceList } from '@app/contract';
import { leadAgeDays, priceSale, SalePricingInput } from './price-sale';

const berlin = (day: string, time = '10:00') => new Date(`${day}T${time}:00+01:00`);

const LIST: PriceList = {
  basePrice: 30,
  rules: [
    { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
    { name: 'Großer Verbrauch', when: { kind: 'answerRange', key: 'consumption', min: 5000 }, change: { amount: 10 } },
    { name: 'Speicher', when: { kind: 'answer', key: 'interestBattery', values: ['Ja'] }, change: { amount: 3 } },
    { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 40 } },
    { name: 'Ab Tag 3', when: { kind: 'ageDays', from: 3 }, change: { percent: -30 } },
    { name: 'Nach Reklamation', when: { kind: 'afterComplaint' }, change: { percent: -40 } },
  ],
};

function input(overrides: Partial<Omit<SalePricingInput, 'lead' | 'organisation'>> & { lead?: Partial<SalePricingInput['lead']>; organisation?: Partial<SalePricingInput['organisation']> } = {}): SalePricingInput {
  return {
    priceList: overrides.priceList ?? LIST,
    organisation: { leadSellCost: null, exclusiveLeadSellCost: null, ...overrides.organisation },
    lead: { zip: '10115', data: { consumption: 'bis 3.000 kWh', interestBattery: 'Nein' }, createdAt: berlin('2026-11-10'), ...overrides.lead },
    exclusive: overrides.exclusive ?? false,
    afterComplaint: overrides.afterComplaint ?? false,
    at: overrides.at ?? berlin('2026-11-10', '18:00'),
  };
}

describe('leadAgeDays (German calendar days)', () => {
  it.each<[string, Date, Date, number]>([
    ['the same day', berlin('2026-11-10', '00:05'), berlin('2026-11-10', '23:55'), 0],
    ['after midnight in Germany, though not 24 hours later', berlin('2026-11-10', '23:30'), berlin('2026-11-11', '00:30'), 1],
    ['23:30 UTC is already the next day in Germany', new Date('2026-11-10T22:00:00Z'), new Date('2026-11-10T23:30:00Z'), 1],
    ['across the change to summer time', berlin('2026-03-28', '12:00'), new Date('2026-03-30T10:00:00+02:00'), 2],
    ['a week', berlin('2026-11-10'), berlin('2026-11-17', '09:00'), 7],
    ['a clock behind the lead is day 0, not negative', berlin('2026-11-10'), berlin('2026-11-09'), 0],
  ])('%s', (_name, from, to, days) => {
    expect(leadAgeDays(from, to)).toBe(days);
  });
});

describe('priceSale', () => {
  it.each<[string, Parameters<typeof input>[0], number, { name: string; change: number }[]]>([
    ['no price list, an agreed price: exactly that price and no steps (as today)', { priceList: PRICE_LIST_DEFAULTS, organisation: { leadSellCost: '45.00' } }, 45, []],
    ['a price list that does not apply to the lead: the agreed price, no steps', { organisation: { leadSellCost: '45.00' } }, 45, []],
    ['no agreed price: the list’s base', {}, 30, [{ name: 'Basis', change: 30 }]],
    ['an empty agreed price is none', { organisation: { leadSellCost: '' } }, 30, [{ name: 'Basis', change: 30 }]],
    [
      'postal code and answers on top of the agreed price',
      { organisation: { leadSellCost: '45.00' }, lead: { zip: '80331', data: { consumption: 'über 8.000 kWh', interestBattery: 'ja' } } },
      63,
      [
        { name: 'Vereinbarter Preis', change: 45 },
        { name: 'PLZ 8', change: 5 },
        { name: 'Großer Verbrauch', change: 10 },
        { name: 'Speicher', change: 3 },
      ],
    ],
    ['exclusive by the list', { exclusive: true }, 70, [{ name: 'Basis', change: 30 }, { name: 'Exklusiv', change: 40 }]],
    ['exclusive at the agreed exclusive price, unchanged: no steps (the sale says it is exclusive)', { exclusive: true, organisation: { leadSellCost: '45.00', exclusiveLeadSellCost: '95.00' } }, 95, []],
    [
      'the agreed exclusive price with a rule on top',
      { exclusive: true, organisation: { exclusiveLeadSellCost: '95.00' }, lead: { zip: '80331' } },
      100,
      [
        { name: 'Vereinbarter Exklusivpreis', change: 95 },
        { name: 'PLZ 8', change: 5 },
      ],
    ],
    ['the lead’s age counts to the sale', { at: berlin('2026-11-13', '08:00') }, 21, [{ name: 'Basis', change: 30 }, { name: 'Ab Tag 3', change: -9 }]],
    ['day 2 is not yet day 3', { at: berlin('2026-11-12', '23:59') }, 30, [{ name: 'Basis', change: 30 }]],
    ['after a complaint', { afterComplaint: true, organisation: { leadSellCost: 45 } }, 27, [{ name: 'Vereinbarter Preis', change: 45 }, { name: 'Nach Reklamation', change: -18 }]],
  ])('%s', (_name, overrides, price, priceRules) => {
    expect(priceSale(input(overrides))).toEqual({ price, priceRules });
  });

  it.each([['0.01'], ['19.99'], ['45.00'], ['1234.56']])('reproduces today’s price %s exactly with no price list', (leadSellCost) => {
    const result = priceSale(input({ priceList: PRICE_LIST_DEFAULTS, organisation: { leadSellCost }, exclusive: false }));
    expect(result).toEqual({ price: Number(leadSellCost), priceRules: [] });
    expect(result.price.toFixed(2)).toBe(leadSellCost);
  });
});
