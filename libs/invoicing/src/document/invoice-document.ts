/**
 * What an invoice document shows, as plain data: the invoicing service builds it from the stored
 * invoice (a snapshot taken when the invoice was created or finalised), the renderers turn it into
 * the PDF/A-3 with its embedded EN 16931 XML, or into XRechnung XML. Amounts are whole cents.
 */

/** A calendar day 'YYYY-MM-DD' (German time). */
export type CalendarDay = string;

export interface PostalAddress {
  name: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  countryCode: string;
}

/** The operator (seller): every field §14 UStG and the letterhead need. */
export interface SellerParty extends PostalAddress {
  managingDirector: string;
  registerCourt: string;
  registerNumber: string;
  /** USt-IdNr, e.g. 'DE123456789'; at least one of vatId and taxNumber is set. */
  vatId: string;
  /** Steuernummer, e.g. '143/123/45678'. */
  taxNumber: string;
  iban: string;
  bic: string;
  bankName: string;
  email: string;
  phone: string;
}

/** The buyer (organisation). */
export interface BuyerParty extends PostalAddress {
  /** Kundennummer: the Lexware Office customer number when there is one, else the organisation id. */
  customerNumber: string;
  email: string;
  /** Leitweg-ID or the buyer's own reference, for XRechnung (BT-10); empty when none. */
  buyerReference: string;
}

/** invoice: Rechnung; cancellation: Stornorechnung (of a whole invoice); correction: Rechnungskorrektur (reclaimed leads). */
export type InvoiceKind = 'invoice' | 'cancellation' | 'correction';

/** One line: e.g. 12 leads at 45,00 €. Cancellations and corrections carry negative quantities and totals. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** quantity × unitPriceCents. */
  totalCents: number;
}

/** One sold lead in the appendix. */
export interface AppendixLead {
  leadId: number;
  /** When it was sold (ISO instant); shown as a German date. */
  soldAt: string;
  zip: string;
  priceCents: number;
  reclaimed: boolean;
  /** Sold alone; absent (as in every document before issue 30): shared. */
  exclusive?: boolean;
  /** How it was sold, when not by distribution: 'resale', 'marketplace', 'manual'. */
  kind?: 'resale' | 'marketplace' | 'manual';
  /** The steps that made the price (EUR, the first the base); absent: the organisation's agreed price. */
  priceRules?: { name: string; change: number }[];
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  /** null while a draft: the PDF says ENTWURF and carries no number; no XML is made for drafts. */
  number: string | null;
  /** Rechnungsdatum. */
  issueDate: CalendarDay;
  /** Fälligkeitsdatum. */
  dueDate: CalendarDay;
  /** Leistungszeitraum (first and last day of the month of service). */
  servicePeriod: { start: CalendarDay; end: CalendarDay };
  seller: SellerParty;
  buyer: BuyerParty;
  /** Always 'EUR'. */
  currency: 'EUR';
  lines: InvoiceLine[];
  /**
   * The reclamation deduction of the revenue rule, as a positive amount subtracted from the lines'
   * sum (a document-level allowance); null when there is none. Negative for a cancellation (it
   * cancels the original's deduction).
   */
  deduction: { description: string; cents: number } | null;
  /** Percent, e.g. 19. */
  vatRate: number;
  /** Sum of the lines minus the deduction. */
  netCents: number;
  /** round(netCents × vatRate / 100), half away from zero. */
  vatCents: number;
  grossCents: number;
  /** Zahlungsziel in days, for the payment terms text. */
  paymentTermDays: number;
  /** The invoice a cancellation or correction refers to. */
  originalInvoice: { number: string; issueDate: CalendarDay } | null;
  /** Free text printed under the totals (e.g. why a correction was issued); '' for none. */
  note: string;
  appendix: AppendixLead[];
}

/** A dunning letter, an account statement or a handover letter: a plain PDF letter. */
export interface LetterDocument {
  seller: SellerParty;
  recipient: PostalAddress;
  /** Briefdatum. */
  date: CalendarDay;
  /** E.g. 'Zahlungserinnerung', '1. Mahnung', 'Kontoauszug'. */
  title: string;
  /** Reference line, e.g. 'Rechnung RE2026-0004 vom 01.12.2026'. */
  subject: string;
  paragraphs: string[];
  /** An optional table, e.g. the open items or the account statement's bookings; money cells already formatted. */
  table: { columns: string[]; rows: string[][]; alignRight?: number[] } | null;
  /** Lines under the table, e.g. [['Offener Betrag', '1.234,56 €']]. */
  totals: [label: string, value: string][];
  /** Paragraphs after the figures: the request to pay, a warning, the greeting. */
  closing?: string[];
}
