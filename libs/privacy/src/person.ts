import { isValidEmail, isValidPhone, normaliseEmail, normalisePhone } from '@app/contract';

/** Whom a data-protection request is about: e-mail and/or phone, normalised exactly as the lead intake stores them. */
export interface Person {
  email: string | null;
  phone: string | null;
}

export type PersonQuery = { person: Person; errors: null } | { person: null; errors: Record<string, string> };

export const PERSON_MISSING = 'Bitte eine E-Mail-Adresse oder eine Telefonnummer angeben.';

/**
 * The search terms of a request as the intake normalises a lead's contact (libs/contract lead-rules):
 * e-mail trimmed and lower-case, phone as +49… digits. Empty terms count as not given; at least one is needed.
 */
export function personFrom(input: { email?: unknown; phone?: unknown }): PersonQuery {
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  const phone = typeof input.phone === 'string' ? input.phone.trim() : '';
  const errors: Record<string, string> = {};
  if (input.email !== undefined && typeof input.email !== 'string') errors.email = 'E-Mail-Adresse muss ein Text sein';
  else if (email && !isValidEmail(email)) errors.email = 'Bitte eine gültige E-Mail-Adresse angeben';
  if (input.phone !== undefined && typeof input.phone !== 'string') errors.phone = 'Telefonnummer muss ein Text sein';
  else if (phone && !isValidPhone(phone)) errors.phone = 'Bitte eine gültige Telefonnummer angeben';
  if (Object.keys(errors).length) return { person: null, errors };
  if (!email && !phone) return { person: null, errors: { email: PERSON_MISSING } };
  return { person: { email: email ? normaliseEmail(email) : null, phone: phone ? normalisePhone(phone) : null }, errors: null };
}
