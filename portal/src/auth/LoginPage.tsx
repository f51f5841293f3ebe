import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider, useLogin } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { texts } from '../texts';
import { cleanCode, codeMethod, LoginFailed, SecondFactorRequired, type PortalAuthProvider, type SecondFactorChallenge } from './authProvider';
import { AuthFrame, SubmitButton } from './AuthFrame';
import { PasswordField } from './PasswordFields';

/** Set by the set-password page when it sends the person here. */
export interface LoginLocationState {
  passwordSet?: boolean;
}

const errorText = (failure: unknown) => (failure instanceof Error && failure.message ? failure.message : texts.login.failed);

/** The second step for a user with a second factor: the app's or the mail's code, or a recovery code. */
const CodeStep = ({ challenge, onEnded, onCancel }: { challenge: SecondFactorChallenge; onEnded: (reason: string) => void; onCancel: () => void }) => {
  const login = useLogin();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const method = codeMethod(challenge.methods);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
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
      if (announce) setNotice(texts.login.codeSent(challenge.user.email));
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
      setError(texts.login.codeMissing);
      return;
    }
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await login(recovery ? { challenge, recoveryCode: answer } : { challenge, code: answer });
    } catch (failure) {
      setBusy(false);
      if (failure instanceof LoginFailed && failure.challengeEnded) return onEnded(failure.message);
      setError(errorText(failure));
      setCode('');
    }
  };

  const intro = recovery ? texts.login.codeIntroRecovery : method === 'email' ? texts.login.codeIntroEmail(challenge.user.email) : texts.login.codeIntroTotp;
  return (
    <AuthFrame title={texts.login.codeTitle} onSubmit={submit}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {intro}
      </Typography>
      {error && <Alert severity="error" sx={{ my: 1 }}>{error}</Alert>}
      {notice && <Alert severity="success" sx={{ my: 1 }}>{notice}</Alert>}
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? texts.login.recoveryCode : texts.login.code}
        name={recovery ? 'recovery-code' : 'code'}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        disabled={busy}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoFocus
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: recovery ? { autoCapitalize: 'none', spellCheck: false } : { inputMode: 'numeric', maxLength: 12 } }}
      />
      <SubmitButton busy={busy} label={texts.login.codeSubmit} />
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        {method === 'email' && !recovery && (
          <Button variant="outlined" fullWidth disabled={sending || busy} startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined} onClick={() => void sendCode(true)}>
            {texts.login.sendCode}
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
          {recovery ? texts.login.useCode : texts.login.useRecovery}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={onCancel}>
          {texts.login.back}
        </Link>
      </Stack>
    </AuthFrame>
  );
};

/** `/portal/login` (`?email=…` fills the field); a user with a second factor is asked for the code next. */
export const LoginPage = () => {
  const login = useLogin();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const passwordSet = (location.state as LoginLocationState | null)?.passwordSet === true;
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    // Nothing of an earlier session may show in the new one.
    queryClient.removeQueries({ queryKey: ['auth'] });
    try {
      await login({ email, password });
    } catch (failure) {
      setBusy(false);
      if (failure instanceof SecondFactorRequired) return setChallenge(failure.challenge);
      setError(errorText(failure));
    }
  };

  if (challenge) {
    const back = (reason: string | null) => {
      setChallenge(null);
      setPassword('');
      setError(reason);
    };
    return <CodeStep challenge={challenge} onEnded={back} onCancel={() => back(null)} />;
  }

  return (
    <AuthFrame title={texts.login.title} onSubmit={submit}>
      <Typography variant="body2">{texts.login.intro}</Typography>
      {passwordSet && !error && <Alert severity="success" sx={{ my: 1 }}>{texts.login.passwordSet}</Alert>}
      {error && <Alert severity="error" sx={{ my: 1 }}>{error}</Alert>}
      <TextField
        label={texts.login.email}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={busy}
        fullWidth
        margin="normal"
      />
      <PasswordField label={texts.login.password} value={password} onChange={setPassword} disabled={busy} />
      <SubmitButton busy={busy} label={texts.login.submit} />
    </AuthFrame>
  );
};
