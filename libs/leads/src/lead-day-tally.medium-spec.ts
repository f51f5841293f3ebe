// PostgreSQL pass: parallel sales on several connections update one day's tally.
import { QueueModule, RateLimitModule } from '@app/infrastructure';
import { Sale } from '@app/sales';
import { insertLead } from '../../../test/factories/leads';
import { insertLeadsource, websiteSource } from '../../../test/factories/leadsources';
import { insertOrganisation } from '../../../test/factories/organisations';
import { insertSale } from '../../../test/factories/sales';
import { startTestContext, TestContext } from '../../../test/support/test-context';
import { Lead } from './entities/lead.entity';
import { LeadsModule } from './leads.module';

interface TallyRow {
  day: string;
  leadsource_id: number;
  leads: number;
  qualified: number;
  sold: number;
}

/** The daily lead tally as the triggers keep it, and as a count of the base tables says it must be. */
describe('lead_day_tally (triggers on lead and sale, real database)', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await startTestContext({ imports: [QueueModule.forRoot({ processJobs: false }), RateLimitModule, LeadsModule] });
  });
  afterAll(() => t.close());

  const kept = (): Promise<TallyRow[]> =>
    t.db.query(
      `SELECT day::text, leadsource_id, sum(leads)::int AS leads, sum(qualified)::int AS qualified, sum(sold)::int AS sold
         FROM lead_day_tally GROUP BY 1, 2 HAVING sum(leads) <> 0 OR sum(qualified) <> 0 OR sum(sold) <> 0 ORDER BY 1, 2`,
    );
  const counted = (): Promise<TallyRow[]> =>
    t.db.query(
      `SELECT (l.created_at AT TIME ZONE 'Europe/Berlin')::date::text AS day, l.leadsource_id, count(*)::int AS leads,
              count(*) FILTER (WHERE l.qualified)::int AS qualified, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM sale s WHERE s.lead_id = l.id))::int AS sold
         FROM lead l GROUP BY 1, 2 ORDER BY 1, 2`,
    );

  it('follows intake, qualification, date and source corrections, first and last sales and deletes', async () => {
    const website = await websiteSource(t);
    const supplier = await insertLeadsource(t, { slug: 'tally-lieferant', name: 'Tally Lieferant' });
    const buyer = await insertOrganisation(t, { name: 'Tally Käufer A' });
    const other = await insertOrganisation(t, { name: 'Tally Käufer B' });
    // 23:30 UTC on 31 March is 1 April in Berlin (summer time): the Berlin day counts.
    const late = await insertLead(t, { createdAt: new Date('2026-03-31T23:30:00Z'), leadsourceId: website.id, phone: '+49170111', email: 'a@tally.example' });
    const early = await insertLead(t, { createdAt: new Date('2026-03-31T08:00:00Z'), leadsourceId: supplier.id, phone: '+49170222', email: 'b@tally.example' });
    const third = await insertLead(t, { createdAt: new Date('2026-04-02T10:00:00Z'), leadsourceId: supplier.id, phone: '+49170333', email: 'c@tally.example' });
    expect((await kept()).find((row) => row.leadsource_id === website.id)).toMatchObject({ day: '2026-04-01', leads: 1, qualified: 0, sold: 0 });

    const leads = t.db.getRepository(Lead);
    await leads.update({ id: late.id }, { qualified: true, qualifiedAt: new Date() });
    await leads.update({ id: early.id }, { qualified: true, qualifiedAt: new Date() });
    // A second sale of the same lead does not count it twice; a reclaim leaves it sold.
    const first = await insertSale(t, { leadId: late.id, organisationId: buyer.id });
    const second = await insertSale(t, { leadId: late.id, organisationId: other.id });
    await t.db.getRepository(Sale).update({ id: second.id }, { reclaimed: true, reclaimedAt: new Date() });
    await insertSale(t, { leadId: early.id, organisationId: buyer.id });
    expect(await kept()).toEqual(await counted());
    expect((await kept()).find((row) => row.leadsource_id === website.id)).toMatchObject({ leads: 1, qualified: 1, sold: 1 });

    // Staff correct a date and a source; an unrelated change (name) touches nothing.
    await leads.update({ id: early.id }, { createdAt: new Date('2026-04-02T09:00:00Z') });
    await leads.update({ id: third.id }, { leadsourceId: website.id, lastName: 'Neu' });
    await leads.update({ id: late.id }, { firstName: 'Anders' });
    expect(await kept()).toEqual(await counted());

    // The last sale deleted: no longer sold; the first of two deleted: still sold.
    await t.db.getRepository(Sale).delete({ id: first.id });
    expect(await kept()).toEqual(await counted());
    await t.db.getRepository(Sale).delete({ id: second.id });
    expect((await kept()).find((row) => row.leadsource_id === website.id && row.day === '2026-04-01')).toMatchObject({ leads: 1, qualified: 1, sold: 0 });
    await leads.update({ id: late.id }, { qualified: false });
    await leads.delete({ id: third.id });
    expect(await kept()).toEqual(await counted());

    // The monthly sales tally (same trigger function) adds up the daily one.
    const monthly = `SELECT organisation_id, to_char(month, 'YYYY-MM') AS month, leadsource_id, sum(count)::int AS count, sum(reclamations)::int AS reclamations,
                            sum(revenue_cents)::bigint AS revenue_cents FROM sales_month_tally GROUP BY 1, 2, 3 HAVING sum(count) <> 0 OR sum(revenue_cents) <> 0 ORDER BY 1, 2, 3`;
    const fromDays = `SELECT organisation_id, to_char(day, 'YYYY-MM') AS month, leadsource_id, sum(count)::int AS count, sum(reclamations)::int AS reclamations,
                             sum(revenue_cents)::bigint AS revenue_cents FROM sales_day_tally GROUP BY 1, 2, 3 HAVING sum(count) <> 0 OR sum(revenue_cents) <> 0 ORDER BY 1, 2, 3`;
    expect((await t.db.query(monthly)).length).toBeGreaterThan(0);
    expect(await t.db.query(monthly)).toEqual(await t.db.query(fromDays));
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('lets two sales to one buyer commit side by side: neither waits for the other\'s tally row', async () => {
    const source = await insertLeadsource(t, { slug: 'tally-parallel', name: 'Tally parallel' });
    const buyer = await insertOrganisation(t, { name: 'Tally Käufer parallel' });
    // Leads on different rows of the lead tally (id % 8), so only the sales tallies could make them wait.
    const first = await insertLead(t, { leadsourceId: source.id, phone: '+49170444', email: 'd@tally.example' });
    let second = await insertLead(t, { leadsourceId: source.id, phone: '+49170555', email: 'e@tally.example' });
    while (second.id % 8 === first.id % 8) second = await insertLead(t, { leadsourceId: source.id, phone: `+4917066${second.id}`, email: `f${second.id}@tally.example` });
    const open = t.db.createQueryRunner();
    const other = t.db.createQueryRunner();
    try {
      await open.startTransaction();
      await open.manager.getRepository(Sale).save({ leadId: first.id, organisationId: buyer.id, price: '50.00', soldAt: new Date(), manual: false, forced: false, reclaimed: false });
      await other.startTransaction();
      const committed = (async () => {
        await other.manager.getRepository(Sale).save({ leadId: second.id, organisationId: buyer.id, price: '50.00', soldAt: new Date(), manual: false, forced: false, reclaimed: false });
        await other.commitTransaction();
        return 'committed';
      })();
      // With one tally row per buyer and day the second sale waited for the first transaction's end.
      const outcome = await Promise.race([committed, new Promise((resolve) => setTimeout(() => resolve('waiting'), 3000))]);
      await open.commitTransaction();
      await committed;
      expect(outcome).toBe('committed');
    } finally {
      await open.release();
      await other.release();
    }
    const [total] = await t.db.query(`SELECT sum(count)::int AS count FROM sales_day_tally WHERE organisation_id = $1`, [buyer.id]);
    expect(total.count).toBe(2);
  });
});
