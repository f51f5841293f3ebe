import { Inject, Injectable } from '@nestjs/common';
import { Transactional, TransactionalRepository } from '../database/transactions';
import { PROCESS_JOBS } from '../queue/outbox.worker';
import { ScheduledRun } from './scheduled-run.entity';

@Injectable()
export class ScheduledRunRepository extends TransactionalRepository {
  /** Records the run; false when some process recorded it first. */
  async claim(name: string, period: string): Promise<boolean> {
    const result = await this.manager.getRepository(ScheduledRun).createQueryBuilder().insert().values({ name, period }).orIgnore().execute();
    return Array.isArray(result.raw) && result.raw.length > 0;
  }

  async lastRun(name: string): Promise<Date | null> {
    const [row]: { last: Date | string | null }[] = await this.manager.query('SELECT max(started_at) AS last FROM scheduled_run WHERE name = $1', [name]);
    return row?.last ? new Date(row.last) : null;
  }
}

/**
 * Periodic work (the invoices of a month, the dunning of a day) that every job-processing process
 * has on its schedule: it runs once per name and period across all of them, and not at all in an
 * API process that leaves jobs to workers.
 */
@Injectable()
export class ScheduledRuns {
  constructor(
    private readonly runs: ScheduledRunRepository,
    @Inject(PROCESS_JOBS) private readonly processJobs: boolean,
  ) {}

  /**
   * `work` for `period` (e.g. '2026-11'), or null when this process does not run schedules or another
   * one ran it. Claim and work share one transaction: a run that fails gives the period back.
   */
  @Transactional()
  async once<T>(name: string, period: string, work: () => Promise<T>): Promise<T | null> {
    if (!this.processJobs) return null;
    if (!(await this.runs.claim(name, period))) return null;
    return work();
  }

  /** When the latest recorded run of `name` started; its record commits with its work, so it also finished. */
  lastRun(name: string): Promise<Date | null> {
    return this.runs.lastRun(name);
  }
}
