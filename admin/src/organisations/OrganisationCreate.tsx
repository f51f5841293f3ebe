import { useId, useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { BooleanInput, Button, CreateBase, Form, SaveButton, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { ORGANISATION_DEFAULTS } from '@contract/organisation';
import { Cell, COUNTRY_CHOICES, digitsOnly, Row, TYPE_CHOICES, useErrorText } from './formParts';
import { validEmailList, validZip } from './organisationValidation';

const CREATE_DEFAULTS = {
  name: '',
  type: 'buyer-email',
  email: '',
  phone: '',
  street: '',
  zip: '',
  city: '',
  country: ORGANISATION_DEFAULTS.country,
  active: true,
};

export const validateName = required('app.organisations.validation.name');

/**
 * The add-organisation modal (spec section 2). On success it goes to the new organisation; on a
 * refusal the dialog stays open and says why (the spec's original showed nothing; the server's
 * German reason is more use), with field messages at their inputs.
 */
export const OrganisationCreate = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <CreateBase
        resource="organisations"
        redirect="edit"
        mutationOptions={{ onError: (failure: unknown) => setError(errorText(failure)), onMutate: () => setError(null) }}
      >
        {/* noValidate: the browser's own bubbles would speak the browser's language; ours are German. */}
        <Form defaultValues={CREATE_DEFAULTS} noValidate>
          <DialogTitle id={titleId}>{translate('app.organisations.add')}</DialogTitle>
          <DialogContent>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <Row>
              <Cell md={8}>
                <TextInput source="name" validate={validateName} fullWidth />
              </Cell>
              <Cell>
                <SelectInput source="type" choices={TYPE_CHOICES} translateChoice={false} validate={required()} fullWidth />
              </Cell>
              <Cell md={6}>
                <TextInput source="email" validate={validEmailList} helperText="app.organisations.hints.email_list" fullWidth />
              </Cell>
              <Cell md={6}>
                <TextInput source="phone" type="tel" fullWidth />
              </Cell>
              <Cell md={12}>
                <TextInput source="street" fullWidth />
              </Cell>
              <Cell>
                <TextInput source="zip" validate={validZip} parse={digitsOnly} inputMode="numeric" fullWidth />
              </Cell>
              <Cell>
                <TextInput source="city" fullWidth />
              </Cell>
              <Cell>
                <SelectInput source="country" choices={COUNTRY_CHOICES} translateChoice={false} validate={required()} fullWidth />
              </Cell>
              <Cell md={12}>
                <BooleanInput source="active" />
              </Cell>
            </Row>
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={close} />
            <SaveButton label="app.organisations.create_submit" alwaysEnable />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
};
