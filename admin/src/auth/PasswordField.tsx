import { useTranslate } from 'react-admin';
import { PasswordField as SharedPasswordField, type PasswordFieldProps as SharedProps } from '@ui/auth/PasswordField';
import { usePasswordTexts } from './passwordTexts';

interface PasswordFieldProps extends Omit<SharedProps, 'label' | 'texts'> {
  /** Translation key of the label; the login page's 'Passwort' by default. */
  label?: string;
}

/** The shared password field, labelled by translation key. */
export const PasswordField = ({ label = 'app.login.password', ...props }: PasswordFieldProps) => {
  const translate = useTranslate();
  return <SharedPasswordField {...props} label={translate(label)} texts={usePasswordTexts()} />;
};
