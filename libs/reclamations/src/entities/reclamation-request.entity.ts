import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Lead } from '@app/leads';
import { Organisation } from '@app/organisations';
import { Sale } from '@app/sales';
import type { ReclamationReasonCode } from '@app/contract';
import type { ReclamationStatus } from '../decision-rules';
import type { ComplaintRule } from '../rules/complaint-rules';

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

  /** The reason the buyer chose from the catalogue (libs/contract reclamation-reasons); null: free text only. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  reasonCode: ReclamationReasonCode | null;

  /** The rule that accepted it when it was filed (migration ComplaintRules); null: staff decide or decided. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  decidedByRule: ComplaintRule | null;

  /** The rule's German sentence as it was true then (the facts may change later). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  decidedByText: string | null;

  /** With the acceptance: whether the lead went back to its supplier too; null: not the supplier's fault, or not accepted. */
  @Column({ type: 'boolean', nullable: true })
  supplierReclaimed: boolean | null;

  /** What happened at the supplier, in German (reclaimed, or why not: its quota). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  supplierNote: string | null;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
