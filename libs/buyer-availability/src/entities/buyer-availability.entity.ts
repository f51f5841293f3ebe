import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { BuyerPause, GermanStateCode } from '@app/contract';

/**
 * A buyer's own say over its supply (set in the portal, shown to staff): pauses, holidays, budget and
 * lead limit. One row per organisation that set anything; none means no restriction.
 */
@Entity('buyer_availability')
export class BuyerAvailabilityRecord {
  @PrimaryColumn({ type: 'integer' })
  organisationId: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  pauses: BuyerPause[];

  @Column({ type: 'varchar', length: 2, nullable: true })
  holidaysState: GermanStateCode | null;

  /** EUR per calendar month. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  monthlyBudget: string | null;

  @Column({ type: 'integer', nullable: true })
  monthlyLeadLimit: number | null;

  @Column({ type: 'varchar', length: 254, default: '' })
  notificationEmail: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
