import { NewPasswordFields as SharedNewPasswordFields, type NewPasswordFieldsProps } from '@ui/auth/NewPasswordFields';
import { PasswordField as SharedPasswordField, type PasswordFieldProps } from '@ui/auth/PasswordField';
import type { PasswordTexts } from '@ui/auth/passwordTexts';
import { texts } from '../texts';

/** The shared password fields' words from the portal's texts. */
export const PASSWORD_TEXTS: PasswordTexts = {
  showPassword: texts.login.showPassword,
  hidePassword: texts.login.hidePassword,
  hint: texts.password.hint,
  level: (score) => texts.password.level(texts.password.levels[score]),
  length: texts.password.length,
  mismatch: texts.password.mismatch,
};

export const PasswordField = (props: Omit<PasswordFieldProps, 'texts'>) => <SharedPasswordField {...props} texts={PASSWORD_TEXTS} />;

/** A new password twice with the strength hint between (ui/src/auth). */
export const NewPasswordFields = (props: Omit<NewPasswordFieldsProps, 'texts'>) => <SharedNewPasswordFields {...props} texts={PASSWORD_TEXTS} />;
