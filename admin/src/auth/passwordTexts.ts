import { useTranslate } from 'react-admin';
import type { PasswordFormProblem } from '@ui/auth/passwordStrength';
import type { PasswordTexts } from '@ui/auth/passwordTexts';

/** The translation key of what stops a new-password form. */
export const passwordProblemKey = (problem: PasswordFormProblem) => `app.password_strength.${problem}`;

/** The shared password fields' words in the back office's translations (app.login, app.password_strength). */
export function usePasswordTexts(): PasswordTexts {
  const translate = useTranslate();
  return {
    showPassword: translate('app.login.show_password'),
    hidePassword: translate('app.login.hide_password'),
    hint: translate('app.password_strength.hint'),
    level: (score) => translate('app.password_strength.level', { level: translate(`app.password_strength.levels.${score}`) }),
    length: (count) => translate('app.password_strength.length', { count }),
    mismatch: translate('app.password_strength.mismatch'),
  };
}
