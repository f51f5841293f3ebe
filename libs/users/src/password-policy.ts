import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as germanDictionary, translations as germanTranslations } from '@zxcvbn-ts/language-de';

export const MIN_PASSWORD_LENGTH = 12;
/** zxcvbn's scale 0–4; 3 means "safely unguessable" for an online attack with throttling. */
const MIN_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({
  translations: germanTranslations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...germanDictionary },
});

/**
 * Why a password is not good enough, in German, or null when it is. The person's own e-mail and name
 * count as guessable words, so "anna.schulz2026" is weak for Anna Schulz.
 */
export function passwordWeakness(password: string, personal: string[] = []): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`;
  if (password.length > 200) return 'Das Passwort darf höchstens 200 Zeichen lang sein.';
  const words = personal.flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
  const result = zxcvbn.check(password, words);
  if (result.score >= MIN_SCORE) return null;
  const hint = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `Das Passwort ist zu leicht zu erraten.${hint ? ` ${hint}` : ''}`;
}
