import { Clock, JobName, OutboxService } from '@app/infrastructure';
import { BuyerActivity, BuyerDirectory, DistributionService } from '@app/distribution';
import { BuyerAvailabilityService } from '@app/buyer-availability';
import { GeoService } from '@app/geo';
import { ContactBlock, Lead, LeadsService } from '@app/leads';
import { Organisation, OrganisationsService } from '@app/organisations';
import { DistributionSettingsService, PriceListSettingsService } from '@app/settings';
import { defaultConditions } from '@app/contract';
import { leadRow } from '../../../test/factories/leads';
import { buyerConditions } from '../../../test/factories/conditions';
import { organisationRow } from '../../../test/factories/organisations';
import { TestClock } from '../../../test/support/test-clock';
import { mocked, mockOf, unitTestModule } from '../../../test/support/unit-module';
import { CreditLimitService } from './credit/credit-limit.service';
import { Sale } from './entities/sale.entity';
import { SaleRepository } from './sale.repository';
import { DELIVERY_MAX_ATTEMPTS, DO_NOT_CONTACT_MESSAGE, NOT_CONFIRMED_MESSAGE, SalesService } from './sales.service';

/** A Wednesday, 10:00 in Germany. */
const NOW = '2026-03-11T10:00:00+01:00';

const buyer = (id: number, overrides: Partial<Organisation> = {}) => ({ ...organisationRow({ name: `Käufer ${id}`, ...overrides }), id }) as Organisation;

interface World {
  buyers: Organisation[];
  lead?: Lead | null;
  existing?: Partial<Sale>[];
  activity?: [number, BuyerActivity][];
  samePersonBoughtBy?: number[];
  buyersPerLead?: number;
  sellOnlyConfirmed?: boolean;
  /** The person is on the 'Nicht kontaktieren' list. */
  listed?: boolean;
  now?: string;
}

/**
 * SalesService with every repository and reader mocked; the matching itself (a pure function) and the
 * buyer directory run for real on the buyers given.
 */
async function world(setup: World) {
  const lead = setup.lead === undefined ? (leadRow({ id: 7, zip: '80331', qualified: true, createdAt: new Date(Date.parse(setup.now ?? NOW) - 3600_000) }) as Lead) : setup.lead;
  const sales = mockOf(SaleRepository);
  let nextId = 100;
  const written: { sale: Partial<Sale>; inTransaction: boolean }[] = [];
  sales.salesOfLead.mockResolvedValue((setup.existing ?? []) as Sale[]);
  sales.buyersOfSamePerson.mockResolvedValue(new Set(setup.samePersonBoughtBy ?? []));
  sales.activity.mockResolvedValue(new Map(setup.activity ?? []));
  sales.insertDelivery.mockImplementation(async (delivery) => ({ ...delivery, id: nextId++ }) as never);
  sales.setDeliveryMessage.mockResolvedValue();
  const leads = mockOf(LeadsService);
  leads.lockForSale.mockResolvedValue(lead);
  const organisations = mockOf(OrganisationsService);
  organisations.buyersVersion.mockResolvedValue('1');
  organisations.buyers.mockResolvedValue(setup.buyers.map((organisation) => ({ organisation, sheetZips: undefined })));
  const availability = mockOf(BuyerAvailabilityService);
  availability.version.mockResolvedValue('0');
  availability.all.mockResolvedValue(new Map());
  const geo = mockOf(GeoService);
  geo.version.mockReturnValue('1');
  geo.centroid.mockReturnValue(undefined);
  geo.has.mockReturnValue(true);
  const distribution = mockOf(DistributionService);
  distribution.answerCatalogue.mockResolvedValue({ fixedAnswers: new Map(), freeTextOptions: new Map() });
  const settings = mockOf(DistributionSettingsService);
  settings.get.mockResolvedValue({ buyersPerLead: setup.buyersPerLead ?? 2, duplicateWindowDays: 30, doubleOptIn: true, sellOnlyConfirmed: setup.sellOnlyConfirmed ?? false, qualityInMails: false });
  const outbox = mockOf(OutboxService);
  outbox.add.mockImplementation(async (_name, payload) => ({ id: `message-${(payload as { deliveryId: number }).deliveryId}` }) as never);
  const clock = TestClock.fixed(setup.now ?? NOW);
  const credit = mockOf(CreditLimitService);
  credit.usedBy.mockResolvedValue(new Map());
  // No price list: each buyer pays its agreed price, as before the list.
  const priceLists = mockOf(PriceListSettingsService);
  priceLists.get.mockResolvedValue({ basePrice: 0, rules: [] });
  credit.afterSales.mockResolvedValue();
  const contactBlock = new ContactBlock();
  contactBlock.bind({ blockedIn: () => 'false', isBlocked: async () => setup.listed ?? false, release: async () => undefined });

  const { module, transactions } = await unitTestModule([
    SalesService,
    BuyerDirectory,
    mocked(SaleRepository, sales),
    mocked(LeadsService, leads),
    mocked(OrganisationsService, organisations),
    mocked(GeoService, geo),
    mocked(BuyerAvailabilityService, availability),
    mocked(DistributionService, distribution),
    mocked(DistributionSettingsService, settings),
    mocked(OutboxService, outbox),
    mocked(Clock, clock),
    mocked(CreditLimitService, credit),
    mocked(PriceListSettingsService, priceLists),
    { provide: ContactBlock, useValue: contactBlock },
  ]);
  sales.insertSale.mockImplementation(async (sale) => {
    written.push({ sale, inTransaction: transactions.active() });
    return { ...sale, id: nextId++ } as Sale;
  });
  return { service: module.get(SalesService), sales, outbox, transactions, written, lead: lead! };
}

const soldTo = (written: { sale: Partial<Sale> }[]) => written.map(({ sale }) => sale.organisationId);

describe('SalesService', () => {
  describe('selling a qualified lead', () => {
    it('sells to the first "buyers per lead" by prio at each buyer’s price, and queues each delivery after the buyer’s delay', async () => {
      const w = await world({
        buyers: [buyer(1, { prio: 30, leadSellCost: '30.00' }), buyer(2, { prio: 10, leadSellCost: '45.50', conditions: buyerConditions({ zips: ['80'], delay: 15 }) }), buyer(3, { prio: 20, leadSellCost: '40.00' })],
      });
      const created = await w.service.sellQualified(7);

      expect(created.map((sale) => [sale.organisationId, sale.price])).toEqual([
        [2, '45.50'],
        [3, '40.00'],
      ]);
      expect(w.written.map(({ sale }) => sale)).toEqual([
        { leadId: 7, organisationId: 2, soldAt: new Date(NOW), price: '45.50', manual: false, kind: 'distribution', forced: false, exclusive: false, priceRules: [], soldByUserId: null },
        { leadId: 7, organisationId: 3, soldAt: new Date(NOW), price: '40.00', manual: false, kind: 'distribution', forced: false, exclusive: false, priceRules: [], soldByUserId: null },
      ]);
      expect(w.sales.insertDelivery.mock.calls.map(([delivery]) => delivery.status)).toEqual(['pending', 'pending']);
      expect(w.outbox.add.mock.calls).toEqual([
        [JobName.DeliverSale, { deliveryId: 101 }, { delayMs: 15 * 60_000, maxAttempts: DELIVERY_MAX_ATTEMPTS }],
        [JobName.DeliverSale, { deliveryId: 103 }, { delayMs: 0, maxAttempts: DELIVERY_MAX_ATTEMPTS }],
      ]);
      expect(w.sales.setDeliveryMessage.mock.calls).toEqual([
        [101, 'message-101'],
        [103, 'message-103'],
      ]);
    });

    it('holds the lead and writes every sale in one transaction', async () => {
      const w = await world({ buyers: [buyer(1), buyer(2)] });
      await w.service.sellQualified(7);
      expect(w.transactions.opened).toBe(1);
      expect(w.written.map(({ inTransaction }) => inTransaction)).toEqual([true, true]);
      expect(w.sales.salesOfLead).toHaveBeenCalledWith(7);
    });

    it('ranks equal prio by the share of the monthly goal reached, then by the longest time since the last lead, then by id', async () => {
      const w = await world({
        buyersPerLead: 4,
        buyers: [buyer(1), buyer(2), buyer(3, { monthlyLeadGoal: 10 }), buyer(4), buyer(5)],
        activity: [
          [1, { soldThisMonth: 3, lastSaleAt: new Date('2026-03-10T09:00:00Z') }],
          [2, { soldThisMonth: 3, lastSaleAt: new Date('2026-03-02T09:00:00Z') }],
          // Behind its goal: first, although it had a lead most recently.
          [3, { soldThisMonth: 2, lastSaleAt: new Date('2026-03-11T08:00:00Z') }],
        ],
      });
      await w.service.sellQualified(7);
      // 4 and 5 never had a lead: first of those without goal, by id; then the longest wait.
      expect(soldTo(w.written)).toEqual([3, 4, 5, 2]);
    });

    it('leaves out buyers that bought the same person within the duplicate window', async () => {
      const w = await world({ buyers: [buyer(1, { prio: 1 }), buyer(2, { prio: 2 }), buyer(3, { prio: 3 })], samePersonBoughtBy: [1] });
      await w.service.sellQualified(7);
      expect(soldTo(w.written)).toEqual([2, 3]);
      expect(w.sales.buyersOfSamePerson).toHaveBeenCalledWith(w.lead, 30, new Date(NOW));
    });

    it('sells nothing for a lead that is not qualified, or that was sold automatically before (qualified twice)', async () => {
      const unqualified = await world({ buyers: [buyer(1)], lead: leadRow({ id: 7, zip: '80331', qualified: false, createdAt: new Date(NOW) }) as Lead });
      expect(await unqualified.service.sellQualified(7)).toEqual([]);
      const twice = await world({ buyers: [buyer(1), buyer(2)], existing: [{ leadId: 7, organisationId: 1, manual: false }] });
      expect(await twice.service.sellQualified(7)).toEqual([]);
      expect([...unqualified.written, ...twice.written]).toEqual([]);
      expect(twice.outbox.add).not.toHaveBeenCalled();
    });

    it('still sells automatically after a sale by hand, but not to the buyer that has the lead', async () => {
      const w = await world({ buyers: [buyer(1, { prio: 1 }), buyer(2, { prio: 2 }), buyer(3, { prio: 3 })], existing: [{ leadId: 7, organisationId: 1, manual: true }] });
      await w.service.sellQualified(7);
      expect(soldTo(w.written)).toEqual([2, 3]);
    });

    describe("with 'nur bestätigte Leads verkaufen'", () => {
      const waiting = () => leadRow({ id: 7, zip: '80331', qualified: true, createdAt: new Date(NOW), emailConfirmTokenHash: 'a'.repeat(64), emailConfirmedAt: null }) as Lead;

      it('holds back a lead whose e-mail address is not confirmed yet, and sells it once confirmed', async () => {
        const held = await world({ buyers: [buyer(1)], sellOnlyConfirmed: true, lead: waiting() });
        expect(await held.service.sellQualified(7)).toEqual([]);
        expect(held.outbox.add).not.toHaveBeenCalled();
        const confirmed = await world({ buyers: [buyer(1)], sellOnlyConfirmed: true, lead: { ...waiting(), emailConfirmedAt: new Date(NOW) } as Lead });
        expect(soldTo((await confirmed.service.sellQualified(7), confirmed.written))).toEqual([1]);
      });

      it('sells leads that never got a confirmation link (suppliers, double opt-in off), and sells at once without the setting', async () => {
        const supplier = await world({ buyers: [buyer(1)], sellOnlyConfirmed: true });
        await supplier.service.sellQualified(7);
        expect(soldTo(supplier.written)).toEqual([1]);
        const atOnce = await world({ buyers: [buyer(1)], sellOnlyConfirmed: false, lead: waiting() });
        await atOnce.service.sellQualified(7);
        expect(soldTo(atOnce.written)).toEqual([1]);
      });

      it('refuses to sell it by hand, even forced, with a German reason', async () => {
        const w = await world({ buyers: [buyer(1)], sellOnlyConfirmed: true, lead: waiting() });
        await expect(w.service.sellManually(7, { organisations: [1], force: true, userId: 5 })).rejects.toMatchObject({ code: 'NOT_CONFIRMED', status: 409, message: NOT_CONFIRMED_MESSAGE });
        expect(w.written).toEqual([]);
      });
    });

    it("never sells the lead of a person on the 'Nicht kontaktieren' list, automatically or by hand, even forced (issue 27 §2)", async () => {
      const w = await world({ buyers: [buyer(1)], listed: true });
      expect(await w.service.sellQualified(7)).toEqual([]);
      await expect(w.service.sellManually(7, { organisations: [1], force: true, userId: 5 })).rejects.toMatchObject({ code: 'DO_NOT_CONTACT', status: 409, message: DO_NOT_CONTACT_MESSAGE });
      expect(w.written).toEqual([]);
    });

    it('answers an unknown lead with a German 404', async () => {
      const w = await world({ buyers: [buyer(1)], lead: null });
      await expect(w.service.sellQualified(99)).rejects.toMatchObject({ code: 'LEAD_NOT_FOUND', message: 'Lead 99 gibt es nicht.' });
    });
  });

  describe('time: the rules use the injected clock', () => {
    it('counts the monthly limit from the first instant of the month in Germany, also half an hour into the 1st', async () => {
      const now = '2026-03-01T00:30:00+01:00';
      const w = await world({ now, buyers: [buyer(1, { monthlyLeadLimit: 1 })], lead: leadRow({ id: 7, zip: '80331', qualified: true, createdAt: new Date(now) }) as Lead });
      await w.service.sellQualified(7);
      expect(w.sales.activity).toHaveBeenCalledWith(new Date('2026-03-01T00:00:00+01:00'));
      expect(soldTo(w.written)).toEqual([1]);
    });

    it('sells only within the buyer’s active hours in German time', async () => {
      // Monday to Friday 08:00–18:00: 07:59 in Germany is 06:59 UTC in winter.
      const conditions = { ...defaultConditions(), zipConditions: [{ zip: '80', email: '' }] };
      const at = async (now: string) => {
        const w = await world({ now, buyers: [buyer(1, { conditions })], lead: leadRow({ id: 7, zip: '80331', qualified: true, createdAt: new Date(now) }) as Lead });
        await w.service.sellQualified(7);
        return soldTo(w.written);
      };
      expect(await at('2026-03-02T07:59:00+01:00')).toEqual([]);
      expect(await at('2026-03-02T08:00:00+01:00')).toEqual([1]);
      expect(await at('2026-03-02T17:59:00+01:00')).toEqual([1]);
      expect(await at('2026-03-02T18:00:00+01:00')).toEqual([]);
      // Saturday is off by default.
      expect(await at('2026-03-07T10:00:00+01:00')).toEqual([]);
    });

    it('does not sell a lead older than the buyer’s maximum age', async () => {
      const w = await world({ buyers: [buyer(1)], lead: leadRow({ id: 7, zip: '80331', qualified: true, createdAt: new Date(Date.parse(NOW) - 8 * 86_400_000) }) as Lead });
      await w.service.sellQualified(7);
      expect(w.written).toEqual([]);
    });
  });

  describe('selling by hand', () => {
    const order = (organisations: number[], force = false) => ({ organisations, force, userId: 5 });

    it('sells to fitting buyers, recording who sold', async () => {
      const w = await world({ buyers: [buyer(1), buyer(2)] });
      await w.service.sellManually(7, order([2, 2]));
      expect(w.written.map(({ sale }) => sale)).toEqual([{ leadId: 7, organisationId: 2, soldAt: new Date(NOW), price: '50.00', manual: true, kind: 'manual', forced: false, exclusive: false, priceRules: [], soldByUserId: 5 }]);
    });

    it('refuses a buyer the rules exclude, naming the reason per field, and writes nothing', async () => {
      const w = await world({ buyers: [buyer(1), buyer(2, { conditions: buyerConditions({ zips: ['10'] }) })] });
      const refusal = w.service.sellManually(7, order([1, 2]));
      await expect(refusal).rejects.toMatchObject({
        code: 'NOT_ELIGIBLE',
        message: 'Nicht verkauft: Käufer 2: Postleitzahl liegt nicht im Gebiet: 80331',
        details: { fields: { 'organisations.2': 'Käufer 2: Postleitzahl liegt nicht im Gebiet: 80331' } },
      });
      expect(w.written).toEqual([]);
      expect(w.outbox.add).not.toHaveBeenCalled();
    });

    it('sells to an excluded buyer when forced, and records it as forced', async () => {
      const w = await world({ buyers: [buyer(1), buyer(2, { conditions: buyerConditions({ zips: ['10'] }) })] });
      await w.service.sellManually(7, order([1, 2], true));
      expect(w.written.map(({ sale }) => [sale.organisationId, sale.manual, sale.forced])).toEqual([
        [1, true, false],
        [2, true, true],
      ]);
    });

    it('never sells twice to the same buyer nor to a deleted company, forced or not, and names unknown ids', async () => {
      const w = await world({ buyers: [buyer(1), buyer(2, { deleted: true })], existing: [{ leadId: 7, organisationId: 1, manual: true }] });
      await expect(w.service.sellManually(7, order([1, 2, 404], true))).rejects.toMatchObject({
        message: 'Nicht verkauft: Käufer 1: Hat diesen Lead schon gekauft; Käufer 2: Unternehmen ist gelöscht; Unternehmen 404 gibt es nicht',
        details: { fields: { 'organisations.1': 'Käufer 1: Hat diesen Lead schon gekauft', 'organisations.2': 'Käufer 2: Unternehmen ist gelöscht', 'organisations.404': 'Unternehmen 404 gibt es nicht' } },
      });
      expect(w.written).toEqual([]);
    });

    it('refuses a buyer over its monthly limit unless forced', async () => {
      const w = await world({ buyers: [buyer(1, { monthlyLeadLimit: 2 })], activity: [[1, { soldThisMonth: 2, lastSaleAt: new Date('2026-03-10T09:00:00Z') }]] });
      await expect(w.service.sellManually(7, order([1]))).rejects.toMatchObject({ message: 'Nicht verkauft: Käufer 1: Monatliches Lead-Limit erreicht: 2 von 2' });
      await w.service.sellManually(7, order([1], true));
      expect(w.written.map(({ sale }) => sale.forced)).toEqual([true]);
    });
  });

  it('shows on Lead Matchen every fitting buyer in rank order at the clock’s time, with the reasons of the others', async () => {
    const w = await world({ buyersPerLead: 1, buyers: [buyer(1, { prio: 2 }), buyer(2, { prio: 1 }), buyer(3, { active: false })], existing: [] });
    const result = await w.service.matchNow(w.lead);
    expect(result.eligible.map((entry) => entry.buyer.id)).toEqual([2, 1]);
    expect(result.selected.map((entry) => entry.buyer.id)).toEqual([2]);
    expect(result.excluded).toEqual([{ buyerId: 3, reason: 'inactive', message: 'Unternehmen ist inaktiv' }]);
    expect(w.sales.activity).toHaveBeenCalledWith(new Date('2026-03-01T00:00:00+01:00'));
    expect(w.transactions.opened).toBe(0);
  });
});
