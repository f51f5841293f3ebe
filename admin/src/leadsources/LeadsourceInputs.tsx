import { useEffect, type ReactNode } from 'react';
import { Grid, InputAdornment } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MoneyInput } from '../inputs';
import { validAmount } from '../organisations/organisationValidation';
import { validMail, validMinQuality, validName, validReclaQuote, validSlug } from './leadsourceValidation';
import { suggestSlug } from './slug';
import { CostRulesInput } from './CostRulesInput';

const Cell = ({ md = 6, children }: { md?: number; children: ReactNode }) => <Grid size={{ xs: 12, md }}>{children}</Grid>;

/** While the slug was not typed by hand, it follows the name ('Solar Süd' → 'solar-sued'). */
const SlugFromName = () => {
  const name = useWatch({ name: 'name' }) as string | undefined;
  const { getFieldState, setValue } = useFormContext();
  useEffect(() => {
    if (!getFieldState('slug').isDirty) setValue('slug', suggestSlug(name ?? ''));
  }, [name, getFieldState, setValue]);
  return null;
};

/**
 * The fields of a lead source, shared by the add dialog and the detail form. The built-in
 * website source keeps its slug: the funnel falls back to it.
 */
export const LeadsourceInputs = ({ suggestSlugFromName = false, builtIn = false, costRules = false }: { suggestSlugFromName?: boolean; builtIn?: boolean; costRules?: boolean }) => (
  <Grid container columnSpacing={2} sx={{ width: '100%' }}>
    {suggestSlugFromName && <SlugFromName />}
    <Cell>
      <TextInput source="name" validate={validName} isRequired fullWidth />
    </Cell>
    <Cell>
      <TextInput
        source="slug"
        validate={validSlug}
        isRequired
        readOnly={builtIn}
        helperText={builtIn ? 'resources.leadsources.hints.slug_built_in' : 'resources.leadsources.hints.slug'}
        fullWidth
      />
    </Cell>
    <Cell>
      <TextInput source="mail" type="email" validate={validMail} helperText="resources.leadsources.hints.mail" fullWidth />
    </Cell>
    <Cell>
      <NumberInput
        source="reclaQuote"
        validate={validReclaQuote}
        min={0}
        max={100}
        step={0.5}
        helperText="resources.leadsources.hints.reclaQuote"
        slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        fullWidth
      />
    </Cell>
    <Cell>
      <MoneyInput source="leadCost" validate={validAmount} helperText="resources.leadsources.hints.leadCost" fullWidth />
    </Cell>
    <Cell>
      <NumberInput source="minQuality" validate={validMinQuality} min={0} max={100} step={5} helperText="resources.leadsources.hints.minQuality" fullWidth />
    </Cell>
    <Cell>
      <TextInput
        source="testPhoneNumbers"
        format={(value: unknown) => (Array.isArray(value) ? value.join(', ') : ((value as string | undefined) ?? ''))}
        helperText="resources.leadsources.hints.testPhoneNumbers"
        fullWidth
      />
    </Cell>
    <Cell>
      <BooleanInput source="active" helperText={false} />
    </Cell>
    <Cell>
      <BooleanInput source="preQualified" helperText="resources.leadsources.hints.preQualified" />
    </Cell>
    <Cell>
      <BooleanInput source="requireConsent" label="app.consent.leadsource.requireConsent" helperText="app.consent.leadsource.requireConsent_hint" />
    </Cell>
    {costRules && (
      <Cell md={12}>
        <CostRulesInput />
      </Cell>
    )}
  </Grid>
);
