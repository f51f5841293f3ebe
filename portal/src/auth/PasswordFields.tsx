import { useEffect, useState } from 'react';
import { Box, IconButton, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { RatePassword } from '@contract/password-strength';
import { texts } from '../texts';
import { loadPasswordRater, MIN_PASSWORD_LENGTH, strengthOf } from './passwordStrength';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  name?: string;
  autoComplete?: 'current-password' | 'new-password';
  error?: boolean;
  helperText?: string;
}

export const PasswordField = ({ label, value, onChange, disabled, name = 'password', autoComplete = 'current-password', error, helperText }: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      name={name}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={error}
      helperText={helperText}
      fullWidth
      margin="normal"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={visible ? texts.login.hidePassword : texts.login.showPassword} onClick={() => setVisible(!visible)} edge="end">
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** The strength bar and hint under a new password, measured as the server will measure it. */
const StrengthHint = ({ password, personal }: { password: string; personal: string[] }) => {
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
  const strength = rate && password ? strengthOf(password, rate(password, personal)) : null;
  const level = strength ? texts.password.level(texts.password.levels[strength.score]) : '';
  return (
    <Box data-testid="password-strength" aria-live="polite" sx={{ mt: 0.5, mb: 1 }}>
      {strength && (
        <>
          <LinearProgress variant="determinate" value={(strength.score + 1) * 20} color={COLORS[strength.score]} aria-label={level} sx={{ height: 6, borderRadius: 3 }} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {level}
            {password.length < MIN_PASSWORD_LENGTH ? ` · ${texts.password.length(password.length)}` : ''}
          </Typography>
          {strength.warning && (
            <Typography variant="body2" color="text.secondary">
              {strength.warning}
            </Typography>
          )}
        </>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {texts.password.hint}
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
  labels: { password: string; repeat: string };
  /** Name and e-mail of the person: words that make a password guessable. */
  personal?: string[];
}

/** A new password twice with the strength hint between; a repeat that differs is marked at once. */
export const NewPasswordFields = ({ password, repeat, onPassword, onRepeat, disabled, labels, personal = [] }: NewPasswordFieldsProps) => {
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
        helperText={differs ? texts.password.mismatch : undefined}
      />
    </>
  );
};
