import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A group of settings staff change in the back office, stored as one JSON value per key. */
@Entity('app_setting')
export class AppSetting {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'jsonb' })
  value: Record<string, unknown>;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
