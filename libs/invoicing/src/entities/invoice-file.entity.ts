import { Column, CreateDateColumn, Entity, OneToOne, JoinColumn, PrimaryColumn } from 'typeorm';
import { Invoice } from './invoice.entity';

/** The files of a finalised invoice exactly as they were issued; served unchanged (GoBD). */
@Entity('invoice_file')
export class InvoiceFile {
  @PrimaryColumn({ type: 'integer' })
  invoiceId: number;

  @OneToOne(() => Invoice, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  invoice: Invoice;

  /** PDF/A-3 with the EN 16931 CII XML embedded (ZUGFeRD/Factur-X). */
  @Column({ type: 'bytea' })
  pdf: Buffer;

  /** The embedded CII XML, as embedded. */
  @Column({ type: 'text' })
  facturXml: string;

  /** XRechnung (CII) for buyers who need it. */
  @Column({ type: 'text' })
  xrechnungXml: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
