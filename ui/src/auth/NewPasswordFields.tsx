import { PasswordField } from './PasswordField';
import type { PasswordTexts } from './passwordTexts';
import { StrengthHint } from './StrengthHint';

export interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  /** The two labels as shown. */
  labels: { password: string; repeat: string };
  texts: PasswordTexts;
  disabled?: boolean;
  /** Name and e-mail of the person: words that make a password guessable. */
  personal?: string[];
}

/** A new password twice, with the strength hint between; a repeat that differs is marked at once. */
export const NewPasswordFields = ({ password, repeat, onPassword, onRepeat, labels, texts, disabled, personal = [] }: NewPasswordFieldsProps) => {
  const differs = repeat !== '' && repeat !== password;
  return (
    <>
      <PasswordField label={labels.password} name="new-password" autoComplete="new-password" value={password} onChange={onPassword} texts={texts} disabled={disabled} />
      <StrengthHint password={password} personal={personal} texts={texts} />
      <PasswordField
        label={labels.repeat}
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        onChange={onRepeat}
        texts={texts}
        disabled={disabled}
        error={differs}
        helperText={differs ? texts.mismatch : undefined}
      />
    </>
  );
};
