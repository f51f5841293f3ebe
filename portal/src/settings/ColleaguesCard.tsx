import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, List, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { formatDateTime } from '@contract';
import type { PortalDataProvider } from '../api/dataProvider';
import { ApiError } from '@ui/http/apiError';
import { failureText } from '../api/httpClient';
import { texts } from '../texts';

const COLLEAGUES_KEY = ['portal', 'users'];

/** 'Kolleginnen und Kollegen': who of the organisation uses the portal, and an invitation for one more. */
export const ColleaguesCard = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const colleagues = useQuery({ queryKey: COLLEAGUES_KEY, queryFn: () => dataProvider.listColleagues() });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ email: string; link: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setErrors({});
    if (name.trim() === '' || email.trim() === '') return setFailure(texts.settings.inviteMissing);
    setBusy(true);
    try {
      const invited = await dataProvider.inviteColleague({ name: name.trim(), email: email.trim() });
      // Without an SMTP server the mail cannot go out: the answer carries the link, shown this once.
      if (invited.invitationLink) setLink({ email: invited.email, link: invited.invitationLink });
      else notify(texts.settings.invited(email.trim()), { type: 'success' });
      setName('');
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: COLLEAGUES_KEY });
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields) setErrors(fields);
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="colleagues-title">
      <CardHeader title={texts.settings.colleagues} subheader={texts.settings.colleaguesIntro} slotProps={{ title: { id: 'colleagues-title', component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {colleagues.isError && <Alert severity="error">{failureText(colleagues.error, texts.common.loadFailed)}</Alert>}
        <List dense disablePadding>
          {(colleagues.data ?? []).map((colleague) => (
            <ListItem key={colleague.id} disableGutters>
              <ListItemText
                primary={`${colleague.name} · ${colleague.email}`}
                secondary={[
                  colleague.invitationPending ? texts.settings.pending : `${texts.settings.lastLogin}: ${colleague.lastLoginAt ? formatDateTime(colleague.lastLoginAt) : texts.settings.never}`,
                  ...(colleague.active ? [] : [texts.settings.inactive]),
                ].join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
        {link && (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="invitation-link" onClose={() => setLink(null)}>
            {texts.settings.invitationLink(link.email)}
            <Box component="code" sx={{ display: 'block', my: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {link.link}
            </Box>
            <Button size="small" variant="outlined" onClick={() => void navigator.clipboard?.writeText(link.link).then(() => notify(texts.settings.linkCopied, { type: 'info' }), () => undefined)}>
              {texts.settings.copyLink}
            </Button>
          </Alert>
        )}
        <Box component="form" onSubmit={submit} noValidate sx={{ mt: 1 }}>
          {failure && <Alert severity="error" sx={{ mb: 1 }}>{failure}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField label={texts.settings.colleagueName} name="colleague-name" value={name} onChange={(event) => setName(event.target.value)} error={!!errors.name} helperText={errors.name} fullWidth />
            <TextField label={texts.settings.colleagueEmail} name="colleague-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={!!errors.email} helperText={errors.email} fullWidth />
            <Button type="submit" variant="outlined" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <PersonAddIcon />} sx={{ flexShrink: 0, height: { sm: 56 } }}>
              {texts.settings.invite}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
