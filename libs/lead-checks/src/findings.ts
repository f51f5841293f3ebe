/**
 * What a check at intake can find about a lead: a code (fixed, part of the API), a German text a staff member
 * reads, and the weight the code takes off the score (verdict.ts). All codes, texts and weights live here.
 */

export const FINDING_CODES = [
  'phone-invalid',
  'phone-fake',
  'email-invalid',
  'email-disposable',
  'email-no-mx',
  'email-unchecked',
  'zip-unknown',
  'zip-town-mismatch',
  'address-duplicate',
  'name-placeholder',
  'phone-other-names',
  'too-fast',
  'honeypot',
  'velocity',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export interface Finding {
  code: FindingCode;
  /** German, for staff: what was found, with the value it was found in. */
  text: string;
}

/**
 * Points each code takes off a score of 100; a code counts once however often it is found. With the verdict's
 * defaults (review below 60, rejected below 25 and only with two or more findings) the weights say which single
 * finding sends a lead to review (over 40) and which only counts together with others.
 */
export const FINDING_WEIGHTS: Readonly<Record<FindingCode, number>> = {
  // The number matches a fake pattern or the supplier's own test number: nobody will answer it. Review alone.
  'phone-fake': 60,
  // The buyer cannot call the lead, the commonest reason for a complaint; it may be a typo, so review, not reject.
  'phone-invalid': 45,
  // 'Test', 'Max Mustermann', 'asdf': a test or a prank. Review alone; a real Mr Mustermann is qualified by staff.
  'name-placeholder': 45,
  // A postal code that does not exist cannot be matched to a buyer's area: review alone.
  'zip-unknown': 45,
  // People never see the field, but browser autofill and password managers sometimes fill hidden fields:
  // strong, yet not proof on its own. Review alone; with a second finding (e.g. too-fast) rejected.
  honeypot: 50,
  // The same phone under other surnames within the duplicate window: recycled or bought data, but also couples
  // with different surnames sharing a landline.
  'phone-other-names': 30,
  // The same house already came in (perhaps from another supplier): sold twice, or a second enquiry of the same
  // household for another product.
  'address-duplicate': 30,
  // Bots send the form within seconds; a quick typist with autofill can be fast too.
  'too-fast': 30,
  // A throwaway address hides the person; the phone is still the buyer's main channel.
  'email-disposable': 25,
  // The domain has no mail host: a typo ('gmial.com') or an invented address; the phone may still work.
  'email-no-mx': 25,
  // A mistyped address is common and the phone is the main channel.
  'email-invalid': 20,
  // Many leads from one IP address or browser in an hour: a lead farm, but also offices and mobile carriers'
  // shared addresses.
  velocity: 25,
  // The GeoNames names of a postal code leave out many villages and districts: a hint for staff, little more.
  'zip-town-mismatch': 15,
  // A check that could not run says nothing about the lead (see NOT_CHECKED_CODES).
  'email-unchecked': 0,
};

/**
 * Findings that only say a check could not run. They are shown with the verdict but never lower the score
 * and never count towards a rejection: the product never turns a real person away because DNS was down.
 */
export const NOT_CHECKED_CODES: ReadonlySet<FindingCode> = new Set<FindingCode>(['email-unchecked']);

const MAX_VALUE_LENGTH = 60;

/** A value as the person entered it, cut so that a pasted novel does not become the finding. */
function quote(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return trimmed.length > MAX_VALUE_LENGTH ? `${trimmed.slice(0, MAX_VALUE_LENGTH)}…` : trimmed;
}

/** Why a phone number counts as fake. */
export type PhoneFakeReason = 'repeated-digit' | 'digit-sequence' | 'supplier-test-number';
const PHONE_FAKE_REASONS: Record<PhoneFakeReason, string> = {
  'repeated-digit': 'eine Ziffer wiederholt',
  'digit-sequence': 'fortlaufende Ziffernfolge',
  'supplier-test-number': 'Testnummer des Lieferanten',
};

/** Each finding as one function: the code and its German text in one place. */
export const findings = {
  phoneMissing: (): Finding => ({ code: 'phone-invalid', text: 'Telefonnummer fehlt' }),
  phoneInvalid: (phone: string): Finding => ({
    code: 'phone-invalid',
    text: `Telefonnummer ungültig: ${quote(phone)} ist keine deutsche, österreichische oder Schweizer Nummer`,
  }),
  phoneSpecialRate: (phone: string): Finding => ({
    code: 'phone-invalid',
    text: `Telefonnummer ungültig: ${quote(phone)} ist eine Service- oder Sonderrufnummer, kein Anschluss einer Person`,
  }),
  phoneFake: (phone: string, reason: PhoneFakeReason): Finding => ({
    code: 'phone-fake',
    text: `Telefonnummer offensichtlich falsch: ${quote(phone)} (${PHONE_FAKE_REASONS[reason]})`,
  }),
  emailInvalid: (email: string): Finding => ({
    code: 'email-invalid',
    text: email.trim() === '' ? 'E-Mail-Adresse fehlt' : `E-Mail-Adresse ungültig: ${quote(email)}`,
  }),
  emailDisposable: (domain: string): Finding => ({ code: 'email-disposable', text: `Wegwerf-Adresse (${quote(domain)})` }),
  emailNoMailHost: (domain?: string): Finding => ({
    code: 'email-no-mx',
    text: domain
      ? `E-Mail-Domain ${quote(domain)} nimmt keine Mails an (kein MX- oder A-Eintrag)`
      : 'E-Mail-Domain nimmt keine Mails an (kein MX- oder A-Eintrag)',
  }),
  emailUnchecked: (): Finding => ({ code: 'email-unchecked', text: 'E-Mail-Domain nicht geprüft (DNS nicht erreichbar)' }),
  zipUnknown: (zip: string): Finding => ({ code: 'zip-unknown', text: `Postleitzahl ${quote(zip)} gibt es nicht` }),
  zipTownMismatch: (zip: string, town: string, placeNames: readonly string[]): Finding => ({
    code: 'zip-town-mismatch',
    text: `Ort „${quote(town)}“ passt nicht zur Postleitzahl ${quote(zip)} (${listPlaces(placeNames)})`,
  }),
  addressDuplicate: (earlierLead?: string | number): Finding => ({
    code: 'address-duplicate',
    text: earlierLead === undefined ? 'Adresse schon als Lead vorhanden' : `Adresse schon als Lead vorhanden (Lead ${earlierLead})`,
  }),
  namePlaceholder: (name: string): Finding => ({ code: 'name-placeholder', text: `Platzhalter- oder Testname: ${quote(name)}` }),
  phoneOtherNames: (otherNames: number): Finding => ({
    code: 'phone-other-names',
    text:
      otherNames === 1
        ? 'Dieselbe Telefonnummer kam im Duplikatzeitraum schon mit einem anderen Namen vor'
        : `Dieselbe Telefonnummer kam im Duplikatzeitraum schon mit ${otherNames} anderen Namen vor`,
  }),
  tooFast: (elapsedMs: number, minMs: number): Finding => ({
    code: 'too-fast',
    text: `Anfrage ${seconds(elapsedMs)} s nach dem ersten Schritt abgeschickt (Grenze ${seconds(minMs)} s)`,
  }),
  honeypot: (): Finding => ({ code: 'honeypot', text: 'Verstecktes Formularfeld ausgefüllt (typisch für Bots)' }),
  /** `leads` above what the lookup counts (EARLIER_LEADS_COUNTED) reads 'Mehr als …'. */
  velocity: (leads: number, source: 'ip' | 'browser', counted = Infinity): Finding => ({
    code: 'velocity',
    text: `${leads > counted ? `Mehr als ${counted}` : leads} Anfragen in einer Stunde ${source === 'ip' ? 'von derselben IP-Adresse' : 'aus demselben Browser'}`,
  }),
};

const MAX_PLACES_SHOWN = 3;

function listPlaces(placeNames: readonly string[]): string {
  const shown = placeNames.slice(0, MAX_PLACES_SHOWN).join(', ');
  return placeNames.length > MAX_PLACES_SHOWN ? `${shown} …` : shown;
}

const GERMAN_ONE_DECIMAL = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

function seconds(ms: number): string {
  return GERMAN_ONE_DECIMAL.format(Math.max(0, ms) / 1000);
}
