import type { FocusEvent, ReactNode } from 'react';
import { Box } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import {
  ArrayInput,
  Button,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useSourceContext,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { digitsOnly } from './formParts';
import { all, requiredInRow, validEmailList, validRadius, validZip, validZipPrefix } from './organisationValidation';

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Spec: a zip/radius or zip/mail row removes itself on blur when both its fields are empty. "Blur"
 * of the row: focus moving between its own inputs (or to its remove button) keeps it.
 */
const BlurRemovableRow = ({ fields, children }: { fields: readonly [string, string]; children: ReactNode }) => {
  const { remove } = useSimpleFormIteratorItem();
  const { getSource } = useSourceContext();
  const { getValues } = useFormContext();
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const row = event.currentTarget.closest('li') ?? event.currentTarget;
    if (event.relatedTarget instanceof Node && row.contains(event.relatedTarget)) return;
    if (fields.every((field) => isBlank(getValues(getSource(field))))) remove();
  };
  return (
    <Box onBlur={onBlur} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
      {children}
    </Box>
  );
};

const AddRowButton = ({ label }: { label: string }) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add()}>
      <AddIcon />
    </Button>
  );
};

const ZIP_EMAIL_FIELDS = ['zip', 'email'] as const;
const ZIP_RADIUS_FIELDS = ['zip', 'radius'] as const;

// Recipients may stay empty: then the organisation's own e-mail gets the leads from there.
const validatePrefix = all(validZipPrefix, requiredInRow('email'));
const validateRadiusZip = all(validZip, requiredInRow('radius'));
const validateRadius = all(validRadius, requiredInRow('zip'));

/**
 * `conditions.zipConditions`: postal codes or their beginning (1–5 digits) and who gets the leads
 * from there (comma-separated addresses; empty: the organisation's e-mail).
 */
export const ZipConditionsInput = () => (
  <ArrayInput source="conditions.zipConditions" label={false}>
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      getItemLabel={false}
      getItemDefaults={() => ({ zip: '', email: '' })}
      addButton={<AddRowButton label="app.organisations.zip.add" />}
    >
      <BlurRemovableRow fields={ZIP_EMAIL_FIELDS}>
        <TextInput
          source="zip"
          label="app.organisations.zip.zip"
          validate={validatePrefix}
          parse={digitsOnly}
          inputMode="numeric"
          helperText={false}
          sx={{ width: 140 }}
        />
        <TextInput
          source="email"
          label="app.organisations.zip.recipients"
          validate={validEmailList}
          helperText={false}
          sx={{ flex: 1, minWidth: 260 }}
        />
      </BlurRemovableRow>
    </SimpleFormIterator>
  </ArrayInput>
);

/** `conditions.radiuses`: leads within `radius` km of a postal code's centre. */
export const RadiusesInput = () => (
  <ArrayInput source="conditions.radiuses" label={false}>
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      getItemLabel={false}
      getItemDefaults={() => ({ zip: '', radius: null })}
      addButton={<AddRowButton label="app.organisations.zip.add_radius" />}
    >
      <BlurRemovableRow fields={ZIP_RADIUS_FIELDS}>
        <TextInput
          source="zip"
          label="app.organisations.zip.zip"
          validate={validateRadiusZip}
          parse={digitsOnly}
          inputMode="numeric"
          helperText={false}
          sx={{ width: 140 }}
        />
        <NumberInput
          source="radius"
          label="app.organisations.zip.radius"
          validate={validateRadius}
          min={1}
          max={1000}
          step={1}
          helperText={false}
          sx={{ width: 160 }}
        />
      </BlurRemovableRow>
    </SimpleFormIterator>
  </ArrayInput>
);
