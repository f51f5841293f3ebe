import { useState, type ComponentType, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, TextField, Typography } from '@mui/material';
import { useLogin } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { CodeStep } from './CodeStep';
import type { AuthFrameProps, LoginTexts } from './loginTexts';
import { PasswordField } from './PasswordField';
import { SecondFactorRequired, type SecondFactorChallenge } from './secondFactor';
import { SubmitButton } from './SubmitButton';

/** Set by the set-password page when it sends the person here. */
export interface LoginLocationState {
  passwordSet?: boolean;
}

interface LoginStepsProps {
  texts: LoginTexts;
  Frame: ComponentType<AuthFrameProps>;
  /** The e-mail the login address named, if any. */
  initialEmail: string;
  submitSize?: 'medium' | 'large';
}

/**
 * E-mail and password; for a user with a second factor the code step next (no session is kept before
 * the code is right). A code step that ended goes back here with its reason.
 */
export const LoginSteps = ({ texts, Frame, initialEmail, submitSize }: LoginStepsProps) => {
  const login = useLogin();
  const queryClient = useQueryClient();
  const location = useLocation();
  const passwordSet = (location.state as LoginLocationState | null)?.passwordSet === true;
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    // Nothing of an earlier session may show in the new one.
    queryClient.removeQueries({ queryKey: ['auth'] });
    try {
      await login({ email, password });
    } catch (failure) {
      setSubmitting(false);
      if (failure instanceof SecondFactorRequired) {
        setChallenge(failure.challenge);
        return;
      }
      setError(texts.failure(failure));
    }
  };

  if (challenge) {
    const backToPassword = (reason: string | null) => {
      setChallenge(null);
      setPassword('');
      setError(reason);
    };
    return (
      <CodeStep
        challenge={challenge}
        texts={texts.code}
        failureText={texts.failure}
        Frame={Frame}
        submitSize={submitSize}
        onEnded={backToPassword}
        onCancel={() => backToPassword(null)}
      />
    );
  }

  return (
    <Frame title={texts.title} onSubmit={submit}>
      {texts.intro && <Typography variant="body2">{texts.intro}</Typography>}
      {passwordSet && !error && (
        <Alert severity="success" sx={{ my: 1 }}>
          {texts.passwordSet}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      <TextField
        label={texts.email}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={submitting}
        fullWidth
        margin="normal"
      />
      <PasswordField label={texts.password} texts={texts.passwordField} value={password} onChange={setPassword} disabled={submitting} />
      <SubmitButton busy={submitting} label={texts.submit} size={submitSize} />
    </Frame>
  );
};
