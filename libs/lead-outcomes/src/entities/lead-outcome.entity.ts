import { Column, Entity, Index, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadOutcomeSource, LeadOutcomeStatus, LostReason } from '@app/contract';
import { Sale } from '@app/sales';

/** The fields an outcome and each entry of its history share. */
abstract class OutcomeFields {
  @Column({ type: 'integer' })
  organisationId: number;

  @Column({ type: 'integer' })
  leadId: number;

  @Column({ type: 'varchar', length: 20 })
  status: LeadOutcomeStatus;

  /** EUR order value, only with won. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  value: string | null;

  /** Only with lost. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  reason: LostReason | null;

  @Column({ type: 'varchar', length: 1000, default: '' })
  note: string;

  @Column({ type: 'varchar', length: 20 })
  source: LeadOutcomeSource;

  /** The buyer user; null for the Pipedrive sync. */
  @Column({ type: 'integer', nullable: true })
  changedByUserId: number | null;

  /** The buyer user's name when it changed the outcome, or 'Pipedrive': the history reads the same after a user left. */
  @Column({ type: 'varchar', length: 200 })
  changedBy: string;

  @Column({ type: 'timestamptz' })
  changedAt: Date;
}

/**
 * What became of one sale at its buyer, as it stands now (the lists filter and the report counts by it).
 * One row per sale that has an outcome; none means the buyer has not said.
 */
@Entity('lead_outcome')
// The portal's filter "outcome" and the report read a buyer's outcomes off this index.
@Index('ix_lead_outcome_organisation_status', ['organisationId', 'status'])
@Index('ix_lead_outcome_organisation_lead', ['organisationId', 'leadId'], { unique: true })
export class LeadOutcomeRecord extends OutcomeFields {
  @PrimaryColumn({ type: 'integer' })
  saleId: number;

  @ManyToOne(() => Sale, { nullable: false, onDelete: 'RESTRICT' })
  sale?: Sale;
}

/** Every outcome a sale had, oldest first: the buyer's answers and the sync's are never overwritten. */
@Entity('lead_outcome_change')
@Index('ix_lead_outcome_change_sale', ['saleId', 'changedAt'])
export class LeadOutcomeChange extends OutcomeFields {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'integer' })
  saleId: number;

  @ManyToOne(() => Sale, { nullable: false, onDelete: 'RESTRICT' })
  sale?: Sale;
}

/** Whether a buyer gets the reminder to say what became of its leads (default on), and when it last got one. */
@Entity('lead_outcome_reminder')
export class LeadOutcomeReminder {
  @PrimaryColumn({ type: 'integer' })
  organisationId: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastSentAt: Date | null;
}
