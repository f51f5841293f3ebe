import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, NumberInput, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { useFormState, type FieldValues } from 'react-hook-form';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { DistributionSettings } from '../dataProvider/apiTypes';
import { BUYERS_PER_LEAD, DUPLICATE_WINDOW_DAYS, percentOrNull, validateBuyersPerLead, validateDuplicateWindowDays, validateThrottleShare } from './distributionSettings';

const TITLE_ID = 'distribution-title';
const QUERY_KEY = ['settings', 'distribution'];

/** Disabled while a field is refused, so a value out of range never reaches the server. */
const SubmitButton = () => {
  const maySave = useCan('PUT /api/settings/distribution');
  const { isValid } = useFormState();
  if (!maySave) return null;
  return <SaveButton label="app.settings.distribution.submit" disabled={!isValid} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} />;
};

/**
 * Second card 'Verteilung' on /settings: how many buyers get a lead, and the duplicate window.
 * The settings are one record without an id, read and written through the data provider's own
 * calls; the form is react-admin's, its rules those of the server (libs/contract).
 */
export const DistributionSettingsCard = () => {
  const translate = useTranslate();
  const maySave = useCan('PUT /api/settings/distribution');
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.distributionSettings() });
  const save = useMutation({
    mutationFn: (values: DistributionSettings) => dataProvider.saveDistributionSettings(values),
    onSuccess: (saved) => {
      notify('app.settings.distribution.saved', { type: 'success' });
      // The form then shows what the server stored.
      queryClient.setQueryData(QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });

  /** A refusal's field messages go to the inputs (react-admin's Form takes them as the answer). */
  const submit = async (values: FieldValues) => {
    try {
      await save.mutateAsync({
        buyersPerLead: Number(values.buyersPerLead),
        duplicateWindowDays: Number(values.duplicateWindowDays),
        doubleOptIn: values.doubleOptIn === true,
        sellOnlyConfirmed: values.sellOnlyConfirmed === true,
        qualityInMails: values.qualityInMails === true,
        exclusiveOnlyIfWorthIt: values.exclusiveOnlyIfWorthIt !== false,
        throttleReturnShare: percentOrNull(values.throttleReturnShare),
        throttleUnreachableShare: percentOrNull(values.throttleUnreachableShare),
      });
      return undefined;
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'ra.notification.http_error', { type: 'error' });
      return error instanceof ApiError ? error.body?.fields : undefined;
    }
  };

  let content;
  if (settings.isError) content = <Alert severity="error">{translate('app.settings.distribution.load_error')}</Alert>;
  else if (!settings.data) content = <LinearProgress />;
  else {
    content = (
      <Form record={settings.data} onSubmit={submit} mode="onChange" disabled={!maySave}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ alignItems: { sm: 'flex-start' } }}>
          <NumberInput
            source="buyersPerLead"
            label="app.settings.distribution.buyersPerLead"
            helperText="app.settings.distribution.buyersPerLead_hint"
            min={BUYERS_PER_LEAD.min}
            max={BUYERS_PER_LEAD.max}
            step={1}
            validate={validateBuyersPerLead}
          />
          <NumberInput
            source="duplicateWindowDays"
            label="app.settings.distribution.duplicateWindowDays"
            helperText="app.settings.distribution.duplicateWindowDays_hint"
            min={DUPLICATE_WINDOW_DAYS.min}
            max={DUPLICATE_WINDOW_DAYS.max}
            step={1}
            validate={validateDuplicateWindowDays}
          />
        </Stack>
        {/* Provable consent: the double opt-in link for funnel leads, and whether only confirmed ones are sold. */}
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <BooleanInput source="doubleOptIn" label="app.consent.settings.doubleOptIn" helperText="app.consent.settings.doubleOptIn_hint" />
          <BooleanInput source="sellOnlyConfirmed" label="app.consent.settings.sellOnlyConfirmed" helperText="app.consent.settings.sellOnlyConfirmed_hint" />
          <BooleanInput source="qualityInMails" label="app.settings.distribution.qualityInMails" helperText="app.settings.distribution.qualityInMails_hint" />
          <BooleanInput
            source="exclusiveOnlyIfWorthIt"
            label="app.settings.distribution.exclusiveOnlyIfWorthIt"
            helperText="app.settings.distribution.exclusiveOnlyIfWorthIt_hint"
          />
        </Stack>
        {/* The throttle that acts by itself: empty is off. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
          <NumberInput
            source="throttleReturnShare"
            label="app.settings.distribution.throttleReturnShare"
            helperText="app.settings.distribution.throttle_hint"
            min={1}
            max={100}
            step={1}
            validate={validateThrottleShare}
          />
          <NumberInput
            source="throttleUnreachableShare"
            label="app.settings.distribution.throttleUnreachableShare"
            helperText="app.settings.distribution.throttle_hint"
            min={1}
            max={100}
            step={1}
            validate={validateThrottleShare}
          />
        </Stack>
        <Box sx={{ pt: 1 }}>
          <SubmitButton />
        </Box>
      </Form>
    );
  }

  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader
        title={translate('app.settings.distribution.title')}
        subheader={translate('app.settings.distribution.description')}
        slotProps={{ title: { id: TITLE_ID } }}
      />
      <CardContent>
        <ReadOnlyNote route="PUT /api/settings/distribution" />
        {content}
      </CardContent>
    </Card>
  );
};
