import { ApiProperty } from '@nestjs/swagger';
import type { InvoiceDto } from '@app/invoicing';

export class PortalDunningLetterDto {
  @ApiProperty({ description: 'Id der Mahnung' }) dunningId: number;
  @ApiProperty({ description: 'Stufe, ab 0 (erste Erinnerung)' }) step: number;
  @ApiProperty({ description: "'1. Mahnung', 'Kontoauszug' …" }) name: string;
  @ApiProperty({ description: 'JJJJ-MM-TT' }) date: string;
  @ApiProperty() fileName: string;
  @ApiProperty({ example: '/portal-api/invoices/12/dunning/7-0', description: "Download-Pfad ('<Mahnung>-<Stufe>'); Bearer-Header oder ?token=<Portal-Zugangstoken>" }) url: string;
}

/** One invoice of the buyer (`GET /portal-api/invoices`); drafts are not shown, they are not issued yet. */
export class PortalInvoiceDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Rechnungsnummer' }) number: string;
  @ApiProperty({ enum: ['invoice', 'cancellation', 'correction'] }) kind: InvoiceDto['kind'];
  @ApiProperty({ description: 'Rechnung, Stornorechnung oder Rechnungskorrektur' }) kindLabel: string;
  @ApiProperty({ description: 'Leistungsmonat 1–12' }) month: number;
  @ApiProperty() year: number;
  @ApiProperty({ type: String, nullable: true, description: 'Rechnungsdatum JJJJ-MM-TT' }) invoiceDate: string | null;
  @ApiProperty({ description: 'Brutto in EUR' }) gross: number;
  @ApiProperty({ description: 'Netto in EUR' }) net: number;
  @ApiProperty({ description: 'USt. in EUR' }) vat: number;
  @ApiProperty({ enum: ['open', 'overdue', 'paid', 'voided'] }) status: string;
  @ApiProperty({ description: 'Offen, Überfällig, Bezahlt, Storniert' }) statusLabel: string;
  @ApiProperty({ type: String, nullable: true, description: 'Fällig am JJJJ-MM-TT' }) dueDate: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Bezahlt am JJJJ-MM-TT' }) paidDate: string | null;
  @ApiProperty({ description: 'Download-Pfad des PDFs; ?token=<Portal-Zugangstoken> anhängen' }) pdfUrl: string;
  @ApiProperty({ description: 'Download-Pfad der XRechnung (XML); ?token=<Portal-Zugangstoken> anhängen' }) xrechnungUrl: string;
  @ApiProperty({ type: [PortalDunningLetterDto], description: 'Mahnschreiben zu dieser Rechnung' }) dunningLetters: PortalDunningLetterDto[];
}
