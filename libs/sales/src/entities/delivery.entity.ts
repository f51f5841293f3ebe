import { Column, CreateDateColumn, Entity, Index, OneToOne, JoinColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Sale } from './sale.entity';

/**
 * pending: waiting or retrying; delivered: the buyer's inbox or tool accepted it; held: the lead mail is
 * kept in the Postausgang because no SMTP server is configured (no retry, staff send it from there);
 * failed: gave up (retryable by staff).
 */
export type DeliveryStatus = 'pending' | 'delivered' | 'held' | 'failed';

/** Handing a sold lead to the buyer (mail, webhook, CRM). Its work is an outbox message. */
@Entity('delivery')
export class Delivery {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @OneToOne(() => Sale, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  sale: Sale;

  @Index('uq_delivery_sale', { unique: true })
  @Column({ type: 'integer' })
  saleId: number;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  /** The id the buyer's tool gave it (Pipedrive deal, weClapp lead …). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reference: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  outboxMessageId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
