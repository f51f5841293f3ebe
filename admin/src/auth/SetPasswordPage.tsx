import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import { ApiError } from '@ui/http/apiError';
import { LOGIN_PATH, type AppAuthProvider } from './authProvider';
import type { LoginLocationState } from '@ui/auth/LoginSteps';
import { NewPasswordFields } from './NewPasswordFields';
import { passwordFormProblem } from '@ui/auth/passwordStrength';
import { passwordProblemKey } from './passwordTexts';

/**
 * `/login/set-password?token=…`, the link of the invitation mail (public, no layout): the password
 * twice, with the strength hint; then the login page with the e-mail filled in and a notice. The
 * server's German reason (too short, too easy to guess, link expired or used) is shown as it comes.
 */
export const SetPasswordPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordFormProblem(password, repeat);
    if (problem) {
      setError(passwordProblemKey(problem));
      return;
    }
    if (!authProvider) return;
    setSubmitting(true);
    setError(null);
    try {
      const { email } = await authProvider.setPassword(token, password);
      const state: LoginLocationState = { passwordSet: true };
      navigate(`${LOGIN_PATH}?email=${encodeURIComponent(email)}`, { replace: true, state });
    } catch (failure) {
      setSubmitting(false);
      setError(failure instanceof ApiError && failure.body?.error ? failure.body.error : 'app.set_password.failed');
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.set_password.title')}
          </Typography>
          {token.length < 10 ? (
            <Alert severity="error" sx={{ my: 1 }}>
              {translate('app.set_password.no_token')}
            </Alert>
          ) : (
            <>
              <Typography variant="body2">{translate('app.set_password.intro')}</Typography>
              {error && (
                <Alert severity="error" sx={{ my: 1 }}>
                  {translate(error, { _: error })}
                </Alert>
              )}
              <NewPasswordFields
                password={password}
                repeat={repeat}
                onPassword={setPassword}
                onRepeat={setRepeat}
                disabled={submitting}
                labels={{ password: 'app.set_password.password', repeat: 'app.set_password.repeat' }}
              />
              <Button
                type="submit"
                variant="contained"
                fullWidth
                disabled={submitting}
                startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ mt: 2 }}
              >
                {translate('app.set_password.submit')}
              </Button>
            </>
          )}
          <Box sx={{ mt: 2 }}>
            <Link component={RouterLink} to={LOGIN_PATH} variant="body2">
              {translate('app.set_password.to_login')}
            </Link>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
