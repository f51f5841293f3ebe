import { QueueModule, RateLimitModule } from '@app/infrastructure';
import { insertLead } from '../../../test/factories/leads';
import { startTestContext, TestContext } from '../../../test/support/test-context';
import { Lead } from './entities/lead.entity';
import { LeadDetailService } from './lead-detail.service';
import { LeadSelling } from './lead-selling.port';
import { LeadsModule } from './leads.module';

/** Saving a lead page is one transaction: a failed sale takes the deal id and the qualification back with it. */
describe('LeadDetailService.update (real database)', () => {
  let t: TestContext;
  let sellingFails = true;
  const sold: number[] = [];

  beforeAll(async () => {
    t = await startTestContext({ imports: [QueueModule.forRoot({ processJobs: false }), RateLimitModule, LeadsModule] });
    // Stands in for the sales module: selling writes nothing itself here, it only succeeds or fails.
    t.get(LeadSelling).bind({
      sellQualified: async (leadId) => {
        if (sellingFails) throw new Error('Verkauf fehlgeschlagen');
        sold.push(leadId);
      },
      sellManually: async () => undefined,
      salesOf: async () => [],
      setSaleReclaimed: async () => undefined,
      reclaimAllSales: async () => undefined,
    });
  });
  afterAll(() => t.close());

  const newLead = () => insertLead(t);

  it('keeps nothing of the request when selling the qualified lead fails', async () => {
    const lead = await newLead();
    sellingFails = true;
    await expect(t.get(LeadDetailService).update(lead.id, { qualified: true, pipedriveId: 'DEAL-1' })).rejects.toThrow('Verkauf fehlgeschlagen');
    const stored = await t.db.getRepository(Lead).findOneByOrFail({ id: lead.id });
    expect(stored).toMatchObject({ qualified: false, qualifiedAt: null, pipedriveId: null });
  });

  it('saves the deal id and the qualification together with the sale', async () => {
    const lead = await newLead();
    sellingFails = false;
    const detail = await t.get(LeadDetailService).update(lead.id, { qualified: true, pipedriveId: 'DEAL-2' });
    expect(detail).toMatchObject({ qualified: true, pipedriveId: 'DEAL-2' });
    expect(sold).toEqual([lead.id]);
    // Qualifying again sells nothing more.
    await t.get(LeadDetailService).update(lead.id, { qualified: true });
    expect(sold).toEqual([lead.id]);
  });
});
