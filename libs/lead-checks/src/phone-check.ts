import { normalisePhone } from '@app/contract';
import { parsePhoneNumberFromString, type NumberType, type PhoneNumber } from 'libphonenumber-js/max';
import { findings, type Finding, type PhoneFakeReason } from './findings';

export type PhoneType = 'mobile' | 'landline' | 'other';

export interface PhoneCheck {
  /** '+491607005447' for a valid number of any country, otherwise null. */
  e164: string | null;
  /** The number's country ('DE', 'AT', 'CH', or another for a foreign number), null when it is not valid. */
  country: string | null;
  type: PhoneType | null;
  findings: Finding[];
}

export interface PhoneCheckOptions {
  /**
   * Numbers the supplier uses for its own tests, in any notation ('0170 1111111', '+49 170 …'). A list is read once
   * and remembered while it lives: pass a new array when the numbers change, never a changed one.
   */
  supplierTestNumbers?: readonly string[];
}

/** Leads are sold in Germany, Austria and Switzerland; a buyer there calls these numbers. */
const SOLD_COUNTRIES: ReadonlySet<string> = new Set(['DE', 'AT', 'CH']);
/** Numbers that reach a service, not a person's line, and cost the caller extra or nothing (0900, 0800, 0180). */
const SERVICE_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST']);
/**
 * Six equal digits or six consecutive ones in a row ('000000', '123456', '987654') within the subscriber's part of a
 * number: rarer than one in ten thousand random numbers, but typed fakes all the time. Only the part after the area
 * code is read, so that a code and its number running on by chance ('0345 678901') is no finding.
 */
const FAKE_RUN = 6;
const NON_DIGITS = /\D/g;
const GAP = /\s/;
const HAS_DIGIT = /\d/;

/**
 * Judges a phone number as the person entered it: valid for Germany (without a country code), Austria or
 * Switzerland by libphonenumber's full metadata, its type, and whether it is an obvious fake. A fake is reported
 * instead of 'invalid' ('0123456789' is both, but 'fake' is what staff need to know).
 */
export function checkPhone(phone: string, options: PhoneCheckOptions = {}): PhoneCheck {
  if (phone.trim() === '') return { e164: null, country: null, type: null, findings: [findings.phoneMissing()] };
  const parsed = parsePhoneNumberFromString(phone, 'DE');
  const valid = parsed?.isValid() ? parsed : undefined;
  const result = (found: Finding[]): PhoneCheck => ({
    e164: valid?.number ?? null,
    country: valid?.country ?? null,
    type: valid ? phoneType(valid.getType()) : null,
    findings: found,
  });

  if (options.supplierTestNumbers?.length && isOneOf(parsed?.number ?? normalisePhone(phone), options.supplierTestNumbers)) {
    return result([findings.phoneFake(phone, 'supplier-test-number')]);
  }
  const fake = fakePattern(valid ? subscriberDigits(valid) : (parsed?.nationalNumber ?? phone.replace(NON_DIGITS, '')));
  if (fake) return result([findings.phoneFake(phone, fake)]);
  if (!valid || !SOLD_COUNTRIES.has(valid.country ?? '')) return result([findings.phoneInvalid(phone)]);
  const numberType = valid.getType();
  if (numberType && SERVICE_TYPES.has(numberType)) return result([findings.phoneSpecialRate(phone)]);
  return result([]);
}

function phoneType(type: NumberType | undefined): PhoneType {
  if (type === 'MOBILE') return 'mobile';
  if (type === 'FIXED_LINE') return 'landline';
  return 'other';
}

/**
 * Both sides in E.164 where they can be read as numbers, so '0170 1111111' equals '+49 170 1111111'; otherwise as
 * the intake normalises them. Text without digits equals nothing.
 */
function comparable(phone: string): string {
  return parsePhoneNumberFromString(phone, 'DE')?.number ?? normalisePhone(phone);
}

/** Each list read once while the caller keeps it (a lead source's settings), not once per lead. */
const testNumberKeys = new WeakMap<readonly string[], ReadonlySet<string>>();

function isOneOf(key: string, testNumbers: readonly string[]): boolean {
  let keys = testNumberKeys.get(testNumbers);
  if (!keys) {
    keys = new Set(testNumbers.map(comparable).filter((testKey) => HAS_DIGIT.test(testKey)));
    testNumberKeys.set(testNumbers, keys);
  }
  return keys.has(key);
}

/** The digits after the area or network code: the national format groups the code first ('0345 678901'). */
function subscriberDigits(phone: PhoneNumber): string {
  const national = phone.formatNational();
  const firstGap = national.search(GAP);
  return firstGap < 0 ? phone.nationalNumber : national.slice(firstGap).replace(NON_DIGITS, '');
}

function fakePattern(digits: string): PhoneFakeReason | null {
  let same = 1;
  let up = 1;
  let down = 1;
  for (let i = 1; i < digits.length; i++) {
    const step = digits.charCodeAt(i) - digits.charCodeAt(i - 1);
    same = step === 0 ? same + 1 : 1;
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    if (same >= FAKE_RUN) return 'repeated-digit';
    if (up >= FAKE_RUN || down >= FAKE_RUN) return 'digit-sequence';
  }
  return null;
}
