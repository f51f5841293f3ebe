import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Dunning } from './dunning.entity';

/** One step of a dunning as it was sent: a reminder or the handover, with its PDF and the charges it named. */
@Entity('dunning_letter')
@Index('uq_dunning_letter_step', ['dunningId', 'step'], { unique: true })
export class DunningLetter {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @ManyToOne(() => Dunning, { nullable: false, onDelete: 'CASCADE' })
  dunning: Dunning;

  @Column({ type: 'integer' })
  dunningId: number;

  /** 0-based step index; the handover comes after the last reminder step. */
  @Column({ type: 'smallint' })
  step: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'date' })
  letterDate: string;

  @Column({ type: 'integer' })
  principalCents: number;

  @Column({ type: 'integer', default: 0 })
  interestCents: number;

  @Column({ type: 'integer', default: 0 })
  feeCents: number;

  @Column({ type: 'bytea' })
  pdf: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
