import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Sales per buyer, lead source and Berlin calendar day, kept by a trigger on `sale` in the same transaction
 * as every insert, reclaim, revert or delete, whichever lib writes the sale. Statistics and the overview
 * read months and years from here instead of counting millions of sales per request.
 */
@Entity('sales_day_tally')
@Index('ix_sales_day_tally_day', ['day'])
export class SalesDayTally {
  @PrimaryColumn({ type: 'integer' })
  organisationId: number;

  /** Berlin calendar day, 'YYYY-MM-DD'. */
  @PrimaryColumn({ type: 'date' })
  day: string;

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
