import { useTranslate } from 'react-admin';
import { NewPasswordFields as SharedNewPasswordFields, type NewPasswordFieldsProps as SharedProps } from '@ui/auth/NewPasswordFields';
import { usePasswordTexts } from './passwordTexts';

interface NewPasswordFieldsProps extends Omit<SharedProps, 'labels' | 'texts'> {
  /** Translation keys of the two labels. */
  labels: { password: string; repeat: string };
}

/** The shared new-password fields with the strength hint, labelled by translation key. */
export const NewPasswordFields = ({ labels, ...props }: NewPasswordFieldsProps) => {
  const translate = useTranslate();
  return <SharedNewPasswordFields {...props} labels={{ password: translate(labels.password), repeat: translate(labels.repeat) }} texts={usePasswordTexts()} />;
};
