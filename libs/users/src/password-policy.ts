import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const MIN_PASSWORD_LENGTH = 12;
/** zxcvbn's scale 0–4; 3 means "safely unguessable" for an online attack with throttling. */
const MIN_SCORE = 3;

let zxcvbn: ZxcvbnFactory | undefined;

/**
 * Loaded and built on the first check: the word lists' modules and the ranked dictionaries built from
 * them held 8 MB of the heap (issue 19) in every server and every test file that starts one, though
 * passwords are checked only when one is set.
 */
function checker(): ZxcvbnFactory {
  if (!zxcvbn) {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use on purpose (see above) */
    const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    const german = require('@zxcvbn-ts/language-de') as typeof import('@zxcvbn-ts/language-de');
    /* eslint-enable @typescript-eslint/no-require-imports */
    zxcvbn = new ZxcvbnFactory({
      translations: german.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...german.dictionary },
    });
  }
  return zxcvbn;
}

/**
 * Why a password is not good enough, in German, or null when it is. The person's own e-mail and name
 * count as guessable words, so "anna.schulz2026" is weak for Anna Schulz.
 */
export function passwordWeakness(password: string, personal: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`;
  if (password.length > 200) return 'Das Passwort darf höchstens 200 Zeichen lang sein.';
  const words = personal.flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
  const result = checker().check(password, words);
  if (result.score >= MIN_SCORE) return null;
  const hint = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `Das Passwort ist zu leicht zu erraten.${hint ? ` ${hint}` : ''}`;
}
