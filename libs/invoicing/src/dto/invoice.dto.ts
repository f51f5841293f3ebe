import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Spec section 3 'Invoice', plus what the Rechnungen tab and list show. */
export class InvoiceDto {
  @ApiProperty() id: number;
  @ApiProperty() organisationId: number;
  @ApiProperty({ description: 'invoice (Rechnung), cancellation (Stornorechnung) oder correction (Rechnungskorrektur)' }) kind: string;
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
  @ApiProperty({ description: '{ fullData: { voucherNumber, voucherStatus } }; voucherStatus draft, open, overdue, paid oder voided' })
  content: { fullData: { voucherNumber: string; voucherStatus: string } };
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
