import { checkEmail, checkFunnel, checkName, checkPhone, checkZipTown, type Finding } from '@app/lead-checks';
import { formatPhone, type LeadContact } from '@app/contract';

/** What the geo table says about the lead's postal code (GeoService); no table loaded: not unknown, no names. */
export interface ZipFacts {
  unknown: boolean;
  placeNames: readonly string[];
}

/** What the funnel sent about how it was filled in (FunnelSignalsDto); absent for supplier leads. */
export interface IntakeSignals {
  elapsedMs?: number;
  honeypotFilled?: boolean;
}

/**
 * The checks that need nothing but the lead itself and the shipped tables: they run in the intake request
 * (some 0.1 ms of CPU). What needs the database or DNS runs afterwards (LeadQualityService).
 */
export function intakeFindings(contact: LeadContact, zip: ZipFacts, signals: IntakeSignals = {}, supplierTestNumbers: readonly string[] = []): Finding[] {
  return [
    // Stored as +49…; the finding quotes it as staff read numbers elsewhere ('+49 171 1234567').
    ...checkPhone(formatPhone(contact.phone), { supplierTestNumbers }).findings,
    ...checkEmail(contact.email),
    ...zipFindings(contact, zip),
    ...checkName(contact.firstName, contact.lastName),
    ...checkFunnel({ elapsedMs: signals.elapsedMs, honeypotFilled: signals.honeypotFilled }),
  ];
}

function zipFindings(contact: LeadContact, zip: ZipFacts): Finding[] {
  if (zip.unknown) return checkZipTown(contact.zip, contact.city, []);
  // A table without place names (an older import, or none loaded) cannot judge the town.
  return zip.placeNames.length ? checkZipTown(contact.zip, contact.city, zip.placeNames) : [];
}
