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
});
