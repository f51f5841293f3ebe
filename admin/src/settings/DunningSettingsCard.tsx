import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  BooleanInput,
  Button,
  DateInput,
  Form,
  NumberInput,
  ResourceContextProvider,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useNotify,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { DUNNING_LIMITS, type DunningSettings } from '@contract/dunning-rules';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { dunningSettingsBody } from '../dataProvider/settingsApi';
import { Section } from '../organisations/formParts';
import { StickySaveBar } from '../pages/LongForm';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { failureMessage } from '../leads/leadDetail';
import { dunningListErrors, missingHalfYearRate, validateDunningForm } from './billingSettings';
import { formatDate } from '@contract/format';
import { PercentInput } from '../inputs';
import { todayInGermany } from '../invoices/invoiceDisplay';

const TITLE_ID = 'dunning-settings-title';
/** Settings is no resource page; react-admin's list inputs want one all the same (labels are given). */
const RESOURCE = 'dunning-settings';
const QUERY_KEY = ['settings', 'dunning'];
const D = 'app.settings.dunning';

const AddRowButton = ({ label, disabled }: { label: string; disabled?: boolean }) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add()} disabled={disabled}>
      <AddIcon />
    </Button>
  );
};

/** The first step counts from the due date, every later one from the step before. */
const StepDaysInput = ({ readOnly }: { readOnly: boolean }) => {
  const { index } = useSimpleFormIteratorItem();
  const { min, max } = DUNNING_LIMITS.daysAfterPrevious;
  return (
    <NumberInput
      source="daysAfterPrevious"
      label={index === 0 ? `${D}.days_first` : `${D}.days`}
      min={min}
      max={max}
      step={1}
      helperText={false}
      readOnly={readOnly}
      sx={{ width: 220 }}
    />
  );
};

const StepNumber = () => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ width: 64, pt: 2.5, flexShrink: 0 }}>
      {translate(`${D}.step`, { index: index + 1 })}
    </Typography>
  );
};

const rowSx = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;

/**
 * 1 to 5 steps: adding stops at five, the last one cannot be removed. Read-only (the role may not save):
 * no field to type in and no button to add or remove (react-admin's `disabled` iterator).
 */
const StepsInput = ({ readOnly }: { readOnly: boolean }) => {
  const steps = useWatch({ name: 'steps' }) as unknown[] | undefined;
  const count = steps?.length ?? 0;
  return (
    <ArrayInput source="steps" label={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        disabled={readOnly}
        getItemLabel={false}
        disableRemove={count <= DUNNING_LIMITS.steps.min}
        getItemDefaults={() => ({ name: '', daysAfterPrevious: 14 })}
        addButton={<AddRowButton label={`${D}.add_step`} disabled={count >= DUNNING_LIMITS.steps.max} />}
      >
        <Box sx={rowSx}>
          <StepNumber />
          <TextInput source="name" label={`${D}.name`} helperText={false} readOnly={readOnly} sx={{ flex: 1, minWidth: 200, maxWidth: 360 }} />
          <StepDaysInput readOnly={readOnly} />
        </Box>
      </SimpleFormIterator>
    </ArrayInput>
  );
};

const BaseRatesInput = ({ readOnly }: { readOnly: boolean }) => (
  <ArrayInput source="baseRates" label={false}>
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      disabled={readOnly}
      getItemLabel={false}
      getItemDefaults={() => ({ validFrom: '', rate: null })}
      addButton={<AddRowButton label={`${D}.add_rate`} />}
    >
      <Box sx={rowSx}>
        <DateInput source="validFrom" label={`${D}.validFrom`} helperText={false} readOnly={readOnly} sx={{ width: { xs: 'calc(58% - 8px)', sm: 180 } }} />
        {/* German decimal comma ('1,27 %'), whatever language the browser speaks. */}
        <PercentInput source="rate" label={`${D}.rate`} helperText={false} readOnly={readOnly} sx={{ width: { xs: 'calc(42% - 8px)', sm: 140 } }} />
      </Box>
    </SimpleFormIterator>
  </ArrayInput>
);

/** The table lacks the Basiszinssatz of the current half-year (published on 1 January and 1 July). */
const HalfYearRateWarning = () => {
  const translate = useTranslate();
  const baseRates = useWatch({ name: 'baseRates' }) as unknown;
  const missing = missingHalfYearRate(baseRates, todayInGermany());
  if (!missing) return null;
  const from = formatDate(missing.from);
  return (
    <Alert severity="warning" sx={{ my: 1 }}>
      {translate(`${D}.base_rate_missing`, { from })}{' '}
      {missing.usedFrom ? translate(`${D}.base_rate_used`, { date: formatDate(missing.usedFrom) }) : translate(`${D}.base_rate_none`)}
    </Alert>
  );
};

/** Rules of a whole list (interest without any base rate), live from the form. */
const ListErrors = () => {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const errors = dunningListErrors(values);
  if (errors.length === 0) return null;
  return (
    <Alert severity="error" sx={{ my: 1 }}>
      {errors.map((error) => translate(error)).join(' ')}
    </Alert>
  );
};

/**
 * Card 'Mahnwesen' on /settings: the reminder steps (name, days after the step before), default
 * interest and the 40 € fee of § 288 BGB from the 1. Mahnung, the dated Basiszinssatz table, and the
 * address for Creditreform handovers. Checked while typing with the server's rules (libs/contract).
 */
export const DunningSettingsCard = () => {
  const translate = useTranslate();
  // From the permission table (libs/contract): who may not save sees every field read-only, not only no save button.
  const maySave = useCan('PUT /api/settings/dunning');
  const readOnly = !maySave;
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.dunningSettings() });
  const save = useMutation({
    mutationFn: (values: DunningSettings) => dataProvider.saveDunningSettings(values),
    onSuccess: (saved) => {
      notify(`${D}.saved`, { type: 'success' });
      queryClient.setQueryData(QUERY_KEY, saved);
    },
  });

  const submit = async (values: FieldValues) => {
    try {
      await save.mutateAsync(dunningSettingsBody(values));
      return undefined;
    } catch (error) {
      const { key } = failureMessage(error, `${D}.save_failed`);
      notify(key, { type: 'error', messageArgs: { _: key } });
      return error instanceof ApiError ? error.body?.fields : undefined;
    }
  };

  let content;
  if (settings.isError) content = <Alert severity="error">{translate(`${D}.load_error`)}</Alert>;
  else if (!settings.data) content = <LinearProgress />;
  else {
    content = (
      <ResourceContextProvider value={RESOURCE}>
        <Form record={settings.data} onSubmit={submit} validate={validateDunningForm} mode="onChange" disabled={readOnly} noValidate>
          <Section title={`${D}.steps`} headingLevel="h3">
            <Typography variant="body2" color="text.secondary">
              {translate(`${D}.steps_hint`)}
            </Typography>
            <StepsInput readOnly={readOnly} />
          </Section>
          <Section title={`${D}.charges`} headingLevel="h3">
            <BooleanInput source="interestEnabled" label={`${D}.interestEnabled`} helperText={false} readOnly={readOnly} />
            <BooleanInput source="flatFeeEnabled" label={`${D}.flatFeeEnabled`} helperText={false} readOnly={readOnly} />
          </Section>
          <Section title={`${D}.base_rates`} headingLevel="h3">
            <Typography variant="body2" color="text.secondary">
              {translate(`${D}.base_rates_hint`)}
            </Typography>
            <HalfYearRateWarning />
            <BaseRatesInput readOnly={readOnly} />
          </Section>
          <Section title={`${D}.creditreform`} headingLevel="h3">
            <TextInput
              source="creditreformEmail"
              label={`${D}.creditreformEmail`}
              helperText={`${D}.creditreformEmail_hint`}
              type="email"
              readOnly={readOnly}
              sx={{ width: { xs: '100%', sm: 420 } }}
            />
          </Section>
          <ListErrors />
          {maySave && (
            <StickySaveBar>
              <SaveButton label={`${D}.submit`} />
            </StickySaveBar>
          )}
        </Form>
      </ResourceContextProvider>
    );
  }

  return (
    <Card component="section" aria-labelledby={TITLE_ID} sx={{ overflow: 'clip' }}>
      <CardHeader title={translate(`${D}.title`)} subheader={translate(`${D}.description`)} slotProps={{ title: { id: TITLE_ID } }} />
      <CardContent>
        <ReadOnlyNote route="PUT /api/settings/dunning" />
        {content}
      </CardContent>
    </Card>
  );
};
