import { JobName, OutboxMessage } from '@app/infrastructure';
import { Lead } from '@app/leads';
import { Organisation } from '@app/organisations';
import { insertLead } from '../../../test/factories/leads';
import { insertOrganisation } from '../../../test/factories/organisations';
import { insertSale } from '../../../test/factories/sales';
import { startTestContext, TestContext } from '../../../test/support/test-context';
import { Delivery } from './entities/delivery.entity';
import { SaleRepository } from './sale.repository';

const DAY = 86_400_000;

/** The SQL of the sale repository against a real database: windows, month boundaries, reclaimed sales. */
describe('SaleRepository (real database)', () => {
  let t: TestContext;
  let sales: SaleRepository;

  beforeAll(async () => {
    t = await startTestContext({ providers: [SaleRepository] });
    sales = t.get(SaleRepository);
  });
  afterAll(() => t.close());

  const buyers = async (...names: string[]): Promise<Organisation[]> => {
    const created: Organisation[] = [];
    for (const name of names) created.push(await insertOrganisation(t, { name }));
    return created;
  };

  describe('buyersOfSamePerson', () => {
    // Just after midnight on the 1st: the window reaches back into the previous month.
    const now = new Date('2026-03-01T00:05:00+01:00');
    const ago = (days: number, ms = 0) => new Date(now.getTime() - days * DAY + ms);
    let lead: Lead;
    let samePhone: Lead;
    let sameMail: Lead;
    let other: Lead;
    let byId: Record<string, number>;

    beforeAll(async () => {
      const [a, b, c, d, e, own] = await buyers('Telefon', 'Mail', 'Fremd', 'Alt', 'Rand', 'Eigen');
      byId = { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id, own: own.id };
      lead = await insertLead(t, { phone: '+491601112233', email: 'gleich@example.de' });
      samePhone = await insertLead(t, { phone: '+491601112233', email: 'andere@example.de' });
      sameMail = await insertLead(t, { phone: '+491609998877', email: 'gleich@example.de' });
      other = await insertLead(t, { phone: '+491605554433', email: 'fremd@example.de' });
      await insertSale(t, { leadId: samePhone.id, organisationId: a.id, soldAt: ago(5) });
      await insertSale(t, { leadId: sameMail.id, organisationId: b.id, soldAt: ago(29) });
      await insertSale(t, { leadId: other.id, organisationId: c.id, soldAt: ago(1) });
      // Older than the window.
      await insertSale(t, { leadId: samePhone.id, organisationId: d.id, soldAt: ago(30, -1) });
      // Exactly at the window's start: still inside.
      await insertSale(t, { leadId: sameMail.id, organisationId: e.id, soldAt: ago(30) });
      // The lead's own sale is not a sale of "the same person as another lead".
      await insertSale(t, { leadId: lead.id, organisationId: own.id, soldAt: ago(1) });
      // A second sale to Telefon of the same person: named once.
      await insertSale(t, { leadId: sameMail.id, organisationId: a.id, soldAt: ago(2) });
    });

    it('names the buyers of other leads with the same phone or e-mail sold within the window, its start included', async () => {
      const found = await sales.buyersOfSamePerson(lead, 30, now);
      expect([...found].sort((x, y) => x - y)).toEqual([byId.a, byId.b, byId.e].sort((x, y) => x - y));
      // Ids come back as numbers, as the matching compares them with buyer ids.
      expect(found.has(byId.a)).toBe(true);
    });

    it('counts the window back from the given instant, not from the database clock', async () => {
      expect([...(await sales.buyersOfSamePerson(lead, 3, now))]).toEqual([byId.a]);
      expect([...(await sales.buyersOfSamePerson(lead, 1, now))]).toEqual([]);
      // A week later a 10-day window still holds the sale 2 days before `now`, no longer the one 5 days before.
      expect([...(await sales.buyersOfSamePerson(lead, 10, new Date(now.getTime() + 7 * DAY)))]).toEqual([byId.a]);
      expect([...(await sales.buyersOfSamePerson(lead, 10, new Date(now.getTime() + 20 * DAY)))]).toEqual([]);
    });

    it('finds nobody for a person no other lead has', async () => {
      const alone = await insertLead(t, { phone: '+491700000001', email: 'allein@example.de' });
      expect((await sales.buyersOfSamePerson(alone, 365, now)).size).toBe(0);
    });
  });

  describe('activity', () => {
    // The month began at midnight German time, which is 23:00 UTC on the last day of February.
    const monthStart = new Date('2026-03-01T00:00:00+01:00');
    let ids: Record<string, number>;

    beforeAll(async () => {
      const [current, previous, none] = await buyers('Diesen Monat', 'Letzten Monat', 'Nie');
      ids = { current: current.id, previous: previous.id, none: none.id };
      const sell = async (organisationId: number, soldAt: string, reclaimed = false, price = '50.00') =>
        insertSale(t, { leadId: (await insertLead(t)).id, organisationId, soldAt: new Date(soldAt), reclaimed, reclaimedAt: reclaimed ? new Date(soldAt) : null, price });
      await sell(current.id, '2026-03-01T00:00:00+01:00', false, '29.90');
      await sell(current.id, '2026-03-10T09:00:00+01:00');
      // 23:30 on 28 February in Germany (still 28 February in UTC, too): last month.
      await sell(current.id, '2026-02-28T23:30:00+01:00');
      // Reclaimed this month: does not count toward the limit, but was the latest lead the buyer got.
      await sell(current.id, '2026-03-12T15:00:00+01:00', true);
      await sell(previous.id, '2026-02-28T23:59:59+01:00');
      await sell(previous.id, '2026-02-02T08:00:00+01:00');
    });

    it('counts this month’s sales that were not reclaimed and what they cost, from the first instant of the month in Germany', async () => {
      const activity = await sales.activity(monthStart);
      expect(activity.get(ids.current)).toEqual({ soldThisMonth: 2, spentThisMonth: 79.9, lastSaleAt: new Date('2026-03-12T15:00:00+01:00') });
      expect(activity.get(ids.previous)).toEqual({ soldThisMonth: 0, spentThisMonth: 0, lastSaleAt: new Date('2026-02-28T23:59:59+01:00') });
      // A buyer without sales has no entry: the matching treats it as "never sold".
      expect(activity.has(ids.none)).toBe(false);
    });

    it('moves the count with the month start it is given', async () => {
      const february = await sales.activity(new Date('2026-02-01T00:00:00+01:00'));
      expect(february.get(ids.current)?.soldThisMonth).toBe(3);
      expect(february.get(ids.previous)?.soldThisMonth).toBe(2);
    });
  });

  describe('salesWithDeliveries', () => {
    it('lists a lead’s sales in order with the buyer’s name, the delivery, and when a pending one is tried next', async () => {
      const [waiting, done, undelivered] = await buyers('Wartend', 'Zugestellt', 'Ohne Zustellung');
      const lead = await insertLead(t);
      const next = new Date('2026-03-02T10:15:00+01:00');
      const message = await t.db.getRepository(OutboxMessage).save({ topic: JobName.DeliverSale, payload: {}, availableAt: next });
      const finished = await t.db.getRepository(OutboxMessage).save({ topic: JobName.DeliverSale, payload: {}, status: 'done' as const });
      const first = await insertSale(t, { leadId: lead.id, organisationId: waiting.id });
      const second = await insertSale(t, { leadId: lead.id, organisationId: done.id });
      const third = await insertSale(t, { leadId: lead.id, organisationId: undelivered.id });
      await t.db.getRepository(Delivery).save({ saleId: first.id, status: 'pending' as const, attempts: 1, outboxMessageId: message.id });
      await t.db.getRepository(Delivery).save({ saleId: second.id, status: 'delivered' as const, attempts: 1, outboxMessageId: finished.id });

      const listed = await sales.salesWithDeliveries(lead.id);
      expect(listed.map((sale) => [sale.id, sale.organisationName])).toEqual([
        [first.id, 'Wartend'],
        [second.id, 'Zugestellt'],
        [third.id, 'Ohne Zustellung'],
      ]);
      expect(listed[0].delivery).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: next });
      expect(listed[1].delivery).toMatchObject({ status: 'delivered', nextAttemptAt: null });
      expect(listed[2].delivery).toBeNull();
      expect(await sales.salesWithDeliveries(999_999)).toEqual([]);
    });
  });
});
