import { BuyerAvailability, Conditions, defaultConditions, EMPTY_BUYER_AVAILABILITY, HolidayLookup } from '@app/contract';
import { CoverageIndex } from './coverage-index';
import { haversineKm } from '@app/geo';
import { matchLead } from './match-lead';
import { AnswerCatalogue, Buyer, BuyerActivity, GeoLookup, LeadToMatch } from './types';

const CENTROIDS: Record<string, { latitude: number; longitude: number }> = {
  '10115': { latitude: 52.5323, longitude: 13.3846 }, // Berlin-Mitte
  '14467': { latitude: 52.4009, longitude: 13.0591 }, // Potsdam
  '80331': { latitude: 48.1372, longitude: 11.5755 }, // München
  '85221': { latitude: 48.2603, longitude: 11.4342 }, // Dachau
};
const geo: GeoLookup = { centroid: (zip) => CENTROIDS[zip] ?? null };
const BERLIN_POTSDAM_KM = haversineKm(CENTROIDS['10115'], CENTROIDS['14467']);

const catalogue: AnswerCatalogue = {
  fixedAnswers: new Map([
    ['roofType', new Set(['Satteldach', 'Flachdach'])],
    ['buildingType', new Set(['Einfamilienhaus', 'Reihenhaus'])],
  ]),
  freeTextOptions: new Map([['buildingType', new Set(['Sonstiges'])]]),
};

/** Wednesday 2026-11-18 10:00 in Berlin (CET). */
const WEDNESDAY_10 = new Date('2026-11-18T09:00:00Z');

let nextId = 1;
function buyer(change: Partial<Omit<Buyer, 'conditions'>> & { conditions?: Partial<Conditions> } = {}): Buyer {
  const conditions = { ...defaultConditions(), zipConditions: [{ zip: '1', email: '' }], ...change.conditions };
  return { id: nextId++, name: 'Käufer', active: true, deleted: false, prio: 100, email: 'leads@kaeufer.example', monthlyLeadLimit: 0, monthlyLeadGoal: 0, ...change, conditions };
}

function lead(change: Partial<LeadToMatch> = {}): LeadToMatch {
  return { id: 1, zip: '10115', createdAt: WEDNESDAY_10, data: { roofType: 'Satteldach', buildingType: 'Einfamilienhaus' }, boughtBy: new Set(), samePersonBoughtBy: new Set(), ...change };
}

function run(buyers: Buyer[], options: { lead?: Partial<LeadToMatch>; now?: Date; activity?: Map<number, BuyerActivity>; buyersPerLead?: number; holidayOn?: HolidayLookup } = {}) {
  const theLead = lead(options.lead);
  return matchLead({
    lead: theLead,
    buyers,
    coverage: new CoverageIndex(buyers, geo),
    activity: options.activity ?? new Map(),
    answers: catalogue,
    settings: { buyersPerLead: options.buyersPerLead ?? 3 },
    now: options.now ?? WEDNESDAY_10,
    leadZipKnown: geo.centroid(theLead.zip) !== null,
    holidayOn: options.holidayOn,
  });
}

const reasonOf = (result: ReturnType<typeof run>, target: Buyer) => result.excluded.find((entry) => entry.buyerId === target.id)?.reason ?? 'eligible';

describe('matchLead: postal-code coverage', () => {
  it.each([
    ['1', true],
    ['10', true],
    ['101', true],
    ['1011', true],
    ['10115', true],
    ['2', false],
    ['102', false],
    ['10116', false],
  ])('a prefix row "%s" covers 10115: %s', (prefix, covers) => {
    const target = buyer({ conditions: { zipConditions: [{ zip: prefix, email: '' }] } });
    expect(reasonOf(run([target]), target)).toBe(covers ? 'eligible' : 'zipNotCovered');
  });

  it('takes the recipients of the most specific matching row, else the buyer e-mail', () => {
    const rows = buyer({ conditions: { zipConditions: [{ zip: '1', email: 'alle@k.example' }, { zip: '101', email: 'mitte@k.example, chef@k.example' }] } });
    const plain = buyer({ email: 'a@k.example, b@k.example', conditions: { zipConditions: [{ zip: '10', email: '' }] } });
    const result = run([rows, plain]);
    expect(result.eligible.find((e) => e.buyer.id === rows.id)?.recipients).toEqual(['mitte@k.example', 'chef@k.example']);
    expect(result.eligible.find((e) => e.buyer.id === plain.id)?.recipients).toEqual(['a@k.example', 'b@k.example']);
  });

  it('counts a radius exactly at the border as inside, a hair less as outside', () => {
    const config = { ...defaultConditions().config, radius: true };
    const atBorder = buyer({ conditions: { config, zipConditions: [], radiuses: [{ zip: '14467', radius: BERLIN_POTSDAM_KM }] } });
    const justShort = buyer({ conditions: { config, zipConditions: [], radiuses: [{ zip: '14467', radius: BERLIN_POTSDAM_KM - 0.001 }] } });
    const result = run([atBorder, justShort]);
    expect(reasonOf(result, atBorder)).toBe('eligible');
    expect(result.eligible[0].distanceKm).toBeCloseTo(BERLIN_POTSDAM_KM, 6);
    expect(reasonOf(result, justShort)).toBe('zipNotCovered');
  });

  it('uses only prefixes with radius off, only radiuses with it on, either with otherAndRadius', () => {
    const rows = { zipConditions: [{ zip: '10', email: '' }], radiuses: [{ zip: '80331', radius: 30 }] };
    const off = buyer({ conditions: { ...rows } });
    const on = buyer({ conditions: { ...rows, config: { ...defaultConditions().config, radius: true } } });
    const both = buyer({ conditions: { ...rows, config: { ...defaultConditions().config, radius: true, otherAndRadius: true } } });
    const berlin = run([off, on, both]);
    expect([reasonOf(berlin, off), reasonOf(berlin, on), reasonOf(berlin, both)]).toEqual(['eligible', 'zipNotCovered', 'eligible']);
    const dachau = run([off, on, both], { lead: { zip: '85221' } });
    expect([reasonOf(dachau, off), reasonOf(dachau, on), reasonOf(dachau, both)]).toEqual(['zipNotCovered', 'eligible', 'eligible']);
  });

  it('never treats a postal code missing from the geodata as distance 0', () => {
    const config = { ...defaultConditions().config, radius: true };
    const radiusBuyer = buyer({ conditions: { config, zipConditions: [], radiuses: [{ zip: '10115', radius: 500 }] } });
    const prefixBuyer = buyer({ conditions: { zipConditions: [{ zip: '99', email: '' }] } });
    const result = run([radiusBuyer, prefixBuyer], { lead: { zip: '99999' } });
    expect(reasonOf(result, radiusBuyer)).toBe('unknownZip');
    expect(reasonOf(result, prefixBuyer)).toBe('eligible');
  });

  it('says when no coverage is configured at all', () => {
    const none = buyer({ conditions: { zipConditions: [] } });
    expect(reasonOf(run([none]), none)).toBe('noCoverage');
  });

  it('extends coverage with a white-listed sheet and excludes with a black-listed one', () => {
    const sheet = (whiteList: boolean) => ({ ...defaultConditions().config, googleZipSheet: { sheetId: 's1', pageName: 'PLZ', tableName: 'A', whiteList } });
    const white = buyer({ sheetZips: ['10115'], conditions: { zipConditions: [], config: sheet(true) } });
    const black = buyer({ sheetZips: ['10115'], conditions: { zipConditions: [{ zip: '1', email: '' }], config: sheet(false) } });
    const result = run([white, black]);
    expect(reasonOf(result, white)).toBe('eligible');
    expect(reasonOf(result, black)).toBe('zipExcludedBySheet');
    expect(reasonOf(run([black], { lead: { zip: '14467' } }), black)).toBe('eligible');
  });
});

describe('matchLead: buyer state and the same lead or person', () => {
  it.each([
    ['deleted', { deleted: true }, {}],
    ['inactive', { active: false }, {}],
    ['dunningHold', { dunningHold: 'Lieferstopp: Rechnung RE2027-0001 beim Anwalt' }, {}],
    ['alreadyBought', {}, { boughtBy: 'self' }],
    ['samePersonBought', {}, { samePersonBoughtBy: 'self' }],
  ] as const)('excludes %s', (reason, change, leadChange) => {
    const target = buyer(change);
    const sets = Object.fromEntries(Object.entries(leadChange).map(([key]) => [key, new Set([target.id])]));
    expect(reasonOf(run([target], { lead: sets }), target)).toBe(reason);
  });
});

describe('matchLead: a dunning with the lawyer or Creditreform', () => {
  it('says why the buyer gets nothing, and lets it buy again once released', () => {
    const held = buyer({ dunningHold: 'Lieferstopp: Rechnung RE2027-0001 wurde am 01.03.2027 an den Anwalt übergeben.' });
    const result = run([held]);
    expect(result.excluded.find((exclusion) => exclusion.buyerId === held.id)?.message).toBe(
      'Lieferstopp wegen Mahnverfahren: Lieferstopp: Rechnung RE2027-0001 wurde am 01.03.2027 an den Anwalt übergeben.',
    );
    expect(reasonOf(run([{ ...held, dunningHold: null }]), held)).toBe('eligible');
  });
});

describe('matchLead: answer filters', () => {
  it.each([
    [{ roofType: ['Satteldach'] }, { roofType: 'Satteldach' }, true],
    [{ roofType: ['Flachdach'] }, { roofType: 'Satteldach' }, false],
    [{ roofType: [] }, { roofType: 'Satteldach' }, true],
    [{ roofType: ['Satteldach'] }, {}, false],
    [{ buildingType: ['Sonstiges'] }, { buildingType: 'Bauernhof mit Scheune' }, true],
    [{ buildingType: ['Sonstiges'] }, { buildingType: 'Reihenhaus' }, false],
    [{ buildingType: ['Reihenhaus'] }, { buildingType: 'Bauernhof mit Scheune' }, false],
  ])('filter %j, answers %j → eligible %s', (answers, data, expected) => {
    const target = buyer({ conditions: { answers } });
    expect(reasonOf(run([target], { lead: { data } }), target)).toBe(expected ? 'eligible' : 'answerMismatch');
  });
});

describe('matchLead: active days in Europe/Berlin', () => {
  const sundayUntil18 = () => buyer({ conditions: { activeDays: defaultConditions().activeDays.map((day) => (day.weekDay === 'sunday' ? { ...day, active: true } : day)) } });

  it.each([
    ['Sunday 17:59 (CET)', '2026-11-22T16:59:00Z', 'eligible'],
    ['Sunday 18:00 (CET)', '2026-11-22T17:00:00Z', 'notActiveNow'],
    ['Sunday 07:59 (CET)', '2026-11-22T06:59:00Z', 'notActiveNow'],
    ['Sunday 17:59 (CEST)', '2026-06-21T15:59:00Z', 'eligible'],
    ['Sunday 18:00 (CEST)', '2026-06-21T16:00:00Z', 'notActiveNow'],
  ])('%s', (_, instant, expected) => {
    const target = sundayUntil18();
    const now = new Date(instant);
    expect(reasonOf(run([target], { now, lead: { createdAt: now } }), target)).toBe(expected);
  });

  const nightOwl = () =>
    buyer({
      conditions: { activeDays: defaultConditions().activeDays.map((day) => (day.weekDay === 'sunday' ? { ...day, active: true, startTime: '00:00', endTime: '03:00' } : day)) },
    });

  it.each([
    ['spring forward: 01:30 CET is active', '2026-03-29T00:30:00Z', 'eligible'],
    ['spring forward: 03:30 CEST is not', '2026-03-29T01:30:00Z', 'notActiveNow'],
    ['fall back: 02:30 CEST is active', '2026-10-25T00:30:00Z', 'eligible'],
    ['fall back: 02:30 CET (again) is active', '2026-10-25T01:30:00Z', 'eligible'],
    ['fall back: 03:00 CET is not', '2026-10-25T02:00:00Z', 'notActiveNow'],
  ])('%s', (_, instant, expected) => {
    const target = nightOwl();
    const now = new Date(instant);
    expect(reasonOf(run([target], { now, lead: { createdAt: now } }), target)).toBe(expected);
  });

  it('excludes a buyer on an inactive weekday (Saturday by default)', () => {
    const target = buyer();
    const saturday = new Date('2026-11-21T10:00:00Z');
    expect(reasonOf(run([target], { now: saturday, lead: { createdAt: saturday } }), target)).toBe('notActiveNow');
  });
});

describe('matchLead: age and monthly limit', () => {
  it('takes a lead exactly `age` days old, not older', () => {
    const target = buyer({ conditions: { age: 7 } });
    const exactly = new Date(WEDNESDAY_10.getTime() - 7 * 86_400_000);
    expect(reasonOf(run([target], { lead: { createdAt: exactly } }), target)).toBe('eligible');
    expect(reasonOf(run([target], { lead: { createdAt: new Date(exactly.getTime() - 1) } }), target)).toBe('tooOld');
  });

  it('stops at the monthly limit (reached by one), not before; 0 means no limit', () => {
    const limited = buyer({ monthlyLeadLimit: 10 });
    const unlimited = buyer({ monthlyLeadLimit: 0 });
    const below = new Map([[limited.id, { soldThisMonth: 9, lastSaleAt: null }], [unlimited.id, { soldThisMonth: 999, lastSaleAt: null }]]);
    const reached = new Map([[limited.id, { soldThisMonth: 10, lastSaleAt: null }]]);
    expect(reasonOf(run([limited, unlimited], { activity: below }), limited)).toBe('eligible');
    expect(reasonOf(run([limited, unlimited], { activity: below }), unlimited)).toBe('eligible');
    const result = run([limited], { activity: reached });
    expect(reasonOf(result, limited)).toBe('monthlyLimitReached');
    expect(result.excluded[0].message).toBe('Monatliches Lead-Limit erreicht: 10 von 10');
  });
});

describe('matchLead: ranking and the top N', () => {
  it('ranks by prio, then share of goal, then longest since the last lead, then id; sells to the top N', () => {
    const early = buyer({ prio: 10 });
    const behindGoal = buyer({ prio: 100, monthlyLeadGoal: 20 });
    const atGoal = buyer({ prio: 100, monthlyLeadGoal: 10 });
    const noGoalLongAgo = buyer({ prio: 100 });
    const noGoalRecent = buyer({ prio: 100 });
    const noGoalNever = buyer({ prio: 100 });
    const activity = new Map<number, BuyerActivity>([
      [behindGoal.id, { soldThisMonth: 5, lastSaleAt: new Date('2026-11-18T08:00:00Z') }],
      [atGoal.id, { soldThisMonth: 10, lastSaleAt: new Date('2026-11-01T08:00:00Z') }],
      [noGoalLongAgo.id, { soldThisMonth: 1, lastSaleAt: new Date('2026-11-02T08:00:00Z') }],
      [noGoalRecent.id, { soldThisMonth: 1, lastSaleAt: new Date('2026-11-17T08:00:00Z') }],
    ]);
    const result = run([noGoalRecent, atGoal, noGoalLongAgo, early, noGoalNever, behindGoal], { activity, buyersPerLead: 3 });
    expect(result.eligible.map((entry) => entry.buyer.id)).toEqual([early.id, behindGoal.id, atGoal.id, noGoalNever.id, noGoalLongAgo.id, noGoalRecent.id]);
    expect(result.selected.map((entry) => entry.buyer.id)).toEqual([early.id, behindGoal.id, atGoal.id]);
  });

  it('breaks full ties by id, whatever the input order', () => {
    const a = buyer();
    const b = buyer();
    expect(run([b, a]).eligible.map((entry) => entry.buyer.id)).toEqual([a.id, b.id]);
    expect(run([a, b]).eligible.map((entry) => entry.buyer.id)).toEqual([a.id, b.id]);
  });
});

describe('matchLead: sales path', () => {
  it('selects the same buyers without the explanation as with it', () => {
    const buyers = Array.from({ length: 40 }, (_, index) => buyer({ prio: 100 + (index % 4), monthlyLeadGoal: index % 3 ? 10 : 0 }));
    const activity = new Map<number, BuyerActivity>(buyers.map((b, index) => [b.id, { soldThisMonth: index % 7, lastSaleAt: new Date(1_700_000_000_000 + index * 997) }]));
    const coverage = new CoverageIndex(buyers, geo);
    const input = { lead: lead(), buyers, coverage, activity, answers: catalogue, settings: { buyersPerLead: 5 }, now: WEDNESDAY_10, leadZipKnown: true };
    const explained = matchLead(input);
    const fast = matchLead({ ...input, explain: false });
    expect(fast.selected.map((entry) => entry.buyer.id)).toEqual(explained.selected.map((entry) => entry.buyer.id));
    expect(fast.excluded).toEqual([]);
  });
});

describe("matchLead: the buyer's own choices (portal)", () => {
  const own = (change: Partial<BuyerAvailability>): BuyerAvailability => ({ ...EMPTY_BUYER_AVAILABILITY, ...change });
  const messageOf = (result: ReturnType<typeof run>, target: Buyer) => result.excluded.find((entry) => entry.buyerId === target.id)?.message;
  /** Friday 2026-12-25 10:00 in Berlin: Christmas Day, a holiday in every state. */
  const CHRISTMAS_10 = new Date('2026-12-25T09:00:00Z');
  const christmas: HolidayLookup = (state, day) => (day === '2026-12-25' ? '1. Weihnachtstag' : state === 'BY' && day === '2027-01-06' ? 'Heilige Drei Könige' : null);

  it('skips a buyer during its pause, both days included, and says until when', () => {
    const paused = buyer({ availability: own({ pauses: [{ from: '2026-11-18', to: '2026-11-22', reason: 'Urlaub' }, { from: '2026-11-23', to: '2026-12-14', reason: '' }] }) });
    const before = buyer({ availability: own({ pauses: [{ from: '2026-11-10', to: '2026-11-17', reason: 'Urlaub' }] }) });
    const after = buyer({ availability: own({ pauses: [{ from: '2026-11-19', to: '2026-11-20', reason: 'Messe' }] }) });
    const result = run([paused, before, after]);
    expect(reasonOf(result, paused)).toBe('paused');
    expect(messageOf(result, paused)).toBe('Pausiert bis 14.12.2026 (Urlaub)');
    expect(reasonOf(result, before)).toBe('eligible');
    expect(reasonOf(result, after)).toBe('eligible');
    // The last day counts, in German time: 14 December 23:30 in Berlin is still the pause, 15 December 00:30 is not.
    const lateOnTheLastDay = new Date('2026-12-14T22:30:00Z');
    const justAfter = new Date('2026-12-14T23:30:00Z');
    expect(reasonOf(run([paused], { now: lateOnTheLastDay, lead: { createdAt: lateOnTheLastDay } }), paused)).toBe('paused');
    expect(reasonOf(run([paused], { now: justAfter, lead: { createdAt: justAfter } }), paused)).toBe('notActiveNow');
  });

  it("skips a buyer on its state's public holidays only", () => {
    const always = { conditions: { activeDays: defaultConditions().activeDays.map((day) => ({ ...day, active: true, startTime: '00:00', endTime: '23:45' })) } };
    const bavarian = buyer({ ...always, availability: own({ holidaysState: 'BY' }) });
    const berliner = buyer({ ...always, availability: own({ holidaysState: 'BE' }) });
    const ignores = buyer({ ...always, availability: own({ holidaysState: null }) });
    const onChristmas = run([bavarian, berliner, ignores], { now: CHRISTMAS_10, lead: { createdAt: CHRISTMAS_10 }, holidayOn: christmas });
    expect(messageOf(onChristmas, bavarian)).toBe('Feiertag in Bayern (1. Weihnachtstag)');
    expect(messageOf(onChristmas, berliner)).toBe('Feiertag in Berlin (1. Weihnachtstag)');
    expect(reasonOf(onChristmas, ignores)).toBe('eligible');
    const epiphany = new Date('2027-01-06T09:00:00Z');
    const onEpiphany = run([bavarian, berliner], { now: epiphany, lead: { createdAt: epiphany }, holidayOn: christmas });
    expect(reasonOf(onEpiphany, bavarian)).toBe('holiday');
    expect(reasonOf(onEpiphany, berliner)).toBe('eligible');
  });

  it('keeps a buyer within its monthly budget, the next lead included', () => {
    const target = buyer({ price: 50, availability: own({ monthlyBudget: 1000 }) });
    const spent = (amount: number) => new Map([[target.id, { soldThisMonth: amount / 50, spentThisMonth: amount, lastSaleAt: null }]]);
    expect(reasonOf(run([target], { activity: spent(950) }), target)).toBe('eligible');
    const full = run([target], { activity: spent(1000) });
    expect(reasonOf(full, target)).toBe('budgetReached');
    expect(messageOf(full, target)).toBe('Monatsbudget erreicht: 1.000,00\u00a0€ von 1.000,00\u00a0€ ausgegeben');
    expect(reasonOf(run([target], { activity: spent(960) }), target)).toBe('budgetReached');
  });

  it("counts the buyer's own lead limit when it is lower than the one staff set", () => {
    const lowered = buyer({ monthlyLeadLimit: 50, availability: own({ monthlyLeadLimit: 10 }) });
    const activity = new Map([[lowered.id, { soldThisMonth: 10, lastSaleAt: null }]]);
    const result = run([lowered], { activity });
    expect(reasonOf(result, lowered)).toBe('monthlyLimitReached');
    expect(messageOf(result, lowered)).toBe('Monatliches Lead-Limit erreicht: 10 von 10');
    const staffOnly = buyer({ monthlyLeadLimit: 50, availability: own({ monthlyLeadLimit: null }) });
    expect(reasonOf(run([staffOnly], { activity: new Map([[staffOnly.id, { soldThisMonth: 10, lastSaleAt: null }]]) }), staffOnly)).toBe('eligible');
  });
});
