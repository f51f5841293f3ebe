import type { OutboundGuard } from '@app/infrastructure';

/** A calendar day 'YYYY-MM-DD' (German time). */
export type CalendarDay = string;

export interface LexofficeClientOptions {
  /** https://api.lexware.io (LEXOFFICE_API_URL). */
  baseUrl: string;
  /** Checks LEXOFFICE_API_URL like every outbound address (tests point it at a local fake named in OUTBOUND_ALLOW_HOSTS). */
  guard: OutboundGuard;
  apiKey: string;
  /** Lexware Office allows 2 requests per second per API key; a whole number. */
  requestsPerSecond?: number;
  /** Milliseconds on a steady scale; tests pass a virtual clock. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Per request; HttpClient's default otherwise. */
  timeoutMs?: number;
}

/** The organisation as a Lexware Office customer (a company with one billing address). */
export interface LexofficeCustomer {
  name: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  countryCode: string;
  /** Empty when unknown. */
  email: string;
  /** Empty when unknown. */
  phone: string;
}

/** A Lexware Office contact in the customer role, as the organisation stores it (`lexOffice.id`/`lexOffice.number`). */
export interface LexofficeContact {
  id: string;
  /** Kundennummer, assigned by Lexware Office (e.g. '10308'). */
  customerNumber: string;
}

/** Rechnung: salesinvoice; Stornorechnung and Rechnungskorrektur: salescreditnote. */
export type LexofficeVoucherType = 'salesinvoice' | 'salescreditnote';

/**
 * One of our finalised documents as a bookkeeping voucher (Beleg). Amounts are whole cents and positive
 * for credit notes too: the type says which way the money goes. Tax is taken from the document, not
 * recomputed, so Lexware Office books exactly what the PDF says.
 */
export interface LexofficeVoucherInput {
  type: LexofficeVoucherType;
  /** Our invoice number; the key that makes pushing twice harmless. */
  voucherNumber: string;
  voucherDate: CalendarDay;
  dueDate: CalendarDay;
  /** Leistungsdatum: the last day of the service period. */
  shippingDate?: CalendarDay;
  /** The customer's contact id (see ensureContact). */
  contactId: string;
  /** Shown and searchable in Lexware Office. */
  remark?: string;
  /** Posting category of every line; Einnahmen unless given (GET /v1/posting-categories lists the others). */
  categoryId?: string;
  /** One line per tax rate (net amounts). */
  items: { netCents: number; taxCents: number; taxRatePercent: number }[];
}

/** A bookkeeping voucher as Lexware Office holds it. */
export interface LexofficeVoucher {
  id: string;
  type: string;
  voucherNumber: string;
  /** open, paid, paidoff, voided, transferred, sepadebit, unchecked … */
  status: string;
  totalGrossCents: number;
  /** Files attached to it (our PDF once uploaded). */
  fileIds: string[];
}

/** One of our invoices that Lexware Office records as fully paid. */
export interface LexofficePaidVoucher {
  voucherId: string;
  voucherNumber: string;
  /** German calendar day of the payment that settled it. */
  paidDate: CalendarDay;
  /**
   * How it was settled, in Lexware's words: partPaymentFinancialTransaction (bank), manualPayment,
   * partPaymentCreditNote (offset against a credit note, e.g. its Stornorechnung), cashDiscount …
   */
  settledBy: string[];
}
