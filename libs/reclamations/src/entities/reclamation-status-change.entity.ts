import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ReclamationStatus } from '../decision-rules';
import { ReclamationRequest } from './reclamation-request.entity';

/** Every status a complaint took: when, by whom, with which note. Written with the change itself. */
@Entity('reclamation_status_change')
@Index('ix_reclamation_status_change_request', ['requestId', 'at'])
export class ReclamationStatusChange {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @ManyToOne(() => ReclamationRequest, { nullable: false, onDelete: 'CASCADE' })
  request: ReclamationRequest;

  @Column({ type: 'integer' })
  requestId: number;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'varchar', length: 20 })
  status: ReclamationStatus;

  @Column({ type: 'varchar', length: 5000, nullable: true })
  note: string | null;

  /** The staff member; null when the buyer (or the system) changed it. */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  /** Shown as "who": the staff member's name, or the buying company's. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  userName: string | null;
}
