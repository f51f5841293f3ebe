import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Sales per buyer, lead source and Berlin calendar month, kept by the same trigger as the daily tally
 * (migration SalesMonthTally). Whole months of statistics and the overview's months and years read it.
 */
@Entity('sales_month_tally')
@Index('ix_sales_month_tally_month', ['month'])
export class SalesMonthTally {
  @PrimaryColumn({ type: 'integer' })
  organisationId: number;

  /** First Berlin day of the month, 'YYYY-MM-DD'. */
  @PrimaryColumn({ type: 'date' })
  month: string;

  @PrimaryColumn({ type: 'integer' })
  leadsourceId: number;

  /**
   * One of eight rows per buyer, period and source (sale number % 8): concurrent sales to one buyer rarely
   * wait for the same row. Readers add the rows up.
   */
  @PrimaryColumn({ type: 'smallint' })
  shard: number;

  @Column({ type: 'integer', default: 0 })
  count: number;

  @Column({ type: 'integer', default: 0 })
  reclamations: number;

  /** Sum of the sales' prices in cents. */
  @Column({ type: 'bigint', default: 0 })
  revenueCents: string;

  /** Sum of the reclaimed sales' prices in cents. */
  @Column({ type: 'bigint', default: 0 })
  reclaimedCents: string;
}
