import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import type { InvoiceKind } from '../document/invoice-document';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const INVOICE_KINDS = ['invoice', 'cancellation', 'correction'] as const satisfies readonly InvoiceKind[];

/** The stored status, and 'overdue' for an open invoice past its due date (voucherStatus). */
export const VOUCHER_STATUSES = ['draft', 'open', 'overdue', 'paid', 'voided'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** What staff may do with a document now (the Rechnungen tab's buttons); see invoiceActions. */
export const INVOICE_ACTIONS = ['send', 'paid', 'void'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

export class InvoiceFullDataDto {
  @ApiProperty({ description: "Rechnungsnummer; '' für einen Entwurf" }) voucherNumber: string;
  @ApiProperty({ enum: VOUCHER_STATUSES }) voucherStatus: VoucherStatus;
}

export class InvoiceContentDto {
  @ApiProperty({ type: InvoiceFullDataDto }) fullData: InvoiceFullDataDto;
}

/** Spec section 3 'Invoice', plus what the Rechnungen tab and list show. */
export class InvoiceDto {
  @ApiProperty() id: number;
  @ApiProperty() organisationId: number;
  @ApiProperty({ enum: INVOICE_KINDS, description: 'invoice (Rechnung), cancellation (Stornorechnung) oder correction (Rechnungskorrektur)' }) kind: InvoiceKind;
  @ApiProperty({ description: 'Angelegt' }) creationDate: string;
  @ApiProperty({ type: String, nullable: true, description: 'Rechnungsdatum (JJJJ-MM-TT)' }) invoiceDate: string | null;
  @ApiProperty({ type: String, nullable: true }) sendDate: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'JJJJ-MM-TT' }) dueDate: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'JJJJ-MM-TT' }) paidDate: string | null;
  @ApiProperty({ description: 'Leistungsmonat 1–12' }) month: number;
  @ApiProperty() year: number;
  @ApiProperty({ description: 'EUR' }) net: number;
  @ApiProperty({ description: 'EUR' }) vat: number;
  @ApiProperty({ description: 'EUR' }) gross: number;
  @ApiProperty({ type: Number, nullable: true }) originalInvoiceId: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Die Stornorechnung, die diese Rechnung aufhebt' }) cancelledById: number | null;
  @ApiProperty({ description: 'Dateiname des PDFs im Download-Link' }) fileName: string;
  @ApiProperty({ type: InvoiceContentDto, description: 'Wie in der Spezifikation: { fullData: { voucherNumber, voucherStatus } }' }) content: InvoiceContentDto;
  @ApiProperty({ description: "content.fullData.voucherNumber, nach dem die Liste sortiert und sucht; '' für einen Entwurf" }) number: string;
  @ApiProperty({ enum: VOUCHER_STATUSES, description: 'content.fullData.voucherStatus, nach dem die Liste sortiert und filtert' }) status: VoucherStatus;
  @ApiProperty({ enum: INVOICE_ACTIONS, isArray: true, description: 'Was der Zustand jetzt erlaubt (Senden, Bezahlt, Stornieren)' }) actions: InvoiceAction[];
}

/** A row of the list of all invoices: with the organisation's name. */
export class InvoiceListItemDto extends InvoiceDto {
  @ApiProperty() organisationName: string;
}

/** A month with sales but no invoice: the 'missing' placeholder row. */
export class MissingInvoiceDto {
  @ApiProperty() month: number;
  @ApiProperty() year: number;
  @ApiProperty({ description: 'Der erste Tag des Folgemonats: POST …/invoice mit diesem executionDate legt die Rechnung an' }) executionDate: string;
}

export class CreateInvoiceDto {
  @ApiProperty({ example: '2027-01-01', description: 'Die Rechnung gilt dem Monat davor (2027-01-01 → Dezember 2026)' })
  @IsString({ message: 'executionDate muss ein Datum (JJJJ-MM-TT) sein' })
  executionDate: string;
}

export class InvoicingRunDto {
  @ApiPropertyOptional({ example: '2027-01-01', description: 'Standard: heute' })
  @IsOptional()
  @IsString({ message: 'executionDate muss ein Datum (JJJJ-MM-TT) sein' })
  executionDate?: string;
}

export class PaidDto {
  @ApiProperty({ example: '2026-12-10', description: 'Zahlungseingang (JJJJ-MM-TT)' })
  @IsString({ message: 'Bitte das Zahlungsdatum angeben' })
  @Matches(DAY, { message: 'Zahlungsdatum muss ein Datum (JJJJ-MM-TT) sein' })
  paidDate: string;
}
