/**
 * Personal data in an audit row's before and after is masked: the row shows that a name or phone
 * changed, not the person's data (the audit trail is kept longer than the leads themselves and must
 * not become a second copy of them). Which values are personal is read from the field name, at any
 * depth; values of other fields (status, prices, ids, answers by key) are kept.
 */
type Masker = (value: string) => string;

const MASK = '***';

/** Secrets are never written, not even masked. */
const SECRET = /^(password|passwordhash|newpassword|currentpassword|secrets?|totpsecret|token|renewtoken|apikey|recoverycodes?|code|recoverycode|accesstoken|refreshtoken|authorization|webhooksecret)$/;

const RULES: ReadonlyArray<[RegExp, Masker]> = [
  [/e-?mail|^mail$|mailaddress/, maskEmail],
  [/phone|mobile|^tel|telefon|^fax/, maskPhone],
  [/^ip(address)?$|(consent|client|remote|confirmation|confirmed|optin|last|request)ip(address)?$|useragent/, maskIp],
  [/iban/, (value) => `${MASK}${value.replace(/\s/g, '').slice(-4)}`],
  [/street|strasse|address|housenumber|housenr/, maskWord],
  // Where the person lives: with a name or a phone a town narrows a person down (the postal code stays: the lists filter by it).
  [/^(city|town|ort|stadt|place|wohnort)$/, maskWord],
  // A list's or export's search text is whatever staff typed: a name, an address.
  [/^(q|query|search|searchterm|term|fulltext)$/, maskFreeText],
  [/name$|^name|salutation|contactperson|birth/, maskWord],
  [/comment|note|message|text|description|reason|remark|freetext|body/, maskFreeText],
];

function maskWord(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) return '';
  return `${trimmed[0]}${MASK}`;
}

function maskEmail(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) return '';
  return `${trimmed[0]}${MASK}@${MASK}`;
}

function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0) return value.trim().length === 0 ? '' : MASK;
  return `${MASK}${digits.slice(-2)}`;
}

function maskIp(value: string): string {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(value.trim());
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  return value.trim().length === 0 ? '' : MASK;
}

function maskFreeText(value: string): string {
  const length = value.trim().length;
  return length === 0 ? '' : `${MASK} (${length} Zeichen)`;
}

function normalised(key: string): string {
  return key.toLowerCase().replace(/[_\s]/g, '');
}

/** How a value under `key` is masked, or null to keep it. */
function maskerFor(key: string): Masker | 'secret' | null {
  const name = normalised(key);
  if (SECRET.test(name)) return 'secret';
  for (const [pattern, masker] of RULES) if (pattern.test(name)) return masker;
  return null;
}

function maskValue(value: unknown, masker: Masker): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string') return masker(value);
  if (Array.isArray(value)) return value.map((item) => maskValue(item, masker));
  if (typeof value === 'object' && !(value instanceof Date)) return maskRecord(value as Record<string, unknown>, masker);
  // A number or date under a personal key (a house number, a birthday) is personal too.
  return MASK;
}

function maskAny(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => maskAny(item));
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return maskRecord(value as Record<string, unknown>);
  return value;
}

/**
 * The record with every personal value masked, at any depth. `inherited` masks every leaf below a
 * personal key (`contact: {…}` under a key like `address`).
 */
export function maskRecord(record: Record<string, unknown>, inherited?: Masker): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue;
    const masker = maskerFor(key);
    if (masker === 'secret') masked[key] = value === null ? null : MASK;
    else if (masker) masked[key] = maskValue(value, masker);
    else if (inherited) masked[key] = maskValue(value, inherited);
    else masked[key] = maskAny(value);
  }
  return masked;
}

export function maskPersonalData(record: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  return record ? maskRecord(record) : null;
}

/** Texts longer than this are kept as their start and length (legal pages, mail templates). */
export const LONG_TEXT = 200;

/** Long texts shortened to their start and length: the row shows that a page changed, not the page twice. */
export function shortenLongTexts<T>(value: T): T {
  if (typeof value === 'string') return (value.length > LONG_TEXT ? `${value.slice(0, 60)}… (${value.length} Zeichen)` : value) as T;
  if (Array.isArray(value)) return value.map((item) => shortenLongTexts(item)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortenLongTexts(item)])) as T;
  }
  return value;
}
