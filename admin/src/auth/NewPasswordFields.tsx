import { useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PasswordField } from './PasswordField';
import { loadPasswordRater, MIN_PASSWORD_LENGTH, strengthOf, type RatePassword, type Strength } from './passwordStrength';

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** The strength bar and hint under a new password, measured as the server will measure it. */
const StrengthHint = ({ password, personal }: { password: string; personal: string[] }) => {
  const translate = useTranslate();
  const [rate, setRate] = useState<RatePassword | null>(null);
  useEffect(() => {
    if (password === '' || rate) return;
    let current = true;
    // Without the word lists (offline) the plain hint stays; the server still checks.
    loadPasswordRater()
      .then((loaded) => current && setRate(() => loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [password, rate]);

  const strength: Strength | null = rate && password ? strengthOf(password, rate(password, personal)) : null;
  return (
    <Box data-testid="password-strength" aria-live="polite" sx={{ mt: 0.5, mb: 1 }}>
      {strength && (
        <>
          <LinearProgress
            variant="determinate"
            value={(strength.score + 1) * 20}
            color={COLORS[strength.score]}
            aria-label={translate('app.password_strength.level', { level: translate(`app.password_strength.levels.${strength.score}`) })}
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {translate('app.password_strength.level', { level: translate(`app.password_strength.levels.${strength.score}`) })}
            {password.length < MIN_PASSWORD_LENGTH ? ` · ${translate('app.password_strength.length', { count: password.length })}` : ''}
          </Typography>
          {strength.warning && (
            <Typography variant="body2" color="text.secondary">
              {strength.warning}
            </Typography>
          )}
        </>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('app.password_strength.hint')}
      </Typography>
    </Box>
  );
};

interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  disabled?: boolean;
  /** Translation keys of the two labels. */
  labels: { password: string; repeat: string };
  /** Name and e-mail of the person: words that make a password guessable. */
  personal?: string[];
}

/** A new password twice, with the strength hint between; a repeat that differs is marked at once. */
export const NewPasswordFields = ({ password, repeat, onPassword, onRepeat, disabled, labels, personal = [] }: NewPasswordFieldsProps) => {
  const translate = useTranslate();
  const differs = repeat !== '' && repeat !== password;
  return (
    <>
      <PasswordField label={labels.password} name="new-password" autoComplete="new-password" value={password} onChange={onPassword} disabled={disabled} />
      <StrengthHint password={password} personal={personal} />
      <PasswordField
        label={labels.repeat}
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        onChange={onRepeat}
        disabled={disabled}
        error={differs}
        helperText={differs ? translate('app.password_strength.mismatch') : undefined}
      />
    </>
  );
};
