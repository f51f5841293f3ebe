import { findings, type Finding } from './findings';
import { foldGerman } from './german-fold';

export interface PersonName {
  firstName: string;
  lastName: string;
}

/**
 * A first or last name that is a placeholder when it is the whole name. 'Mustermann' is a real (rare) surname,
 * but nearly every 'Mustermann' in a lead form is the textbook example; staff qualify a real one. A double name
 * ('Mustermann-Berger') or a name that merely begins alike ('Testa', an Italian surname) is not flagged:
 * placeholders come whole.
 */
const PLACEHOLDER_NAMES: ReadonlySet<string> = new Set([
  'test',
  'tester',
  'testname',
  'testperson',
  'testuser',
  'testkunde',
  'testlead',
  'mustermann',
  'musterfrau',
  'doe',
  'vorname',
  'nachname',
  'name',
  'dummy',
  'fake',
  'anonym',
  'unbekannt',
  'niemand',
  'nobody',
  'keine',
  'kein',
  'asdf',
  'qwertz',
  'qwerty',
  'abc',
]);
/** Letter rows of the German and the US keyboard, left to right. */
const KEYBOARD_ROWS = ['qwertzuiop', 'asdfghjkl', 'yxcvbnm', 'qwertyuiop', 'zxcvbnm'];
/**
 * Keyboard mashing: four letters from a row's start ('qwer', 'asdf', 'yxcv') or five anywhere in it ('sdfgh',
 * 'hjkl' is too short). Four anywhere would catch the surname 'Ertz'.
 */
const ROW_START = 4;
const ROW_ANYWHERE = 5;
/**
 * One or two letters said three times or more ('xxx', 'aaaa', 'ababab'; 'Lili' and 'Nana' are names), or three
 * letters said twice or more ('asdasd').
 */
const REPEATED_CHUNK = /^(?:(.{1,2})\1{2,}|(.{3})\2+)$/;
const DIGIT = /\p{N}/u;
const NOT_LETTER = /[^\p{L}]+/gu;

function isPlaceholderPart(part: string): boolean {
  if (DIGIT.test(part)) return true;
  const letters = foldGerman(part).replace(NOT_LETTER, '');
  if (letters === '') return false;
  if (PLACEHOLDER_NAMES.has(letters) || REPEATED_CHUNK.test(letters)) return true;
  return KEYBOARD_ROWS.some((row) => {
    const at = letters.length >= ROW_START ? row.indexOf(letters) : -1;
    return at === 0 || (at > 0 && letters.length >= ROW_ANYWHERE);
  });
}

/**
 * A test or placeholder name: 'Test', 'Max Mustermann', 'Erika Mustermann', 'asdf', 'qwertz', keyboard rows, 'xxx',
 * one letter repeated, names with digits. Either part alone is enough ('Anna Test'). Empty parts are the form
 * validation's business, not a finding.
 */
export function checkName(firstName: string, lastName: string): Finding[] {
  const placeholder = isPlaceholderPart(firstName) || isPlaceholderPart(lastName);
  return placeholder ? [findings.namePlaceholder(`${firstName.trim()} ${lastName.trim()}`.trim())] : [];
}

const NAME_PART_SEPARATOR = /[^a-z]+/;

/** A surname's parts, folded: 'Müller-Lüdenscheidt' → ['mueller', 'luedenscheidt']. */
function surnameParts(lastName: string): string[] {
  return foldGerman(lastName).split(NAME_PART_SEPARATOR).filter(Boolean);
}

/**
 * Two surnames of the same person or household: a part in common ('Müller' and 'Müller-Lüdenscheidt'), or one
 * typo apart ('Schmidt' and 'Schmitt'). Couples with different surnames count as different names.
 */
function sameFamily(a: string[], b: string[]): boolean {
  return a.some((part) => b.some((other) => part === other || withinOneEdit(part, other)));
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * The same phone number came in earlier (the caller supplies those leads, within the duplicate window) under
 * other surnames. The finding says how many other names, not which: it is stored with this lead, and the other
 * leads' names must not outlive their deletion in it.
 */
export function samePhoneDifferentNames(earlier: readonly PersonName[], current: PersonName): Finding | null {
  const currentSurname = surnameParts(current.lastName);
  if (currentSurname.length === 0) return null;
  const others = new Set<string>();
  for (const lead of earlier) {
    const surname = surnameParts(lead.lastName);
    if (surname.length === 0 || sameFamily(surname, currentSurname)) continue;
    others.add(`${foldGerman(lead.firstName).replace(NOT_LETTER, '')} ${surname.join('-')}`);
  }
  return others.size > 0 ? findings.phoneOtherNames(others.size) : null;
}
