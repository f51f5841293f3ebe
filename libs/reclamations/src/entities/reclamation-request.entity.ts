import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Lead } from '@app/leads';
import { Organisation } from '@app/organisations';
import { Sale } from '@app/sales';
import type { ReclamationStatus } from '../decision-rules';

/** A buyer's complaint about one sale (one per sale): its reason, status and the staff's answer. */
@Entity('reclamation_request')
@Index('uq_reclamation_request_sale', ['saleId'], { unique: true })
// The queue: open or processed ones, newest first.
@Index('ix_reclamation_request_status_created', ['status', 'createdAt', 'id'])
@Index('ix_reclamation_request_organisation', ['organisationId', 'status'])
@Index('ix_reclamation_request_lead', ['leadId'])
export class ReclamationRequest {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @ManyToOne(() => Sale, { nullable: false, onDelete: 'RESTRICT' })
  sale: Sale;

  @Column({ type: 'integer' })
  saleId: number;

  /** The sale's lead and buyer, kept here for the queue's filters. */
  @ManyToOne(() => Lead, { nullable: false, onDelete: 'RESTRICT' })
  lead: Lead;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => Organisation, { nullable: false, onDelete: 'RESTRICT' })
  organisation: Organisation;

  @Column({ type: 'integer' })
  organisationId: number;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: ReclamationStatus;

  /** The buyer's reason. */
  @Column({ type: 'varchar', length: 5000, default: '' })
  request: string;

  /** The staff's answer with the last decision. */
  @Column({ type: 'varchar', length: 5000, nullable: true })
  answer: string | null;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
