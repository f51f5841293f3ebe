import { PRICE_LIST_MESSAGES } from '@app/contract';
import { startTestApp, TestApp } from '../support/test-app';

const EMPTY = { basePrice: 0, rules: [] };

const LIST = {
  basePrice: 45,
  rules: [
    { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
    { name: 'Großer Verbrauch', when: { kind: 'answerRange', key: 'consumption', min: 5000 }, change: { amount: 10 } },
    { name: 'Speicher', when: { kind: 'answer', key: 'interestBattery', values: ['Ja', 'Vielleicht'] }, change: { amount: 3 } },
    { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 40 } },
    { name: 'Ab Tag 3', when: { kind: 'ageDays', from: 3, to: 6 }, change: { percent: -30 } },
    { name: 'Nach Reklamation', when: { kind: 'afterComplaint' }, change: { percent: -40 } },
  ],
};

const rule = (overrides: Record<string, unknown>) => ({ name: 'Regel', when: { kind: 'exclusive' }, change: { amount: 5 }, ...overrides });

/** Settings 'Preise' (issue 30 §2, §6): the price list, read by every staff role, changed by administrators. */
describe('Price list: GET/PUT /api/settings/prices', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.staffAuth('admin');
  });
  afterAll(() => t.close());

  const stored = async () => (await t.http.get('/api/settings/prices').set(admin).expect(200)).body;

  it('needs a login and starts without a price list: base 0, no rules (the agreed prices apply as today)', async () => {
    await t.http.get('/api/settings/prices').expect(401);
    await t.http.put('/api/settings/prices').send(LIST).expect(401);
    expect(await stored()).toEqual(EMPTY);
  });

  it('lets every role read it and only administrators change it', async () => {
    for (const role of ['sales', 'accounting'] as const) {
      const auth = await t.staffAuth(role);
      expect((await t.http.get('/api/settings/prices').set(auth).expect(200)).body).toEqual(EMPTY);
      await t.http.put('/api/settings/prices').set(auth).send(LIST).expect(403);
    }
    expect(await stored()).toEqual(EMPTY);
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['a negative base price', { basePrice: -1, rules: [] }, { basePrice: PRICE_LIST_MESSAGES.basePrice }],
    ['a base price as text', { basePrice: '45', rules: [] }, { basePrice: PRICE_LIST_MESSAGES.basePrice }],
    ['a base price of null', { basePrice: null, rules: [] }, { basePrice: PRICE_LIST_MESSAGES.basePrice }],
    ['three decimals', { basePrice: 45.001, rules: [] }, { basePrice: PRICE_LIST_MESSAGES.basePrice }],
    ['no rules list', { basePrice: 45 }, { rules: PRICE_LIST_MESSAGES.rules }],
    ['rules of null', { basePrice: 45, rules: null }, { rules: PRICE_LIST_MESSAGES.rules }],
    ['an empty name', { basePrice: 45, rules: [rule({ name: ' ' })] }, { 'rules.0.name': PRICE_LIST_MESSAGES.name }],
    ['an unknown condition', { basePrice: 45, rules: [rule({}), rule({ when: { kind: 'wetter' } })] }, { 'rules.1.when.kind': PRICE_LIST_MESSAGES.kind }],
    ['a condition of null', { basePrice: 45, rules: [rule({ when: null })] }, { 'rules.0.when': PRICE_LIST_MESSAGES.kind }],
    ['letters as postal-code prefix', { basePrice: 45, rules: [rule({ when: { kind: 'zipPrefix', prefix: '8a' } })] }, { 'rules.0.when.prefix': PRICE_LIST_MESSAGES.zipPrefix }],
    ['an answer rule without values', { basePrice: 45, rules: [rule({ when: { kind: 'answer', key: 'interestBattery', values: [] } })] }, { 'rules.0.when.values': PRICE_LIST_MESSAGES.values }],
    ['a range without bounds', { basePrice: 45, rules: [rule({ when: { kind: 'answerRange', key: 'consumption' } })] }, { 'rules.0.when.min': PRICE_LIST_MESSAGES.rangeMissing }],
    ['a range the wrong way round', { basePrice: 45, rules: [rule({ when: { kind: 'answerRange', key: 'consumption', min: 8000, max: 5000 } })] }, { 'rules.0.when.max': PRICE_LIST_MESSAGES.rangeOrder }],
    ['ages the wrong way round', { basePrice: 45, rules: [rule({ when: { kind: 'ageDays', from: 7, to: 3 } })] }, { 'rules.0.when.to': PRICE_LIST_MESSAGES.ageOrder }],
    ['a fractional age', { basePrice: 45, rules: [rule({ when: { kind: 'ageDays', from: 1.5 } })] }, { 'rules.0.when.from': PRICE_LIST_MESSAGES.ageDays }],
    ['no change', { basePrice: 45, rules: [rule({}), rule({}), rule({ change: {} })] }, { 'rules.2.change': PRICE_LIST_MESSAGES.change }],
    ['both amount and percent', { basePrice: 45, rules: [rule({ change: { amount: 5, percent: 10 } })] }, { 'rules.0.change': PRICE_LIST_MESSAGES.change }],
    ['a change of null', { basePrice: 45, rules: [rule({ change: null })] }, { 'rules.0.change': PRICE_LIST_MESSAGES.change }],
    ['an amount as text', { basePrice: 45, rules: [rule({ change: { amount: '5' } })] }, { 'rules.0.change.amount': PRICE_LIST_MESSAGES.amount }],
    ['a percentage below −100', { basePrice: 45, rules: [rule({ change: { percent: -101 } })] }, { 'rules.0.change.percent': PRICE_LIST_MESSAGES.percent }],
    ['an unknown field', { basePrice: 45, rules: [], currency: 'USD' }, { currency: 'currency ist kein erlaubtes Feld' }],
  ])('refuses %s with a German 400 per field, never a 500, and keeps what was stored', async (_name, body, fields) => {
    const response = await t.http.put('/api/settings/prices').set(admin).send(body as object).expect(400);
    expect(response.body.fields).toEqual(fields);
    expect(typeof response.body.error).toBe('string');
    expect(await stored()).toEqual(EMPTY);
  });

  it('saves a valid list (trimmed), answers and reads it back, and notes the change in the audit trail', async () => {
    const sent = { ...LIST, rules: LIST.rules.map((each, index) => (index === 0 ? { ...each, name: '  PLZ 8 ' } : each)) };
    expect((await t.http.put('/api/settings/prices').set(admin).send(sent).expect(200)).body).toEqual(LIST);
    expect(await stored()).toEqual(LIST);

    const audit = (await t.http.get('/api/audit').query({ range: '[0,0]', sort: '["at","DESC"]' }).set(admin).expect(200)).body;
    expect(audit[0]).toMatchObject({ action: 'update', entityType: 'settings', entityId: 'prices', details: { route: 'PUT /api/settings/prices' } });
    expect(audit[0].changes.after).toMatchObject({ basePrice: 45 });

    // Back to no price list.
    expect((await t.http.put('/api/settings/prices').set(admin).send(EMPTY).expect(200)).body).toEqual(EMPTY);
    expect(await stored()).toEqual(EMPTY);
  });
});
