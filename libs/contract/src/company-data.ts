/**
 * The operator's own company data (card 'Firmendaten' on /settings), printed on every invoice and
 * dunning letter. Shared by the server (to refuse a bad save and to refuse finalising an invoice while
 * something is missing) and the back office (to show the same message at the field).
 *
 * Saving is allowed while fields are still empty, so the card can be filled in over time; what is
 * filled in must be well-formed (`companyDataErrors`). Invoices need the complete set
 * (`missingCompanyFields`).
 */
import { isValidEmail } from './lead-rules';

export interface CompanyData {
  name: string;
  street: string;
  zip: string;
  city: string;
  managingDirector: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  taxNumber: string;
  iban: string;
  bic: string;
  bankName: string;
  email: string;
  phone: string;
  /** Leads the gapless invoice number `{prefix}{year}-{0001}`. */
  invoicePrefix: string;
  paymentTermDays: number;
  /** Umsatzsteuer in percent (19 means 19 %). */
  vatRate: number;
}

export type CompanyField = keyof CompanyData;
type TextField = { [K in CompanyField]: CompanyData[K] extends string ? K : never }[CompanyField];

export const COMPANY_DATA_DEFAULTS: CompanyData = {
  name: '',
  street: '',
  zip: '',
  city: '',
  managingDirector: '',
  registerCourt: '',
  registerNumber: '',
  vatId: '',
  taxNumber: '',
  iban: '',
  bic: '',
  bankName: '',
  email: '',
  phone: '',
  invoicePrefix: 'RE',
  paymentTermDays: 14,
  vatRate: 19,
};

export const COMPANY_FIELD_LABELS: Record<CompanyField, string> = {
  name: 'Firmenname',
  street: 'Straße und Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  managingDirector: 'Geschäftsführer',
  registerCourt: 'Registergericht',
  registerNumber: 'Registernummer',
  vatId: 'USt-IdNr.',
  taxNumber: 'Steuernummer',
  iban: 'IBAN',
  bic: 'BIC',
  bankName: 'Bank',
  email: 'E-Mail',
  phone: 'Telefon',
  invoicePrefix: 'Rechnungsnummer-Präfix',
  paymentTermDays: 'Zahlungsziel (Tage)',
  vatRate: 'Umsatzsteuersatz (%)',
};

export const PAYMENT_TERM_DAYS = { min: 0, max: 90 } as const;

export const COMPANY_DATA_MESSAGES = {
  zip: 'PLZ muss aus 5 Ziffern bestehen',
  email: 'Bitte eine gültige E-Mail-Adresse angeben',
  invoicePrefix: 'Rechnungsnummer-Präfix: 1 bis 10 Zeichen, nur Großbuchstaben A-Z, Ziffern, - und _',
  paymentTermDays: `Zahlungsziel muss eine ganze Zahl von ${PAYMENT_TERM_DAYS.min} bis ${PAYMENT_TERM_DAYS.max} Tagen sein`,
  vatRate: 'Umsatzsteuersatz muss zwischen 0 und 100 liegen (höchstens 2 Nachkommastellen)',
  iban: 'IBAN ist ungültig (Prüfziffer oder Länge falsch)',
  bic: 'BIC ist ungültig (8 oder 11 Zeichen, z. B. COBADEFFXXX)',
  vatId: 'USt-IdNr. ist ungültig (Format oder Prüfziffer falsch)',
  taxNumber: 'Steuernummer ist ungültig (10 bis 13 Ziffern)',
} as const satisfies Partial<Record<CompanyField, string>>;

/** The one label for "either of the two", as `missingCompanyFields` lists it. */
export const VAT_ID_OR_TAX_NUMBER_LABEL = 'USt-IdNr. oder Steuernummer';

/**
 * IBAN lengths of the SEPA countries (SWIFT IBAN registry). Countries outside SEPA are refused: a
 * German operator's own account is a SEPA account, and a length check needs the country's length.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AL: 28, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24,
  FI: 18, FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20,
  LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24,
  RS: 22, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 7064 MOD 97-10 over a string of digits and letters (A = 10 … Z = 35), one digit at a time so
 * that no number exceeds a float's exact range.
 */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const digits = String(parseInt(char, 36));
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** ISO 13616: the country's length, then mod 97 of BBAN + country + check digits must be 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** Groups of four, as printed on paper: 'DE89 3704 0044 0532 0130 00'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBic(value));
}

/** People write 'DE 136 695 976' or 'DE-136.695.976'; stored and checked as 'DE136695976'. */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.\-]+/g, '').toUpperCase();
}

/** The formats of the EU member states (VIES), Greece as 'EL' and Northern Ireland as 'XI'. */
const VAT_ID_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  XI: /^XI(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/**
 * The check digit of a German USt-IdNr. (Bundeszentralamt für Steuern): ISO 7064 MOD 11,10 over the
 * first eight digits. Other countries' check digits are not verified here, only their format.
 */
function germanVatIdCheckDigit(digits: string): number {
  let product = 10;
  for (const digit of digits.slice(0, 8)) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

export function isValidVatId(value: string): boolean {
  const vatId = normalizeVatId(value);
  const pattern = VAT_ID_PATTERNS[vatId.slice(0, 2)];
  if (!pattern?.test(vatId)) return false;
  if (vatId.startsWith('DE')) return germanVatIdCheckDigit(vatId.slice(2)) === Number(vatId[10]);
  return true;
}

/**
 * A German Steuernummer in any of its written forms: the state's format ('143/123/45678', 10 or 11
 * digits) or the 13-digit federal form ('2893081508152').
 */
export function isValidTaxNumber(value: string): boolean {
  return /^\d{10,13}$/.test(value.replace(/[/\s]+/g, ''));
}

/** Form inputs may send null or nothing for a cleared field. */
const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;

function hasAtMostTwoDecimals(value: number): boolean {
  // 19.99 * 100 is 1998.9999999999998 in floating point.
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Field → German reason for every field that is wrong (format), for a 400 with `fields`. */
export function companyDataErrors(data: CompanyData): Partial<Record<CompanyField, string>> {
  const errors: Partial<Record<CompanyField, string>> = {};
  if (filled(data.zip) && !/^\d{5}$/.test(data.zip.trim())) errors.zip = COMPANY_DATA_MESSAGES.zip;
  if (filled(data.email) && !isValidEmail(data.email)) errors.email = COMPANY_DATA_MESSAGES.email;
  if (filled(data.invoicePrefix) && !/^[A-Z0-9_-]{1,10}$/.test(data.invoicePrefix)) errors.invoicePrefix = COMPANY_DATA_MESSAGES.invoicePrefix;
  const term = data.paymentTermDays;
  if (!Number.isInteger(term) || term < PAYMENT_TERM_DAYS.min || term > PAYMENT_TERM_DAYS.max) errors.paymentTermDays = COMPANY_DATA_MESSAGES.paymentTermDays;
  const rate = data.vatRate;
  if (!Number.isFinite(rate) || rate < 0 || rate > 100 || !hasAtMostTwoDecimals(rate)) errors.vatRate = COMPANY_DATA_MESSAGES.vatRate;
  if (filled(data.iban) && !isValidIban(data.iban)) errors.iban = COMPANY_DATA_MESSAGES.iban;
  if (filled(data.bic) && !isValidBic(data.bic)) errors.bic = COMPANY_DATA_MESSAGES.bic;
  if (filled(data.vatId) && !isValidVatId(data.vatId)) errors.vatId = COMPANY_DATA_MESSAGES.vatId;
  if (filled(data.taxNumber) && !isValidTaxNumber(data.taxNumber)) errors.taxNumber = COMPANY_DATA_MESSAGES.taxNumber;
  return errors;
}

/** Without these an invoice lacks what §14 UStG and a bank transfer need. */
const ALWAYS_REQUIRED: readonly TextField[] = ['name', 'street', 'zip', 'city', 'managingDirector', 'iban', 'bic', 'bankName', 'email', 'invoicePrefix'];

/**
 * The German labels of what an invoice still needs, in the card's order (empty list: invoices can be
 * finalised). A register entry is optional (sole traders have none), but half of one is a mistake.
 */
export function missingCompanyFields(data: CompanyData): string[] {
  const missing = new Set<CompanyField>(ALWAYS_REQUIRED.filter((field) => !filled(data[field])));
  if (filled(data.registerCourt) !== filled(data.registerNumber)) missing.add(filled(data.registerCourt) ? 'registerNumber' : 'registerCourt');
  const taxIdMissing = !filled(data.vatId) && !filled(data.taxNumber);
  return (Object.keys(COMPANY_FIELD_LABELS) as CompanyField[]).flatMap((field) => {
    if (field === 'vatId') return taxIdMissing ? [VAT_ID_OR_TAX_NUMBER_LABEL] : [];
    return missing.has(field) ? [COMPANY_FIELD_LABELS[field]] : [];
  });
}

/** The 400 when finalising is refused. */
export function missingCompanyDataMessage(missing: string[]): string {
  const intro = 'Rechnungen können erst erstellt werden, wenn die Firmendaten vollständig sind.';
  return missing.length ? `${intro} Es fehlt: ${missing.join(', ')}.` : intro;
}
