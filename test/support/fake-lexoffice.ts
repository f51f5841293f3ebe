import { TZDate } from '@date-fns/tz';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { berlinDayRange } from '@app/contract';
import { closeServer, isJsonRequest, listen, readBody, Send, sender } from './fake-http';

/**
 * A local stand-in for the Lexware Office (formerly lexoffice) public API, as far as the invoicing uses
 * it: contacts (create, read, filter), bookkeeping vouchers (create, filter by number, attach a file),
 * the voucherlist and payments. It checks the Bearer key and validates like the documented API
 * (developers.lexware.io): required fields, totals against the lines, tax against the tax rate, dates,
 * known contacts and posting categories, and answers with its error shapes and statuses (400 for bad
 * queries, 406 for invalid data with an `IssueList`). Where the docs are silent the behaviour others
 * measured against the live API is copied, and said so. Every request is recorded with its arrival time
 * (performance.now()) so a test can check the client's pacing; the fake itself never rate-limits unless
 * told to (`throttleNext`).
 */
export interface FakeLexoffice {
  url: string;
  requests: FakeLexofficeRequest[];
  contacts: FakeContact[];
  vouchers: FakeVoucher[];
  files: { id: string; voucherId: string; filename: string; contentType: string; bytes: Buffer }[];
  /** Records the voucher as fully paid on that day ('YYYY-MM-DD'), as a bank payment matched in Lexware Office would. */
  markPaid(voucherNumber: string, paidDate: string): void;
  /** The next `count` requests get 429, with `Retry-After: retryAfterSeconds` when given. */
  throttleNext(count: number, retryAfterSeconds?: number): void;
  /** The next `count` requests get `status` (a server error by default). */
  failNext(count: number, status?: number): void;
  /** Forgets everything stored, received and pending. */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeLexofficeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface FakeContact {
  id: string;
  version: number;
  roles: { customer?: { number: number }; vendor?: { number: number } };
  company?: { name: string };
  person?: { lastName: string; firstName?: string };
  addresses?: { billing?: Body[]; shipping?: Body[] };
  emailAddresses?: Record<string, string[]>;
  phoneNumbers?: Record<string, string[]>;
  archived: boolean;
}

export interface FakeVoucher {
  id: string;
  type: string;
  voucherStatus: string;
  voucherNumber: string;
  /** As Lexware answers dates: the German midnight with its offset. */
  voucherDate: string;
  dueDate: string;
  shippingDate?: string;
  totalGrossAmount: number;
  totalTaxAmount: number;
  taxType: string;
  useCollectiveContact: boolean;
  contactId?: string;
  remark?: string;
  voucherItems: { amount: number; taxAmount: number; taxRatePercent: number; categoryId: string }[];
  files: string[];
  createdDate: string;
  updatedDate: string;
  version: number;
  paidDate?: string;
  paymentItems: { paymentItemType: string; postingDate: string; amount: number; currency: 'EUR' }[];
}

export const FAKE_LEXOFFICE_API_KEY = 'lx-test-key-1';

/** Income posting categories from the docs' list (a real account has more, GET /v1/posting-categories). */
export const FAKE_LEXOFFICE_INCOME_CATEGORIES = {
  einnahmen: '8f8664a1-fd86-11e1-a21f-0800200c9a66',
  warenverkaeufe: '8f8664a8-fd86-11e1-a21f-0800200c9a66',
  dienstleistung: '8f8664a0-fd86-11e1-a21f-0800200c9a66',
};

type Body = Record<string, unknown>;
type Issue = { source: string | null; i18nKey: string; type: 'validation_failure' | 'bad_request_error' };

const ORGANIZATION_ID = 'aa93e8a8-2aa3-470b-b914-caad8a255dd8';
const SALES_TYPES = ['salesinvoice', 'salescreditnote'];
const VOUCHER_TYPES = [...SALES_TYPES, 'purchaseinvoice', 'purchasecreditnote'];
/** Docs: "Supported tax rates are 0, 5, 7, 16, 19" for bookkeeping vouchers. */
const TAX_RATES = [0, 5, 7, 16, 19];
const LIST_TYPES = ['any', ...VOUCHER_TYPES, 'invoice', 'downpaymentinvoice', 'creditnote', 'orderconfirmation', 'quotation', 'deliverynote'];
const LIST_STATUSES = ['any', 'draft', 'open', 'paid', 'paidoff', 'voided', 'transferred', 'sepadebit', 'overdue', 'accepted', 'rejected', 'unchecked'];
/** Measured by others: 5 MiB is the most a file may have. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const FILE_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', xml: 'application/xml' };

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const cents = (amount: number) => Math.round(amount * 100);
/** Docs: amounts in the format ##.00, at most two decimals. */
const isMoney = (value: unknown): value is number => isNumber(value) && Math.abs(value * 100 - cents(value)) < 1e-6;
const berlinIso = (instant: number | Date) => new TZDate(typeof instant === 'number' ? instant : instant.getTime(), 'Europe/Berlin').toISOString();

/**
 * A date as vouchers take it: `yyyy-MM-dd` (docs), or the full `yyyy-MM-ddTHH:mm:ss.SSSXXX` the API also
 * reads back in; as Lexware answers it (the German midnight of that day), or null when it is neither.
 */
function voucherDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}:\d{2}(\.\d{3})?([+-]\d{2}:\d{2}|Z))?$/.exec(value);
  const range = match ? berlinDayRange(match[1]) : null;
  return range ? berlinIso(range.start) : null;
}

/** The query's page: `page` zero-based, `size` up to `maxSize` (Lexware's envelope, docs "Paging of Resources"). */
function page<T>(items: T[], query: URLSearchParams, maxSize: number): Body | string {
  const number = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? 25);
  if (!Number.isInteger(number) || number < 0) return "parameter 'page' is invalid";
  if (!Number.isInteger(size) || size < 1 || size > maxSize) return `parameter 'size' must be equal or lower than ${maxSize}`;
  const content = items.slice(number * size, (number + 1) * size);
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  return { content, first: number === 0, last: number >= totalPages - 1, totalPages, totalElements: items.length, numberOfElements: content.length, size, number };
}

/** Contacts filter `email` and `name` like SQL LIKE: `_` one character, `%` any, a backslash escapes. */
function likePattern(value: string): RegExp {
  let pattern = '';
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    if (char === '\\' && index + 1 < value.length) pattern += value[++index].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (char === '_') pattern += '.';
    else if (char === '%') pattern += '.*';
    else pattern += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`, 'i');
}

const contactName = (contact: FakeContact) => contact.company?.name ?? [contact.person?.lastName, contact.person?.firstName].filter(Boolean).join(', ');

/** What POST /v1/contacts refuses (docs "Create a Contact", and what others measured: every refusal a 406). */
function contactIssues(body: Body): Issue[] {
  const issues: Issue[] = [];
  const fail = (source: string, i18nKey: string) => issues.push({ source, i18nKey, type: 'validation_failure' });
  if (body.version !== 0) fail('version', 'invalid_value');
  const roles = (body.roles ?? {}) as Body;
  if (typeof roles.customer !== 'object' && typeof roles.vendor !== 'object') fail('roles', 'missing_entity');
  const company = body.company as Body | undefined;
  const person = body.person as Body | undefined;
  if (company && person) fail('company and person', 'invalid_value');
  if (!company && !person) fail('company or person', 'missing_entity');
  if (company && !isText(company.name)) fail('company.name', 'missing_entity');
  if (person && !isText(person.lastName)) fail('person.lastName', 'missing_entity');
  const addresses = (body.addresses ?? {}) as Record<string, unknown>;
  for (const kind of ['billing', 'shipping']) {
    const list = addresses[kind];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length > 1) fail(`addresses.${kind}.size`, 'invalid_value');
    else if (list.some((address: Body) => typeof address?.countryCode !== 'string' || !/^[A-Z]{2}$/.test(address.countryCode))) fail('countryCode', 'countrycode_is_not_valid');
  }
  // The API writes at most one entry per kind of address and number.
  for (const group of ['emailAddresses', 'phoneNumbers']) {
    for (const [kind, list] of Object.entries((body[group] ?? {}) as Body)) {
      if (!Array.isArray(list) || list.length > 1 || !list.every(isText)) fail(`${group}.${kind}.size`, 'invalid_value');
    }
  }
  return issues;
}

export async function startFakeLexoffice(port = 0): Promise<FakeLexoffice> {
  let throttled: { count: number; retryAfterSeconds?: number } = { count: 0 };
  let failing: { count: number; status: number } = { count: 0, status: 503 };
  let nextNumber = 10_000;
  const fake: FakeLexoffice = {
    url: '',
    requests: [],
    contacts: [],
    vouchers: [],
    files: [],
    markPaid: (voucherNumber, paidDate) => {
      const voucher = fake.vouchers.find((entry) => entry.voucherNumber === voucherNumber && SALES_TYPES.includes(entry.type));
      const day = berlinDayRange(paidDate);
      if (!voucher || !day) throw new Error(`markPaid: kein Beleg ${voucherNumber} oder kein Tag ${paidDate}`);
      // Lexware's words: a paid credit note is "paidoff".
      voucher.voucherStatus = voucher.type === 'salescreditnote' ? 'paidoff' : 'paid';
      const noon = berlinIso(day.start.getTime() + 12 * 3600_000);
      // A payment changes the voucher; its day stands for "now" so tests can filter by updatedDateFrom.
      voucher.paidDate = noon;
      voucher.updatedDate = noon;
      voucher.paymentItems.push({ paymentItemType: 'partPaymentFinancialTransaction', postingDate: berlinIso(day.start), amount: voucher.totalGrossAmount, currency: 'EUR' });
    },
    throttleNext: (count, retryAfterSeconds) => void (throttled = { count, retryAfterSeconds }),
    failNext: (count, status = 503) => void (failing = { count, status }),
    reset: () => {
      for (const list of [fake.requests, fake.contacts, fake.vouchers, fake.files]) list.length = 0;
      throttled = { count: 0 };
      failing = { count: 0, status: 503 };
    },
    close: async () => undefined,
  };

  const created = (id: string, resource: string) => {
    const now = berlinIso(Date.now());
    return { id, resourceUri: `${fake.url}/v1/${resource}/${id}`, createdDate: now, updatedDate: now, version: 1 };
  };

  const createContact = (body: Body, send: Send) => {
    const issues = contactIssues(body);
    if (issues.length > 0) return send(406, { IssueList: issues });
    const roles = body.roles as Body;
    const contact: FakeContact = {
      id: randomUUID(),
      version: 1,
      roles: {
        ...(roles.customer ? { customer: { number: ++nextNumber } } : {}),
        ...(roles.vendor ? { vendor: { number: 60_000 + nextNumber } } : {}),
      },
      ...(body.company ? { company: { name: String((body.company as Body).name) } } : {}),
      ...(body.person ? { person: body.person as FakeContact['person'] } : {}),
      ...(body.addresses ? { addresses: body.addresses as FakeContact['addresses'] } : {}),
      ...(body.emailAddresses ? { emailAddresses: body.emailAddresses as Record<string, string[]> } : {}),
      ...(body.phoneNumbers ? { phoneNumbers: body.phoneNumbers as Record<string, string[]> } : {}),
      archived: false,
    };
    fake.contacts.push(contact);
    send(201, created(contact.id, 'contacts'));
  };

  const findContacts = (query: URLSearchParams, send: Send) => {
    let contacts = [...fake.contacts];
    for (const filter of ['email', 'name']) {
      const value = query.get(filter);
      if (value === null) continue;
      // Docs, "Error Codes": the length check reports itself this way, under bad_request_error.
      if (value.length < 3 || value.length > 128) return send(400, { IssueList: [{ i18nKey: 'bad_request_error', source: 'size must be between 3 and 128', type: 'bad_request_error' }] });
      const pattern = likePattern(value);
      contacts = contacts.filter((contact) => (filter === 'email' ? Object.values(contact.emailAddresses ?? {}).flat().some((address) => pattern.test(address)) : pattern.test(contactName(contact))));
    }
    const number = query.get('number');
    if (number !== null) {
      // Measured by others: a non-numeric number is a 400 naming only the parameter.
      if (!/^\d+$/.test(number)) return send(400, { IssueList: [{ i18nKey: 'invalid_value', source: 'number', type: 'validation_failure' }] });
      contacts = contacts.filter((contact) => contact.roles.customer?.number === Number(number) || contact.roles.vendor?.number === Number(number));
    }
    for (const role of ['customer', 'vendor'] as const) {
      const wanted = query.get(role);
      if (wanted === null) continue;
      if (wanted !== 'true' && wanted !== 'false') return send(400, { IssueList: [{ i18nKey: 'invalid_value', source: role, type: 'validation_failure' }] });
      contacts = contacts.filter((contact) => (contact.roles[role] !== undefined) === (wanted === 'true'));
    }
    // Docs: contacts come sorted by name.
    contacts.sort((a, b) => contactName(a).localeCompare(contactName(b)));
    const paged = page(contacts.map((contact) => ({ ...contact, organizationId: ORGANIZATION_ID })), query, 500);
    if (typeof paged === 'string') return send(400, { IssueList: [{ i18nKey: 'bad_request_error', source: paged, type: 'bad_request_error' }] });
    send(200, paged);
  };

  /** What POST /v1/vouchers refuses (docs "Vouchers Endpoint"; every refusal a 406, as others measured). */
  const voucherIssues = (body: Body): Issue[] => {
    const issues: Issue[] = [];
    const fail = (source: string, i18nKey: string) => issues.push({ source, i18nKey, type: 'validation_failure' });
    if (!VOUCHER_TYPES.includes(body.type as string)) fail('type', 'invalid_value');
    if (body.voucherStatus !== undefined && !['open', 'unchecked'].includes(body.voucherStatus as string)) fail('voucherStatus', 'invalid_value');
    if (!isText(body.voucherNumber)) fail('voucherNumber', 'missing_entity');
    if (voucherDay(body.voucherDate) === null) fail('voucherDate', body.voucherDate === undefined ? 'missing_entity' : 'invalid_value');
    for (const field of ['dueDate', 'shippingDate']) if (body[field] !== undefined && voucherDay(body[field]) === null) fail(field, 'invalid_value');
    if (body.shippingDate !== undefined && !SALES_TYPES.includes(body.type as string)) fail('shippingDate', 'invalid_value');
    // Lexware knows more tax types (vatfree, intraCommunitySupply …); the fake only net and gross.
    if (body.taxType !== 'net' && body.taxType !== 'gross') fail('taxType', 'invalid_value');
    for (const field of ['totalGrossAmount', 'totalTaxAmount']) if (!isMoney(body[field])) fail(field, 'invalid_value');
    if (body.useCollectiveContact !== true) {
      const contact = fake.contacts.find((entry) => entry.id === body.contactId);
      if (!isText(body.contactId)) fail('contactId', 'missing_entity');
      // Docs: a contact on a voucher must have the customer role (sales) or the vendor role (purchase).
      else if (!contact || !contact.roles[SALES_TYPES.includes(body.type as string) ? 'customer' : 'vendor']) fail('contactId', 'invalid_value');
    }
    const items = body.voucherItems;
    if (!Array.isArray(items) || items.length === 0) {
      fail('voucherItems', 'missing_entity');
      return issues;
    }
    items.forEach((item: Body, index) => {
      const at = (field: string) => `voucherItems[${index}].${field}`;
      // Not documented: negative amounts are refused here; the direction is the voucher's type.
      if (!isMoney(item?.amount) || item.amount < 0) return fail(at('amount'), 'invalid_value');
      if (!isMoney(item.taxAmount) || item.taxAmount < 0) return fail(at('taxAmount'), 'invalid_value');
      if (!TAX_RATES.includes(item.taxRatePercent as number)) return fail(at('taxRatePercent'), 'invalid_value');
      // Income categories for sales vouchers; the fake knows no expense categories.
      if (!Object.values(FAKE_LEXOFFICE_INCOME_CATEGORIES).includes(item.categoryId as string) || !SALES_TYPES.includes(body.type as string)) fail(at('categoryId'), 'invalid_value');
      const rate = item.taxRatePercent as number;
      // Net: tax on top of the amount; gross: tax inside it. Lexware's own tolerance is not documented;
      // one cent covers tax computed on a sum of lines instead of line by line.
      const expected = body.taxType === 'gross' ? (cents(item.amount) * rate) / (100 + rate) : (cents(item.amount) * rate) / 100;
      if (Math.abs(cents(item.taxAmount) - expected) > 1) fail(at('taxAmount'), 'invalid_taxamount');
    });
    if (issues.length > 0) return issues;
    const lines = items as FakeVoucher['voucherItems'];
    const tax = lines.reduce((sum, item) => sum + cents(item.taxAmount), 0);
    // Docs: the total gross "must match the sum of all positions with added/calculated tax amounts".
    const gross = lines.reduce((sum, item) => sum + cents(item.amount) + (body.taxType === 'net' ? cents(item.taxAmount) : 0), 0);
    if (cents(body.totalGrossAmount as number) !== gross) fail('totalGrossAmount', 'invalid_total_amount');
    if (cents(body.totalTaxAmount as number) !== tax) fail('totalTaxAmount', 'invalid_total_tax_amount');
    return issues;
  };

  const createVoucher = (body: Body, send: Send) => {
    const issues = voucherIssues(body);
    if (issues.length > 0) return send(406, { IssueList: issues });
    const now = berlinIso(Date.now());
    const voucherDate = voucherDay(body.voucherDate)!;
    const voucher: FakeVoucher = {
      id: randomUUID(),
      type: body.type as string,
      voucherStatus: (body.voucherStatus as string | undefined) ?? 'open',
      voucherNumber: body.voucherNumber as string,
      voucherDate,
      // Docs: without a due date the voucher date is it.
      dueDate: body.dueDate === undefined ? voucherDate : voucherDay(body.dueDate)!,
      ...(body.shippingDate !== undefined ? { shippingDate: voucherDay(body.shippingDate)! } : {}),
      totalGrossAmount: body.totalGrossAmount as number,
      totalTaxAmount: body.totalTaxAmount as number,
      taxType: body.taxType as string,
      useCollectiveContact: body.useCollectiveContact === true,
      ...(body.useCollectiveContact === true ? {} : { contactId: body.contactId as string }),
      ...(isText(body.remark) ? { remark: body.remark } : {}),
      voucherItems: body.voucherItems as FakeVoucher['voucherItems'],
      files: [],
      createdDate: now,
      updatedDate: now,
      version: 1,
      paymentItems: [],
    };
    fake.vouchers.push(voucher);
    send(201, created(voucher.id, 'vouchers'));
  };

  /** A voucher as GET answers it: without the fake's own bookkeeping of payments. */
  const shown = ({ paidDate: _paid, paymentItems: _items, ...voucher }: FakeVoucher) => ({ ...voucher, organizationId: ORGANIZATION_ID });

  const uploadFile = (request: IncomingMessage, voucherId: string, send: Send) => {
    const voucher = fake.vouchers.find((entry) => entry.id === voucherId);
    if (!voucher) return send(404, { message: 'Not Found' });
    // Docs: 415 when a file upload is not multipart/form-data.
    if (!String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')) return send(415, { message: 'Unsupported Media Type' });
    const parts: { field: string; filename: string; contentType: string; bytes: Buffer }[] = [];
    const parser = busboy({ headers: request.headers, limits: { fileSize: MAX_FILE_BYTES + 1 } });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => parts.push({ field, filename: info.filename ?? '', contentType: info.mimeType, bytes: Buffer.concat(chunks) }));
    });
    parser.on('error', () => send(400, { IssueList: [{ i18nKey: 'bad_request_error', source: null, type: 'bad_request_error' }] }));
    parser.on('close', () => {
      const file = parts.find((part) => part.field === 'file');
      const fail = (i18nKey: string) => send(406, { IssueList: [{ i18nKey, source: 'file', type: 'validation_failure' }] });
      if (!file) return fail('missing_entity');
      // Measured by others: these are the keys for a file too large, of another kind, or not a real PDF.
      if (file.bytes.length > MAX_FILE_BYTES) return fail('max_file_size_exceeded');
      const extension = /\.([a-z]+)$/i.exec(file.filename)?.[1].toLowerCase() ?? '';
      if (!FILE_TYPES[extension]) return fail('inacceptable_file_extension');
      if (extension === 'pdf' && !file.bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) return fail('voucher_upload_toxic_pdf');
      const id = randomUUID();
      fake.files.push({ id, voucherId, filename: file.filename, contentType: file.contentType, bytes: file.bytes });
      voucher.files.push(id);
      // Like POST /v1/files: accepted, processed afterwards. The docs do not show this answer.
      send(202, { id });
    });
    request.pipe(parser);
  };

  /** Docs: voucherType and voucherStatus are required, both comma-separated lists or `any`. */
  const voucherlist = (query: URLSearchParams, send: Send) => {
    const badRequest = (message: string) => send(400, { timestamp: berlinIso(Date.now()), status: 400, error: 'Bad Request', path: '/v1/voucherlist', traceId: randomUUID().slice(0, 12), message });
    const types = query.get('voucherType')?.split(',');
    const statuses = query.get('voucherStatus')?.split(',');
    if (!types || !statuses) return badRequest('Missing required request parameters: voucherType, voucherStatus');
    if (!types.every((type) => LIST_TYPES.includes(type))) return badRequest("parameter 'voucherType' is invalid");
    if (!statuses.every((status) => LIST_STATUSES.includes(status))) return badRequest("parameter 'voucherStatus' is invalid");
    if (statuses.includes('overdue') && statuses.length > 1) return badRequest('status overdue can not be combined with other status filters');
    // Others measured: only the voucher date sorts.
    const sort = query.get('sort') ?? 'voucherDate,DESC';
    if (!/^voucherDate(,(ASC|DESC))?$/.test(sort)) return badRequest("parameter 'sort' is invalid");
    const ranges: [string, 'voucherDate' | 'updatedDate' | 'createdDate', 'from' | 'to'][] = [
      ['voucherDateFrom', 'voucherDate', 'from'],
      ['voucherDateTo', 'voucherDate', 'to'],
      ['updatedDateFrom', 'updatedDate', 'from'],
      ['updatedDateTo', 'updatedDate', 'to'],
      ['createdDateFrom', 'createdDate', 'from'],
      ['createdDateTo', 'createdDate', 'to'],
    ];
    const today = berlinIso(Date.now()).slice(0, 10);
    // "overdue" is no stored status: an open voucher past its due date shows as such.
    const statusOf = (voucher: FakeVoucher) => (voucher.voucherStatus === 'open' && voucher.dueDate.slice(0, 10) < today ? 'overdue' : voucher.voucherStatus);
    let vouchers = fake.vouchers.filter(
      (voucher) =>
        (types.includes('any') || types.includes(voucher.type)) &&
        (statuses.includes('any') || statuses.includes(statusOf(voucher)) || (statuses.includes('open') && statusOf(voucher) === 'overdue')),
    );
    for (const [parameter, field, side] of ranges) {
      const value = query.get(parameter);
      if (value === null) continue;
      // Docs: yyyy-MM-dd, meaning the whole German day.
      const day = berlinDayRange(value);
      if (!day) return badRequest(`parameter '${parameter}' is invalid`);
      vouchers = vouchers.filter((voucher) => (side === 'from' ? Date.parse(voucher[field]) >= day.start.getTime() : Date.parse(voucher[field]) < day.end.getTime()));
    }
    const descending = sort.endsWith(',DESC') || sort === 'voucherDate';
    vouchers.sort((a, b) => (Date.parse(a.voucherDate) - Date.parse(b.voucherDate)) * (descending ? -1 : 1));
    const rows = vouchers.map((voucher) => ({
      id: voucher.id,
      voucherType: voucher.type,
      voucherStatus: statusOf(voucher),
      voucherNumber: voucher.voucherNumber,
      voucherDate: voucher.voucherDate,
      createdDate: voucher.createdDate,
      updatedDate: voucher.updatedDate,
      dueDate: voucher.dueDate,
      contactId: voucher.contactId ?? null,
      contactName: voucher.contactId ? contactName(fake.contacts.find((contact) => contact.id === voucher.contactId)!) : 'Sammelkunde',
      totalAmount: voucher.totalGrossAmount,
      openAmount: voucher.voucherStatus === 'open' ? voucher.totalGrossAmount : 0,
      currency: 'EUR',
      archived: false,
    }));
    const paged = page(rows, query, 250);
    if (typeof paged === 'string') return badRequest(paged);
    send(200, { ...paged, sort: [{ property: 'voucherdate', direction: descending ? 'DESC' : 'ASC', ignoreCase: false, nullHandling: 'NATIVE', ascending: !descending }] });
  };

  /** Docs, "Payments Endpoint": open amount, status and the single payments; paidDate once paid. */
  const payments = (voucherId: string, send: Send) => {
    const voucher = fake.vouchers.find((entry) => entry.id === voucherId);
    if (!voucher) return send(404, { message: 'Not Found' });
    const paid = voucher.paymentItems.reduce((sum, item) => sum + cents(item.amount), 0);
    const open = Math.max(0, cents(voucher.totalGrossAmount) - paid) / 100;
    send(200, {
      openAmount: open,
      currency: 'EUR',
      paymentStatus: open === 0 ? 'balanced' : voucher.type.startsWith('sales') ? 'openRevenue' : 'openExpense',
      voucherType: voucher.type,
      voucherStatus: voucher.voucherStatus,
      ...(voucher.paidDate ? { paidDate: voucher.paidDate } : {}),
      paymentItems: voucher.paymentItems,
    });
  };

  const handle = async (request: IncomingMessage, send: Send) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = `${request.method} ${url.pathname.replace(/\/[0-9a-f-]{36}(?=\/|$)/i, '/{id}')}`;
    const id = /\/([0-9a-f-]{36})(\/|$)/i.exec(url.pathname)?.[1] ?? '';
    if (route === 'POST /v1/vouchers/{id}/files') return uploadFile(request, id, send);
    const { json } = await readBody(request);
    if (request.method === 'POST') {
      // Docs: 415 without a JSON Content-Type; a body that is not JSON is a bad request.
      if (!isJsonRequest(request)) return send(415, { message: 'Unsupported Media Type' });
      if (typeof json !== 'object' || json === null) return send(400, { IssueList: [{ i18nKey: 'bad_request_error', source: null, type: 'bad_request_error' }] });
    }
    const body = json as Body;
    switch (route) {
      case 'GET /v1/contacts':
        return findContacts(url.searchParams, send);
      case 'POST /v1/contacts':
        return createContact(body, send);
      case 'GET /v1/contacts/{id}': {
        const contact = fake.contacts.find((entry) => entry.id === id);
        return contact ? send(200, { ...contact, organizationId: ORGANIZATION_ID }) : send(404, { message: 'Not Found' });
      }
      case 'POST /v1/vouchers':
        return createVoucher(body, send);
      case 'GET /v1/vouchers': {
        // Docs: deprecated, still answered; the whole vouchers with exactly this number.
        const number = url.searchParams.get('voucherNumber');
        if (!isText(number)) return send(400, { IssueList: [{ i18nKey: 'missing_entity', source: 'voucherNumber', type: 'validation_failure' }] });
        const paged = page(fake.vouchers.filter((voucher) => voucher.voucherNumber === number).map(shown), url.searchParams, 250);
        return typeof paged === 'string' ? send(400, { IssueList: [{ i18nKey: 'bad_request_error', source: paged, type: 'bad_request_error' }] }) : send(200, paged);
      }
      case 'GET /v1/voucherlist':
        return voucherlist(url.searchParams, send);
      case 'GET /v1/payments/{id}':
        return payments(id, send);
      default:
        return send(404, { message: 'Not Found' });
    }
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    fake.requests.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, at: performance.now() });
    const send = sender(response);
    // The gateway answers before anything is read or checked.
    if (throttled.count > 0 || failing.count > 0) {
      request.resume();
      if (throttled.count > 0) {
        throttled.count--;
        return send(429, { message: 'Too Many Requests' }, throttled.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(throttled.retryAfterSeconds) });
      }
      failing.count--;
      return send(failing.status, { message: null });
    }
    // Docs, "Error Codes": no, a malformed or an unknown key is a 401 with this body.
    if (request.headers.authorization !== `Bearer ${FAKE_LEXOFFICE_API_KEY}`) {
      request.resume();
      return send(401, { message: 'Unauthorized' });
    }
    void handle(request, send);
  });
  fake.url = await listen(server, port);
  fake.close = () => closeServer(server);
  return fake;
}
