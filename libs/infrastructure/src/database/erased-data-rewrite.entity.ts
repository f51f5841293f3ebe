import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * That personal data was erased (Art. 17 or the retention period) and still lies in the database's files:
 * PostgreSQL only marks an overwritten row version dead, and the WAL keeps what was written. One row at
 * most; the nightly maintenance rewrites the embedded database's tables and drops that WAL, then deletes it.
 */
@Entity('erased_data_rewrite')
export class ErasedDataRewrite {
  @PrimaryColumn({ type: 'smallint', default: 1, primaryKeyConstraintName: 'PK_erased_data_rewrite' })
  id: number;

  /** The latest erasure not yet rewritten. */
  @Column({ type: 'timestamptz' })
  requestedAt: Date;
}
