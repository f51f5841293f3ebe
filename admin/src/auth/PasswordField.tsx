import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Translation key of the label; the login page's 'Passwort' by default. */
  label?: string;
  name?: string;
  /** 'new-password' for a password being chosen, so password managers offer to make and keep one. */
  autoComplete?: 'current-password' | 'new-password';
  error?: boolean;
  helperText?: string;
}

export const PasswordField = ({
  value,
  onChange,
  disabled,
  label = 'app.login.password',
  name = 'password',
  autoComplete = 'current-password',
  error,
  helperText,
}: PasswordFieldProps) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggleLabel = translate(visible ? 'app.login.hide_password' : 'app.login.show_password');

  return (
    <TextField
      label={translate(label)}
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
              <IconButton aria-label={toggleLabel} onClick={() => setVisible(!visible)} edge="end">
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
