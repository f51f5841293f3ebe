import type { WriteBody } from './bodies';

/** react-admin turns an emptied input into null; the API wants strings and numbers. */
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/**
 * `POST /api/leadsource` and `PUT /api/leadsource/{id}`: the form's fields only. The id, the API
 * key, the creation date and the built-in flag are the server's; it makes the key itself.
 */
export const leadsourceBody: WriteBody = (data) => ({
  name: text(data.name),
  slug: text(data.slug),
  mail: text(data.mail),
  active: Boolean(data.active),
  reclaQuote: text(data.reclaQuote) === '' ? 0 : Number(data.reclaQuote),
  // Optional: an emptied price is null, which clears it on the server.
  leadCost: text(data.leadCost) === '' ? null : Number(data.leadCost),
  preQualified: Boolean(data.preQualified),
  requireConsent: Boolean(data.requireConsent),
  // 'Mindestqualität': emptied is 0, the check off.
  minQuality: text(data.minQuality) === '' ? 0 : Number(data.minQuality),
  testPhoneNumbers: testNumbers(data.testPhoneNumbers),
});

/** The form keeps the test numbers as typed ('0170 1111111, 0171 2222222'); the record brings them as a list. */
function testNumbers(value: unknown): string[] {
  const entries = Array.isArray(value) ? value.map(String) : text(value).split(/[,;\n]/);
  return entries.map((entry) => entry.trim()).filter(Boolean);
}
