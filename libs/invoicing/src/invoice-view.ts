import type { Invoice } from './entities/invoice.entity';
import type { InvoiceDto } from './dto/invoice.dto';

/**
 * 'Überfällig' is an open invoice past its due date on `today` (Berlin). A cancellation or correction
 * is a credit: nothing the buyer owes, so it is never overdue.
 */
export function voucherStatus(invoice: Pick<Invoice, 'kind' | 'status' | 'dueDate'>, today: string): string {
  return invoice.kind === 'invoice' && invoice.status === 'open' && invoice.dueDate !== null && invoice.dueDate < today ? 'overdue' : invoice.status;
}

/** The PDF's name in its download link: the number, or 'Entwurf-{id}' for a draft. */
export const invoiceFileName = (invoice: Pick<Invoice, 'id' | 'number'>): string => `${invoice.number ?? `Entwurf-${invoice.id}`}.pdf`;

export function invoiceDto(invoice: Invoice, today: string): InvoiceDto {
  return {
    id: invoice.id,
    organisationId: invoice.organisationId,
    kind: invoice.kind,
    creationDate: invoice.createdAt.toISOString(),
    invoiceDate: invoice.invoiceDate,
    sendDate: invoice.sendDate?.toISOString() ?? null,
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate,
    month: invoice.serviceMonth,
    year: invoice.serviceYear,
    net: invoice.netCents / 100,
    vat: invoice.vatCents / 100,
    gross: invoice.grossCents / 100,
    originalInvoiceId: invoice.originalInvoiceId,
    cancelledById: invoice.cancelledById,
    fileName: invoiceFileName(invoice),
    content: { fullData: { voucherNumber: invoice.number ?? '', voucherStatus: voucherStatus(invoice, today) } },
  };
}
