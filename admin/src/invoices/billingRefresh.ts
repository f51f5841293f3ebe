/**
 * The organisation's invoices, dunnings, months to invoice and lead stop change through the
 * Rechnungen and Mahnungen tabs' actions, each followed by reading the organisation again. Only
 * those fields (and what the server derives from them) may differ then.
 */
const BILLING_FIELDS = ['invoices', 'dunnings', 'missingInvoices', 'dunningHold', 'warnings'] as const;

function withoutBilling(record: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...record };
  for (const field of BILLING_FIELDS) delete rest[field];
  return rest;
}

/**
 * Whether `after` differs from `before` in billing fields alone: the form then keeps what was typed
 * on the other tabs but not saved yet. After a save the other fields come back as the server stored
 * them (trimmed, normalised), and the form takes them.
 */
export function onlyBillingChanged(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): boolean {
  if (!before || !after || before === after) return false;
  return JSON.stringify(withoutBilling(before)) === JSON.stringify(withoutBilling(after));
}
