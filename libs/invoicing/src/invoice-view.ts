import type { Invoice } from './entities/invoice.entity';
import type { InvoiceAction, InvoiceDto, VoucherStatus } from './dto/invoice.dto';

/**
 * 'Überfällig' is an open invoice past its due date on `today` (Berlin). A cancellation or correction
 * is a credit: nothing the buyer owes, so it is never overdue.
 */
export function voucherStatus(invoice: Pick<Invoice, 'kind' | 'status' | 'dueDate'>, today: string): VoucherStatus {
  return invoice.kind === 'invoice' && invoice.status === 'open' && invoice.dueDate !== null && invoice.dueDate < today ? 'overdue' : invoice.status;
}

/**
 * What staff may do with a document in its state; the Rechnungen tab offers these (each row carries
 * them as `actions`) and InvoicingService refuses the others. Send: a draft (finalised on the way),
 * an unpaid document, or a Stornorechnung (it is 'voided' together with its invoice and may go out
 * again). Paid: an unpaid invoice, or a correction whose credit was refunded (a Stornorechnung settles
 * itself). Void: anything but a Stornorechnung or what is already cancelled.
 */
export function invoiceActions(invoice: Pick<Invoice, 'kind' | 'status'>): InvoiceAction[] {
  const cancellation = invoice.kind === 'cancellation';
  const actions: InvoiceAction[] = [];
  if (invoice.status === 'draft' || invoice.status === 'open' || (cancellation && invoice.status === 'voided')) actions.push('send');
  if (!cancellation && invoice.status === 'open') actions.push('paid');
  if (!cancellation && invoice.status !== 'voided') actions.push('void');
  return actions;
}

/** The PDF's name in its download link: the number, or 'Entwurf-{id}' for a draft. */
export const invoiceFileName = (invoice: Pick<Invoice, 'id' | 'number'>): string => `${invoice.number ?? `Entwurf-${invoice.id}`}.pdf`;

export function invoiceDto(invoice: Invoice, today: string): InvoiceDto {
  const number = invoice.number ?? '';
  const status = voucherStatus(invoice, today);
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
    content: { fullData: { voucherNumber: number, voucherStatus: status } },
    number,
    status,
    actions: invoiceActions(invoice),
  };
}
