import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as a person reads it: international, grouped by the number's own plan
 * ("+491607005447" and "0160 7005447" → "+49 160 7005447"). Numbers without a country code count as
 * German. What cannot be read as a number is shown as it was stored, never hidden.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value, 'DE');
  return parsed?.isPossible() ? parsed.formatInternational() : value;
}
