/**
 * Invoices, dunnings and the months still to invoice (spec section 3 'Invoice', 'Dunning'; the DTOs
 * of libs/invoicing) as the screens use them, plus the download links (spec section 6). Pure,
 * unit-tested.
 */

export type InvoiceKind = 'invoice' | 'cancellation' | 'correction';
export const INVOICE_KINDS: readonly InvoiceKind[] = ['invoice', 'cancellation', 'correction'];

/** voucherStatus; 'overdue' is an open invoice past its due date (the server decides). */
export type InvoiceStatus = 'draft' | 'open' | 'overdue' | 'paid' | 'voided';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['draft', 'open', 'overdue', 'paid', 'voided'];

export interface Invoice {
  id: number;
  organisationId: number;
  kind: InvoiceKind;
  creationDate: string;
  /** 'YYYY-MM-DD'; null for a draft. */
  invoiceDate: string | null;
  sendDate: string | null;
  dueDate: string | null;
  paidDate: string | null;
  /** Leistungsmonat 1-12. */
  month: number;
  year: number;
  /** EUR; negative for cancellations and corrections. */
  net: number;
  vat: number;
  gross: number;
  originalInvoiceId: number | null;
  cancelledById: number | null;
  /** The PDF's name in its download link ('RE2026-0001.pdf', 'Entwurf-12.pdf'). */
  fileName: string;
  /** content.fullData.voucherNumber; '' while a draft. */
  number: string;
  /** content.fullData.voucherStatus; a value the screen does not know stays as it is ('Unbekannter Status'). */
  status: string;
  /** Only in the list of all invoices. */
  organisationName?: string;
  /** Spec section 3: the fields as the API sends them. */
  content: { fullData: { voucherNumber: string; voucherStatus: string } };
}

/** A month with sales but no invoice: the placeholder row numbered 'missing'. */
export interface MissingInvoice {
  month: number;
  year: number;
  /** What `POST …/invoice` takes to create it: the first day of the month after. */
  executionDate: string;
}

export type DunningState = 'open' | 'step' | 'lawyer' | 'creditreform' | 'paid' | 'voided' | 'released';
const DUNNING_STATES: readonly DunningState[] = ['open', 'step', 'lawyer', 'creditreform', 'paid', 'voided', 'released'];

export interface DunningLetter {
  step: number;
  name: string;
  date: string;
  interest: number;
  fee: number;
  fileName: string;
}

export interface Dunning {
  id: number;
  invoiceId: number;
  creationDate: string;
  state: DunningState;
  releasedAt: string | null;
  releasedBy: string | null;
  letters: DunningLetter[];
  /** content.fullData, flattened. */
  invoiceNo: string;
  reminders: string[];
  nextStep: string;
  nextStepDate: string | null;
  /** The German label of the state ('1. Mahnung', 'An Anwalt übergeben'). */
  currentState: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const objectAt = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const textOrNull = (value: unknown): string | null => (text(value).trim() ? text(value) : null);

function numberOr(value: unknown, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

function numberOrNull(value: unknown): number | null {
  const number = numberOr(value, Number.NaN);
  return Number.isNaN(number) ? null : number;
}

export function toInvoiceKind(value: unknown): InvoiceKind {
  return INVOICE_KINDS.find((kind) => kind === value) ?? 'invoice';
}

export function toInvoice(raw: unknown): Invoice {
  const body = objectAt(raw);
  const fullData = objectAt(objectAt(body.content).fullData);
  const id = numberOr(body.id, 0);
  const number = text(fullData.voucherNumber);
  const status = text(fullData.voucherStatus);
  const invoice: Invoice = {
    id,
    organisationId: numberOr(body.organisationId, 0),
    kind: toInvoiceKind(body.kind),
    creationDate: text(body.creationDate),
    invoiceDate: textOrNull(body.invoiceDate),
    sendDate: textOrNull(body.sendDate),
    dueDate: textOrNull(body.dueDate),
    paidDate: textOrNull(body.paidDate),
    month: numberOr(body.month, 0),
    year: numberOr(body.year, 0),
    net: numberOr(body.net, 0),
    vat: numberOr(body.vat, 0),
    gross: numberOr(body.gross, 0),
    originalInvoiceId: numberOrNull(body.originalInvoiceId),
    cancelledById: numberOrNull(body.cancelledById),
    fileName: text(body.fileName) || `${number || `Entwurf-${id}`}.pdf`,
    number,
    status,
    content: { fullData: { voucherNumber: number, voucherStatus: status } },
  };
  if (body.organisationName !== undefined) invoice.organisationName = text(body.organisationName);
  return invoice;
}

export function toMissingInvoice(raw: unknown): MissingInvoice {
  const body = objectAt(raw);
  const month = numberOr(body.month, 0);
  const year = numberOr(body.year, 0);
  return { month, year, executionDate: text(body.executionDate) || executionDateAfter(year, month) };
}

/** The first day of the month after: what creates the invoice of `month` (2026-12 → '2027-01-01'). */
export function executionDateAfter(year: number, month: number): string {
  return month >= 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

function toLetter(raw: unknown): DunningLetter {
  const body = objectAt(raw);
  return {
    step: numberOr(body.step, 0),
    name: text(body.name),
    date: text(body.date),
    interest: numberOr(body.interest, 0),
    fee: numberOr(body.fee, 0),
    fileName: text(body.fileName),
  };
}

export function toDunning(raw: unknown): Dunning {
  const body = objectAt(raw);
  const fullData = objectAt(objectAt(body.content).fullData);
  return {
    id: numberOr(body.id, 0),
    invoiceId: numberOr(body.invoiceId, 0),
    creationDate: text(body.creationDate),
    state: DUNNING_STATES.find((state) => state === body.state) ?? 'open',
    releasedAt: textOrNull(body.releasedAt),
    releasedBy: textOrNull(body.releasedBy),
    letters: Array.isArray(body.letters) ? body.letters.map(toLetter).filter((letter) => letter.fileName !== '') : [],
    invoiceNo: text(fullData.invoiceNo),
    reminders: Array.isArray(fullData.reminders) ? fullData.reminders.map(text).filter(Boolean) : [],
    nextStep: text(fullData.nextStep),
    nextStepDate: textOrNull(fullData.nextStepDate),
    currentState: text(fullData.currentState),
  };
}

const listOf = <T>(value: unknown, read: (raw: unknown) => T): T[] => (Array.isArray(value) ? value.map(read) : []);

/**
 * `GET /api/organisation/{id}` with its invoices, dunnings and missing months read as above; a
 * reason why it gets no leads because of a handover (`dunningHold`) or null.
 */
export function withBilling<T extends Record<string, unknown>>(organisation: T): T & { invoices: Invoice[]; dunnings: Dunning[]; missingInvoices: MissingInvoice[]; dunningHold: string | null } {
  return {
    ...organisation,
    invoices: listOf(organisation.invoices, toInvoice),
    dunnings: listOf(organisation.dunnings, toDunning),
    missingInvoices: listOf(organisation.missingInvoices, toMissingInvoice),
    dunningHold: textOrNull(organisation.dunningHold),
  };
}

/** A row of `GET /api/invoices`, with the fields the list sorts by named as the API names them. */
export function toInvoiceListItem(raw: unknown): Invoice & { grossCents: number; createdAt: string } {
  const invoice = toInvoice(raw);
  return { ...invoice, grossCents: Math.round(invoice.gross * 100), createdAt: invoice.creationDate };
}

/** A finalised document has its number, its stored PDF and its XRechnung. */
export function isFinalised(invoice: Pick<Invoice, 'number'>): boolean {
  return invoice.number !== '';
}

export type InvoiceAction = 'send' | 'paid' | 'void';

/**
 * Which actions the document's state allows: sending while it is a draft or unpaid (a draft is
 * finalised on the way); 'Bezahlt' for an unpaid invoice, and for a correction whose credit was
 * refunded (a Stornorechnung settles itself); cancelling anything but a Stornorechnung or what is
 * already cancelled.
 */
export function invoiceActions(invoice: Pick<Invoice, 'kind' | 'status'>): InvoiceAction[] {
  const unpaid = invoice.status === 'open' || invoice.status === 'overdue';
  const actions: InvoiceAction[] = [];
  // A Stornorechnung is 'Storniert' together with its invoice, and may be sent again like any document.
  if (invoice.status === 'draft' || unpaid || (invoice.kind === 'cancellation' && invoice.status === 'voided')) actions.push('send');
  if (invoice.kind !== 'cancellation' && unpaid) actions.push('paid');
  if (invoice.kind !== 'cancellation' && invoice.status !== 'voided' && INVOICE_STATUSES.includes(invoice.status as InvoiceStatus)) actions.push('void');
  return actions;
}

/** A handover to a lawyer or Creditreform stops the organisation's leads until staff release it. */
export function isReleasable(dunning: Pick<Dunning, 'state'>): boolean {
  return dunning.state === 'lawyer' || dunning.state === 'creditreform';
}

/** 'MM.JJJJ' of a service month. */
export function serviceMonth({ month, year }: { month: number; year: number }): string {
  return month >= 1 && month <= 12 && year > 0 ? `${String(month).padStart(2, '0')}.${year}` : '';
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** `/download/organisation/{orgId}/invoice/{invoiceId}/{userToken}/{fileName}`: the PDF as issued (a draft's preview). */
export function invoicePdfPath(template: string, invoice: Pick<Invoice, 'id' | 'organisationId' | 'fileName'>, token: string): string {
  return fillDownload(template, invoice.organisationId, invoice.id, token, invoice.fileName);
}

/** The same address with `{voucherNumber}.xml`: the XRechnung (finalised documents only). */
export function invoiceXmlPath(template: string, invoice: Pick<Invoice, 'id' | 'organisationId' | 'number'>, token: string): string {
  return fillDownload(template, invoice.organisationId, invoice.id, token, `${invoice.number}.xml`);
}

function fillDownload(template: string, organisationId: number, invoiceId: number, token: string, fileName: string): string {
  return template
    .replace('{orgId}', segment(organisationId))
    .replace('{invoiceId}', segment(invoiceId))
    .replace('{token}', segment(token))
    .replace('{fileName}', segment(fileName));
}

/** `/download/organisation/{orgId}/dunning/{dunningId}/{step}/{userToken}/{fileName}`. */
export function dunningLetterPath(template: string, organisationId: number, dunning: Pick<Dunning, 'id'>, letter: Pick<DunningLetter, 'step' | 'fileName'>, token: string): string {
  return template
    .replace('{orgId}', segment(organisationId))
    .replace('{dunningId}', segment(dunning.id))
    .replace('{step}', segment(letter.step))
    .replace('{token}', segment(token))
    .replace('{fileName}', segment(letter.fileName));
}
