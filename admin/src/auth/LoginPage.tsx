import { useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { LOGIN_ERRORS } from './authProvider';
import { PasswordField } from './PasswordField';

/** Serves `/login`, `/login/:email` and `/login?email=…`; the e-mail given pre-fills the field. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const params = useParams<{ email?: string }>();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(params.email ?? searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : LOGIN_ERRORS.failed);
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.title')}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ my: 1 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          <TextField
            label={translate('app.login.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={submitting}
            fullWidth
            margin="normal"
          />
          <PasswordField value={password} onChange={setPassword} disabled={submitting} />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ mt: 2 }}
          >
            {translate('app.login.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
