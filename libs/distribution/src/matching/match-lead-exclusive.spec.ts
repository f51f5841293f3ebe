import { BuyerAvailability, Conditions, defaultConditions, EMPTY_BUYER_AVAILABILITY } from '@app/contract';
import { CoverageIndex } from './coverage-index';
import { exclusiveNote, matchLead, MatchInput } from './match-lead';
import { Buyer, BuyerActivity, LeadToMatch } from './types';

/** Wednesday 2026-11-18 10:00 in Berlin: every default buyer takes leads. */
const NOW = new Date('2026-11-18T09:00:00Z');
const geo = { centroid: () => null };
const answers = { fixedAnswers: new Map(), freeTextOptions: new Map() };

let nextId = 1;
function buyer(change: Partial<Omit<Buyer, 'conditions'>> & { conditions?: Partial<Conditions> } = {}): Buyer {
  const conditions = { ...defaultConditions(), zipConditions: [{ zip: '1', email: '' }], ...change.conditions };
  return { id: nextId++, name: 'Käufer', active: true, deleted: false, prio: 100, email: 'leads@k.example', monthlyLeadLimit: 0, monthlyLeadGoal: 0, price: 45, ...change, conditions };
}

interface Options {
  buyersPerLead?: number;
  worthIt?: boolean;
  lead?: Partial<LeadToMatch>;
  creditUsed?: Map<number, number>;
  activity?: Map<number, BuyerActivity>;
  explain?: boolean;
  priceOf?: MatchInput['priceOf'];
}

function run(buyers: Buyer[], options: Options = {}) {
  return matchLead({
    lead: { id: 1, zip: '10115', createdAt: NOW, data: {}, boughtBy: new Set(), samePersonBoughtBy: new Set(), ...options.lead },
    buyers,
    coverage: new CoverageIndex(buyers, geo),
    activity: options.activity ?? new Map(),
    answers,
    settings: { buyersPerLead: options.buyersPerLead ?? 3, ...(options.worthIt === undefined ? {} : { exclusiveOnlyIfWorthIt: options.worthIt }) },
    now: NOW,
    leadZipKnown: true,
    explain: options.explain,
    creditUsed: options.creditUsed,
    priceOf: options.priceOf,
  });
}

const ids = (entries: { buyer: Buyer }[]) => entries.map((entry) => entry.buyer.id);
const reasonOf = (result: ReturnType<typeof run>, target: Buyer) => result.excluded.find((entry) => entry.buyerId === target.id)?.reason ?? 'eligible';

describe('matchLead: exclusive or shared', () => {
  // The top buyer (prio 1) with an exclusive price, and up to two more buyers at 45 € each.
  const exclusiveTop = (exclusivePrice: number | undefined, exclusiveLeads = true) => buyer({ prio: 1, exclusiveLeads, exclusivePrice });
  const others = (count: number) => Array.from({ length: count }, () => buyer({ prio: 2 }));

  it.each([
    // [case, exclusive price, other buyers, buyers per lead, worth-it setting, exclusive?]
    ['pays more than three sharing buyers together', 140, 2, 3, undefined, true],
    ['pays exactly what three sharing buyers pay together (a tie goes exclusive)', 135, 2, 3, undefined, true],
    ['pays a cent less than three sharing buyers together', 134.99, 2, 3, undefined, false],
    ['beats two sharing buyers when only one other fits', 90, 1, 3, undefined, true],
    ['beats what the top two pay when Käufer pro Lead is 2', 90, 2, 2, undefined, true],
    ['is alone in the area: its exclusive price beats its shared price', 60, 0, 3, undefined, true],
    ['is alone in the area but its exclusive price is below its shared one', 40, 0, 3, undefined, false],
    ['pays less, but the worth-it setting is off', 50, 2, 3, false, true],
    ['pays less, with the worth-it setting on explicitly', 50, 2, 3, true, false],
  ] as const)('the top buyer %s', (_, exclusivePrice, otherCount, buyersPerLead, worthIt, exclusive) => {
    const top = exclusiveTop(exclusivePrice);
    const rest = others(otherCount);
    const result = run([...rest, top], { buyersPerLead, worthIt });
    expect(result.exclusive).toBe(exclusive);
    expect(ids(result.selected)).toEqual(exclusive ? [top.id] : [top.id, ...rest.map((b) => b.id)].slice(0, buyersPerLead));
    expect(result.exclusiveOffer).toEqual({ buyerId: top.id, exclusivePrice, sharedTotal: 45 * Math.min(buyersPerLead, otherCount + 1), withinBudget: true });
  });

  it('shares when the best-ranked buyer does not take exclusive leads, even if a lower one does and would pay more', () => {
    const top = buyer({ prio: 1 });
    const second = buyer({ prio: 2, exclusiveLeads: true, exclusivePrice: 500 });
    const result = run([top, second]);
    expect(result.exclusive).toBe(false);
    expect(result.exclusiveOffer).toBeNull();
    expect(ids(result.selected)).toEqual([top.id, second.id]);
  });

  it('changes nothing with the defaults: no buyer takes exclusive leads', () => {
    const buyers = others(4);
    const result = run(buyers);
    expect(result).toMatchObject({ exclusive: false, exclusiveOffer: null });
    expect(ids(result.selected)).toEqual(buyers.slice(0, 3).map((b) => b.id));
  });

  it('takes the shared price as the exclusive price when none is agreed', () => {
    const top = exclusiveTop(undefined);
    expect(run([top]).exclusive).toBe(true);
    expect(run([top, ...others(1)]).exclusive).toBe(false);
  });

  it('asks priceOf for the prices when given (the price list)', () => {
    const top = exclusiveTop(10);
    const rest = others(2);
    const listPrices = (candidate: Buyer, exclusive: boolean) => (exclusive ? 200 : 50);
    const result = run([top, ...rest], { priceOf: listPrices });
    expect(result.exclusive).toBe(true);
    expect(result.exclusiveOffer).toMatchObject({ exclusivePrice: 200, sharedTotal: 150 });
  });

  it('shares a lead someone holds already (a manual sale), whatever the prices', () => {
    const top = exclusiveTop(1000);
    const result = run([top, ...others(1)], { lead: { heldBy: 1 } });
    expect(result.exclusive).toBe(false);
    expect(result.exclusiveOffer).toBeNull();
    expect(result.selected).toHaveLength(2);
  });

  it('sells a lead sold exclusively to nobody else, and says why', () => {
    const owner = buyer({ exclusiveLeads: true, exclusivePrice: 150 });
    const other = buyer();
    const result = run([owner, other], { lead: { boughtBy: new Set([owner.id]), soldExclusively: true, heldBy: 1 } });
    expect(result.selected).toEqual([]);
    expect(reasonOf(result, owner)).toBe('alreadyBought');
    expect(reasonOf(result, other)).toBe('soldExclusively');
    expect(result.excluded.find((entry) => entry.buyerId === other.id)?.message).toBe('Lead wurde exklusiv verkauft');
    expect(run([owner, other], { lead: { boughtBy: new Set([owner.id]), soldExclusively: true }, explain: false }).selected).toEqual([]);
  });

  it('shares when the monthly budget has room for the shared price but not the exclusive one', () => {
    const availability: BuyerAvailability = { ...EMPTY_BUYER_AVAILABILITY, monthlyBudget: 1000 };
    const top = buyer({ prio: 1, exclusiveLeads: true, exclusivePrice: 150, availability });
    const activity = new Map([[top.id, { soldThisMonth: 20, spentThisMonth: 900, lastSaleAt: null }]]);
    const result = run([top, ...others(1)], { activity });
    expect(result.exclusive).toBe(false);
    expect(result.exclusiveOffer?.withinBudget).toBe(false);
    expect(result.selected).toHaveLength(2);
    expect(run([top, ...others(1)], { activity: new Map([[top.id, { soldThisMonth: 2, spentThisMonth: 800, lastSaleAt: null }]]) }).exclusive).toBe(true);
  });

  it('decides the same on the sales path (without the explanation)', () => {
    const top = exclusiveTop(140);
    const rest = others(5);
    for (const exclusivePrice of [140, 100]) {
      const candidates = [{ ...top, exclusivePrice }, ...rest];
      const explained = run(candidates);
      const fast = run(candidates, { explain: false });
      expect(fast.exclusive).toBe(explained.exclusive);
      expect(ids(fast.selected)).toEqual(ids(explained.selected));
    }
  });
});

describe('matchLead: credit limit', () => {
  it.each([
    // [case, limit, used, eligible?]
    ['no limit', null, 50_000, true],
    ['below the limit', 1000, 999.99, true],
    ['at 80 %', 1000, 800, true],
    ['exactly at the limit', 1000, 1000, false],
    ['over the limit', 1000, 1250.5, false],
    ['a limit of 0', 0, 0, false],
  ] as const)('%s: eligible %s', (_, creditLimit, used, eligible) => {
    const target = buyer({ creditLimitEur: creditLimit });
    const result = run([target], { creditUsed: new Map([[target.id, used]]) });
    expect(reasonOf(result, target)).toBe(eligible ? 'eligible' : 'creditLimitReached');
    expect(ids(result.selected)).toEqual(eligible ? [target.id] : []);
  });

  it('names the amounts beside the reason', () => {
    const target = buyer({ creditLimitEur: 1000 });
    const result = run([target], { creditUsed: new Map([[target.id, 1050]]) });
    expect(result.excluded[0].message).toBe('Kreditlimit erreicht: 1.050,00\u00a0€ von 1.000,00\u00a0€');
  });

  it('counts nothing used for a buyer missing from the usage', () => {
    const target = buyer({ creditLimitEur: 500 });
    expect(reasonOf(run([target]), target)).toBe('eligible');
  });

  it('passes the lead to the next buyers, exclusively too, when the top buyer is at its limit', () => {
    const blocked = buyer({ prio: 1, creditLimitEur: 100 });
    const exclusive = buyer({ prio: 2, exclusiveLeads: true, exclusivePrice: 200 });
    const shared = buyer({ prio: 3 });
    const result = run([blocked, exclusive, shared], { creditUsed: new Map([[blocked.id, 100]]) });
    expect(result.exclusive).toBe(true);
    expect(ids(result.selected)).toEqual([exclusive.id]);
    expect(run([blocked, exclusive, shared], { creditUsed: new Map([[blocked.id, 100]]), explain: false }).selected.map((entry) => entry.buyer.id)).toEqual([exclusive.id]);
  });
});

describe('exclusiveNote: why exclusive or shared (Lead Matchen)', () => {
  it.each([
    [{ exclusivePrice: 140, sharedTotal: 135, withinBudget: true }, true, 'Exklusiv: 140,00\u00a0€ allein ≥ 135,00\u00a0€ geteilt – erhält den Lead allein'],
    [{ exclusivePrice: 50, sharedTotal: 135, withinBudget: true }, true, 'Exklusiv: 50,00\u00a0€ allein, geteilt 135,00\u00a0€ („Exklusiv nur wenn lohnender“ ist aus) – erhält den Lead allein'],
    [{ exclusivePrice: 120, sharedTotal: 135, withinBudget: true }, false, 'Nimmt exklusive Leads, aber geteilt ist lohnender: 135,00\u00a0€ geteilt > 120,00\u00a0€ allein – der Lead wird geteilt'],
    [{ exclusivePrice: 150, sharedTotal: 90, withinBudget: false }, false, 'Nimmt exklusive Leads, aber 150,00\u00a0€ passt nicht mehr ins Monatsbudget – der Lead wird geteilt'],
  ])('%j, exclusive %s', (offer, exclusive, note) => {
    expect(exclusiveNote({ buyerId: 1, ...offer }, exclusive)).toBe(note);
  });
});
