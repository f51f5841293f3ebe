import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider, useLogin } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthFrameProps, CodeStepTexts } from './loginTexts';
import { cleanCode, codeMethod, LoginFailed, type SecondFactorAuthProvider, type SecondFactorChallenge } from './secondFactor';
import { SubmitButton } from './SubmitButton';

interface CodeStepProps {
  challenge: SecondFactorChallenge;
  texts: CodeStepTexts;
  /** How a failure reads (LoginTexts.failure). */
  failureText: (failure: unknown) => string;
  Frame: ComponentType<AuthFrameProps>;
  submitSize?: 'medium' | 'large';
  /** The step ended (too many wrong codes, or its five minutes): back to the password, with the reason as shown. */
  onEnded: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The second step for a user with a second factor: the code from the app or the mail, or one of the
 * recovery codes. E-mail users get a code sent once as the step opens and may ask for another.
 */
export const CodeStep = ({ challenge, texts, failureText, Frame, submitSize, onEnded, onCancel }: CodeStepProps) => {
  const login = useLogin();
  const authProvider = useAuthProvider<SecondFactorAuthProvider>();
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
      if (announce) setNotice(texts.codeSent(challenge.user.email));
    } catch (failure) {
      if (failure instanceof LoginFailed && failure.challengeEnded) onEnded(failureText(failure));
      else setError(failureText(failure));
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
      setError(recovery ? texts.recoveryCodeMissing : texts.codeMissing);
      return;
    }
    setSubmitting(true);
    setError(null);
    setNotice(null);
    // Nothing of an earlier session (identity, role) may show in the new one.
    queryClient.removeQueries({ queryKey: ['auth'] });
    try {
      await login(recovery ? { challenge, recoveryCode: answer } : { challenge, code: answer });
    } catch (failure) {
      setSubmitting(false);
      if (failure instanceof LoginFailed && failure.challengeEnded) {
        onEnded(failureText(failure));
        return;
      }
      setError(failureText(failure));
      setCode('');
    }
  };

  const intro = recovery ? texts.introRecovery : method === 'email' ? texts.introEmail(challenge.user.email) : texts.introTotp;
  return (
    <Frame title={texts.title} onSubmit={submit}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {intro}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" sx={{ my: 1 }}>
          {notice}
        </Alert>
      )}
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? texts.recoveryCode : texts.code}
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
      <SubmitButton busy={submitting} label={texts.submit} size={submitSize} />
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        {method === 'email' && !recovery && (
          <Button
            variant="outlined"
            fullWidth
            disabled={sending || submitting}
            startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
            onClick={() => void sendCode(true)}
          >
            {texts.sendCode}
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
          {recovery ? texts.useCode : texts.useRecovery}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={onCancel}>
          {texts.back}
        </Link>
      </Stack>
    </Frame>
  );
};
