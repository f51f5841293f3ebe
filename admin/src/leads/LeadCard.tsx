import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import { formatPhone } from '@contract/phone-display';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { ContactForm } from './ContactForm';
import { DealIdForm } from './DealIdForm';
import { FieldList } from './FieldList';
import { contactName } from './leadDetail';
import { Qualification } from './Qualification';

const ColumnHeading = ({ children }: { children: ReactNode }) => (
  <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
    {children}
  </Typography>
);

interface LeadCardProps {
  lead: LeadDetail;
}

/** Call or write: the saved phone number (as people read it, '+49 160 7005447') and e-mail address as links, beside the form. */
const ReachLinks = ({ lead }: LeadCardProps) => {
  const { phone, email } = lead.contact;
  if (!phone && !email) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
      {phone && <Link href={`tel:${phone.replace(/\s/g, '')}`}>{formatPhone(phone)}</Link>}
      {email && (
        <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Link>
      )}
    </Stack>
  );
};

/**
 * The lead itself, titled with the person's name: the contact (editable), where and when it came in,
 * whether it is qualified, and the CRM deal id.
 */
export const LeadCard = ({ lead }: LeadCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const field = (name: string) => translate(`resources.sells.fields.${name}`);

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
        title={contactName(lead) || translate('app.lead_detail.contact')}
      />
      <CardContent>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ColumnHeading>{translate('app.lead_detail.contact')}</ColumnHeading>
            <ReachLinks lead={lead} />
            {/* A new key when the saved contact changes: the form then shows what the server stored. */}
            <ContactForm key={JSON.stringify(lead.contact)} lead={lead} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ColumnHeading>{translate('app.lead_detail.lead')}</ColumnHeading>
            <Stack spacing={2}>
              <FieldList
                label={translate('app.lead_detail.lead')}
                fields={[
                  { label: field('lId'), value: lead.id },
                  { label: field('leadsource'), value: lead.leadsource },
                  { label: field('created'), value: formatDateTime(lead.created, translate('app.leads.missing')) },
                  { label: field('realCreated'), value: formatDateTime(lead.realCreated, translate('app.leads.missing')) },
                  ...(lead.duplicateOfId
                    ? [
                        {
                          label: translate('app.lead_detail.duplicate_of'),
                          value: (
                            <Link component={RouterLink} to={`/sells/${lead.duplicateOfId}`}>
                              {translate('app.lead_detail.duplicate_link', { id: lead.duplicateOfId })}
                            </Link>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
              <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {translate('app.lead_detail.status')}
                </Typography>
                <Qualification lead={lead} />
              </Box>
              {/* A new key when the saved id changes: the field then shows what was saved. */}
              <DealIdForm key={lead.pipedriveId ?? ''} lead={lead} />
            </Stack>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
};
