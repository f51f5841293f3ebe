import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Invoice } from '../dataProvider/apiTypes';
import { serviceMonth } from '../dataProvider/invoiceMappers';
import { invoiceStatusLabel } from './invoiceStatus';
import { invoiceStatusColor } from './invoiceDisplay';

/** Spec section 4 'Invoice status'. */
export const InvoiceStatusChip = ({ status }: { status: string }) => (
  <Chip size="small" color={invoiceStatusColor(status)} variant={status === 'draft' ? 'outlined' : 'filled'} label={invoiceStatusLabel(status)} />
);

/** How a document is named in texts: its number, or 'Entwurf für 01.2026'. */
export function useInvoiceName() {
  const translate = useTranslate();
  return (invoice: Pick<Invoice, 'number' | 'month' | 'year'>) => invoice.number || translate('app.invoices.draft_name', { month: serviceMonth(invoice) });
}

/** The Nummer column: the number, or 'Entwurf'. */
export function useInvoiceNumberCell() {
  const translate = useTranslate();
  return (invoice: Pick<Invoice, 'number'>) => invoice.number || translate('app.invoices.draft');
}
