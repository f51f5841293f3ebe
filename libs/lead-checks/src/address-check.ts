import { findings, type Finding } from './findings';
import { foldGerman } from './german-fold';

export interface StreetAddress {
  /** Street and house number in one line, as the intake stores it ('Lindenstraße 5a'). */
  street: string;
  zip: string;
}

/** A house number at the end: '5', '5a', '5 A', '5-a', '12-14', '7/1', '3 b - 3 d'. */
const HOUSE_NUMBER = /^(.*?)\s*(\d+(?:[\s-]*[a-z])?(?:\s*[-/]\s*\d+(?:[\s-]*[a-z])?)?)\s*$/;
const WHITESPACE = /\s+/g;
/** '5-a' is '5a'; '12-14' stays. */
const HYPHEN_BEFORE_LETTER = /-(?=[a-z])/g;
/** 'str.', 'str' and 'strasse' at a word's end ('Hauptstr.', 'Haupt-Str', 'Str. des 17. Juni'), not 'Strand'. */
const STREET_WORD = /str(?:asse\b|\.|\b)/g;
const NOT_LETTER_OR_DIGIT = /[^a-z0-9]+/g;

/**
 * A street line as a key: 'Hauptstr. 5' = 'Hauptstraße 5' = 'hauptstrasse 5' = 'Haupt-Str 5' = 'Haupt Straße 5'
 * → 'hauptstrasse 5'. Case, umlauts (spelt out: ä → ae, ß → ss), 'str.' for 'straße', spaces, hyphens and dots in
 * the name, and spaces in the house number ('5 A' = '5a') do not count.
 */
export function normaliseStreet(street: string): string {
  const { name, number } = splitStreet(street);
  return number ? `${name} ${number}` : name;
}

/**
 * The key to find the same house again across suppliers: postal code and normalised street line. Null without a
 * house number or a street name: 'Hauptstraße' alone names a street of many houses, not a duplicate.
 */
export function addressKey({ street, zip }: StreetAddress): string | null {
  const { name, number } = splitStreet(street);
  if (!name || !number) return null;
  return `${zip.trim()}|${name} ${number}`;
}

function splitStreet(street: string): { name: string; number: string } {
  const folded = foldGerman(street).trim();
  const match = HOUSE_NUMBER.exec(folded);
  const name = match ? match[1] : folded;
  return {
    name: name.replace(STREET_WORD, 'strasse').replace(NOT_LETTER_OR_DIGIT, ''),
    number: match ? match[2].replace(WHITESPACE, '').replace(HYPHEN_BEFORE_LETTER, '') : '',
  };
}

/**
 * Words that qualify a town's name rather than name it: 'Frankfurt am Main', 'Neustadt a.d. Weinstraße',
 * 'Rothenburg ob der Tauber', 'Weiden i.d.OPf.'. Only after the first word: 'Am Mellensee' is a town.
 */
const QUALIFIERS: ReadonlySet<string> = new Set(
  ['a', 'am', 'an', 'auf', 'b', 'bei', 'd', 'der', 'den', 'dem', 'des', 'die', 'i', 'im', 'in', 'o', 'ob', 'u', 'unter', 'v', 'vor', 'z', 'zu', 'zum', 'zur'],
);
const TOWN_WORD_SEPARATOR = /[^a-z0-9]+/;
const ONLY_DIGITS = /^\d+$/;
/** After folding, 'Munchen' (typed without umlauts) still meets 'München' ('muenchen' → 'munchen'). */
const SPELT_UMLAUT = /([aou])e/g;

function townWords(name: string): string[] {
  return foldGerman(name)
    .split(TOWN_WORD_SEPARATOR)
    // A postal code typed into the town field ('80331 München') is no part of the name.
    .filter((word) => word !== '' && !ONLY_DIGITS.test(word))
    .map((word) => (word === 'st' ? 'sankt' : word.replace(SPELT_UMLAUT, '$1')));
}

/** The name without its qualifier: 'frankfurt am main' → 'frankfurt', 'halle saale' stays. */
function core(words: string[]): string[] {
  const qualifier = words.findIndex((word, index) => index > 0 && QUALIFIERS.has(word));
  return qualifier < 0 ? words : words.slice(0, qualifier);
}

function startsWith(words: string[], prefix: string[]): boolean {
  return prefix.length > 0 && prefix.length <= words.length && prefix.every((word, index) => words[index] === word);
}

/**
 * Whether a town as entered fits one of a postal code's place names (GeoNames). Each side's name without its
 * qualifier must begin the other's: 'Frankfurt' and 'Frankfurt a.M.' fit 'Frankfurt am Main', 'Halle/Saale' and
 * 'Halle an der Saale' fit 'Halle (Saale)', 'Berlin-Spandau' and 'München Schwabing' fit 'Berlin' and 'München',
 * 'St. Ingbert' fits 'Sankt Ingbert'. A district that GeoNames does not list with the code ('Schwabing' alone)
 * does not fit. An empty town contradicts nothing and fits.
 */
export function zipFitsTown(town: string, placeNamesOfZip: readonly string[]): boolean {
  const entered = townWords(town);
  if (entered.length === 0) return true;
  const enteredCore = core(entered);
  return placeNamesOfZip.some((place) => {
    const placeWords = townWords(place);
    return startsWith(placeWords, enteredCore) || startsWith(entered, core(placeWords));
  });
}

/**
 * The postal code against the geo table: no place names means the code does not exist ('zip-unknown'); otherwise
 * the town, when one was entered, must fit one of them ('zip-town-mismatch'). A caller that cannot ask the table
 * does not call this.
 */
export function checkZipTown(zip: string, town: string | undefined, placeNamesOfZip: readonly string[]): Finding[] {
  if (placeNamesOfZip.length === 0) return [findings.zipUnknown(zip)];
  if (!town || zipFitsTown(town, placeNamesOfZip)) return [];
  return [findings.zipTownMismatch(zip, town, placeNamesOfZip)];
}

/** The caller found the same house (addressKey) in another lead within the duplicate window. */
export function addressDuplicateFinding(earlierLead?: string | number): Finding {
  return findings.addressDuplicate(earlierLead);
}
