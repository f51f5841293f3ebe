// Issue 30 §2: the price list makes the price of each sale, which stores the steps; the lead page and the portal show them.
import { randomBytes } from 'node:crypto';
import { createBuyer, submitFunnelLead } from '../factories';
import { portalLogin } from '../support/portal-session';
import { startTestApp, TestApp } from '../support/test-app';
import { MID_MONTH, TestClock } from '../support/test-clock';

type SoldSale = { organisation: { name: string }; price: number; exclusive: boolean; kind: string; priceRules: { name: string; change: number }[] };

describe('Priced sales (issue 30 §2)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  const ids: Record<string, number> = {};

  const newLead = async (zip: string) => (await submitFunnelLead(t, { zip })).id;
  const qualify = async (leadId: number): Promise<SoldSale[]> => (await t.http.put(`/api/lead/${leadId}`).set(auth).send({ qualified: true }).expect(200)).body.sellingStatistics;
  const sold = (sales: SoldSale[]) => sales.map((sale) => [sale.organisation.name, sale.price, sale.exclusive, sale.kind, sale.priceRules]);
  const priceList = (body: object) => t.http.put('/api/settings/prices').set(auth).send(body).expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    t.useClock(TestClock.runningFrom(MID_MONTH));
    auth = await t.staffAuth();
    await t.http.put('/api/settings/distribution').set(auth).send({ buyersPerLead: 2, duplicateWindowDays: 30 }).expect(200);
    // Area 80331: a buyer with an agreed price and one without (0: the list applies).
    ids.Vereinbart = (await createBuyer(t, { name: 'Vereinbart GmbH', prio: 1, leadSellCost: 50, zips: ['80331'] })).id;
    ids.Liste = (await createBuyer(t, { name: 'Liste GmbH', prio: 2, leadSellCost: 0, zips: ['80331'] })).id;
    // Area 70173: a buyer taking exclusive leads without its own exclusive price: the list's 'Exklusiv' rule makes it.
    ids.Exklusiv = (await createBuyer(t, { name: 'Exklusiv GmbH', prio: 1, leadSellCost: 0, exclusiveLeads: true, zips: ['70173'] })).id;
    ids.Teil = (await createBuyer(t, { name: 'Teil GmbH', prio: 2, leadSellCost: 40, zips: ['70173'] })).id;
  });
  afterAll(() => t.close());

  it('without a price list sells at each agreed price and stores no steps, as before', async () => {
    expect(sold(await qualify(await newLead('80331')))).toEqual([
      ['Vereinbart GmbH', 50, false, 'distribution', []],
      ['Liste GmbH', 0, false, 'distribution', []],
    ]);
  });

  it('prices each sale by the list: the agreed price or the base, then the rules; the steps are stored and shown', async () => {
    await priceList({
      basePrice: 45,
      rules: [
        { name: 'PLZ 8', when: { kind: 'zipPrefix', prefix: '8' }, change: { amount: 5 } },
        { name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 60 } },
      ],
    });
    const leadId = await newLead('80331');
    expect(sold(await qualify(leadId))).toEqual([
      ['Vereinbart GmbH', 55, false, 'distribution', [{ name: 'Vereinbarter Preis', change: 50 }, { name: 'PLZ 8', change: 5 }]],
      ['Liste GmbH', 50, false, 'distribution', [{ name: 'Basis', change: 45 }, { name: 'PLZ 8', change: 5 }]],
    ]);

    // The buyer's portal shows the price and how it came about.
    const token = (await portalLogin(t, ids.Liste, { name: 'Lea', email: `lea-${randomBytes(3).toString('hex')}@kaeufer.example` })).token;
    const portalLead = (await t.http.get(`/portal-api/leads/${leadId}`).set({ Authorization: `Bearer ${token}` }).expect(200)).body;
    expect(portalLead).toMatchObject({ price: 50, priceRules: [{ name: 'Basis', change: 45 }, { name: 'PLZ 8', change: 5 }] });
  });

  it('weighs exclusive against shared by the listed prices and stores the exclusive steps', async () => {
    // Alone: base 45 + Exklusiv 60 = 105 ≥ shared 45 + 40 = 85.
    expect(sold(await qualify(await newLead('70173')))).toEqual([
      ['Exklusiv GmbH', 105, true, 'distribution', [{ name: 'Basis', change: 45 }, { name: 'Exklusiv', change: 60 }]],
    ]);
    // A smaller premium is not worth it (45 + 30 = 75 < 85): the lead is shared, at the list's shared prices.
    await priceList({ basePrice: 45, rules: [{ name: 'Exklusiv', when: { kind: 'exclusive' }, change: { amount: 30 } }] });
    expect(sold(await qualify(await newLead('70173')))).toEqual([
      ['Exklusiv GmbH', 45, false, 'distribution', [{ name: 'Basis', change: 45 }]],
      ['Teil GmbH', 40, false, 'distribution', []],
    ]);
  });
});
