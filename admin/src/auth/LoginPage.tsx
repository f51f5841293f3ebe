import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider, useLogin, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { LOGIN_ERRORS, type AppAuthProvider, type LoginParams } from './authProvider';
import { PasswordField } from './PasswordField';
import { cleanCode, codeMethod, LoginFailed, SecondFactorRequired, type SecondFactorChallenge } from './secondFactor';

/** Set by the set-password page when it sends the person here. */
export interface LoginLocationState {
  passwordSet?: boolean;
}

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : LOGIN_ERRORS.failed);

const Frame = ({ children, onSubmit }: { children: ReactNode; onSubmit: (event: FormEvent) => void }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
    <Card sx={{ width: '100%', maxWidth: 400 }}>
      <CardContent component="form" onSubmit={onSubmit} noValidate>
        {children}
      </CardContent>
    </Card>
  </Box>
);

const SubmitButton = ({ busy, label }: { busy: boolean; label: string }) => (
  <Button
    type="submit"
    variant="contained"
    fullWidth
    disabled={busy}
    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    sx={{ mt: 2 }}
  >
    {label}
  </Button>
);

interface CodeStepProps {
  challenge: SecondFactorChallenge;
  /** The step ended (too many wrong codes, or its five minutes): back to the password, with the reason. */
  onEnded: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The second step for a user with a second factor: the code from the app or the mail, or one of the
 * recovery codes. E-mail users get a code sent once as the step opens and may ask for another.
 */
const CodeStep = ({ challenge, onEnded, onCancel }: CodeStepProps) => {
  const translate = useTranslate();
  const login = useLogin();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const queryClient = useQueryClient();
  const method = codeMethod(challenge.methods);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sentFor = useRef<string | null>(null);

  const sendCode = async (announce: boolean) => {
    if (!authProvider) return;
    setSending(true);
    setError(null);
    try {
      await authProvider.sendLoginCode(challenge);
      if (announce) setNotice(translate('app.login.code.sent', { email: challenge.user.email }));
    } catch (failure) {
      if (failure instanceof LoginFailed && failure.challengeEnded) onEnded(failure.message);
      else setError(errorText(failure));
    } finally {
      setSending(false);
    }
  };

  // Once per challenge (StrictMode runs effects twice in development): the code should be waiting in the inbox.
  useEffect(() => {
    if (method !== 'email' || sentFor.current === challenge.token) return;
    sentFor.current = challenge.token;
    void sendCode(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new challenge starts
  }, [challenge.token, method]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = recovery ? code.trim() : cleanCode(code);
    if (answer === '') {
      setError(recovery ? 'app.login.code.missing_recovery' : 'app.login.code.missing');
      return;
    }
    setSubmitting(true);
    setError(null);
    setNotice(null);
    // Nothing of an earlier session (identity, role) may show in the new one.
    queryClient.removeQueries({ queryKey: ['auth'] });
    const params: LoginParams = recovery ? { challenge, recoveryCode: answer } : { challenge, code: answer };
    try {
      await login(params);
    } catch (failure) {
      setSubmitting(false);
      if (failure instanceof LoginFailed && failure.challengeEnded) {
        onEnded(failure.message);
        return;
      }
      setError(errorText(failure));
      setCode('');
    }
  };

  const intro = recovery ? 'app.login.code.intro_recovery' : method === 'email' ? 'app.login.code.intro_email' : 'app.login.code.intro_totp';
  const label = translate(recovery ? 'app.login.code.recovery_field' : 'app.login.code.field');
  return (
    <Frame onSubmit={submit}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.login.code.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(intro, { email: challenge.user.email })}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {translate(error, { _: error })}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" sx={{ my: 1 }}>
          {notice}
        </Alert>
      )}
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={label}
        name={recovery ? 'recovery-code' : 'code'}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        disabled={submitting}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoFocus
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: recovery ? { autoCapitalize: 'none', spellCheck: false } : { inputMode: 'numeric', maxLength: 12 } }}
      />
      <SubmitButton busy={submitting} label={translate('app.login.code.submit')} />
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        {method === 'email' && !recovery && (
          <Button
            variant="outlined"
            fullWidth
            disabled={sending || submitting}
            startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
            onClick={() => void sendCode(true)}
          >
            {translate('app.login.code.send')}
          </Button>
        )}
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(null);
          }}
        >
          {translate(recovery ? 'app.login.code.use_code' : 'app.login.code.use_recovery')}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={onCancel}>
          {translate('app.login.code.back')}
        </Link>
      </Stack>
    </Frame>
  );
};

/**
 * Serves `/login`, `/login/:email` and `/login?email=…`; the e-mail given pre-fills the field. A user
 * with a second factor is asked for the code next (no session is kept before it is right).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const queryClient = useQueryClient();
  const params = useParams<{ email?: string }>();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const passwordSet = (location.state as LoginLocationState | null)?.passwordSet === true;
  const [email, setEmail] = useState(params.email ?? searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    queryClient.removeQueries({ queryKey: ['auth'] });
    try {
      await login({ email, password });
    } catch (failure) {
      setSubmitting(false);
      if (failure instanceof SecondFactorRequired) {
        setChallenge(failure.challenge);
        return;
      }
      setError(errorText(failure));
    }
  };

  if (challenge) {
    const backToPassword = (reason: string | null) => {
      setChallenge(null);
      setPassword('');
      setError(reason);
    };
    return <CodeStep challenge={challenge} onEnded={backToPassword} onCancel={() => backToPassword(null)} />;
  }

  return (
    <Frame onSubmit={submit}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.title')}
      </Typography>
      {passwordSet && !error && (
        <Alert severity="success" sx={{ my: 1 }}>
          {translate('app.login.password_set')}
        </Alert>
      )}
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
      <SubmitButton busy={submitting} label={translate('app.login.submit')} />
    </Frame>
  );
};
