import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Link, Typography } from '@mui/material';
import { useAuthProvider } from 'react-admin';
import type { LoginLocationState } from '@ui/auth/LoginSteps';
import { passwordFormProblem } from '@ui/auth/passwordStrength';
import { SubmitButton } from '@ui/auth/SubmitButton';
import { failureText } from '../api/httpClient';
import { texts } from '../texts';
import { LOGIN_PATH, type PortalAuthProvider } from './authProvider';
import { AuthFrame } from './AuthFrame';
import { NewPasswordFields } from './PasswordFields';

/**
 * `/portal/set-password?token=…`, the invitation mail's link: the password twice with the strength hint,
 * then the login page with the e-mail filled in. The server's German reason (too short, too easy to guess,
 * link expired or used) is shown as it comes.
 */
export const SetPasswordPage = () => {
  const navigate = useNavigate();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordFormProblem(password, repeat);
    if (problem) return setError(texts.password[problem]);
    if (!authProvider) return;
    setBusy(true);
    setError(null);
    try {
      const { email } = await authProvider.setPassword(token, password);
      const state: LoginLocationState = { passwordSet: true };
      navigate(`${LOGIN_PATH}?email=${encodeURIComponent(email)}`, { replace: true, state });
    } catch (failure) {
      setBusy(false);
      setError(failureText(failure, texts.setPassword.failed));
    }
  };

  return (
    <AuthFrame title={texts.setPassword.title} onSubmit={submit}>
      {token.length < 10 ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {texts.setPassword.noToken}
        </Alert>
      ) : (
        <>
          <Typography variant="body2">{texts.setPassword.intro}</Typography>
          {error && <Alert severity="error" sx={{ my: 1 }}>{error}</Alert>}
          <NewPasswordFields
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            disabled={busy}
            labels={{ password: texts.setPassword.password, repeat: texts.setPassword.repeat }}
          />
          <SubmitButton busy={busy} label={texts.setPassword.submit} size="large" />
        </>
      )}
      <Box sx={{ mt: 2 }}>
        <Link component={RouterLink} to={LOGIN_PATH} variant="body2">
          {texts.setPassword.toLogin}
        </Link>
      </Box>
    </AuthFrame>
  );
};
