import { useTranslate } from 'react-admin';
import type { LoginTexts } from '@ui/auth/loginTexts';
import { LOGIN_ERRORS } from './authProvider';
import { usePasswordTexts } from './passwordTexts';

/**
 * The shared login steps' words in the back office's translations. A failure's message is a translation
 * key of the auth provider's or the server's German reason, which has no key and is shown as it is.
 */
export function useLoginTexts(): LoginTexts {
  const translate = useTranslate();
  const shown = (message: string) => translate(message, { _: message });
  return {
    title: translate('app.title'),
    email: translate('app.login.email'),
    password: translate('app.login.password'),
    submit: translate('app.login.submit'),
    passwordSet: translate('app.login.password_set'),
    passwordField: usePasswordTexts(),
    failure: (failure) => shown(failure instanceof Error ? failure.message : LOGIN_ERRORS.failed),
    code: {
      title: translate('app.login.code.title'),
      introTotp: translate('app.login.code.intro_totp'),
      introEmail: (email) => translate('app.login.code.intro_email', { email }),
      introRecovery: translate('app.login.code.intro_recovery'),
      code: translate('app.login.code.field'),
      recoveryCode: translate('app.login.code.recovery_field'),
      codeMissing: translate('app.login.code.missing'),
      recoveryCodeMissing: translate('app.login.code.missing_recovery'),
      submit: translate('app.login.code.submit'),
      sendCode: translate('app.login.code.send'),
      codeSent: (email) => translate('app.login.code.sent', { email }),
      useRecovery: translate('app.login.code.use_recovery'),
      useCode: translate('app.login.code.use_code'),
      back: translate('app.login.code.back'),
    },
  };
}
