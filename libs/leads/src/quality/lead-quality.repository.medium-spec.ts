import { ClsServiceManager } from 'nestjs-cls';
import { QueueModule, RateLimitModule } from '@app/infrastructure';
import { EARLIER_LEADS_COUNTED } from '@app/lead-checks';
import { insertLead } from '../../../../test/factories/leads';
import { startTestContext, TestContext } from '../../../../test/support/test-context';
import type { Lead } from '../entities/lead.entity';
import { LeadsModule } from '../leads.module';
import { LeadQualityRepository } from './lead-quality.repository';

const NOW = new Date('2026-03-11T10:00:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** What the checks after intake look up about other leads: each bounded, whatever a flood left in the table. */
describe('LeadQualityRepository.findWithLookups (real database)', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await startTestContext({ imports: [QueueModule.forRoot({ processJobs: false }), RateLimitModule, LeadsModule] });
  });
  afterAll(() => t.close());

  const lookups = async (lead: Lead) => (await ClsServiceManager.getClsService().run(() => t.get(LeadQualityRepository).findWithLookups(lead.id, 14)))!.lookups;
  /** `count` leads from `consentIp`, each within the last hour. */
  const fromAddress = async (consentIp: string, count: number) => {
    await t.db.query(
      `INSERT INTO lead (salutation, first_name, last_name, phone, email, street, zip, city, leadsource_id, consent_ip, created_at, real_created_at)
       SELECT 'Frau', 'Anna', 'Schmidt', '+49151' || (3000000 + n), 'flut' || n || '@example.de', 'Lindenstraße 5a', '80331', 'München',
              (SELECT id FROM leadsource ORDER BY id LIMIT 1), $1, $2, $2
         FROM generate_series(1, $3) n`,
      [consentIp, minutesBefore(30), count],
    );
  };

  it('counts the earlier leads from one client address within the hour, and stops counting at EARLIER_LEADS_COUNTED', async () => {
    const lead = await insertLead(t, { consentIp: '198.51.100.1', realCreatedAt: NOW, createdAt: NOW });
    await fromAddress('198.51.100.1', 3);
    // Older than an hour, or from another address: not counted.
    await insertLead(t, { consentIp: '198.51.100.1', realCreatedAt: minutesBefore(61), createdAt: minutesBefore(61) });
    await insertLead(t, { consentIp: '198.51.100.2', realCreatedAt: minutesBefore(5), createdAt: minutesBefore(5) });
    expect((await lookups(lead)).earlierFromIp).toBe(3);

    await fromAddress('198.51.100.1', EARLIER_LEADS_COUNTED + 50);
    expect((await lookups(lead)).earlierFromIp).toBe(EARLIER_LEADS_COUNTED);
  });

  it('finds the latest other lead of the same house within the duplicate window', async () => {
    const addressKey = '80331|lindenstrasse|5a';
    const earlier = await insertLead(t, { addressKey, realCreatedAt: minutesBefore(90), createdAt: minutesBefore(90) });
    await insertLead(t, { addressKey, realCreatedAt: new Date(NOW.getTime() - 20 * 86_400_000), createdAt: NOW });
    const lead = await insertLead(t, { addressKey, realCreatedAt: NOW, createdAt: NOW });
    expect((await lookups(lead)).sameHouseLeadId).toBe(earlier.id);
  });
});
