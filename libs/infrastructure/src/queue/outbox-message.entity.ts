import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxStatus = 'pending' | 'processing' | 'done' | 'failed';

/**
 * Work that must not be lost (a mail, a lead delivery, a handover), written in the same transaction as
 * its cause. The queue only carries this row's id; the row is the truth about what is still to do.
 */
@Entity('outbox_message')
@Index('ix_outbox_message_due', ['status', 'availableAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  topic: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  payload: Record<string, unknown>;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: OutboxStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'integer', default: 8 })
  maxAttempts: number;

  /** Not processed before this time (delays and retry backoff). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  availableAt: Date;

  /** While processing: the claim expires here, after which a crashed worker's row is picked up again. */
  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  /** The id of the request that created the job (or of the request behind the job that did): its log lines carry it too. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  requestId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
