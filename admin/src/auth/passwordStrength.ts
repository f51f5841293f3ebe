/**
 * The strength hint under a new password. The rating rules are shared with the buyers' portal
 * (libs/contract password-strength); zxcvbn and its German word lists are loaded on the first keystroke,
 * not with the app.
 */

export { GOOD_SCORE, MIN_PASSWORD_LENGTH, personalWords, strengthOf, type RatePassword, type Score, type Strength } from '@contract/password-strength';
import type { RatePassword } from '@contract/password-strength';

/**
 * What stops the form from being sent, as a translation key: nothing typed, or two entries that differ.
 * Length and strength are left to the server, whose German reason is shown as it comes.
 */
export function passwordFormProblem(password: string, repeat: string): string | null {
  if (password === '') return 'app.password_strength.empty';
  if (password !== repeat) return 'app.password_strength.mismatch';
  return null;
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
