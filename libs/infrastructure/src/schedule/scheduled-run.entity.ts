import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A periodic run that started (the invoices of 2026-11, the dunning of 2026-12-03): every process
 * that processes jobs has the same schedule, and only the one that records the run first does it.
 */
@Entity('scheduled_run')
export class ScheduledRun {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  name: string;

  /** The period it is for, e.g. '2026-11' or '2026-12-03'. */
  @PrimaryColumn({ type: 'varchar', length: 20 })
  period: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;
}
