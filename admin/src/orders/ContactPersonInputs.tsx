import { Box, Grid, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { validMail } from './orderValidation';
import { PhoneInput } from './PhoneInput';

const HEADING_ID = 'order-contact-person';

/** The company's contact person, shown to the customer on the status page for questions. */
export const ContactPersonInputs = () => {
  const translate = useTranslate();
  return (
    <Box role="group" aria-labelledby={HEADING_ID} sx={{ width: '100%', mt: 1 }}>
      <Typography id={HEADING_ID} variant="subtitle1" component="h3">
        {translate('app.orders.contact_person')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.orders.contact_person_hint')}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="contactFirstName" label="app.orders.contact.firstName" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="contactLastName" label="app.orders.contact.lastName" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PhoneInput source="contactPhone" label="app.orders.contact.phone" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput source="contactMail" label="app.orders.contact.mail" type="email" validate={validMail} fullWidth />
        </Grid>
      </Grid>
    </Box>
  );
};
