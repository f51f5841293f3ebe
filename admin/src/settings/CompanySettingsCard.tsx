import { useMemo } from 'react';
import { Alert, AlertTitle, Card, CardContent, CardHeader, LinearProgress } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, NumberInput, SaveButton, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { COMPANY_DATA_DEFAULTS, PAYMENT_TERM_DAYS, type CompanyData, type CompanyField } from '@contract/company-data';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { CompanySettings } from '../dataProvider/apiTypes';
import { companySettingsBody } from '../dataProvider/settingsApi';
import { Cell, digitsOnly, Row, Section } from '../organisations/formParts';
import { StickySaveBar } from '../pages/LongForm';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { failureMessage } from '../leads/leadDetail';
import { companyFormRecord, validateCompanyForm } from './billingSettings';

const TITLE_ID = 'company-settings-title';
export const COMPANY_QUERY_KEY = ['settings', 'company'];
const C = 'app.settings.company';

/** One text input of the card, labelled and hinted from de.ts. */
const Field = ({ source, md, hint, hintArgs }: { source: CompanyField; md: number; hint?: boolean; hintArgs?: Record<string, unknown> }) => {
  const translate = useTranslate();
  return (
    <Cell md={md}>
      <TextInput
        source={source}
        label={`${C}.fields.${source}`}
        helperText={hint ? translate(`${C}.hints.${source}`, hintArgs) : false}
        parse={source === 'zip' ? digitsOnly : undefined}
        inputMode={source === 'zip' ? 'numeric' : undefined}
        autoComplete="off"
        fullWidth
      />
    </Cell>
  );
};

/** What invoices still need (the server's list), or that nothing is missing. */
const Completeness = ({ missing }: { missing: string[] }) => {
  const translate = useTranslate();
  if (missing.length === 0) return <Alert severity="success">{translate(`${C}.complete`)}</Alert>;
  return (
    <Alert severity="warning" data-testid="company-missing">
      <AlertTitle>{translate(`${C}.missing`, { fields: missing.join(', ') })}</AlertTitle>
      {translate(`${C}.missing_hint`)}
    </Alert>
  );
};

/**
 * Card 'Firmendaten' on /settings: the seller on every invoice and dunning letter (§ 14 UStG).
 * Formats are checked while typing with the server's rules (IBAN checksum, USt-IdNr., BIC, PLZ);
 * incomplete data may be saved, and the card says what invoices still need.
 */
export const CompanySettingsCard = () => {
  const translate = useTranslate();
  const maySave = useCan('PUT /api/settings/company');
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: COMPANY_QUERY_KEY, queryFn: () => dataProvider.companySettings() });
  const save = useMutation({
    mutationFn: (values: CompanyData) => dataProvider.saveCompanySettings(values),
    onSuccess: (saved: CompanySettings) => {
      notify(`${C}.saved`, { type: 'success' });
      queryClient.setQueryData(COMPANY_QUERY_KEY, saved);
    },
  });

  /** A refusal's field messages go to the inputs (react-admin's Form takes them as the answer). */
  const submit = async (values: FieldValues) => {
    try {
      await save.mutateAsync(companySettingsBody(values));
      return undefined;
    } catch (error) {
      const { key } = failureMessage(error, `${C}.save_failed`);
      notify(key, { type: 'error', messageArgs: { _: key } });
      return error instanceof ApiError ? error.body?.fields : undefined;
    }
  };

  // One record per answer: a new object would reset the form on every render.
  const record = useMemo(() => (settings.data ? companyFormRecord(settings.data) : undefined), [settings.data]);
  const prefix = (settings.data?.invoicePrefix || COMPANY_DATA_DEFAULTS.invoicePrefix).toUpperCase();
  let content;
  if (settings.isError) content = <Alert severity="error">{translate(`${C}.load_error`)}</Alert>;
  else if (!settings.data) content = <LinearProgress />;
  else {
    content = (
      <>
        <Completeness missing={settings.data.missing} />
        <Form record={record} onSubmit={submit} validate={validateCompanyForm} mode="onBlur" disabled={!maySave} noValidate>
          <Section title={`${C}.sections.company`} headingLevel="h3">
            <Row>
              <Field source="name" md={6} />
              <Field source="managingDirector" md={6} />
              <Field source="street" md={6} />
              <Field source="zip" md={2} />
              <Field source="city" md={4} />
            </Row>
          </Section>
          <Section title={`${C}.sections.register`} headingLevel="h3">
            <Row>
              <Field source="registerCourt" md={6} />
              <Field source="registerNumber" md={6} hint />
              <Field source="vatId" md={6} hint />
              <Field source="taxNumber" md={6} hint />
            </Row>
          </Section>
          <Section title={`${C}.sections.bank`} headingLevel="h3">
            <Row>
              <Field source="iban" md={6} hint />
              <Field source="bic" md={3} hint />
              <Field source="bankName" md={3} />
            </Row>
          </Section>
          <Section title={`${C}.sections.contact`} headingLevel="h3">
            <Row>
              <Field source="email" md={6} />
              <Field source="phone" md={6} />
            </Row>
          </Section>
          <Section title={`${C}.sections.invoices`} headingLevel="h3">
            <Row>
              <Field source="invoicePrefix" md={4} hint hintArgs={{ example: `${prefix}${new Date().getFullYear()}-0001` }} />
              <Cell md={4}>
                <NumberInput
                  source="paymentTermDays"
                  label={`${C}.fields.paymentTermDays`}
                  helperText={`${C}.hints.paymentTermDays`}
                  min={PAYMENT_TERM_DAYS.min}
                  max={PAYMENT_TERM_DAYS.max}
                  step={1}
                  fullWidth
                />
              </Cell>
              <Cell md={4}>
                <NumberInput source="vatRate" label={`${C}.fields.vatRate`} helperText={`${C}.hints.vatRate`} min={0} max={100} step={0.01} fullWidth />
              </Cell>
            </Row>
          </Section>
          {maySave && (
            <StickySaveBar>
              <SaveButton label={`${C}.submit`} />
            </StickySaveBar>
          )}
        </Form>
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby={TITLE_ID} sx={{ overflow: 'clip' }}>
      <CardHeader title={translate(`${C}.title`)} subheader={translate(`${C}.description`)} slotProps={{ title: { id: TITLE_ID } }} />
      <CardContent>
        <ReadOnlyNote route="PUT /api/settings/company" />
        {content}
      </CardContent>
    </Card>
  );
};
