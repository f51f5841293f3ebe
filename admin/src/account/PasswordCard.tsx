import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress } from '@mui/material';
import { useAuthProvider, useNotify, useTranslate } from 'react-admin';
import type { AppAuthProvider } from '../auth/authProvider';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { PasswordField } from '../auth/PasswordField';
import { personalWords } from '@contract/password-strength';
import { passwordFormProblem } from '@ui/auth/passwordStrength';
import { passwordProblemKey } from '../auth/passwordTexts';
import { failureMessage } from '../leads/leadDetail';

const TITLE_ID = 'account-password-title';

/** 'Passwort ändern': the server ends every other session of the account and answers a new one for this tab. */
export const PasswordCard = ({ name, email }: { name: string; email: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = current === '' ? 'empty' : passwordFormProblem(password, repeat);
    if (problem) {
      setError(passwordProblemKey(problem));
      return;
    }
    if (!authProvider) return;
    setSaving(true);
    setError(null);
    try {
      await authProvider.changePassword(current, password);
      setCurrent('');
      setPassword('');
      setRepeat('');
      notify('app.account.password.saved', { type: 'success' });
    } catch (failure) {
      setError(failureMessage(failure, 'app.account.password.failed').key);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader title={translate('app.account.password.title')} subheader={translate('app.account.password.description')} slotProps={{ title: { id: TITLE_ID, component: 'h2' } }} />
      <CardContent component="form" onSubmit={submit} noValidate sx={{ pt: 0 }}>
        <Box sx={{ maxWidth: 480 }}>
          {error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          <PasswordField label="app.account.password.current" name="current-password" value={current} onChange={setCurrent} disabled={saving} />
          <NewPasswordFields
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            disabled={saving}
            labels={{ password: 'app.account.password.new', repeat: 'app.account.password.repeat' }}
            personal={personalWords(name, email)}
          />
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ mt: 1 }}>
            {translate('app.account.password.submit')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
