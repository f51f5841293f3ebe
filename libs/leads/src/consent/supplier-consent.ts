import { isIP } from 'node:net';

/** What a supplier sends as proof of its customer's consent (`consent` of POST /public-api/leadsource/lead). */
export interface SupplierConsentInput {
  text?: string;
  at?: string;
  ip?: string;
  proofUrl?: string;
}

/** Clocks differ a little; a consent from further ahead than this is not believed. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * 'Einwilligungsnachweis verlangen' (per lead source): the consent's text, its time, and where it was
 * given (the customer's IP address) or where it can be seen (a proof address). Field path → German
 * reason; empty when the proof is complete.
 */
export function supplierConsentErrors(consent: SupplierConsentInput | undefined, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!consent?.text?.trim()) errors['consent.text'] = 'Einwilligungstext fehlt';
  if (!consent?.at?.trim()) errors['consent.at'] = 'Zeitpunkt der Einwilligung fehlt';
  else if (Number.isNaN(Date.parse(consent.at))) errors['consent.at'] = 'Zeitpunkt der Einwilligung ist kein Datum (ISO 8601)';
  else if (Date.parse(consent.at) > now.getTime() + CLOCK_SKEW_MS) errors['consent.at'] = 'Zeitpunkt der Einwilligung liegt in der Zukunft';
  const ip = consent?.ip?.trim();
  const proofUrl = consent?.proofUrl?.trim();
  if (ip && isIP(ip) === 0) errors['consent.ip'] = 'IP-Adresse der Einwilligung ist keine gültige IPv4- oder IPv6-Adresse';
  else if (!ip && !proofUrl) errors['consent.ip'] = 'IP-Adresse der Einwilligung fehlt (oder eine Nachweis-Adresse in consent.proofUrl)';
  return errors;
}

/** The 422 message: every missing or wrong field by name. */
export function supplierConsentMessage(errors: Record<string, string>): string {
  return `Einwilligungsnachweis unvollständig: ${Object.entries(errors).map(([field, reason]) => `${field}: ${reason}`).join('; ')}`;
}
