import { Column, Entity, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organisation } from '../entities/organisation.entity';

/**
 * The postal codes last read from an organisation's Google sheet, and how the last attempt went.
 * `sheetKey` names the sheet settings the list was read for: after the settings change the list no
 * longer counts until a sync for the new settings succeeds.
 */
@Entity('sheet_zip_list')
export class SheetZipList {
  @PrimaryColumn({ type: 'integer' })
  organisationId: number;

  @ManyToOne(() => Organisation, { nullable: false, onDelete: 'CASCADE' })
  organisation: Organisation;

  @Column({ type: 'text' })
  sheetKey: string;

  /** Five-digit postal codes, sorted, without repeats. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  zips: string[];

  /** When `zips` were last read successfully (null: never for this sheetKey). */
  @Column({ type: 'timestamptz', nullable: true })
  syncedAt: Date | null;

  /** The last attempt, successful or not: the hourly refresh picks the longest unchecked first. */
  @Column({ type: 'timestamptz' })
  checkedAt: Date;

  /** Why the last attempt failed (German); null after a success. */
  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  /** Counts changes of `sheetKey` or `zips`, so caches of the matching notice them (timestamps can collide). */
  @Column({ type: 'integer', default: 1 })
  revision: number;
}
