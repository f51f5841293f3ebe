import { PRICE_LIST_MESSAGES, type PriceList } from '@contract/price-list';
import { formErrors, formPath, priceListBody, priceListErrors, priceListFormRecord, serverErrors, validatePriceListForm } from './priceListForm';

const LIST: PriceList = {
  basePrice: 45,
  rules: [
    { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
    { name: 'Speicher', when: { kind: 'answer', key: 'interestBattery', values: ['Ja', 'Ja, bitte beraten'] }, change: { amount: 3 } },
    { name: 'Großer Verbrauch', when: { kind: 'answerRange', key: 'consumption', min: 5000 }, change: { amount: 10 } },
    { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 40 } },
    { name: 'Ab Tag 7', when: { kind: 'ageDays', from: 7 }, change: { percent: -60 } },
    { name: 'Nach Reklamation', when: { kind: 'afterComplaint' }, change: { percent: -40 } },
  ],
};

describe('the price list form', () => {
  it('turns the server’s list into rows and back without loss', () => {
    const record = priceListFormRecord(LIST);
    expect(record.rules[1]).toMatchObject({ kind: 'answer', key: 'interestBattery', values: 'Ja\nJa, bitte beraten', changeType: 'amount', changeValue: 3 });
    expect(record.rules[4]).toMatchObject({ kind: 'ageDays', from: 7, to: null, changeType: 'percent', changeValue: -60 });
    const body = priceListBody(record as unknown as Record<string, unknown>);
    expect(body).toEqual({
      basePrice: 45,
      rules: [
        { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
        { name: 'Speicher', when: { kind: 'answer', key: 'interestBattery', values: ['Ja', 'Ja, bitte beraten'] }, change: { amount: 3 } },
        { name: 'Großer Verbrauch', when: { kind: 'answerRange', key: 'consumption', min: 5000, max: null }, change: { amount: 10 } },
        { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 40 } },
        { name: 'Ab Tag 7', when: { kind: 'ageDays', from: 7, to: null }, change: { percent: -60 } },
        { name: 'Nach Reklamation', when: { kind: 'afterComplaint' }, change: { percent: -40 } },
      ],
    });
    expect(validatePriceListForm(record as unknown as Record<string, unknown>)).toEqual({});
  });

  it('sends only the fields of the row’s condition, numbers typed with a comma as numbers', () => {
    const body = priceListBody({ basePrice: '42,5', rules: [{ name: ' Exklusiv ', kind: 'exclusive', prefix: '8', key: 'x', values: 'Ja', changeType: 'amount', changeValue: '12,5' }] });
    expect(body).toEqual({ basePrice: 42.5, rules: [{ name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 12.5 } }] });
  });

  it.each([
    ['basePrice', 'basePrice'],
    ['rules', 'rules'],
    ['rules.2', 'rules.2.name'],
    ['rules.2.name', 'rules.2.name'],
    ['rules.2.when', 'rules.2.kind'],
    ['rules.2.when.kind', 'rules.2.kind'],
    ['rules.2.when.prefix', 'rules.2.prefix'],
    ['rules.2.when.values', 'rules.2.values'],
    ['rules.2.when.min', 'rules.2.min'],
    ['rules.2.when.to', 'rules.2.to'],
    ['rules.2.change', 'rules.2.changeValue'],
    ['rules.2.change.amount', 'rules.2.changeValue'],
    ['rules.2.change.percent', 'rules.2.changeValue'],
  ])('shows a message about %s at %s', (path, input) => {
    expect(formPath(path)).toBe(input);
  });

  it('puts the server’s German 400 messages at their inputs, as translation keys of de.ts', () => {
    const fields = { basePrice: PRICE_LIST_MESSAGES.basePrice, 'rules.1.when.prefix': PRICE_LIST_MESSAGES.zipPrefix, 'rules.1.change.amount': PRICE_LIST_MESSAGES.amount, 'rules.0.name': 'Ein anderer Grund' };
    expect(formErrors(fields)).toEqual({
      basePrice: 'app.settings.prices.validation.basePrice',
      'rules.1.prefix': 'app.settings.prices.validation.zipPrefix',
      'rules.1.changeValue': 'app.settings.prices.validation.amount',
      'rules.0.name': 'Ein anderer Grund',
    });
    expect(serverErrors(fields)).toEqual({
      basePrice: 'app.settings.prices.validation.basePrice',
      rules: [{ name: 'Ein anderer Grund' }, { prefix: 'app.settings.prices.validation.zipPrefix', changeValue: 'app.settings.prices.validation.amount' }],
    });
    expect(serverErrors(undefined)).toBeUndefined();
  });

  it('checks while typing with the server’s rules', () => {
    const values = {
      basePrice: -1,
      rules: [
        { name: '', kind: 'zipPrefix', prefix: 'ab', changeType: 'amount', changeValue: 5 },
        { name: 'Alter', kind: 'ageDays', from: 7, to: 3, changeType: 'percent', changeValue: -150 },
      ],
    };
    expect(validatePriceListForm(values)).toEqual({
      basePrice: 'app.settings.prices.validation.basePrice',
      rules: [
        { name: 'app.settings.prices.validation.name', prefix: 'app.settings.prices.validation.zipPrefix' },
        { to: 'app.settings.prices.validation.ageOrder', changeValue: 'app.settings.prices.validation.percent' },
      ],
    });
  });

  it('says above the list when it has too many rules', () => {
    const rules = Array.from({ length: 101 }, () => ({ name: 'Exklusiv', kind: 'exclusive', changeType: 'amount', changeValue: 1 }));
    expect(priceListErrors({ basePrice: 45, rules })).toEqual(['app.settings.prices.validation.tooManyRules']);
    expect(priceListErrors({ basePrice: 45, rules: rules.slice(0, 3) })).toEqual([]);
  });
});
