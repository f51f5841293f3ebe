import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { PasswordTexts } from './passwordTexts';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  texts: Pick<PasswordTexts, 'showPassword' | 'hidePassword'>;
  disabled?: boolean;
  name?: string;
  /** 'new-password' for a password being chosen, so password managers offer to make and keep one. */
  autoComplete?: 'current-password' | 'new-password';
  error?: boolean;
  helperText?: string;
}

/** A password input whose eye button shows what was typed (people mistype hidden passwords). */
export const PasswordField = ({ label, value, onChange, texts, disabled, name = 'password', autoComplete = 'current-password', error, helperText }: PasswordFieldProps) => {
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
              <IconButton aria-label={visible ? texts.hidePassword : texts.showPassword} onClick={() => setVisible(!visible)} edge="end">
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
