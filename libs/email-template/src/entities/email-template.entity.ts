import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The single template (id 1) of the confirmation mail a customer gets after sending the funnel. */
@Entity('email_template')
export class EmailTemplate {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  /** HTML with `{{placeholder}}`s. */
  @Column({ type: 'text' })
  body: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
