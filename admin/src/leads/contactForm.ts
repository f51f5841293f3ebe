import { contactErrors, LEAD_CONTACT_FIELDS, type ContactField, type LeadContact, type LeadContactField } from '@contract/lead-rules';

/** The form's fields in the order of a lead's contact (libs/contract). */
export const CONTACT_FIELDS = LEAD_CONTACT_FIELDS;
type ContactFormField = LeadContactField;

/** The contact as the form edits it: every field a text, trimmed on the way out. */
export function contactDraft(contact: LeadContact): LeadContact {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, contact[field] ?? ''])) as unknown as LeadContact;
}

const trimmed = (contact: LeadContact): LeadContact =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, (contact[field] ?? '').trim()])) as unknown as LeadContact;

/** The fields staff changed, trimmed; empty when nothing changed. */
export function changedContact(saved: LeadContact, draft: LeadContact): Partial<LeadContact> {
  const next = trimmed(draft);
  return Object.fromEntries(CONTACT_FIELDS.filter((field) => next[field] !== (saved[field] ?? '')).map((field) => [field, next[field]]));
}

/**
 * The funnel's contact rules (libs/contract), as the server applies them to a lead's edit: only the
 * changed fields are checked (a supplier's lead with a missing street can still get a new phone
 * number), the house number is part of the street, and the lead's `email` is the rules' `mail`.
 */
export function contactFormErrors(saved: LeadContact, draft: LeadContact): Partial<Record<ContactFormField, string>> {
  const next = trimmed(draft);
  const rules = contactErrors({ ...next, mail: next.email }, { requireStreetNr: false });
  const errors: Partial<Record<ContactFormField, string>> = {};
  for (const [field, message] of Object.entries(rules) as [ContactField, string][]) {
    const key: ContactFormField | null = field === 'mail' ? 'email' : (CONTACT_FIELDS as readonly string[]).includes(field) ? (field as ContactFormField) : null;
    if (key && next[key] !== (saved[key] ?? '')) errors[key] = message;
  }
  return errors;
}
