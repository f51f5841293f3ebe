import { useEffect, useState } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { MIN_PASSWORD_LENGTH, strengthOf, type RatePassword } from '@contract/password-strength';
import { loadPasswordRater } from './passwordStrength';
import type { PasswordTexts } from './passwordTexts';

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

interface StrengthHintProps {
  password: string;
  /** Words that make a password guessable (the person's name and e-mail). */
  personal: string[];
  texts: Pick<PasswordTexts, 'hint' | 'level' | 'length'>;
}

/** The strength bar and hint under a new password, measured as the server will measure it. */
export const StrengthHint = ({ password, personal, texts }: StrengthHintProps) => {
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
  const level = strength ? texts.level(strength.score) : '';
  return (
    <Box data-testid="password-strength" aria-live="polite" sx={{ mt: 0.5, mb: 1 }}>
      {strength && (
        <>
          <LinearProgress variant="determinate" value={(strength.score + 1) * 20} color={COLORS[strength.score]} aria-label={level} sx={{ height: 6, borderRadius: 3 }} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {level}
            {password.length < MIN_PASSWORD_LENGTH ? ` · ${texts.length(password.length)}` : ''}
          </Typography>
          {strength.warning && (
            <Typography variant="body2" color="text.secondary">
              {strength.warning}
            </Typography>
          )}
        </>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {texts.hint}
      </Typography>
    </Box>
  );
};
