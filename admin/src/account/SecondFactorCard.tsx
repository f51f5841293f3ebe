import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAuthProvider, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { CurrentUser, TotpSetup } from '../dataProvider/apiTypes';
import { AFTER_LOGIN_PATH, type AppAuthProvider } from '../auth/authProvider';
import { PasswordField } from '../auth/PasswordField';
import { cleanCode } from '@ui/auth/secondFactor';
import { copyText } from '../leadsources/copyText';
import { failureMessage } from '../leads/leadDetail';
import { ACCOUNT_QUERY_KEY, factorStatus, fewRecoveryCodesLeft, groupSecret, recoveryCodesText } from './account';

const TITLE_ID = 'account-factor-title';

/** The buttons' words by the factor on now: set up, switch, or set up anew (which also gives ten new recovery codes). */
const TOTP_LABEL = { none: 'app.account.factor.setup_totp', totp: 'app.account.factor.renew_totp', email: 'app.account.factor.switch_totp' } as const;
const EMAIL_LABEL = { none: 'app.account.factor.setup_email', totp: 'app.account.factor.switch_email', email: 'app.account.factor.renew_email' } as const;

/** The ten recovery codes, shown once, with the hint to keep them. */
const RecoveryCodes = ({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Alert severity="warning" icon={false} data-testid="recovery-codes">
      <AlertTitle>{translate('app.account.recovery.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.account.recovery.hint')}
      </Typography>
      <Box
        component="ol"
        sx={{ fontFamily: 'monospace', fontSize: '1rem', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, m: 0, pl: 5 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <span data-testid="recovery-code">{code}</span>
          </li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          onClick={() => void copyText(recoveryCodesText(codes)).then((copied) => copied && notify('app.account.recovery.copied', { type: 'info' }))}
        >
          {translate('app.account.recovery.copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate(doneLabel)}
        </Button>
      </Stack>
    </Alert>
  );
};

/** The code that confirms a new factor: from the app, or the test code from the mail. */
const CodeConfirmForm = ({
  intro,
  codeLabel,
  confirm,
  onConfirmed,
  onCancel,
}: {
  intro: ReactNode;
  codeLabel: string;
  confirm: (code: string) => Promise<{ recoveryCodes: string[] }>;
  onConfirmed: (codes: string[]) => Promise<void>;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = cleanCode(code);
    if (typed === '') {
      setError('app.login.code.missing');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { recoveryCodes } = await confirm(typed);
      await onConfirmed(recoveryCodes);
    } catch (failure) {
      setError(failureMessage(failure, 'app.account.factor.failed').key);
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ minWidth: 0, flex: 1 }}>
      {intro}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(error, { _: error })}
        </Alert>
      )}
      <TextField
        label={translate(codeLabel)}
        name="factor-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        disabled={busy}
        autoComplete="one-time-code"
        margin="normal"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        sx={{ maxWidth: 240 }}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {translate('app.account.factor.confirm')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {translate('app.account.factor.cancel')}
        </Button>
      </Stack>
    </Box>
  );
};

/** Step two and three of the authenticator app: the QR code (or the key to type), then a code from the app. */
const TotpSetupForm = ({ setup, onConfirmed, onCancel }: { setup: TotpSetup; onConfirmed: (codes: string[]) => Promise<void>; onCancel: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }} data-testid="totp-setup">
      <Box
        component="img"
        src={setup.qrCode}
        alt={translate('app.account.factor.qr_alt')}
        sx={{ width: 200, height: 200, maxWidth: '100%', bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', borderRadius: 1, alignSelf: { xs: 'center', md: 'flex-start' } }}
      />
      <CodeConfirmForm
        intro={
          <>
            <Typography variant="body2">{translate('app.account.factor.totp_scan')}</Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('app.account.factor.totp_type')}
            </Typography>
            <Typography
              component="code"
              data-testid="totp-secret"
              aria-label={translate('app.account.factor.secret')}
              sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1.05rem', my: 1, overflowWrap: 'anywhere' }}
            >
              {groupSecret(setup.secret)}
            </Typography>
            <Typography variant="body2">{translate('app.account.factor.totp_confirm')}</Typography>
          </>
        }
        codeLabel="app.account.factor.code"
        confirm={(code) => dataProvider.confirmTotp(code)}
        onConfirmed={onConfirmed}
        onCancel={onCancel}
      />
    </Stack>
  );
};

/** A step confirmed with the password: turning the factor off, or replacing the one set up. */
const PasswordDialog = ({
  open,
  title,
  text,
  confirmLabel,
  danger,
  onClose,
  confirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  confirm: (password: string) => Promise<void>;
}) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await confirm(password);
      setPassword('');
    } catch (failure) {
      setError(failureMessage(failure, 'app.account.factor.failed').key);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="factor-password-title" fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="factor-password-title">{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(text)}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          <PasswordField label="app.account.factor.password" name="confirm-password" value={password} onChange={setPassword} disabled={busy} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" color={danger ? 'error' : 'primary'} variant="contained" disabled={busy || password === ''}>
            {translate(confirmLabel)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};

/**
 * 'Zweiter Faktor' on 'Mein Konto': set up an authenticator app (QR code, or the key typed) or codes by
 * e-mail, see the ten recovery codes once, or turn the factor off with the password. A session that
 * could only set up the factor (the setting demands one) becomes a full one right after.
 */
export const SecondFactorCard = ({ user }: { user: CurrentUser }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const identity = useGetIdentity();
  const [totp, setTotp] = useState<TotpSetup | null>(null);
  const [emailSent, setEmailSent] = useState(false);
  const [codes, setCodes] = useState<{ list: string[]; afterSetup: boolean } | null>(null);
  const [busy, setBusy] = useState<'totp' | 'email' | null>(null);
  const [disabling, setDisabling] = useState(false);
  // A factor is set up: switching or renewing it asks for the password first.
  const [replacing, setReplacing] = useState<'totp' | 'email' | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** A factor is on: show the codes; a setup-only session is exchanged for a full one first. */
  const enabled = async (recoveryCodes: string[], message: string) => {
    const afterSetup = user.twoFactorSetupRequired;
    if (afterSetup && authProvider) {
      await authProvider.refreshSession();
      await identity.refetch();
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
    }
    setTotp(null);
    setEmailSent(false);
    setCodes({ list: recoveryCodes, afterSetup });
    notify(message, { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
  };

  const startTotp = async (password?: string) => {
    setBusy('totp');
    setError(null);
    try {
      setTotp(await dataProvider.startTotp(password));
    } catch (failure) {
      setError(failureMessage(failure, 'app.account.factor.failed').key);
    } finally {
      setBusy(null);
    }
  };

  const startEmail = async (password?: string) => {
    setBusy('email');
    setError(null);
    try {
      await dataProvider.startEmailCodes(password);
      setEmailSent(true);
    } catch (failure) {
      setError(failureMessage(failure, 'app.account.factor.failed').key);
    } finally {
      setBusy(null);
    }
  };

  const status = factorStatus(user);
  let body;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes.list}
        doneLabel={codes.afterSetup ? 'app.account.recovery.continue' : 'app.account.recovery.done'}
        onDone={() => {
          setCodes(null);
          if (codes.afterSetup) navigate(AFTER_LOGIN_PATH);
        }}
      />
    );
  } else if (totp) {
    body = <TotpSetupForm setup={totp} onConfirmed={(list) => enabled(list, 'app.account.factor.enabled_totp')} onCancel={() => setTotp(null)} />;
  } else if (emailSent) {
    body = (
      <CodeConfirmForm
        intro={
          <Typography variant="body2" data-testid="email-setup">
            {translate('app.account.factor.email_sent', { email: user.email })}
          </Typography>
        }
        codeLabel="app.account.factor.email_code"
        confirm={(code) => dataProvider.confirmEmailCodes(code)}
        onConfirmed={(list) => enabled(list, 'app.account.factor.enabled_email')}
        onCancel={() => setEmailSent(false)}
      />
    );
  } else {
    body = (
      <>
        <Typography sx={{ fontWeight: 500 }} data-testid="factor-status">
          {translate(status.key, status.args)}
        </Typography>
        {user.twoFactor && (
          <Typography variant="body2" color="text.secondary" data-testid="recovery-left">
            {translate('app.account.factor.recovery_left', { smart_count: user.unusedRecoveryCodes })}
          </Typography>
        )}
        {fewRecoveryCodesLeft(user) && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('app.account.factor.recovery_low')}
          </Alert>
        )}
        {user.twoFactor === null && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('app.account.factor.email_text', { email: user.email })}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate(error, { _: error })}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }} useFlexGap>
          <Button
            variant={user.twoFactor ? 'outlined' : 'contained'}
            startIcon={busy === 'totp' ? <CircularProgress size={18} color="inherit" /> : <PhonelinkLockIcon />}
            disabled={busy !== null}
            onClick={() => (user.twoFactor ? setReplacing('totp') : void startTotp())}
          >
            {translate(TOTP_LABEL[user.twoFactor ?? 'none'])}
          </Button>
          <Button
            variant="outlined"
            startIcon={busy === 'email' ? <CircularProgress size={18} color="inherit" /> : <EmailIcon />}
            disabled={busy !== null}
            onClick={() => (user.twoFactor ? setReplacing('email') : void startEmail())}
          >
            {translate(EMAIL_LABEL[user.twoFactor ?? 'none'])}
          </Button>
          {user.twoFactor && (
            <Button color="error" disabled={busy !== null} onClick={() => setDisabling(true)}>
              {translate('app.account.factor.disable')}
            </Button>
          )}
        </Stack>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader title={translate('app.account.factor.title')} subheader={translate('app.account.factor.description')} slotProps={{ title: { id: TITLE_ID, component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{body}</CardContent>
      <PasswordDialog
        open={disabling}
        title="app.account.factor.disable_title"
        text="app.account.factor.disable_text"
        confirmLabel="app.account.factor.disable"
        danger
        onClose={() => setDisabling(false)}
        confirm={async (password) => {
          await dataProvider.disableSecondFactor(password);
          setDisabling(false);
          notify('app.account.factor.disabled', { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
        }}
      />
      <PasswordDialog
        open={replacing !== null}
        title="app.account.factor.replace_title"
        text="app.account.factor.replace_text"
        confirmLabel="app.account.factor.continue"
        onClose={() => setReplacing(null)}
        confirm={async (password) => {
          // The server checks the password as the setup starts; a wrong one shows in this dialog.
          if (replacing === 'totp') setTotp(await dataProvider.startTotp(password));
          else {
            await dataProvider.startEmailCodes(password);
            setEmailSent(true);
          }
          setReplacing(null);
        }}
      />
    </Card>
  );
};
