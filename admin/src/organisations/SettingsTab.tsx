import { InputAdornment, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { clampEvaluationDay, type OrganisationType } from '@contract/organisation';
import { MoneyInput } from '../inputs';
import { ActiveDaysInput } from './ActiveDaysInput';
import { AnswerFiltersInput } from './AnswerFiltersInput';
import { Cell, Row, Section, TYPE_CHOICES } from './formParts';
import { GoogleSheetSync } from './GoogleSheetSync';
import { ExclusiveAndCreditInputs } from './ExclusiveAndCreditInputs';
import {
  validAmount,
  validDays,
  validEmailList,
  validEvaluationDay,
  validPercent,
  validUrl,
  validWholeNumber,
} from './organisationValidation';
import { PipedriveInputs } from './PipedriveInputs';
import { WebhookSecretControl } from './WebhookSecretControl';
import { SectionNav, type SectionLink } from '../pages/LongForm';
import type { OrganisationDetail } from '../dataProvider/apiTypes';
import { RadiusesInput, ZipConditionsInput } from './ZipConditionsInput';

const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };
/** Spec: lawyer and crefo days have the placeholder 30 (their default). */
const DAYS_PLACEHOLDER = { htmlInput: { placeholder: '30' }, inputLabel: { shrink: true } };

/** Spec section 5: Leadauswertung Tag is required and clamped to 1–28 when the input is left. */
const EvaluationDayInput = () => {
  const { getValues, setValue } = useFormContext();
  const clamp = () => {
    const value = getValues('leadEvaluationDay');
    if (value === null || value === undefined || value === '' || !Number.isFinite(Number(value))) return;
    const clamped = clampEvaluationDay(Number(value));
    if (clamped !== value) setValue('leadEvaluationDay', clamped, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <NumberInput
      source="leadEvaluationDay"
      validate={validEvaluationDay}
      min={1}
      max={28}
      step={1}
      onBlur={clamp}
      helperText="app.organisations.hints.evaluation_day"
      fullWidth
    />
  );
};

const SecretInput = ({ source, isSet }: { source: string; isSet: boolean }) => (
  <TextInput
    source={source}
    type="password"
    autoComplete="new-password"
    helperText={isSet ? 'app.organisations.hints.secret_saved' : false}
    fullWidth
  />
);

const EMAIL_TYPES: readonly OrganisationType[] = ['buyer-email', 'service-buyer', 'buyer'];

/**
 * A hook the lead is posted to (spec section 3: zapier, make, leveto): 'aktiv', its URL, HTTP Basic
 * credentials whose secret is write-only (only whether one is set comes back), and the key every
 * delivery is signed with.
 */
const HookInputs = ({ hook, isSet }: { hook: 'zapier' | 'make' | 'leveto'; isSet: boolean }) => (
  <Row>
    <Cell md={12}>
      <BooleanInput source={`${hook}.active`} />
    </Cell>
    <Cell>
      <TextInput source={`${hook}.uri`} type="url" validate={validUrl} fullWidth />
    </Cell>
    <Cell>
      <TextInput source={`${hook}.username`} autoComplete="off" fullWidth />
    </Cell>
    <Cell>
      <SecretInput source={`${hook}.secret`} isSet={isSet} />
      {/* The stored secret is never shown, so removing it is a choice of its own. */}
      {isSet && <BooleanInput source={`${hook}.clearSecret`} helperText={false} />}
    </Cell>
    <Cell md={12}>
      <WebhookSecretControl />
    </Cell>
  </Row>
);

/** The extra settings of the integration type (spec: zapier, make, pipedrive, weClapp, leveto). */
const IntegrationInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext<OrganisationDetail>();
  const type = useWatch({ name: 'type' }) as OrganisationType;
  switch (type) {
    case 'zapier':
    case 'make':
      return <HookInputs hook={type} isSet={record?.[type]?.secretSet === true} />;
    case 'pipedrive':
      return <PipedriveInputs />;
    case 'weClapp':
      return (
        <Row>
          <Cell md={6}>
            <TextInput source="weClapp.uri" type="url" validate={validUrl} fullWidth />
          </Cell>
          <Cell md={6}>
            <SecretInput source="weClapp.key" isSet={record?.weClapp?.keySet === true} />
          </Cell>
        </Row>
      );
    case 'leveto':
      return <HookInputs hook="leveto" isSet={record?.leveto?.secretSet === true} />;
    default:
      return EMAIL_TYPES.includes(type) ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.organisations.hints.delivery_email')}
        </Typography>
      ) : null;
  }
};

/** The groups of the Einstellungen tab, in order, for its table of contents. */
export const SETTINGS_SECTIONS: readonly SectionLink[] = ['general', 'prices', 'evaluation', 'delivery', 'integration', 'lexoffice', 'zips', 'active_days', 'answers', 'lawyer', 'crefo'].map((name) => ({
  id: `organisation-${name.replace('_', '-')}`,
  label: `app.organisations.sections.${name}`,
}));

/** Spec section 2 'Einstellungen': every setting of spec section 3, grouped, with a table of contents (some 3,500 px). */
export const SettingsTab = () => (
  <>
    <SectionNav sections={SETTINGS_SECTIONS} label="app.organisations.sections_nav" />
    <Section title="app.organisations.sections.general" anchor="organisation-general">
      <Row>
        <Cell>
          <SelectInput source="type" choices={TYPE_CHOICES} translateChoice={false} validate={required()} fullWidth />
        </Cell>
        <Cell>
          <TextInput source="phone" type="tel" fullWidth />
        </Cell>
        <Cell>
          <NumberInput source="prio" validate={validWholeNumber} min={0} step={1} helperText="app.organisations.hints.prio" fullWidth />
        </Cell>
        <Cell md={8}>
          <TextInput source="apiKey" readOnly helperText="app.organisations.hints.api_key" fullWidth />
        </Cell>
      </Row>
    </Section>

    <Section title="app.organisations.sections.prices" anchor="organisation-prices">
      <Row>
        <Cell>
          <MoneyInput source="leadSellCost" validate={validAmount} fullWidth />
        </Cell>
        <Cell>
          <MoneyInput source="leadBuyCost" validate={validAmount} fullWidth />
        </Cell>
        <Cell>
          <NumberInput source="reclamationQuote" validate={validPercent} min={0} max={100} step={0.1} slotProps={percent} fullWidth />
        </Cell>
        <Cell>
          <NumberInput
            source="monthlyLeadLimit"
            validate={validWholeNumber}
            min={0}
            step={1}
            helperText="app.organisations.hints.monthly_limit"
            fullWidth
          />
        </Cell>
        <Cell>
          <NumberInput source="monthlyLeadGoal" validate={validWholeNumber} min={0} step={1} fullWidth />
        </Cell>
      </Row>
      <ExclusiveAndCreditInputs />
    </Section>

    <Section title="app.organisations.sections.evaluation" anchor="organisation-evaluation">
      <Row>
        <Cell md={8}>
          <TextInput source="leadEvaluationMail" validate={validEmailList} helperText="app.organisations.hints.email_list" fullWidth />
        </Cell>
        <Cell>
          <EvaluationDayInput />
        </Cell>
        <Cell md={8}>
          <TextInput source="config.reclamationEmail" validate={validEmailList} helperText="app.organisations.hints.email_list" fullWidth />
        </Cell>
        <Cell md={12}>
          <BooleanInput source="sendStatistic" helperText={false} />
          <BooleanInput source="sendInvoice" helperText={false} />
          <BooleanInput source="sendReclaLink" helperText={false} />
        </Cell>
      </Row>
    </Section>

    <Section title="app.organisations.sections.delivery" anchor="organisation-delivery">
      <Row>
        <Cell>
          <NumberInput source="conditions.delay" validate={validWholeNumber} min={0} step={1} fullWidth />
        </Cell>
        <Cell>
          <NumberInput source="conditions.age" validate={validWholeNumber} min={0} step={1} fullWidth />
        </Cell>
      </Row>
    </Section>

    <Section title="app.organisations.sections.integration" anchor="organisation-integration">
      <IntegrationInputs />
    </Section>

    <Section title="app.organisations.sections.lexoffice" anchor="organisation-lexoffice">
      <Row>
        <Cell>
          <TextInput source="lexOffice.number" fullWidth />
        </Cell>
        <Cell>
          <TextInput source="lexOffice.id" fullWidth />
        </Cell>
      </Row>
    </Section>

    <Section title="app.organisations.sections.zips" anchor="organisation-zips">
      <BooleanInput source="conditions.config.radius" helperText="app.organisations.hints.radius" />
      <BooleanInput source="conditions.config.otherAndRadius" helperText={false} />
      <Section title="app.organisations.sections.zip_list" headingLevel="h3">
        <Typography variant="body2" color="text.secondary">
          <ZipPrefixHint />
        </Typography>
        <ZipConditionsInput />
      </Section>
      <Section title="app.organisations.sections.radiuses" headingLevel="h3">
        <RadiusesInput />
      </Section>
      <Section title="app.organisations.sections.google_sheet" headingLevel="h3">
        <Row>
          <Cell>
            <TextInput source="conditions.config.googleZipSheet.sheetId" fullWidth />
          </Cell>
          <Cell>
            <TextInput source="conditions.config.googleZipSheet.pageName" fullWidth />
          </Cell>
          <Cell>
            <TextInput source="conditions.config.googleZipSheet.tableName" fullWidth />
          </Cell>
          <Cell md={12}>
            <BooleanInput source="conditions.config.googleZipSheet.whiteList" helperText="app.organisations.hints.white_list" />
          </Cell>
          <Cell md={12}>
            <GoogleSheetSync />
          </Cell>
        </Row>
      </Section>
    </Section>

    <Section title="app.organisations.sections.active_days" anchor="organisation-active-days">
      <ActiveDaysInput />
    </Section>

    <Section title="app.organisations.sections.answers" anchor="organisation-answers">
      <AnswerFiltersInput />
    </Section>

    <Section title="app.organisations.sections.lawyer" anchor="organisation-lawyer">
      <Row>
        <Cell md={12}>
          <BooleanInput source="extension.lawyer.active" helperText={false} />
        </Cell>
        <Cell md={8}>
          <TextInput source="extension.lawyer.email" validate={validEmailList} fullWidth />
        </Cell>
        <Cell>
          <NumberInput source="extension.lawyer.days" validate={validDays} min={1} step={1} slotProps={DAYS_PLACEHOLDER} fullWidth />
        </Cell>
      </Row>
    </Section>

    <Section title="app.organisations.sections.crefo" anchor="organisation-crefo">
      <Row>
        <Cell md={12}>
          <BooleanInput source="autoCrefo" helperText={false} />
        </Cell>
        <Cell>
          <NumberInput source="crefoDays" validate={validDays} min={1} step={1} slotProps={DAYS_PLACEHOLDER} fullWidth />
        </Cell>
      </Row>
    </Section>
  </>
);

const ZipPrefixHint = () => {
  const translate = useTranslate();
  return <>{translate('app.organisations.hints.zip_prefix')}</>;
};
