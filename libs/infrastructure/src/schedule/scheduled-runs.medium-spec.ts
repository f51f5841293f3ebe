// PostgreSQL pass: a period's work runs once however many processes ask.
import { startTestContext, TestContext } from '../../../../test/support/test-context';
import { PROCESS_JOBS } from '../queue/outbox.worker';
import { ScheduledRunRepository, ScheduledRuns } from './scheduled-runs';

/** Periodic work once per period across processes, against a real database. */
describe('ScheduledRuns (real database)', () => {
  let t: TestContext;
  let runs: ScheduledRuns;
  let idle: ScheduledRuns;

  beforeAll(async () => {
    t = await startTestContext({ providers: [ScheduledRunRepository, ScheduledRuns, { provide: PROCESS_JOBS, useValue: true }] });
    runs = t.get(ScheduledRuns);
    idle = new ScheduledRuns(t.get(ScheduledRunRepository), false);
  });
  afterAll(() => t.close());

  it('runs the work of a period once, whoever asks again', async () => {
    const work = jest.fn(async () => 'erledigt');
    expect(await runs.once('invoicing', '2026-11', work)).toBe('erledigt');
    expect(await runs.once('invoicing', '2026-11', work)).toBeNull();
    expect(await runs.once('invoicing', '2026-12', work)).toBe('erledigt');
    expect(await runs.once('dunning', '2026-11', work)).toBe('erledigt');
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('gives the period back when the work fails', async () => {
    await expect(runs.once('dunning', '2026-12-03', async () => Promise.reject(new Error('Datenbank weg')))).rejects.toThrow('Datenbank weg');
    expect(await runs.once('dunning', '2026-12-03', async () => 'nachgeholt')).toBe('nachgeholt');
  });

  it('runs nothing in a process that leaves jobs to workers', async () => {
    const work = jest.fn(async () => 'nie');
    expect(await idle.once('invoicing', '2027-01', work)).toBeNull();
    expect(work).not.toHaveBeenCalled();
    expect(await runs.once('invoicing', '2027-01', work)).toBe('nie');
  });
});
