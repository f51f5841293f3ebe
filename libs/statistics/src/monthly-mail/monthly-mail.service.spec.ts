import { Workbook } from 'exceljs';
import { Clock, JobName, OutboxHandlers, OutboxService, ScheduledRuns } from '@app/infrastructure';
import { MailService } from '@app/mail';
import { TestClock } from '../../../../test/support/test-clock';
import { mocked, mockOf, unitTestModule } from '../../../../test/support/unit-module';
import { StatisticsService } from '../statistics.service';
import { StatisticsJobs } from '../jobs/statistics.jobs';
import { MonthlyMailRepository, StatisticLeadRow } from './monthly-mail.repository';
import { MonthlyStatisticMailSchedule } from './monthly-mail.schedule';
import { MonthlyStatisticMailService } from './monthly-mail.service';

const FIRST_OF_DECEMBER = '2026-12-01T07:00:00+01:00';
const NOVEMBER = { year: 2026, month: 11 };

const lead: StatisticLeadRow = {
  soldAt: new Date('2026-11-10T09:00:00Z'),
  price: '45.00',
  reclaimed: false,
  leadId: 4711,
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Schmidt',
  email: 'anna@example.de',
  phone: '+491711234567',
  street: 'Lindenstraße 5a',
  zip: '80331',
  city: 'München',
};

async function world() {
  const repository = mockOf(MonthlyMailRepository);
  const statistics = mockOf(StatisticsService);
  const mail = mockOf(MailService);
  const outbox = mockOf(OutboxService);
  const runs = mockOf(ScheduledRuns);
  const { module, transactions } = await unitTestModule([
    MonthlyStatisticMailService,
    MonthlyStatisticMailSchedule,
    mocked(MonthlyMailRepository, repository),
    mocked(StatisticsService, statistics),
    mocked(MailService, mail),
    mocked(OutboxService, outbox),
    mocked(ScheduledRuns, runs),
    mocked(Clock, TestClock.fixed(FIRST_OF_DECEMBER)),
  ]);
  await module.init();
  const jobsInTransaction: boolean[] = [];
  outbox.add.mockImplementation(async () => {
    jobsInTransaction.push(transactions.active());
    return {} as never;
  });
  return { service: module.get(MonthlyStatisticMailService), schedule: module.get(MonthlyStatisticMailSchedule), repository, statistics, mail, outbox, runs, jobsInTransaction };
}

describe('MonthlyStatisticMailService', () => {
  describe('the run', () => {
    it('enqueues one job per organisation due, for the month before the day, in one transaction', async () => {
      const { service, repository, outbox, jobsInTransaction } = await world();
      repository.buyersOf.mockResolvedValue([
        { id: 3, deleted: false, sendStatistic: true, sales: 4 },
        { id: 4, deleted: false, sendStatistic: false, sales: 9 },
        { id: 5, deleted: true, sendStatistic: true, sales: 2 },
        { id: 6, deleted: false, sendStatistic: true, sales: 1 },
      ]);
      expect(await service.runFor('2026-12-01')).toEqual({ day: '2026-12-01', year: 2026, month: 11, organisations: 2 });
      expect(repository.buyersOf).toHaveBeenCalledWith(NOVEMBER);
      expect(outbox.add.mock.calls).toEqual([
        [JobName.StatisticMail, { organisationId: 3, ...NOVEMBER }],
        [JobName.StatisticMail, { organisationId: 6, ...NOVEMBER }],
      ]);
      expect(jobsInTransaction).toEqual([true, true]);
    });

    it('runs for today by default; January asks about December of the year before', async () => {
      const { service, repository } = await world();
      repository.buyersOf.mockResolvedValue([]);
      expect(await service.runFor()).toMatchObject({ day: '2026-12-01', year: 2026, month: 11 });
      await service.runFor('2026-01-01');
      expect(repository.buyersOf).toHaveBeenLastCalledWith({ year: 2025, month: 12 });
    });

    it('refuses a day that is no date or lies in the future, in German', async () => {
      const { service, outbox } = await world();
      await expect(service.runFor('2026-02-30')).rejects.toMatchObject({ code: 'INVALID_FILTER', message: 'Der Tag muss ein gültiges Datum (JJJJ-MM-TT) sein.' });
      await expect(service.runFor('2026-12-02')).rejects.toMatchObject({ code: 'INVALID_FILTER', message: 'Der Statistik-Versand läuft nicht für einen Tag in der Zukunft.' });
      expect(outbox.add).not.toHaveBeenCalled();
    });
  });

  describe('the job', () => {
    const organisation = { id: 7, name: 'Sonnenstrom Müller GmbH', email: 'statistik@sonnenstrom.example; chef@sonnenstrom.example', deleted: false, sendStatistic: true, sales: 1 };

    it('stores the mail once per organisation and month, with the figures of the statistics table and the lead list as Excel', async () => {
      const { service, repository, statistics, mail } = await world();
      repository.organisation.mockResolvedValue(organisation);
      repository.soldLeads.mockResolvedValue([lead]);
      statistics.rows.mockResolvedValue([{ count: 1, reclamations: 0, revenue: 45, deduction: 0, income: 45 } as never]);
      await service.send(7, NOVEMBER);
      expect(statistics.rows).toHaveBeenCalledWith({ orga: '7', startTime: '2026-11-01', endTime: '2026-11-30' });
      const range = repository.soldLeads.mock.calls[0][1];
      expect(range).toEqual({ start: new Date('2026-10-31T23:00:00Z'), end: new Date('2026-11-30T23:00:00Z') });
      const [stored, key] = mail.queueOnce.mock.calls[0];
      expect(key).toBe('statistic-7-2026-11');
      expect(stored).toMatchObject({ kind: 'statistic-monthly', recipient: 'statistik@sonnenstrom.example, chef@sonnenstrom.example', subject: 'Ihre Lead-Statistik für November 2026' });
      expect(stored.text).toMatch(/Einnahmen inkl\. Rekla\.: +45,00\u00a0€/);
      const [attachment] = stored.attachments!;
      expect(attachment).toMatchObject({ filename: 'Lead-Statistik-2026-11.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      const workbook = new Workbook();
      await workbook.xlsx.load(attachment.content as unknown as ArrayBuffer);
      expect(workbook.getWorksheet('Leads')!.getRow(2).getCell(3).value).toBe(4711);
    });

    it('sends nothing to an organisation that switched the mail off, was deleted or has no address since the run', async () => {
      const { service, repository, mail } = await world();
      for (const changed of [{ sendStatistic: false }, { deleted: true }, { sales: 0 }, { email: ' ' }]) {
        repository.organisation.mockResolvedValueOnce({ ...organisation, ...changed });
        await service.send(7, NOVEMBER);
      }
      repository.organisation.mockResolvedValueOnce(null);
      await service.send(8, NOVEMBER);
      expect(mail.queueOnce).not.toHaveBeenCalled();
    });
  });

  describe('the schedule', () => {
    it('runs once per month across processes: only the process that claims the month enqueues', async () => {
      const { schedule, runs, repository } = await world();
      repository.buyersOf.mockResolvedValue([{ id: 3, deleted: false, sendStatistic: true, sales: 4 }]);
      runs.once.mockImplementationOnce((_name, _period, work) => work()).mockResolvedValueOnce(null);
      await schedule.onSchedule();
      await schedule.onSchedule();
      expect(runs.once.mock.calls.map(([runName, runPeriod]) => [runName, runPeriod])).toEqual([
        ['statistic-mails', '2026-12'],
        ['statistic-mails', '2026-12'],
      ]);
      expect(repository.buyersOf).toHaveBeenCalledTimes(1);
    });
  });
});

describe('StatisticsJobs', () => {
  it('hands the statistics mail job to the service', async () => {
    const service = mockOf(MonthlyStatisticMailService);
    const { module } = await unitTestModule([OutboxHandlers, StatisticsJobs, mocked(MonthlyStatisticMailService, service)]);
    await module.init();
    service.send.mockResolvedValue();
    await module.get(OutboxHandlers).get(JobName.StatisticMail)!.handle({ organisationId: 7, year: 2026, month: 11 } as never, { messageId: 'm', attempt: 1, maxAttempts: 5 });
    expect(service.send).toHaveBeenCalledWith(7, NOVEMBER);
  });
});
