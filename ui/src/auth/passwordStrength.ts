import type { RatePassword } from '@contract/password-strength';

/**
 * What stops a new-password form from being sent: nothing typed, or two entries that differ. Each app
 * words it in its own texts. Length and strength are left to the server, whose German reason is shown as it comes.
 */
export type PasswordFormProblem = 'empty' | 'mismatch';

export function passwordFormProblem(password: string, repeat: string): PasswordFormProblem | null {
  if (password === '') return 'empty';
  if (password !== repeat) return 'mismatch';
  return null;
}

let loading: Promise<RatePassword> | null = null;

/**
 * zxcvbn with the common and German dictionaries (the server's rating rules, libs/contract password-strength),
 * loaded once on the first keystroke rather than with the app.
 */
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
