import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Leads per lead source and Berlin calendar day (of `createdAt`), in eight rows each (`shard`), kept by triggers on `lead` and `sale`
 * in the same transaction as every intake, qualification, date correction and sale. The lead lists take
 * their totals from here when no selective filter is set, and the overview its lead figures, instead of
 * counting a million leads per request.
 */
@Entity('lead_day_tally')
export class LeadDayTally {
  /** Berlin calendar day, 'YYYY-MM-DD'. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'integer' })
  leadsourceId: number;

  /** Lead number modulo 8: simultaneous intakes of one source and day update different rows. */
  @PrimaryColumn({ type: 'smallint' })
  shard: number;

  @Column({ type: 'integer', default: 0 })
  leads: number;

  @Column({ type: 'integer', default: 0 })
  qualified: number;

  /** Leads with at least one sale (reclaimed or not). */
  @Column({ type: 'integer', default: 0 })
  sold: number;
}
