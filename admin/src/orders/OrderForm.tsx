import type { ReactNode } from 'react';
import { Alert, Grid } from '@mui/material';
import {
  DateInput,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDate } from '@contract/format';
import type { Order } from '../dataProvider/apiTypes';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { ContactPersonInputs } from './ContactPersonInputs';
import { PhoneInput } from './PhoneInput';
import { validMail, validProgress, validZip } from './orderValidation';

// The server's limits: order numbers up to 50 characters; names and postal code required.
const validateOrderNumber = [required(), maxLength(50)];
const validateName = required();
const validateZip = [required(), validZip];
const validateProgress = [required(), validProgress];

const Cell = ({ md = 4, children }: { md?: number; children: ReactNode }) => (
  <Grid size={{ xs: 12, md }}>{children}</Grid>
);

/** The API has no delete for orders: save only. */
const OrderToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * Every order field (create and edit). The order number is the record's address, so it is
 * entered once on create and read-only afterwards.
 */
export const OrderForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  // Buchhaltung reads orders but does not change them: no save button, the fields disabled.
  const mayEdit = useCan('PUT /api/orders/{orderNumber}');
  const translate = useTranslate();
  // Erased under Art. 17 DSGVO: the customer's fields stay empty and are not sent (see orderBody).
  const erasedAt = useRecordContext<Order>()?.pseudonymisedAt;
  const personal = erasedAt ? { disabled: true } : {};
  return (
    // noValidate: the browser's own bubbles would speak the browser's language; ours are German.
    <SimpleForm toolbar={mayEdit ? <OrderToolbar /> : false} disabled={!mayEdit} defaultValues={isCreate ? { progress: 0 } : undefined} noValidate>
      <ReadOnlyNote route="PUT /api/orders/{orderNumber}" />
      {erasedAt && (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }} data-testid="order-erased">
          {translate('app.orders.erased_note', { date: formatDate(erasedAt) })}
        </Alert>
      )}
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Cell>
          <TextInput source="orderNumber" validate={validateOrderNumber} readOnly={!isCreate} fullWidth />
        </Cell>
        <Cell>
          <TextInput source="status" fullWidth />
        </Cell>
        <Cell>
          <TextInput source="customerStatus" fullWidth />
        </Cell>
        <Cell md={6}>
          <TextInput source="firstName" validate={erasedAt ? undefined : validateName} {...personal} fullWidth />
        </Cell>
        <Cell md={6}>
          <TextInput source="lastName" validate={erasedAt ? undefined : validateName} {...personal} fullWidth />
        </Cell>
        <Cell>
          <TextInput source="street" {...personal} fullWidth />
        </Cell>
        <Cell>
          <TextInput source="zip" validate={validateZip} inputMode="numeric" fullWidth />
        </Cell>
        <Cell>
          <TextInput source="city" {...personal} fullWidth />
        </Cell>
        <Cell md={6}>
          <PhoneInput source="phone" {...personal} fullWidth />
        </Cell>
        <Cell md={6}>
          <TextInput source="mail" type="email" validate={validMail} {...personal} fullWidth />
        </Cell>
        <Cell md={6}>
          <NumberInput source="progress" validate={validateProgress} min={0} max={100} step={1} fullWidth />
        </Cell>
        <Cell md={6}>
          <DateInput source="installationPlaningDate" fullWidth />
        </Cell>
        <Cell md={12}>
          <TextInput source="note" multiline minRows={3} {...personal} fullWidth />
        </Cell>
      </Grid>
      <ContactPersonInputs />
    </SimpleForm>
  );
};
