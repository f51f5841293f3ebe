import { Button, Stack, Typography } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { formatPhone } from '@contract/phone-display';
import type { PortalContact } from '../api/types';

/** Who asked and how to reach them: the phone number as people read it (+49 160 7005447), dialled as stored. */
export const ContactDetails = ({ contact }: { contact: PortalContact }) => {
  const name = [contact.salutation, contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Typography>{name}</Typography>
      <Typography>{contact.street}</Typography>
      <Typography>
        {contact.zip} {contact.city}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {contact.phone && (
          <Button variant="contained" startIcon={<PhoneIcon />} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
            {formatPhone(contact.phone)}
          </Button>
        )}
        {contact.email && (
          <Button variant="outlined" startIcon={<EmailIcon />} href={`mailto:${contact.email}`} sx={{ textTransform: 'none', overflowWrap: 'anywhere' }}>
            {contact.email}
          </Button>
        )}
      </Stack>
    </>
  );
};
