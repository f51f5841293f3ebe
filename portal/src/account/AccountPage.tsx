import { useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CardHeader, CircularProgress, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useAuthProvider, useDataProvider, useNotify } from 'react-admin';
import { personalWords } from '@contract/password-strength';
import { passwordFormProblem } from '@ui/auth/passwordStrength';
import { cleanCode } from '@ui/auth/secondFactor';
import type { PortalDataProvider } from '../api/dataProvider';
import { failureText } from '../api/httpClient';
import type { PortalAccount, TotpSetup } from '../api/types';
import type { PortalAuthProvider } from '../auth/authProvider';
import { NewPasswordFields, PasswordField } from '../auth/PasswordFields';
import { texts } from '../texts';

const ACCOUNT_KEY = ['portal', 'me'];
/** The TOTP secret in groups of four, as people type it into an app. */
const groupSecret = (secret: string) => (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');

const PasswordCard = ({ account }: { account: PortalAccount }) => {
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = current === '' ? 'empty' : passwordFormProblem(password, repeat);
    if (problem) return setError(texts.password[problem]);
    if (!authProvider) return;
    setBusy(true);
    setError(null);
    try {
      await authProvider.changePassword(current, password);
      setCurrent('');
      setPassword('');
      setRepeat('');
      notify(texts.account.passwordSaved, { type: 'success' });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card component="section" aria-labelledby="password-title">
      <CardHeader title={texts.account.password} subheader={texts.account.passwordIntro} slotProps={{ title: { id: 'password-title', component: 'h2', variant: 'h6' } }} />
      <CardContent component="form" onSubmit={submit} noValidate sx={{ pt: 0 }}>
        <Box sx={{ maxWidth: 480 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <PasswordField label={texts.account.current} name="current-password" value={current} onChange={setCurrent} disabled={busy} />
          <NewPasswordFields
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            disabled={busy}
            labels={{ password: texts.account.newPassword, repeat: texts.account.repeat }}
            personal={personalWords(account.name, account.email)}
          />
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {texts.account.savePassword}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

const FactorCard = ({ account }: { account: PortalAccount }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [totp, setTotp] = useState<TotpSetup | null>(null);
  const [emailSent, setEmailSent] = useState(false);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');
  // Turning the factor off, or replacing the one set up: both are confirmed with the password first.
  const [confirming, setConfirming] = useState<'disable' | 'totp' | 'email' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  const ask = (step: 'disable' | 'totp' | 'email') => {
    setPassword('');
    setConfirming(confirming === step ? null : step);
  };
  const startFactor = async (method: 'totp' | 'email', currentPassword?: string) => {
    if (method === 'totp') {
      setTotp(await dataProvider.startTotp(currentPassword));
      return;
    }
    await dataProvider.startEmailCodes(currentPassword);
    setCode('');
    setEmailSent(true);
  };
  const enabled = async (recoveryCodes: string[]) => {
    setTotp(null);
    setEmailSent(false);
    setCode('');
    setCodes(recoveryCodes);
    notify(texts.account.enabled, { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
  };

  let body;
  if (codes) {
    body = (
      <Alert severity="warning" icon={false} data-testid="recovery-codes">
        <AlertTitle>{texts.account.recoveryTitle}</AlertTitle>
        <Typography variant="body2">{texts.account.recoveryHint}</Typography>
        <Box component="ol" sx={{ fontFamily: 'monospace', fontSize: '1rem', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, pl: 4 }}>
          {codes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={() => setCodes(null)}>
          {texts.account.recoveryDone}
        </Button>
      </Alert>
    );
  } else if (totp) {
    body = (
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run(async () => enabled((await dataProvider.confirmTotp(cleanCode(code))).recoveryCodes));
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box component="img" src={totp.qrCode} alt={texts.account.qrAlt} sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', alignSelf: { xs: 'center', md: 'flex-start' } }} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2">{texts.account.scan}</Typography>
            <Typography component="code" data-testid="totp-secret" sx={{ display: 'block', fontFamily: 'monospace', my: 1, overflowWrap: 'anywhere' }}>
              {groupSecret(totp.secret)}
            </Typography>
            <Typography variant="body2">{texts.account.confirmCode}</Typography>
            <TextField label={texts.login.code} name="totp-code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }} margin="normal" fullWidth sx={{ maxWidth: 240 }} />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={busy}>
                {texts.account.confirm}
              </Button>
              <Button onClick={() => setTotp(null)} disabled={busy}>
                {texts.account.cancel}
              </Button>
            </Stack>
          </Box>
        </Stack>
      </Box>
    );
  } else if (emailSent) {
    body = (
      <Box
        component="form"
        noValidate
        sx={{ maxWidth: 520 }}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void run(async () => enabled((await dataProvider.confirmEmailCodes(cleanCode(code))).recoveryCodes));
        }}
      >
        <Typography variant="body2" data-testid="email-setup">
          {texts.account.emailSent(account.email)}
        </Typography>
        <TextField label={texts.account.emailCode} name="email-code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }} margin="normal" fullWidth sx={{ maxWidth: 240 }} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {texts.account.confirm}
          </Button>
          <Button onClick={() => setEmailSent(false)} disabled={busy}>
            {texts.account.cancel}
          </Button>
        </Stack>
      </Box>
    );
  } else {
    const status = account.twoFactor === 'totp' ? texts.account.factorTotp : account.twoFactor === 'email' ? texts.account.factorEmail(account.email) : texts.account.factorNone;
    body = (
      <>
        <Typography sx={{ fontWeight: 500 }} data-testid="factor-status">
          {status}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant={account.twoFactor ? 'outlined' : 'contained'} startIcon={<PhonelinkLockIcon />} disabled={busy} onClick={() => (account.twoFactor ? ask('totp') : void run(() => startFactor('totp')))}>
            {texts.account.setupTotp}
          </Button>
          <Button variant="outlined" startIcon={<EmailIcon />} disabled={busy} onClick={() => (account.twoFactor ? ask('email') : void run(() => startFactor('email')))}>
            {texts.account.setupEmail}
          </Button>
          {account.twoFactor && (
            <Button color="error" disabled={busy} onClick={() => ask('disable')}>
              {texts.account.disable}
            </Button>
          )}
        </Stack>
        {confirming && (
          <Box
            component="form"
            noValidate
            sx={{ mt: 2, maxWidth: 420 }}
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              void run(async () => {
                if (confirming === 'disable') {
                  await dataProvider.disableSecondFactor(password);
                  notify(texts.account.disabled, { type: 'success' });
                  await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
                } else {
                  await startFactor(confirming, password);
                }
                setPassword('');
                setConfirming(null);
              });
            }}
          >
            <Typography variant="body2">{confirming === 'disable' ? texts.account.disableText : texts.account.replaceText}</Typography>
            <PasswordField label={texts.login.password} name="confirm-password" value={password} onChange={setPassword} disabled={busy} />
            <Button type="submit" color={confirming === 'disable' ? 'error' : 'primary'} variant="contained" disabled={busy || password === ''}>
              {confirming === 'disable' ? texts.account.disable : texts.account.continue}
            </Button>
          </Box>
        )}
      </>
    );
  }
  return (
    <Card component="section" aria-labelledby="factor-title">
      <CardHeader title={texts.account.factor} subheader={texts.account.factorIntro} slotProps={{ title: { id: 'factor-title', component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {error && <Alert severity="error" sx={{ mb: 1 }}>{error}</Alert>}
        {body}
      </CardContent>
    </Card>
  );
};

/** 'Mein Konto': the own password and the second factor. */
export const AccountPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const me = useQuery({ queryKey: ACCOUNT_KEY, queryFn: () => dataProvider.account() });
  let content;
  if (me.isError) content = <Alert severity="error">{failureText(me.error, texts.account.loadFailed)}</Alert>;
  else if (!me.data) content = <LinearProgress />;
  else
    content = (
      <>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{texts.account.signedInAs(me.data.name, me.data.email)}</Typography>
        <FactorCard account={me.data} />
        <PasswordCard account={me.data} />
      </>
    );
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 960 }}>
      <Title title={texts.account.title} />
      <Typography variant="h5" component="h1">
        {texts.account.title}
      </Typography>
      {content}
    </Stack>
  );
};
