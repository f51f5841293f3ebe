import { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { ConfigModule, DatabaseModule, loadConfig, QueueModule, RateLimitModule } from '@app/common';
import { Leadsource, WEBSITE_SLUG } from '@app/leadsources';
import { SCHEMA } from '@app/schema';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { Lead } from './entities/lead.entity';
import { LeadDetailService } from './lead-detail.service';
import { LeadSelling } from './lead-selling.port';
import { LeadsModule } from './leads.module';

/** Saving a lead page is one transaction: a failed sale takes the deal id and the qualification back with it. */
describe('LeadDetailService.update (real database)', () => {
  let database: TestDatabase;
  let context: INestApplicationContext;
  let dataSource: DataSource;
  let sellingFails = true;
  const sold: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ JWT_SECRET: 'd'.repeat(32), ...database.env });
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(SCHEMA), QueueModule.forRoot({ processJobs: false }), RateLimitModule, LeadsModule],
    }).compile();
    context = await moduleRef.init();
    dataSource = context.get(DataSource);
    // Stands in for the sales module: selling writes nothing itself here, it only succeeds or fails.
    context.get(LeadSelling).provide({
      sellQualified: async (leadId) => {
        if (sellingFails) throw new Error('Verkauf fehlgeschlagen');
        sold.push(leadId);
      },
      sellManually: async () => undefined,
      salesOf: async () => [],
    });
  });
  afterAll(async () => {
    await context.close();
    await database.drop();
  });

  const newLead = async () => {
    const website = await dataSource.getRepository(Leadsource).findOneByOrFail({ slug: WEBSITE_SLUG });
    return dataSource.getRepository(Lead).save({
      leadsourceId: website.id,
      firstName: 'Anna',
      lastName: 'Schmidt',
      phone: '+491711234567',
      email: 'anna@example.de',
      street: 'Lindenstraße 5a',
      zip: '80331',
    });
  };

  it('keeps nothing of the request when selling the qualified lead fails', async () => {
    const lead = await newLead();
    sellingFails = true;
    await expect(context.get(LeadDetailService).update(lead.id, { qualified: true, pipedriveId: 'DEAL-1' })).rejects.toThrow('Verkauf fehlgeschlagen');
    const stored = await dataSource.getRepository(Lead).findOneByOrFail({ id: lead.id });
    expect(stored).toMatchObject({ qualified: false, qualifiedAt: null, pipedriveId: null });
  });

  it('saves the deal id and the qualification together with the sale', async () => {
    const lead = await newLead();
    sellingFails = false;
    const detail = await context.get(LeadDetailService).update(lead.id, { qualified: true, pipedriveId: 'DEAL-2' });
    expect(detail).toMatchObject({ qualified: true, pipedriveId: 'DEAL-2' });
    expect(sold).toEqual([lead.id]);
    // Qualifying again sells nothing more.
    await context.get(LeadDetailService).update(lead.id, { qualified: true });
    expect(sold).toEqual([lead.id]);
  });
});
