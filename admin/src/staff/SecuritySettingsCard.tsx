import { Alert, Card, CardContent, CardHeader, FormControlLabel, FormHelperText, LinearProgress, Switch } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { SecuritySettings } from '../dataProvider/apiTypes';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { failureMessage } from '../leads/leadDetail';

export const SECURITY_QUERY_KEY = ['settings', 'security'];
const S = 'app.staff.security';
const TITLE_ID = 'security-settings-title';

/**
 * 'Zwei-Faktor-Anmeldung für alle Mitarbeiter verlangen' (off by default). Every role sees whether it
 * is on; only administrators switch it, and it takes effect at the next login of each staff member.
 */
export const SecuritySettingsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const mayChange = useCan('PUT /api/settings/security');
  const settings = useQuery({ queryKey: SECURITY_QUERY_KEY, queryFn: () => dataProvider.securitySettings() });
  const save = useMutation({
    mutationFn: (next: SecuritySettings) => dataProvider.saveSecuritySettings(next),
    onSuccess: (saved) => {
      queryClient.setQueryData(SECURITY_QUERY_KEY, saved);
      notify(saved.requireTwoFactor ? `${S}.saved_on` : `${S}.saved_off`, { type: 'success' });
    },
    onError: (error) => notify(failureMessage(error, `${S}.failed`).key, { type: 'error' }),
  });

  let content;
  if (settings.isError) content = <Alert severity="error">{translate(`${S}.load_error`)}</Alert>;
  else if (!settings.data) content = <LinearProgress />;
  else {
    content = (
      <>
        <ReadOnlyNote route="PUT /api/settings/security" />
        <FormControlLabel
          control={
            <Switch
              checked={settings.data.requireTwoFactor}
              disabled={!mayChange || save.isPending}
              onChange={(event) => save.mutate({ requireTwoFactor: event.target.checked })}
            />
          }
          label={translate(`${S}.require_two_factor`)}
        />
        <FormHelperText>{translate(`${S}.hint`)}</FormHelperText>
      </>
    );
  }
  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader title={translate(`${S}.title`)} slotProps={{ title: { id: TITLE_ID } }} />
      <CardContent sx={{ pt: 0 }}>{content}</CardContent>
    </Card>
  );
};
