// PostgreSQL pass: the duplicate lookup's cached plan on a server's pooled connections.
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsServiceManager } from 'nestjs-cls';
import { QueueModule, RateLimitModule, rowsOf, SqlStatement } from '@app/infrastructure';
import { insertLead, leadRow } from '../../../test/factories/leads';
import { websiteSource } from '../../../test/factories/leadsources';
import { startTestContext, TestContext } from '../../../test/support/test-context';
import { Lead } from './entities/lead.entity';
import { LeadRepository, NewLead, StoreNewOptions } from './lead.repository';
import { LeadsModule } from './leads.module';

const NOW = new Date('2026-03-11T10:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

/** The intake's single statement: the lead as given, flagged as duplicate by the database in the same statement. */
describe('LeadRepository.storeNew (real database)', () => {
  let t: TestContext;
  let leadsourceId: number;

  beforeAll(async () => {
    t = await startTestContext({ imports: [QueueModule.forRoot({ processJobs: false }), RateLimitModule, LeadsModule] });
    leadsourceId = (await websiteSource(t)).id;
  });
  afterAll(() => t.close());

  const store = (lead: Partial<NewLead>, options: Partial<StoreNewOptions> = {}) =>
    ClsServiceManager.getClsService().run(() =>
      t.get(LeadRepository).storeNew(
        {
          ...(leadRow() as NewLead),
          leadsourceId,
          createdAt: NOW,
          realCreatedAt: NOW,
          qualified: false,
          qualifiedAt: null,
          ...lead,
        },
        { windowDays: 14, ...options },
      ),
    );
  const insert = async (lead: Partial<NewLead>, windowDays = 14) => {
    const result = await store(lead, { windowDays });
    return result.outcome === 'stored' ? result.lead : null;
  };
  const stored = (id: number) => t.db.getRepository(Lead).findOneByOrFail({ id });

  it('stores every field as given, answers and click history as JSON, and returns what it stored', async () => {
    const details = [{ title: 'Hausart', id: 2, key: 'buildingType', action: { title: 'Sonstiges', freeText: 'Scheune' } }];
    const lead = await insert({ data: { buildingType: 'Scheune' }, details, consentText: 'Ja', consentAt: NOW, consentIp: '203.0.113.9', fromUrl: 'https://x.example/?ls=a' });
    const row = await stored(lead!.id);
    expect(row).toEqual({ ...lead, id: row.id });
    expect(row).toMatchObject({ data: { buildingType: 'Scheune' }, details, duplicateOfId: null, externalId: null, pipedriveId: null, realCreatedAt: NOW });
  });

  it('flags the latest earlier lead of the same phone or e-mail within the window, counted back from realCreatedAt', async () => {
    const phone = '+4915190000001';
    const email = 'dublette@example.de';
    await insertLead(t, { phone, realCreatedAt: daysBefore(15) });
    const fiveDaysAgo = await insertLead(t, { phone, realCreatedAt: daysBefore(5) });
    await insertLead(t, { email, realCreatedAt: daysBefore(2) });
    // 15 days back is outside the window of 14; the one of 5 days ago is the latest with this phone.
    const a = await insert({ phone });
    expect(a!.duplicateOfId).toBe(fiveDaysAgo.id);
    expect((await stored(a!.id)).duplicateOfId).toBe(fiveDaysAgo.id);
    // Phone or e-mail: the newest match of either.
    const b = await insert({ phone, email });
    expect(b!.duplicateOfId).toBe(a!.id);
    expect((await insert({ phone: '+4915190000002', email }))!.duplicateOfId).toBe(b!.id);
    // Two at the same time: the later number.
    expect((await insert({ phone }))!.duplicateOfId).toBe(b!.id);
  });

  it('ignores the same person outside the window and other people', async () => {
    const phone = '+4915190000003';
    await insertLead(t, { phone, realCreatedAt: daysBefore(3) });
    expect((await insert({ phone }, 2))!.duplicateOfId).toBeNull();
    expect((await insert({ phone: '+4915190000004', email: 'anders@example.de' }))!.duplicateOfId).toBeNull();
  });

  it('answers the lead of an externalId of the same source stored before, and stores nothing', async () => {
    const first = await insert({ externalId: 'EXT-1' });
    expect(first).not.toBeNull();
    expect(await store({ externalId: 'EXT-1' })).toMatchObject({ outcome: 'existing', id: first!.id });
    expect(await t.db.getRepository(Lead).countBy({ leadsourceId, externalId: 'EXT-1' })).toBe(1);
  });

  it('writes the parts added alongside in the same statement, selecting the new lead’s number', async () => {
    const result = await store(
      { email: 'mit-teilen@example.de' },
      { alongside: (statement, leadPart) => statement.collect('noted', statement.with('noted', `SELECT source.id AS lead_id FROM ${leadPart} source`)) },
    );
    expect(result.outcome).toBe('stored');
    const id = result.outcome === 'stored' ? result.lead.id : -1;
    expect(rowsOf(result.result, 'noted')).toEqual([{ lead_id: id }]);
  });

  it('stores nothing, and nothing alongside, when refuseIf is true or the externalId is taken', async () => {
    const alongside = (statement: SqlStatement, leadPart: string) => statement.collect('noted', statement.with('noted', `SELECT source.id FROM ${leadPart} source`));
    const refused = await store({ email: 'gesperrt@example.de' }, { refuseIf: (statement) => `${statement.param('gesperrt@example.de', 'text')} = 'gesperrt@example.de'`, alongside });
    expect(refused.outcome).toBe('refused');
    expect(rowsOf(refused.result, 'noted')).toEqual([]);
    expect(await t.db.getRepository(Lead).countBy({ email: 'gesperrt@example.de' })).toBe(0);
    // Stored before: 'existing' beats the refusal, as a repeated delivery is answered with its first lead.
    await insert({ externalId: 'EXT-2' });
    expect((await store({ externalId: 'EXT-2' }, { refuseIf: () => 'true', alongside })).outcome).toBe('existing');
  });

  it('plans the duplicate lookup for every run, so it reads the phone and e-mail indexes however much the table grew', async () => {
    // The trap (issue 28): after five runs of a prepared statement PostgreSQL may keep one generic plan for the
    // connection's life; made on a young lead table it reads every lead. The product's sessions force custom
    // plans (session-settings.ts), on the server and in the embedded database alike.
    const build = jest.spyOn(SqlStatement.prototype, 'build');
    const person = (n: number) => ({ phone: `+4915199${String(n).padStart(6, '0')}`, email: `plan-${n}@example.de` });
    const txHost = t.get<TransactionHost<TransactionalAdapterTypeOrm>>(TransactionHost);
    const { plans, plan } = await ClsServiceManager.getClsService().run(() =>
      txHost.withTransaction(async () => {
        // One transaction: every run on one connection, where the prepared statement lives.
        const repository = t.get(LeadRepository);
        const storeOne = (n: number) =>
          repository.storeNew({ ...(leadRow() as NewLead), ...person(n), leadsourceId, createdAt: NOW, realCreatedAt: NOW, qualified: false, qualifiedAt: null }, { windowDays: 14 });
        for (let n = 1; n <= 6; n++) await storeOne(n);
        // The table grows by 20,000 leads, with no ANALYZE after it (the embedded database has no autovacuum).
        await txHost.tx.query(
          `INSERT INTO lead (first_name, last_name, phone, email, street, zip, leadsource_id, data)
           SELECT 'Viele', 'Leads ' || n, '+4916' || lpad(n::text, 8, '0'), 'viele-' || n || '@example.de', 'Weg 1', '50667', $1, '{}'
             FROM generate_series(1, 20000) AS n`,
          [leadsourceId],
        );
        await storeOne(7);
        const { text, params } = build.mock.results[build.mock.results.length - 1].value as { text: string; params: unknown[] };
        const [prepared] = await txHost.tx.query(`SELECT name, generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1`, [text]);
        const literal = (value: unknown) =>
          value === null || value === undefined ? 'NULL' : `'${(value instanceof Date ? value.toISOString() : String(value)).replace(/'/g, "''")}'`;
        const explained: { 'QUERY PLAN': string }[] = await txHost.tx.query(`EXPLAIN EXECUTE "${prepared.name}"(${params.map(literal).join(', ')})`);
        return { plans: prepared, plan: explained.map((row) => row['QUERY PLAN']).join('\n') };
      }),
    );
    build.mockRestore();
    // At least these seven runs (the tests before may have run the same statement on this connection), none generic.
    expect(Number(plans.generic_plans)).toBe(0);
    expect(Number(plans.custom_plans)).toBeGreaterThanOrEqual(7);
    expect(plan).toMatch(/ix_lead_phone/);
    expect(plan).toMatch(/ix_lead_email/);
    expect(plan).not.toMatch(/Seq Scan on lead earlier/);
  });
});
