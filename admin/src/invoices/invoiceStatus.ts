/**
 * Spec section 4 'Invoice status': the voucher states as the back office names them. Any other
 * value (also none) shows 'Unbekannter Status'.
 */
export const INVOICE_STATUS_LABELS: Readonly<Record<string, string>> = {
  paid: 'Bezahlt',
  overdue: 'Überfällig',
  open: 'Offen',
  draft: 'Entwurf',
  voided: 'Storniert',
};

export const UNKNOWN_INVOICE_STATUS = 'Unbekannter Status';

export function invoiceStatusLabel(status: unknown): string {
  return typeof status === 'string' && Object.hasOwn(INVOICE_STATUS_LABELS, status)
    ? INVOICE_STATUS_LABELS[status]
    : UNKNOWN_INVOICE_STATUS;
}
