/**
 * The strength hint under a new password, as the back office and the buyers' portal show it. The server
 * decides (libs/users password-policy: at least 12 characters and a zxcvbn score of 3); the pages show the
 * same measure while typing, so nobody learns only after saving. The apps load zxcvbn themselves.
 */

export const MIN_PASSWORD_LENGTH = 12;
/** zxcvbn's 0–4 scale; the server asks for 3. */
export const GOOD_SCORE = 3;

export type Score = 0 | 1 | 2 | 3 | 4;

export interface Strength {
  score: Score;
  /** zxcvbn's German warning ('Das ist ein sehr häufig verwendetes Passwort.'), when it has one. */
  warning: string | null;
  /** Long enough and rated good enough: what the server will accept. */
  acceptable: boolean;
}

export type RatePassword = (password: string, personal: string[]) => { score: number; feedback: { warning: string | null } };

/**
 * A rating as the page shows it: a password shorter than the minimum is never better than 'schwach',
 * whatever zxcvbn thinks of it, because the server refuses it.
 */
export function strengthOf(password: string, rated: { score: number; feedback: { warning: string | null } }): Strength {
  const long = password.length >= MIN_PASSWORD_LENGTH;
  const score = Math.max(0, Math.min(4, Math.round(rated.score))) as Score;
  const shown = (long ? score : Math.min(score, 1)) as Score;
  return { score: shown, warning: rated.feedback.warning || null, acceptable: long && score >= GOOD_SCORE };
}

/** The person's own words (name, e-mail) make a password guessable, as the server counts them too. */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  return values
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
}
