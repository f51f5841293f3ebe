import { AppConfig, Clock, JobName, loadConfig, OutboxHandlers, OutboxService, ScheduledRuns } from '@app/infrastructure';
import { MailService } from '@app/mail';
import { ReclamationLinks } from '@app/sales';
import { ReclamationSettingsService } from '@app/settings';
import { TestClock } from '../../../../test/support/test-clock';
import { mocked, mockOf, unitTestModule } from '../../../../test/support/unit-module';
import { ReclamationsJobs } from '../jobs/reclamations.jobs';
import { EvaluationRepository } from './evaluation.repository';
import { LeadEvaluationSchedule } from './lead-evaluation.schedule';
import { LeadEvaluationService } from './lead-evaluation.service';

const TENTH_OF_DECEMBER = '2026-12-10T09:00:00+01:00';
const NOVEMBER = { year: 2026, month: 11 };

async function world() {
  const repository = mockOf(EvaluationRepository);
  const mail = mockOf(MailService);
  const outbox = mockOf(OutboxService);
  const runs = mockOf(ScheduledRuns);
  const settings = mockOf(ReclamationSettingsService);
  settings.get.mockResolvedValue({ deadlineDays: 14 });
  const config = loadConfig({ JWT_SECRET: 'r'.repeat(32), PUBLIC_BASE_URL: 'https://leads.example.de' });
  const { module, transactions } = await unitTestModule([
    LeadEvaluationService,
    LeadEvaluationSchedule,
    ReclamationLinks,
    { provide: AppConfig, useValue: config },
    mocked(EvaluationRepository, repository),
    mocked(MailService, mail),
    mocked(OutboxService, outbox),
    mocked(ScheduledRuns, runs),
    mocked(ReclamationSettingsService, settings),
    mocked(Clock, TestClock.fixed(TENTH_OF_DECEMBER)),
  ]);
  await module.init();
  const jobsInTransaction: boolean[] = [];
  outbox.add.mockImplementation(async () => {
    jobsInTransaction.push(transactions.active());
    return {} as never;
  });
  return { service: module.get(LeadEvaluationService), schedule: module.get(LeadEvaluationSchedule), links: module.get(ReclamationLinks), repository, mail, outbox, runs, jobsInTransaction };
}

const candidate = (id: number, overrides = {}) => ({ id, deleted: false, leadEvaluationDay: 10, leadEvaluationMail: 'einkauf@solar.example', sales: 3, ...overrides });

describe('LeadEvaluationService', () => {
  describe('the daily run', () => {
    it('enqueues one job per organisation due that day, about the month before, in one transaction', async () => {
      const { service, repository, outbox, jobsInTransaction } = await world();
      repository.buyersOf.mockResolvedValue([candidate(1), candidate(2, { leadEvaluationDay: 9 }), candidate(3, { deleted: true }), candidate(4, { leadEvaluationMail: '' }), candidate(5)]);
      expect(await service.runFor('2026-12-10')).toEqual({ day: '2026-12-10', year: 2026, month: 11, organisations: 2 });
      expect(repository.buyersOf).toHaveBeenCalledWith(NOVEMBER);
      expect(outbox.add.mock.calls).toEqual([
        [JobName.LeadEvaluationMail, { organisationId: 1, ...NOVEMBER }],
        [JobName.LeadEvaluationMail, { organisationId: 5, ...NOVEMBER }],
      ]);
      expect(jobsInTransaction).toEqual([true, true]);
    });

    it('refuses a day that is no date or lies in the future, in German', async () => {
      const { service } = await world();
      await expect(service.runFor('2026-13-01')).rejects.toMatchObject({ code: 'INVALID_RECLAMATION', message: 'Der Tag muss ein gültiges Datum (JJJJ-MM-TT) sein.' });
      await expect(service.runFor('2026-12-11')).rejects.toMatchObject({ code: 'INVALID_RECLAMATION', message: 'Die Lead-Auswertung läuft nicht für einen Tag in der Zukunft.' });
    });
  });

  describe('the job', () => {
    const organisation = { ...candidate(12, { leadEvaluationMail: 'einkauf@solar.example, chef@solar.example' }), name: 'Solarprofi Süd GmbH', apiKey: 'k'.repeat(48) };
    const lead = { leadId: 4711, soldAt: new Date('2026-11-03T09:00:00Z'), firstName: 'Anna', lastName: 'Schmidt', zip: '80331', city: 'München' };

    it('mails the month’s leads once to every address, with the organisation’s complaint link', async () => {
      const { service, repository, mail, links } = await world();
      repository.organisation.mockResolvedValue(organisation);
      repository.leadsBought.mockResolvedValue([lead]);
      await service.send(12, NOVEMBER);
      expect(repository.leadsBought).toHaveBeenCalledWith(12, { start: new Date('2026-10-31T23:00:00Z'), end: new Date('2026-11-30T23:00:00Z') });
      const [stored, key] = mail.queueOnce.mock.calls[0];
      expect(key).toBe('lead-evaluation-12-2026-11');
      expect(stored).toMatchObject({ kind: 'lead-evaluation', recipient: 'einkauf@solar.example, chef@solar.example' });
      const token = links.organisationToken(organisation);
      expect(stored.text).toContain(`Zur Reklamationsseite: https://leads.example.de/reclamation/12?token=${token}`);
      expect(stored.html).toContain(`https://leads.example.de/reclamation/12?lead=4711&amp;token=${token}`);
    });

    it('sends nothing when the organisation was deleted, lost its addresses or its leads since the run', async () => {
      const { service, repository, mail } = await world();
      repository.leadsBought.mockResolvedValue([]);
      for (const changed of [{ deleted: true }, { leadEvaluationMail: '' }, { sales: 0 }, {}]) {
        repository.organisation.mockResolvedValueOnce({ ...organisation, ...changed });
        await service.send(12, NOVEMBER);
      }
      repository.organisation.mockResolvedValueOnce(null);
      await service.send(13, NOVEMBER);
      expect(mail.queueOnce).not.toHaveBeenCalled();
    });
  });

  describe('the schedule', () => {
    it('runs once per day across processes: only the process that claims the day enqueues', async () => {
      const { schedule, runs, repository } = await world();
      repository.buyersOf.mockResolvedValue([candidate(1)]);
      runs.once.mockImplementationOnce((_name, _period, work) => work()).mockResolvedValueOnce(null);
      await schedule.onSchedule();
      await schedule.onSchedule();
      expect(runs.once.mock.calls.map(([runName, runPeriod]) => [runName, runPeriod])).toEqual([
        ['lead-evaluation-mails', '2026-12-10'],
        ['lead-evaluation-mails', '2026-12-10'],
      ]);
      expect(repository.buyersOf).toHaveBeenCalledTimes(1);
    });
  });
});

describe('ReclamationsJobs', () => {
  it('hands the lead evaluation job to the service', async () => {
    const service = mockOf(LeadEvaluationService);
    const { module } = await unitTestModule([OutboxHandlers, ReclamationsJobs, mocked(LeadEvaluationService, service)]);
    await module.init();
    service.send.mockResolvedValue();
    await module.get(OutboxHandlers).get(JobName.LeadEvaluationMail)!.handle({ organisationId: 12, year: 2026, month: 11 } as never, { messageId: 'm', attempt: 1, maxAttempts: 5 });
    expect(service.send).toHaveBeenCalledWith(12, NOVEMBER);
  });
});
