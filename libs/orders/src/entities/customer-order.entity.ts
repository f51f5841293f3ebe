import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A project of the installation business, looked up by its customer on the public status page
 * (order number + last name + postal code). Imported from the business's own system.
 */
@Entity('customer_order')
// The person search of data-protection requests (migration Privacy): the phone as typed, normalised like a
// lead's by the SQL function normalised_phone; TypeORM cannot describe the expression, so it leaves it alone.
@Index('ix_customer_order_phone_normalised', { synchronize: false })
export class CustomerOrder {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Index('uq_customer_order_number', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  orderNumber: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 250, default: '' })
  street: string;

  @Column({ type: 'varchar', length: 5 })
  zip: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  city: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  phone: string;

  /** Lower-case. */
  @Index('ix_customer_order_mail')
  @Column({ type: 'varchar', length: 254, default: '' })
  mail: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  status: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  customerStatus: string;

  /** 0 to 100 percent. */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  /** Expected installation day ('yyyy-mm-dd'). */
  @Column({ type: 'date', nullable: true })
  installationPlaningDate: string | null;

  @Column({ type: 'text', default: '' })
  note: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  contactFirstName: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  contactLastName: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  contactPhone: string;

  @Column({ type: 'varchar', length: 254, default: '' })
  contactMail: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** When the customer's data was removed (erasure, Art. 17 DSGVO): name, address, phone, e-mail and note. */
  @Column({ type: 'timestamptz', nullable: true })
  pseudonymisedAt: Date | null;
}
