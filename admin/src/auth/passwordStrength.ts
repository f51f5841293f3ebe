/**
 * The strength hint under a new password. The server decides (libs/users password-policy: at least 12
 * characters and a zxcvbn score of 3); the page shows the same measure while typing, so nobody learns
 * only after saving. zxcvbn and its German word lists are loaded on the first keystroke, not with the app.
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

/**
 * What stops the form from being sent, as a translation key: nothing typed, or two entries that differ.
 * Length and strength are left to the server, whose German reason is shown as it comes.
 */
export function passwordFormProblem(password: string, repeat: string): string | null {
  if (password === '') return 'app.password_strength.empty';
  if (password !== repeat) return 'app.password_strength.mismatch';
  return null;
}

/** The person's own words (name, e-mail) make a password guessable, as the server counts them too. */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  return values
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
}

let loading: Promise<RatePassword> | null = null;

/** zxcvbn with the common and German dictionaries, loaded once on demand. */
export function loadPasswordRater(): Promise<RatePassword> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, german] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-de'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      translations: german.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...german.dictionary },
    });
    return (password: string, personal: string[]) => zxcvbn.check(password, personal);
  })();
  return loading;
}
