import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { validEmailList } from '../organisations/organisationValidation';

const TITLE_ID = 'notification-settings-title';
const QUERY_KEY = ['settings', 'notifications'];
const ROUTE = 'PUT /api/settings/notifications';

const SubmitButton = () => {
  const maySave = useCan(ROUTE);
  const { isValid } = useFormState();
  if (!maySave) return null;
  return <SaveButton label="app.settings.notifications.submit" disabled={!isValid} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} />;
};

/** Card 'Benachrichtigungen' on /settings: where the staff alerts go (a stopped delivery); empty: every active administrator. */
export const NotificationSettingsCard = () => {
  const translate = useTranslate();
  const maySave = useCan(ROUTE);
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.notificationSettings() });
  const save = useMutation({
    mutationFn: (alertEmail: string) => dataProvider.saveNotificationSettings({ alertEmail }),
    onSuccess: (saved) => {
      notify('app.settings.notifications.saved', { type: 'success' });
      queryClient.setQueryData(QUERY_KEY, saved);
    },
  });

  const submit = async (values: FieldValues) => {
    try {
      await save.mutateAsync(String(values.alertEmail ?? ''));
      return undefined;
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'ra.notification.http_error', { type: 'error' });
      return error instanceof ApiError ? error.body?.fields : undefined;
    }
  };

  let content;
  if (settings.isError) content = <Alert severity="error">{translate('app.settings.notifications.load_error')}</Alert>;
  else if (!settings.data) content = <LinearProgress />;
  else {
    content = (
      <Form record={settings.data} onSubmit={submit} mode="onChange" disabled={!maySave}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput
            source="alertEmail"
            type="email"
            label="app.settings.notifications.alertEmail"
            helperText="app.settings.notifications.alertEmail_hint"
            validate={validEmailList}
            parse={(value: string | null) => value ?? ''}
            sx={{ flex: 1, maxWidth: 560 }}
          />
          <Box sx={{ pt: { sm: 1 } }}>
            <SubmitButton />
          </Box>
        </Stack>
      </Form>
    );
  }

  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader
        title={translate('app.settings.notifications.title')}
        subheader={translate('app.settings.notifications.description')}
        slotProps={{ title: { id: TITLE_ID } }}
      />
      <CardContent>
        <ReadOnlyNote route={ROUTE} />
        {content}
      </CardContent>
    </Card>
  );
};
