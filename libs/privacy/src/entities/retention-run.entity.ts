import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One run of the retention job (daily, or started by an administrator) with what it removed. */
@Entity('retention_run')
@Index('ix_retention_run_started', ['startedAt'])
export class RetentionRun {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** 'schedule': the daily job; 'manual': started in the back office. */
  @Column({ type: 'varchar', length: 20 })
  trigger: 'schedule' | 'manual';

  @Column({ type: 'timestamptz' })
  startedAt: Date;

  /** null while running, or when the run broke off (see `error`). */
  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  unsoldLeads: number;

  @Column({ type: 'integer', default: 0 })
  soldLeads: number;

  @Column({ type: 'integer', default: 0 })
  complaintDocuments: number;

  @Column({ type: 'integer', default: 0 })
  mailBodies: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  /** The administrator who started it; null for the daily job. */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;
}
