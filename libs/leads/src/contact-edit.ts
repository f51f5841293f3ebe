import { contactErrors, LEAD_CONTACT_FIELDS as FIELDS, normaliseEmail, normalisePhone, normaliseZip, type LeadContact } from '@app/contract';

export type { LeadContact };

/** The contact (spec section 3: Lead.contact) of a lead or a list row, which keep its fields flat. */
export function leadContactOf(lead: LeadContact): LeadContact {
  return Object.fromEntries(FIELDS.map((field) => [field, lead[field]])) as LeadContact;
}
const LIMITS: Record<(typeof FIELDS)[number], number> = { salutation: 20, firstName: 100, lastName: 100, phone: 40, email: 254, street: 250, zip: 10, city: 100 };

/** German field names for the history ('Kontakt geändert: Telefon, E-Mail'). */
export const CONTACT_LABELS: Record<(typeof FIELDS)[number], string> = {
  salutation: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  phone: 'Telefon',
  email: 'E-Mail',
  street: 'Straße',
  zip: 'PLZ',
  city: 'Ort',
};

export interface ContactEdit {
  /** The changed fields with their normalised values; empty when nothing changed. */
  changes: Partial<LeadContact>;
  /** 'contact.<field>' → German message (the funnel's rules, libs/contract); empty when valid. */
  errors: Record<string, string>;
}

/**
 * Staff edit the contact on the lead page: fields not sent stay as they are; a changed field must pass
 * the funnel contact step's rule for it (a house number is part of the street here; the city may stay
 * empty, as at intake).
 */
export function editContact(current: LeadContact, raw: unknown): ContactEdit {
  if (raw === undefined || raw === null) return { changes: {}, errors: {} };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { changes: {}, errors: { contact: 'Kontakt muss ein Objekt sein' } };
  const sent = raw as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const merged: LeadContact = { ...current };
  for (const field of FIELDS) {
    const value = sent[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') errors[`contact.${field}`] = `${CONTACT_LABELS[field]} muss ein Text sein`;
    else if (value.trim().length > LIMITS[field]) errors[`contact.${field}`] = `${CONTACT_LABELS[field]} darf höchstens ${LIMITS[field]} Zeichen lang sein`;
    else merged[field] = value.trim();
  }
  // Only what staff changed is checked: a supplier's lead saved with a missing value can still be qualified.
  const ruleErrors = contactErrors({ ...merged, mail: merged.email }, { requireStreetNr: false });
  for (const [field, message] of Object.entries(ruleErrors)) {
    const key = (field === 'mail' ? 'email' : field) as (typeof FIELDS)[number];
    if (merged[key] !== current[key]) errors[`contact.${key}`] ??= message;
  }
  if (Object.keys(errors).length) return { changes: {}, errors };
  const normalised: LeadContact = {
    ...merged,
    phone: normalisePhone(merged.phone),
    email: normaliseEmail(merged.email),
    zip: normaliseZip(merged.zip) ?? merged.zip,
  };
  const changes = Object.fromEntries(FIELDS.filter((field) => normalised[field] !== current[field]).map((field) => [field, normalised[field]]));
  return { changes, errors: {} };
}
