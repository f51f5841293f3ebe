/**
 * Rules for the contact data of a lead (spec section 5, DESIGN.md "Leads"), shared by the funnel
 * (to show a message at the field) and the server (to refuse and normalise). Pure TypeScript.
 */

export const SALUTATIONS = ['Herr', 'Frau', 'Divers'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** Shown under the contact form and stored with every funnel lead as the consent given. */
export const CONSENT_TEXT = 'Mit dem Absenden meiner Anfrage akzeptiere ich die AGB und die Datenschutzerklärung.';

/** The funnel's postcode button is enabled from this length on (spec section 9). */
export const ZIP_MIN_INPUT_LENGTH = 4;

export const PHONE_PREFIX = '+49';

const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-z\-0-9]+\.)+[a-z]{2,}))$/i;

/**
 * Spec: an optional plus, an optional bracket, 1 to 3 digits, an optional bracket, then digits,
 * dashes, dots or slashes. Spaces are allowed too, as people write "0171 1234567".
 */
const PHONE_PATTERN = /^[+]?[(]?[0-9]{1,3}[)]?[-\s./0-9]*$/;
const PHONE_MIN_DIGITS = 6;
const PHONE_MAX_DIGITS = 15;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

/** E-mail addresses are stored lower-case and trimmed. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Letter d characters are stripped before matching: an acknowledged flaw of the original pattern
 * (spec section 5), kept so the same input is accepted as before.
 */
export function isValidPhone(value: string): boolean {
  const candidate = value.replace(/d/g, '').trim();
  if (!PHONE_PATTERN.test(candidate)) return false;
  const digits = candidate.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/**
 * The form the funnel sends and the server stores: digits with a leading +, a national leading 0
 * replaced by +49 and an international 00 by +. "0171 123-45/67" → "+491711234567".
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/d/g, '').replace(/[^\d+]/g, '');
  if (compact.startsWith('+')) return `+${compact.slice(1).replace(/\+/g, '')}`;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `${PHONE_PREFIX}${compact.slice(1)}`;
  return compact;
}

/** German postal codes have five digits; a four-digit entry lost its leading 0 ("1067" → "01067"). */
export function normaliseZip(value: string): string | null {
  const digits = value.trim();
  if (/^\d{5}$/.test(digits)) return digits;
  if (/^\d{4}$/.test(digits)) return `0${digits}`;
  return null;
}

/**
 * Street and house number as one line (spec: "street and house number are merged into street").
 * Clients that already put the number into `street` and send it again as `streetNr` get it once:
 * "Lindenstraße 5a" + "5a" → "Lindenstraße 5a". Only a whole trailing word counts ("Weg 15" + "5"
 * is "Weg 15 5"); case and spaces inside the number are ignored ("5 A" equals "5a").
 */
export function mergeStreetAndNumber(street: string | undefined, streetNr: string | undefined): string {
  const name = (street ?? '').trim().replace(/\s+/g, ' ');
  const number = (streetNr ?? '').trim().replace(/\s+/g, '');
  if (!number) return name;
  const numberPattern = [...number].map((char) => char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('\\s?');
  if (new RegExp(`(^|\\s)${numberPattern}$`, 'i').test(name)) return name;
  return [name, (streetNr ?? '').trim()].filter(Boolean).join(' ');
}

/**
 * A lead's contact as the API sends it and staff edit it (spec section 3 'Lead': contact). The funnel's
 * form (ContactInput) names the e-mail `mail` and has a separate house number; a stored lead has neither.
 */
export const LEAD_CONTACT_FIELDS = ['salutation', 'firstName', 'lastName', 'phone', 'email', 'street', 'zip', 'city'] as const;
export type LeadContactField = (typeof LEAD_CONTACT_FIELDS)[number];
export type LeadContact = Record<LeadContactField, string>;

/** The contact step's form (spec section 3 'Lead form (contact)'), as the funnel sends it; fields may be missing. */
export interface ContactInput {
  salutation?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  mail?: string;
  street?: string;
  streetNr?: string;
  city?: string;
  zip?: string;
}

export type ContactField = keyof ContactInput;

/** German messages shown at the field and returned by the API. */
export const CONTACT_MESSAGES = {
  salutation: 'Bitte eine Anrede wählen',
  firstName: 'Bitte Vornamen angeben',
  lastName: 'Bitte Nachnamen angeben',
  phone: 'Bitte eine gültige Telefonnummer angeben',
  mail: 'Bitte eine gültige E-Mail-Adresse angeben',
  street: 'Bitte Straße angeben',
  streetNr: 'Bitte Hausnummer angeben',
  city: 'Bitte Ort angeben',
  zip: 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)',
} as const satisfies Record<ContactField, string>;

/**
 * Five digits that no German place has (00000, 99999), by the geodata: the funnel's postcode step
 * and the lead API refuse it in the same words.
 */
export const unknownZipMessage = (zip: string) => `Die Postleitzahl ${zip} gibt es nicht. Bitte prüfen Sie Ihre Eingabe.`;

const filled = (value: string | undefined) => typeof value === 'string' && value.trim().length > 0;

/**
 * The contact step's rules (spec section 5): first and last name, street and house number filled,
 * e-mail and phone valid; salutation one of the three; a valid postal code. Returns field → message.
 */
export function contactErrors(contact: ContactInput, { requireStreetNr = true } = {}): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (contact.salutation !== undefined && contact.salutation !== '' && !SALUTATIONS.includes(contact.salutation as Salutation)) {
    errors.salutation = CONTACT_MESSAGES.salutation;
  }
  if (!filled(contact.firstName)) errors.firstName = CONTACT_MESSAGES.firstName;
  if (!filled(contact.lastName)) errors.lastName = CONTACT_MESSAGES.lastName;
  if (!filled(contact.street)) errors.street = CONTACT_MESSAGES.street;
  if (requireStreetNr && !filled(contact.streetNr)) errors.streetNr = CONTACT_MESSAGES.streetNr;
  if (!contact.mail || !isValidEmail(contact.mail)) errors.mail = CONTACT_MESSAGES.mail;
  if (!contact.phone || !isValidPhone(contact.phone)) errors.phone = CONTACT_MESSAGES.phone;
  if (!contact.zip || !normaliseZip(contact.zip)) errors.zip = CONTACT_MESSAGES.zip;
  return errors;
}
