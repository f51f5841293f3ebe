import type { RatePassword } from '@contract/password-strength';
import { texts } from '../texts';

export { MIN_PASSWORD_LENGTH, personalWords, strengthOf, type Strength } from '@contract/password-strength';

/** What stops the form from being sent: nothing typed, or two entries that differ. Length and strength are the server's to say. */
export function passwordFormProblem(password: string, repeat: string): string | null {
  if (password === '') return texts.password.empty;
  if (password !== repeat) return texts.password.mismatch;
  return null;
}

let loading: Promise<RatePassword> | null = null;

/** zxcvbn with the common and German dictionaries, loaded on the first keystroke, not with the app. */
export function loadPasswordRater(): Promise<RatePassword> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, german] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-de'),
    ]);
    const zxcvbn = new ZxcvbnFactory({ translations: german.translations, graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary, ...german.dictionary } });
    return (password: string, personal: string[]) => zxcvbn.check(password, personal);
  })();
  return loading;
}
