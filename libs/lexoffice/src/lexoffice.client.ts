import { DEFAULT_HTTP_TIMEOUT_MS, HttpCallError, HttpClient } from '@app/infrastructure';
import { formatMoney } from '@app/contract';
import { LEXOFFICE, LexofficeError, lexofficeErrorOf, unexpectedAnswer } from './lexoffice.error';
import {
  CalendarDay,
  LexofficeClientOptions,
  LexofficeContact,
  LexofficeCustomer,
  LexofficePaidVoucher,
  LexofficeVoucher,
  LexofficeVoucherInput,
  LexofficeVoucherType,
} from './lexoffice.types';
import { realTimer, RequestSpacer } from './request-spacer';

/**
 * Posting category "Einnahmen" (GET /v1/posting-categories). The often copied 8f8664a8-… is
 * "Warenverkäufe", 8f8664a0-… "Dienstleistung".
 */
export const LEXOFFICE_CATEGORY_EINNAHMEN = '8f8664a1-fd86-11e1-a21f-0800200c9a66';

/**
 * Lexware's docs warn that pacing exactly at the limit still meets 429s. The spacer already measures from
 * each answer; this covers timers that fire a little early.
 */
const MARGIN_MS = 50;
/** The first try and three more. */
const MAX_ATTEMPTS = 4;
/** A longer wait than this is left to the caller's job, which runs again later. */
const MAX_RETRY_WAIT_MS = 60_000;
/** The most voucherlist gives per page (docs: "up to a maximum of 250"). */
const PAGE_SIZE = 250;
/** Not in the reference; the web app and others' measurements say 5 MiB per file. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const OUR_VOUCHER_TYPES: readonly LexofficeVoucherType[] = ['salesinvoice', 'salescreditnote'];

type Call =
  | { method: 'GET'; path: string; query?: Record<string, string> }
  | { method: 'POST'; path: string; json: unknown }
  | { method: 'POST'; path: string; file: { bytes: Buffer; filename: string; contentType: string } };

/** The page envelope of contacts, vouchers and voucherlist (docs, "Paging of Resources"). */
interface Page<T> {
  content?: T[];
  last?: boolean;
}

interface ContactAnswer {
  id: string;
  roles?: { customer?: { number?: number | string } };
  emailAddresses?: Record<string, string[] | undefined>;
}

interface VoucherAnswer {
  id: string;
  type: string;
  voucherNumber: string;
  voucherStatus: string;
  totalGrossAmount: number | string;
  files?: string[];
}

interface VoucherListRow {
  id: string;
  voucherNumber: string;
  updatedDate: string;
}

interface PaymentAnswer {
  paidDate?: string;
  paymentItems?: { paymentItemType?: string }[];
}

/**
 * The parts of the Lexware Office (formerly lexoffice) public API the invoicing uses: customers as
 * contacts, finalised invoices and credit notes as bookkeeping vouchers with their PDF, and which of them
 * are paid. Every request of one client waits for its slot (at most `requestsPerSecond` in any second,
 * Lexware's limit per API key) and is tried up to four times when Lexware answers 429, or, for reads, a
 * server error or nothing at all.
 */
export class LexofficeClient {
  private readonly http: HttpClient;
  private readonly spacer: RequestSpacer;
  private readonly baseUrl: string;
  private readonly auth: Record<string, string>;

  constructor({ baseUrl, guard, apiKey, requestsPerSecond = 2, now, sleep, timeoutMs = DEFAULT_HTTP_TIMEOUT_MS }: LexofficeClientOptions) {
    if (!Number.isInteger(requestsPerSecond) || requestsPerSecond < 1) throw new Error('requestsPerSecond must be a whole number from 1');
    this.baseUrl = baseUrl;
    this.auth = { Authorization: `Bearer ${apiKey}` };
    this.http = new HttpClient(guard, timeoutMs);
    this.spacer = new RequestSpacer(requestsPerSecond, 1000 + MARGIN_MS, { now: now ?? realTimer.now, sleep: sleep ?? realTimer.sleep });
  }

  /** The customer with this Kundennummer, or null. */
  async findContactByNumber(customerNumber: string): Promise<LexofficeContact | null> {
    const page = await this.get<Page<ContactAnswer>>('/v1/contacts', { number: customerNumber.trim(), customer: 'true' });
    // The filter matches vendor numbers too; only the customer number identifies our customer.
    return (
      contentOf(page)
        .map(customerOf)
        .find((contact) => contact !== null && Number(contact.customerNumber) === Number(customerNumber)) ?? null
    );
  }

  /** A customer with exactly this e-mail address, or null. */
  async findContactByEmail(email: string): Promise<LexofficeContact | null> {
    const wanted = email.trim().toLowerCase();
    const page = await this.get<Page<ContactAnswer>>('/v1/contacts', { email: wanted, customer: 'true' });
    // The filter is a pattern (`_` and `%` are wildcards) over every address of a contact.
    const matches = contentOf(page).filter((contact) => emailsOf(contact).includes(wanted));
    return matches.map(customerOf).find((contact) => contact !== null) ?? null;
  }

  /** A new customer (a company); Lexware Office assigns its Kundennummer. */
  async createContact(customer: LexofficeCustomer): Promise<LexofficeContact> {
    const created = await this.post('/v1/contacts', contactBody(customer));
    // The answer has the id only (and resourceUri, dates, version); the number is read back.
    const contact = await this.getContact(idOf(created, 'Kontakt'));
    if (!contact) throw unexpectedAnswer('der angelegte Kontakt ist nicht lesbar');
    return contact;
  }

  /**
   * The organisation's customer in Lexware Office: the one it knows by id, else by Kundennummer, else
   * one with its e-mail address (staff may have created it by hand, or an earlier try created it and its
   * answer was lost), else a new one. The caller stores what it gets back.
   */
  async ensureContact(known: { id?: string; number?: string }, customer: LexofficeCustomer): Promise<LexofficeContact> {
    const id = known.id?.trim();
    const byId = id ? await this.getContact(id) : null;
    if (byId) return byId;
    const number = known.number?.trim();
    const byNumber = number ? await this.findContactByNumber(number) : null;
    if (byNumber) return byNumber;
    const byEmail = customer.email.trim() ? await this.findContactByEmail(customer.email) : null;
    return byEmail ?? this.createContact(customer);
  }

  /** Books the voucher (status open). Not idempotent: pushVoucher looks for it first. */
  async createVoucher(voucher: LexofficeVoucherInput): Promise<{ id: string }> {
    const created = await this.post('/v1/vouchers', voucherBody(voucher));
    return { id: idOf(created, 'Beleg') };
  }

  /** Attaches the PDF to the voucher; returns the file's id. */
  async uploadVoucherFile(voucherId: string, pdf: Buffer, filename: string): Promise<{ id: string }> {
    if (pdf.length > MAX_FILE_BYTES) {
      throw new LexofficeError(`Die Datei ${filename} ist größer als 5 MB; ${LEXOFFICE} nimmt je Beleg höchstens 5 MB an.`, undefined, false);
    }
    const path = `/v1/vouchers/${encodeURIComponent(voucherId)}/files`;
    const uploaded = await this.send({ method: 'POST', path, file: { bytes: pdf, filename, contentType: 'application/pdf' } });
    return { id: idOf(uploaded, 'Datei') };
  }

  /**
   * Our voucher with this number (of this type, else of either of ours), or null. Lexware does not keep
   * voucher numbers unique (a supplier's invoice may carry the same), so the type matters.
   */
  async findVoucherByNumber(voucherNumber: string, type?: LexofficeVoucherType): Promise<LexofficeVoucher | null> {
    // The docs mark this filter deprecated in favour of voucherlist, whose rows lack the files; it answers
    // with whole vouchers, so one request tells whether our PDF is attached.
    const page = await this.get<Page<VoucherAnswer>>('/v1/vouchers', { voucherNumber });
    const types = type ? [type] : OUR_VOUCHER_TYPES;
    const match = contentOf(page).find((voucher) => voucher.voucherNumber === voucherNumber && types.includes(voucher.type as LexofficeVoucherType));
    return match ? voucherOf(match) : null;
  }

  /**
   * Books the voucher with its PDF once, however often it is called: a voucher with this number is
   * reused (and gets the PDF if an earlier try stopped before the upload). One with the same number but
   * another amount is not ours to touch.
   */
  async pushVoucher(voucher: LexofficeVoucherInput, file: { pdf: Buffer; filename: string }): Promise<{ id: string }> {
    const existing = await this.findVoucherByNumber(voucher.voucherNumber, voucher.type);
    const grossCents = grossCentsOf(voucher);
    if (existing && existing.totalGrossCents !== grossCents) {
      throw new LexofficeError(
        `In ${LEXOFFICE} gibt es schon einen Beleg ${voucher.voucherNumber} über ${formatMoney(existing.totalGrossCents / 100)} ` +
          `statt ${formatMoney(grossCents / 100)}; bitte dort prüfen.`,
        undefined,
        false,
      );
    }
    const id = existing?.id ?? (await this.createVoucher(voucher)).id;
    if (!existing || existing.fileIds.length === 0) await this.uploadVoucherFile(id, file.pdf, file.filename);
    return { id };
  }

  /**
   * Our invoices Lexware Office records as paid, with the day of payment: every page of the voucherlist
   * (status paid; changed on or after the day `since` when given, as a payment changes the voucher), then
   * each voucher's payments for the date, which the list does not carry. That is one request per paid
   * invoice, about two a second: without `since` it reads every invoice ever paid.
   */
  async paidVouchers(since?: CalendarDay): Promise<LexofficePaidVoucher[]> {
    const rows = await this.voucherlist({ voucherType: 'salesinvoice', voucherStatus: 'paid', ...(since ? { updatedDateFrom: since } : {}) });
    const paid: LexofficePaidVoucher[] = [];
    for (const row of rows) {
      const payment = await this.get<PaymentAnswer>(`/v1/payments/${encodeURIComponent(row.id)}`);
      const settledBy = (payment.paymentItems ?? []).map((item) => item.paymentItemType).filter((type): type is string => typeof type === 'string');
      paid.push({ voucherId: row.id, voucherNumber: row.voucherNumber, paidDate: dayOf(payment.paidDate ?? row.updatedDate), settledBy: [...new Set(settledBy)] });
    }
    return paid;
  }

  /** The customer with this id, or null when there is none (or it is no customer). */
  private async getContact(id: string): Promise<LexofficeContact | null> {
    try {
      return customerOf(await this.get<ContactAnswer>(`/v1/contacts/${encodeURIComponent(id)}`));
    } catch (error) {
      if (error instanceof LexofficeError && error.status === 404) return null;
      throw error;
    }
  }

  private async voucherlist(filter: Record<string, string>): Promise<VoucherListRow[]> {
    const rows = new Map<string, VoucherListRow>();
    for (let page = 0; ; page++) {
      const answer = await this.get<Page<VoucherListRow>>('/v1/voucherlist', { ...filter, page: String(page), size: String(PAGE_SIZE) });
      const content = contentOf(answer);
      // A voucher paid while we page moves the rest one place on: a row may come twice.
      for (const row of content) rows.set(row.id, row);
      if (answer.last !== false || content.length === 0) return [...rows.values()];
    }
  }

  private async get<T>(path: string, query?: Record<string, string>): Promise<T> {
    return (await this.send({ method: 'GET', path, query })) as T;
  }

  private async post(path: string, json: unknown): Promise<unknown> {
    return this.send({ method: 'POST', path, json });
  }

  private async send(call: Call): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const release = await this.spacer.slot();
      try {
        return await this.exchange(call);
      } catch (error) {
        if (!(error instanceof HttpCallError)) throw error;
        const waitMs = retryWait(call, error, attempt);
        if (waitMs === null) throw lexofficeErrorOf(error);
        // Every call of this client waits: a 429 is about the whole API key, and a failing server is not
        // helped by the next call either.
        this.spacer.pause(waitMs);
      } finally {
        release();
      }
    }
  }

  private async exchange(call: Call): Promise<unknown> {
    const url = new URL(call.path, this.baseUrl);
    if ('file' in call) return this.upload(url, call.file);
    for (const [key, value] of Object.entries(('query' in call && call.query) || {})) url.searchParams.set(key, value);
    const json = 'json' in call ? call.json : undefined;
    // Lexware's own words help to fix a refused booking; its address is the operator's setting, not a buyer's.
    return (await this.http.request({ service: LEXOFFICE, url, method: call.method, headers: this.auth, json, showRemoteMessage: true })).json();
  }

  /** The one multipart call: the form encoded by the platform's FormData, sent through the HttpClient like every call. */
  private async upload(url: URL, file: { bytes: Buffer; filename: string; contentType: string }): Promise<unknown> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
    const encoded = new Response(form);
    const body = { bytes: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? 'multipart/form-data' };
    try {
      return parsed((await this.http.request({ service: LEXOFFICE, url, method: 'POST', headers: this.auth, body, showRemoteMessage: true })).text);
    } catch (error) {
      if (!(error instanceof HttpCallError)) throw error;
      const { kind, status, retryable, retryAfterMs } = error;
      if (kind === 'timeout') throw new HttpCallError(`${LEXOFFICE} antwortet beim Hochladen nicht.`, LEXOFFICE, kind, true);
      if (kind !== 'status') throw error;
      throw new HttpCallError(`${LEXOFFICE} antwortet beim Hochladen mit Fehler ${status}.`, LEXOFFICE, kind, retryable, { status, retryAfterMs, remoteMessage: error.details.remoteMessage });
    }
  }
}

/** How long to wait before the next try, or null when there is none. */
function retryWait(call: Call, error: HttpCallError, attempt: number): number | null {
  if (!error.retryable || attempt >= MAX_ATTEMPTS) return null;
  // Lexware performs no request it answers with 429. A POST that failed otherwise (timeout, 5xx) may still
  // have booked the voucher or created the contact: only the caller's look-up-first (pushVoucher,
  // ensureContact) may send it again.
  if (call.method === 'POST' && error.status !== 429) return null;
  const waitMs = error.retryAfterMs ?? 1000 * 2 ** (attempt - 1);
  return waitMs <= MAX_RETRY_WAIT_MS ? waitMs : null;
}

function parsed(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    throw unexpectedAnswer(text.slice(0, 100));
  }
}

function idOf(answer: unknown, what: string): string {
  const id = (answer as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || id === '') throw unexpectedAnswer(`${what} ohne id`);
  return id;
}

function contentOf<T>(page: Page<T>): T[] {
  if (!Array.isArray(page?.content)) throw unexpectedAnswer('Liste ohne content');
  return page.content;
}

function customerOf(contact: ContactAnswer): LexofficeContact | null {
  const role = contact.roles?.customer;
  return role ? { id: contact.id, customerNumber: String(role.number ?? '') } : null;
}

function emailsOf(contact: ContactAnswer): string[] {
  return Object.values(contact.emailAddresses ?? {})
    .flatMap((list) => list ?? [])
    .map((address) => address.trim().toLowerCase());
}

/** A company with one billing address: the API writes at most one address and one entry per kind of e-mail and phone. */
function contactBody(customer: LexofficeCustomer) {
  const { name, street, zip, city, countryCode, email, phone } = customer;
  return {
    version: 0,
    roles: { customer: {} },
    company: { name: name.trim() },
    addresses: { billing: [{ street: street.trim(), zip: zip.trim(), city: city.trim(), countryCode: countryCode.trim().toUpperCase() }] },
    ...(email.trim() ? { emailAddresses: { business: [email.trim()] } } : {}),
    ...(phone.trim() ? { phoneNumbers: { business: [phone.trim()] } } : {}),
  };
}

function grossCentsOf(voucher: LexofficeVoucherInput): number {
  return voucher.items.reduce((sum, item) => sum + item.netCents + item.taxCents, 0);
}

/**
 * The voucher as POST /v1/vouchers takes it: net lines, the totals their sums (Lexware refuses
 * anything else with invalid_total_amount), dates as yyyy-MM-dd, booked to our customer, not the
 * collective contact.
 */
function voucherBody(voucher: LexofficeVoucherInput) {
  const { type, voucherNumber, voucherDate, dueDate, shippingDate, contactId, remark, items } = voucher;
  const wholeCents = (cents: number) => Number.isInteger(cents) && cents >= 0;
  if (items.length === 0 || !items.every((item) => wholeCents(item.netCents) && wholeCents(item.taxCents))) {
    throw new LexofficeError(`Beleg ${voucherNumber}: jede Zeile braucht Netto und Steuer in ganzen, nicht negativen Cent.`, undefined, false);
  }
  const categoryId = voucher.categoryId ?? LEXOFFICE_CATEGORY_EINNAHMEN;
  return {
    type,
    voucherNumber,
    voucherDate,
    dueDate,
    ...(shippingDate ? { shippingDate } : {}),
    totalGrossAmount: grossCentsOf(voucher) / 100,
    totalTaxAmount: items.reduce((sum, item) => sum + item.taxCents, 0) / 100,
    taxType: 'net',
    useCollectiveContact: false,
    contactId,
    ...(remark ? { remark } : {}),
    voucherItems: items.map((item) => ({ amount: item.netCents / 100, taxAmount: item.taxCents / 100, taxRatePercent: item.taxRatePercent, categoryId })),
  };
}

function voucherOf(voucher: VoucherAnswer): LexofficeVoucher {
  return {
    id: voucher.id,
    type: voucher.type,
    voucherNumber: voucher.voucherNumber,
    status: voucher.voucherStatus,
    // Amounts come as numbers, sometimes as strings ("1337.00").
    totalGrossCents: Math.round(Number(voucher.totalGrossAmount) * 100),
    fileIds: voucher.files ?? [],
  };
}

/** Lexware writes instants with the German offset (2023-07-14T13:42:02.123+02:00): the date part is the German day. */
function dayOf(instant: string): CalendarDay {
  if (!/^\d{4}-\d{2}-\d{2}/.test(instant ?? '')) throw unexpectedAnswer(`Datum „${instant}“`);
  return instant.slice(0, 10);
}
