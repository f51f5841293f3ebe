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
// The Postausgang's list of failed deliveries, and the retry in bulk.
@Index('ix_delivery_failed', ['id'], { where: `"status" = 'failed'` })
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

  /**
   * The buyer's webhook/CRM deliveries were stopped (circuit breaker), so the lead went to the buyer's
   * e-mail address instead and has not reached the endpoint yet; resuming sends it there and clears this.
   */
  @Column({ type: 'boolean', default: false })
  fallback: boolean;

  /** When the fallback mail went out (kept after the endpoint got the lead too). */
  @Column({ type: 'timestamptz', nullable: true })
  fallbackAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
