import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Organisation } from '@app/organisations';
import type { InvoiceDocument, InvoiceKind } from '../document/invoice-document';

/**
 * draft: created, not yet finalised (no number, may still be rebuilt); open: finalised, not paid;
 * paid; voided: cancelled by a Stornorechnung (or a draft thrown away). 'Überfällig' is not stored:
 * it is an open invoice past its due date, so it can never be stale.
 */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'voided'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * One invoice document: the monthly invoice of an organisation, a cancellation (Stornorechnung) or a
 * correction (Rechnungskorrektur) of one. Once finalised (number assigned) its amounts and document
 * never change (GoBD); only status, send and payment dates do.
 */
@Entity('invoice')
// One live monthly invoice per organisation and month of service; a voided one frees the month.
@Index('uq_invoice_month', ['organisationId', 'serviceYear', 'serviceMonth'], { unique: true, where: `"kind" = 'invoice' AND "status" <> 'voided'` })
@Index('ix_invoice_organisation', ['organisationId', 'createdAt'])
@Index('ix_invoice_status_due', ['status', 'dueDate'])
export class Invoice {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @ManyToOne(() => Organisation, { nullable: false, onDelete: 'RESTRICT' })
  organisation: Organisation;

  @Column({ type: 'integer' })
  organisationId: number;

  @Column({ type: 'varchar', length: 20 })
  kind: InvoiceKind;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: InvoiceStatus;

  /** The month of service (Berlin time) whose sales this document bills. */
  @Column({ type: 'smallint' })
  serviceYear: number;

  @Column({ type: 'smallint' })
  serviceMonth: number;

  /** `{prefix}{year}-{0001}`; null while a draft. Gapless per year (invoice_number_counter). */
  @Index('uq_invoice_number', { unique: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  number: string | null;

  /** Rechnungsdatum: the day it was finalised. */
  @Column({ type: 'date', nullable: true })
  invoiceDate: string | null;

  @Column({ type: 'date', nullable: true })
  dueDate: string | null;

  @Column({ type: 'date', nullable: true })
  paidDate: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finalisedAt: Date | null;

  /** Last time it was mailed to the organisation. */
  @Column({ type: 'timestamptz', nullable: true })
  sendDate: Date | null;

  /** The invoice a cancellation or correction refers to. */
  @ManyToOne(() => Invoice, { nullable: true, onDelete: 'RESTRICT' })
  originalInvoice: Invoice | null;

  @Column({ type: 'integer', nullable: true })
  originalInvoiceId: number | null;

  /** The cancellation that voided this invoice. */
  @Column({ type: 'integer', nullable: true })
  cancelledById: number | null;

  @Column({ type: 'integer' })
  netCents: number;

  @Column({ type: 'integer' })
  vatCents: number;

  @Column({ type: 'integer' })
  grossCents: number;

  /** The document as rendered (a snapshot: seller, buyer, lines, appendix). */
  @Column({ type: 'jsonb' })
  document: InvoiceDocument;

  /** Who created it: a staff member's name or 'Monatslauf'. */
  @Column({ type: 'varchar', length: 200 })
  createdBy: string;

  /** Lexware Office voucher id once pushed there (LEXOFFICE_API_KEY). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  lexofficeVoucherId: string | null;
}
