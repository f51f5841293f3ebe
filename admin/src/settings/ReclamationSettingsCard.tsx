import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, NumberInput, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { useFormState, type FieldValues } from 'react-hook-form';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { autoAcceptBelowRateOf, RECLAMATION_DEADLINE_DAYS, validateAutoAcceptBelowRate, validateDeadlineDays } from './reclamationSettings';

const TITLE_ID = 'reclamation-settings-title';
const QUERY_KEY = ['settings', 'reclamation'];

const SubmitButton = () => {
  const maySave = useCan('PUT /api/settings/reclamation');
  const { isValid } = useFormState();
  if (!maySave) return null;
  return <SaveButton label="app.settings.reclamation.submit" disabled={!isValid} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} />;
};

/**
 * Card 'Reklamationen' on /settings: how many days after a sale a buyer may complain, and (default off) up to which
 * return share a buyer's complaint is accepted when it is filed (issue 31 §4).
 */
export const ReclamationSettingsCard = () => {
  const translate = useTranslate();
  const maySave = useCan('PUT /api/settings/reclamation');
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.reclamationSettings() });
  const save = useMutation({
    mutationFn: (settings: { deadlineDays: number; autoAcceptBelowRate: number | null }) => dataProvider.saveReclamationSettings(settings),
    onSuccess: (saved) => {
      notify('app.settings.reclamation.saved', { type: 'success' });
      queryClient.setQueryData(QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });

  const submit = async (values: FieldValues) => {
    try {
      await save.mutateAsync({ deadlineDays: Number(values.deadlineDays), autoAcceptBelowRate: autoAcceptBelowRateOf(values.autoAcceptBelowRate) });
      return undefined;
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'ra.notification.http_error', { type: 'error' });
      return error instanceof ApiError ? error.body?.fields : undefined;
    }
  };

  let content;
  if (settings.isError) content = <Alert severity="error">{translate('app.settings.reclamation.load_error')}</Alert>;
  else if (!settings.data) content = <LinearProgress />;
  else {
    content = (
      <Form record={settings.data} onSubmit={submit} mode="onChange" disabled={!maySave}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ alignItems: { sm: 'flex-start' } }}>
          <NumberInput
            source="deadlineDays"
            label="app.settings.reclamation.deadlineDays"
            helperText="app.settings.reclamation.deadlineDays_hint"
            min={RECLAMATION_DEADLINE_DAYS.min}
            max={RECLAMATION_DEADLINE_DAYS.max}
            step={1}
            validate={validateDeadlineDays}
            sx={{ maxWidth: 320 }}
          />
          <NumberInput
            source="autoAcceptBelowRate"
            label="app.settings.reclamation.autoAcceptBelowRate"
            helperText="app.settings.reclamation.autoAcceptBelowRate_hint"
            min={0}
            max={100}
            step={0.5}
            validate={validateAutoAcceptBelowRate}
            sx={{ maxWidth: 320 }}
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
        title={translate('app.settings.reclamation.title')}
        subheader={translate('app.settings.reclamation.description')}
        slotProps={{ title: { id: TITLE_ID } }}
      />
      <CardContent>
        <ReadOnlyNote route="PUT /api/settings/reclamation" />
        {content}
      </CardContent>
    </Card>
  );
};
