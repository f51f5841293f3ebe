import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Organisation } from '@app/organisations';
import type { DunningState } from '@app/contract';
import { Invoice } from './invoice.entity';

/**
 * The dunning of one overdue invoice: its steps so far, what comes next and when, and whether it was
 * handed to the lawyer or Creditreform. Ends when the invoice is paid or voided.
 */
@Entity('dunning')
@Index('ix_dunning_organisation', ['organisationId', 'createdAt'])
export class Dunning {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** One dunning per invoice (the one-to-one join makes it unique). */
  @Column({ type: 'integer' })
  invoiceId: number;

  @OneToOne(() => Invoice, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  invoice: Invoice;

  @ManyToOne(() => Organisation, { nullable: false, onDelete: 'RESTRICT' })
  organisation: Organisation;

  @Column({ type: 'integer' })
  organisationId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  state: DunningState;

  /** Reminder steps sent so far. */
  @Column({ type: 'smallint', default: 0 })
  stepsDone: number;

  @Column({ type: 'date', nullable: true })
  lastStepDate: string | null;

  /** Name of the next step ('1. Mahnung', 'Übergabe an Anwalt'); null when nothing follows. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  nextStep: string | null;

  @Column({ type: 'date', nullable: true })
  nextStepDate: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  handedOverAt: Date | null;

  /** Staff released the organisation's lead deliveries although the handover stands. */
  @Column({ type: 'timestamptz', nullable: true })
  releasedAt: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  releasedBy: string | null;

  /** Paid or voided: the dunning stopped. */
  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
