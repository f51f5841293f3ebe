import { NO_LEADS, NO_PINGS, NO_SALES, scorecardPeriod, scorecardRow, scorecardTotal, sortScorecard } from './supplier-scorecard';

const leads = { leads: 8, duplicates: 1, lowQuality: 2, supplierReclaimed: 2, soldLeads: 6 };
const sales = { sales: 9, reclamations: 3, incomeCents: 30_000, withOutcome: 6, reached: 5, appointment: 3, won: 2, wonCents: 2_500_000 };

describe('scorecardRow', () => {
  it('takes shares of the leads, the complaint rate of the sales and the outcome rates of the sales with an outcome', () => {
    expect(scorecardRow({ id: 7, name: 'Nord', leadCostCents: 1_250 }, leads, sales)).toEqual({
      id: 7,
      name: 'Nord',
      leads: 8,
      duplicates: 1,
      duplicateShare: 12.5,
      lowQuality: 2,
      lowQualityShare: 25,
      supplierReclaimed: 2,
      soldLeads: 6,
      soldShare: 75,
      sales: 9,
      reclamations: 3,
      complaintRate: 33.33,
      withOutcome: 6,
      reachedRate: 83.33,
      appointmentRate: 50,
      wonRate: 33.33,
      won: 2,
      wonValue: 25_000,
      leadCost: 12.5,
      // Six leads paid for: the two given back to the supplier cost nothing.
      cost: 75,
      income: 300,
      margin: 225,
      costPerWonOrder: 37.5,
    });
  });

  it('leaves out what it cannot divide or price: no sales, no outcome, no order, no purchase price', () => {
    const row = scorecardRow({ id: 1, name: 'Neu', leadCostCents: null }, { ...NO_LEADS, leads: 3 }, NO_SALES);
    expect(row).toMatchObject({ soldShare: 0, complaintRate: null, reachedRate: null, wonRate: null, leadCost: null, cost: null, margin: null, costPerWonOrder: null, income: 0 });
    const priced = scorecardRow({ id: 1, name: 'Neu', leadCostCents: 1_000 }, { ...NO_LEADS, leads: 3 }, NO_SALES);
    expect(priced).toMatchObject({ cost: 30, margin: -30, costPerWonOrder: null });
    expect(scorecardRow({ id: 1, name: 'Leer', leadCostCents: 0 }, NO_LEADS, NO_SALES)).toMatchObject({ duplicateShare: null, soldShare: null, cost: 0 });
  });

  it('rounds the cost per order to the cent', () => {
    expect(scorecardRow({ id: 1, name: 'X', leadCostCents: 1_000 }, { ...NO_LEADS, leads: 1 }, { ...NO_SALES, won: 3 }).costPerWonOrder).toBe(3.33);
  });
});

describe('scorecardTotal', () => {
  const nord = scorecardRow({ id: 1, name: 'Nord', leadCostCents: 1_250 }, leads, sales);
  const sued = scorecardRow({ id: 2, name: 'Süd', leadCostCents: 500 }, { ...NO_LEADS, leads: 2, soldLeads: 1 }, { ...NO_SALES, sales: 1, incomeCents: 4_000 });

  it('adds the counts and takes the shares of the sums', () => {
    const total = scorecardTotal('Gesamt', [
      { row: nord, leads, sales },
      { row: sued, leads: { ...NO_LEADS, leads: 2, soldLeads: 1 }, sales: { ...NO_SALES, sales: 1, incomeCents: 4_000 } },
    ]);
    expect(total).toMatchObject({ name: 'Gesamt', leads: 10, soldLeads: 7, soldShare: 70, sales: 10, complaintRate: 30, leadCost: null, cost: 85, income: 340, margin: 255, costPerWonOrder: 42.5 });
  });

  it('has no cost when a source has no purchase price', () => {
    const unpriced = scorecardRow({ id: 3, name: 'Ohne', leadCostCents: null }, { ...NO_LEADS, leads: 1 }, NO_SALES);
    expect(scorecardTotal('Gesamt', [{ row: nord, leads, sales }, { row: unpriced, leads: { ...NO_LEADS, leads: 1 }, sales: NO_SALES }])).toMatchObject({ cost: null, margin: null, income: 300 });
  });
});

describe('sortScorecard', () => {
  const row = (id: number, name: string, complaintRate: number | null, leads: number) => ({ ...scorecardRow({ id, name, leadCostCents: null }, { ...NO_LEADS, leads }, NO_SALES), complaintRate });
  const rows = [row(1, 'Beta', 10, 5), row(2, 'alpha', null, 5), row(3, 'Gamma', 20, 9), row(4, 'Äpfel', 10, 1)];
  const names = (sorted: { name: string }[]) => sorted.map((entry) => entry.name);

  it('sorts by a figure either way, rows without it last, ties by name', () => {
    expect(names(sortScorecard(rows, { field: 'complaintRate', order: 'DESC' }))).toEqual(['Gamma', 'Äpfel', 'Beta', 'alpha']);
    expect(names(sortScorecard(rows, { field: 'complaintRate', order: 'ASC' }))).toEqual(['Äpfel', 'Beta', 'Gamma', 'alpha']);
    expect(names(sortScorecard(rows, { field: 'leads', order: 'DESC' }))).toEqual(['Gamma', 'alpha', 'Beta', 'Äpfel']);
  });

  it('sorts names as German readers do', () => {
    expect(names(sortScorecard(rows, { field: 'name', order: 'ASC' }))).toEqual(['alpha', 'Äpfel', 'Beta', 'Gamma']);
    expect(names(sortScorecard(rows, { field: 'name', order: 'DESC' }))).toEqual(['Gamma', 'Beta', 'Äpfel', 'alpha']);
  });
});

describe('scorecardPeriod', () => {
  const today = '2026-11-27';

  it('is this month so far without a period, and Berlin days otherwise', () => {
    expect(scorecardPeriod({}, {}, today)).toEqual({
      start: '2026-11-01',
      end: '2026-11-27',
      from: new Date('2026-10-31T23:00:00Z'),
      to: new Date('2026-11-27T23:00:00Z'),
    });
    // Summer time: the day starts at 22:00 UTC.
    expect(scorecardPeriod({ start: '2026-07-01', end: '2026-07-31' }, {}, today)).toMatchObject({ from: new Date('2026-06-30T22:00:00Z'), to: new Date('2026-07-31T22:00:00Z') });
  });

  it('reads the filter of ra-data-simple-rest; a parameter of its own wins', () => {
    expect(scorecardPeriod({}, { start: '2026-10-01', end: '2026-10-31' }, today)).toMatchObject({ start: '2026-10-01', end: '2026-10-31' });
    expect(scorecardPeriod({ start: '2026-10-05' }, { start: '2026-10-01', end: '2026-10-31' }, today)).toMatchObject({ start: '2026-10-05', end: '2026-10-31' });
  });

  it.each([
    [{ start: '2026-02-30' }, {}, "start muss ein Datum 'JJJJ-MM-TT' sein"],
    [{ end: '27.11.2026' }, {}, "end muss ein Datum 'JJJJ-MM-TT' sein"],
    [{}, { start: 20261101 }, "start muss ein Datum 'JJJJ-MM-TT' sein"],
    [{ start: '2026-11-10', end: '2026-11-09' }, {}, 'Der erste Tag (start) muss vor dem letzten (end) liegen oder derselbe sein.'],
    [{}, { q: 'Nord' }, 'Filtern ist nur nach start und end möglich, nicht nach q.'],
  ])('refuses %j %j with a German reason', (query, filter, error) => {
    expect(scorecardPeriod(query, filter, today)).toEqual({ error });
  });
});

describe('scorecardRow with ping/post', () => {
  const source = { id: 5, name: 'Ping', leadCostCents: 2_000 };
  const pings = (overrides: Partial<typeof NO_PINGS>) => ({ ...NO_PINGS, ...overrides });

  it.each([
    // [what, leadCostCents, leads, pings, cost, pings column, accepted, rate]
    ['no pings: the purchase price for each paid lead, as before', 2_000, { ...NO_LEADS, leads: 4, supplierReclaimed: 1 }, NO_PINGS, 60, 0, 0, null],
    ["a lead with a ping at its ping's price", 2_000, { ...NO_LEADS, leads: 3 }, pings({ pings: 10, accepted: 1, paid: 1, paidCents: 2_475 }), 64.75, 10, 1, 10],
    ['a ping lead given back costs nothing', 2_000, { ...NO_LEADS, leads: 2, supplierReclaimed: 1 }, pings({ pings: 4, accepted: 1, paid: 0 }), 20, 4, 1, 25],
    ['only ping leads: no purchase price needed', null, { ...NO_LEADS, leads: 2 }, pings({ pings: 2, accepted: 2, paid: 2, paidCents: 5_000 }), 50, 2, 2, 100],
    ['a ping without a price: cost unknown', 2_000, { ...NO_LEADS, leads: 2 }, pings({ pings: 2, accepted: 1, paid: 1, unpriced: 1 }), null, 2, 1, 50],
    ['leads without a ping and no purchase price: cost unknown', null, { ...NO_LEADS, leads: 2 }, pings({ pings: 5, accepted: 1, paid: 1, paidCents: 2_000 }), null, 5, 1, 20],
    ['posts counted without pings in the period: no rate', 2_000, { ...NO_LEADS, leads: 1 }, pings({ accepted: 1, paid: 1, paidCents: 2_500 }), 25, 0, 1, null],
  ])('%s', (_, leadCostCents, leads, tally, cost, pingCount, accepted, rate) => {
    const row = scorecardRow({ ...source, leadCostCents }, leads, NO_SALES, tally);
    expect(row).toMatchObject({ cost, pings: pingCount, acceptedPosts: accepted, acceptanceRate: rate });
  });

  it('adds no ping columns without a ping tally, and sums them in the total when there is one', () => {
    expect(scorecardRow(source, { ...NO_LEADS, leads: 1 }, NO_SALES)).not.toHaveProperty('pings');
    const tally = pings({ pings: 8, accepted: 2, paid: 2, paidCents: 4_000 });
    const row = scorecardRow(source, { ...NO_LEADS, leads: 2 }, NO_SALES, tally);
    const total = scorecardTotal('Gesamt', [
      { row, leads: { ...NO_LEADS, leads: 2 }, sales: NO_SALES, pings: tally },
      { row, leads: { ...NO_LEADS, leads: 2 }, sales: NO_SALES, pings: tally },
    ]);
    expect(total).toMatchObject({ pings: 16, acceptedPosts: 4, acceptanceRate: 25, cost: 80 });
  });
});
