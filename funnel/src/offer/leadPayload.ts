import {
  CONSENT_TEXT,
  isValidEmail,
  isValidPhone,
  mergeStreetAndNumber,
  normalisePhone,
  normaliseZip,
  type ContactField,
  type ContactInput,
} from '@contract/lead-rules';
import type { ClickHistoryEntry, LeadPayload } from '../api';

/** The contact step's fields as typed (spec section 3, lead form; libs/contract ContactInput, every field there). */
export type ContactForm = Required<ContactInput>;

export const EMPTY_CONTACT: ContactForm = {
  salutation: '',
  firstName: '',
  lastName: '',
  phone: '',
  mail: '',
  street: '',
  streetNr: '',
  city: '',
  zip: '',
};

const filled = (value: string) => value.trim().length > 0;

/** Spec section 5: submit needs first and last name, street and house number, a valid e-mail and phone. */
export function canSubmitContact(form: ContactForm): boolean {
  return (
    filled(form.firstName) &&
    filled(form.lastName) &&
    filled(form.street) &&
    filled(form.streetNr) &&
    isValidEmail(form.mail) &&
    isValidPhone(form.phone)
  );
}

/**
 * The body of `POST /public-api/lead`. The salutation is left out when none was chosen (it is optional); the
 * signals (funnelSignals.ts) go along when there are any.
 */
export function buildLeadPayload(form: ContactForm, details: ClickHistoryEntry[], fromUrl: string, signals: LeadPayload['signals'] = {}): LeadPayload {
  const zip = form.zip.trim();
  const contact = {
    ...(form.salutation ? { salutation: form.salutation } : {}),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: normalisePhone(form.phone),
    mail: form.mail.trim(),
    street: mergeStreetAndNumber(form.street, form.streetNr),
    city: form.city.trim(),
    zip: normaliseZip(zip) ?? zip,
    fromUrl,
  } as LeadPayload['contact'];
  return { contact, details, consent: { text: CONSENT_TEXT, accepted: true }, ...(signals && Object.keys(signals).length ? { signals } : {}) };
}

const FIELD_BY_SERVER_NAME: Record<string, ContactField> = {
  salutation: 'salutation',
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  mail: 'mail',
  email: 'mail',
  street: 'street',
  streetNr: 'streetNr',
  city: 'city',
  zip: 'zip',
};

export interface ServerFieldMessages {
  /** Messages that belong to a field of the form. */
  byField: Partial<Record<ContactField, string>>;
  /** Messages about anything else (answers, consent), shown with the general error. */
  other: string[];
}

/** Sorts a 400's `fields` ('contact.phone' → message) onto the form's fields. */
export function mapServerFields(fields: Record<string, string> | undefined): ServerFieldMessages {
  const result: ServerFieldMessages = { byField: {}, other: [] };
  for (const [path, message] of Object.entries(fields ?? {})) {
    const match = /^contact\.(\w+)$/.exec(path);
    const field = match && Object.hasOwn(FIELD_BY_SERVER_NAME, match[1]) ? FIELD_BY_SERVER_NAME[match[1]] : undefined;
    if (field) result.byField[field] ??= message;
    else if (!result.other.includes(message)) result.other.push(message);
  }
  return result;
}
