import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Sale } from '@app/sales';
import { Invoice } from './invoice.entity';

/**
 * A sale billed by an invoice, as it stood then (price, reclaimed or not). A correction lists the
 * sales it credits; a sale reclaimed after its invoice was finalised is found by comparing with it.
 */
@Entity('invoice_item')
@Index('uq_invoice_item_sale', ['invoiceId', 'saleId'], { unique: true })
@Index('ix_invoice_item_sale', ['saleId'])
export class InvoiceItem {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @ManyToOne(() => Invoice, { nullable: false, onDelete: 'CASCADE' })
  invoice: Invoice;

  @Column({ type: 'integer' })
  invoiceId: number;

  @ManyToOne(() => Sale, { nullable: false, onDelete: 'RESTRICT' })
  sale: Sale;

  @Column({ type: 'integer' })
  saleId: number;

  @Column({ type: 'integer' })
  leadId: number;

  @Column({ type: 'timestamptz' })
  soldAt: Date;

  @Column({ type: 'varchar', length: 5 })
  zip: string;

  @Column({ type: 'integer' })
  priceCents: number;

  @Column({ type: 'boolean' })
  reclaimed: boolean;
}
