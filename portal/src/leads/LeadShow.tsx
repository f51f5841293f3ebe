import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useGetOne } from 'react-admin';
import { formatDate, formatDateTime, formatMoney, priceStepsLabel } from '@contract';
import { failureText } from '../api/httpClient';
import type { PortalDelivery, PortalLeadDetail } from '../api/types';
import { ComplaintChip, DeliveryChip, OutcomeChip } from '../common/labels';
import { texts } from '../texts';
import { ComplaintCard } from './ComplaintCard';
import { ContactDetails } from './ContactDetails';
import { OutcomeCard } from './OutcomeCard';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card component="section" aria-labelledby={id}>
    <CardHeader title={title} slotProps={{ title: { id, component: 'h2', variant: 'h6' } }} />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);

/** Label and value in two columns on a desk, one under the other on a phone. */
const Facts = ({ rows }: { rows: [string, ReactNode][] }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 220px) 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.75 }, m: 0 }}>
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
          {label}
        </Typography>
        <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

export const DeliveryFacts = ({ delivery }: { delivery: PortalDelivery }) => (
  <Facts
    rows={[
      [texts.delivery.channel, delivery.channel],
      [texts.delivery.state, <DeliveryChip key="state" delivery={delivery} />],
      [texts.delivery.attempts, String(delivery.attempts)],
      ...(delivery.deliveredAt ? [[texts.delivery.deliveredAt, formatDateTime(delivery.deliveredAt)] as [string, ReactNode]] : []),
      ...(delivery.error ? [[texts.delivery.error, delivery.error] as [string, ReactNode]] : []),
      ...(delivery.fallback ? [['', texts.delivery.fallback] as [string, ReactNode]] : []),
    ]}
  />
);

/** `/portal/leads/:id`: contact (tel:/mailto:), answers, sale, delivery, outcome and complaint of one lead. */
export const LeadShow = () => {
  const { id } = useParams<{ id: string }>();
  const { data: lead, isPending, error, refetch } = useGetOne<PortalLeadDetail>('leads', { id: Number(id) }, { enabled: !!id });
  const reload = () => void refetch();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('lg'));

  let body: ReactNode;
  if (error) body = <Alert severity="error">{failureText(error, texts.common.loadFailed)}</Alert>;
  else if (isPending || !lead) body = <LinearProgress />;
  else {
    const { contact } = lead;
    const name = [contact.salutation, contact.firstName, contact.lastName].filter(Boolean).join(' ');
    const deliveries = lead.deliveries?.length ? lead.deliveries : lead.delivery ? [lead.delivery] : [];
    const contactCard = (
      <Section id="contact-title" title={texts.lead.contact}>
        <ContactDetails contact={contact} />
      </Section>
    );
    const outcomeCard = <OutcomeCard key={lead.outcome?.changedAt ?? 'none'} lead={lead} onSaved={reload} />;
    const answersCard = (
      <Section id="answers-title" title={texts.lead.answers}>
        {lead.answers.length === 0 ? (
          <Typography color="text.secondary">{texts.lead.noAnswers}</Typography>
        ) : (
          <Facts rows={lead.answers.map((answer) => [answer.label, answer.value])} />
        )}
      </Section>
    );
    const saleCard = (
      <Section id="sale-title" title={texts.lead.sale}>
        <Facts
          rows={[
            [texts.leads.id, String(lead.id)],
            [texts.lead.received, formatDateTime(lead.created)],
            [texts.leads.soldAt, formatDateTime(lead.soldAt)],
            [texts.leads.price, formatMoney(lead.price)],
            [texts.lead.sharing, lead.exclusive ? texts.lead.exclusive : texts.lead.shared],
            // Only where the price list made the price; the agreed price needs no explaining.
            ...(lead.priceRules?.length ? [[texts.lead.priceRules, priceStepsLabel(lead.priceRules)] as [string, string]] : []),
          ]}
        />
      </Section>
    );
    const deliveryCard = (
      <Section id="delivery-title" title={texts.delivery.title}>
        {deliveries.length === 0 ? (
          <Typography color="text.secondary">{texts.delivery.none}</Typography>
        ) : (
          <Stack spacing={2}>
            {deliveries.map((delivery, index) => (
              <DeliveryFacts key={index} delivery={delivery} />
            ))}
          </Stack>
        )}
      </Section>
    );
    const complaintCard = <ComplaintCard key={`${lead.complaintDetail?.status}-${lead.complaintDetail?.documents.length}`} lead={lead} onChanged={reload} />;
    body = (
      <>
        <Box>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography color="text.secondary">
            {texts.lead.title(lead.id)} · {texts.leads.soldAt} {formatDate(lead.soldAt)}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <OutcomeChip outcome={lead.outcome} />
            <ComplaintChip complaint={lead.complaint} reclaimed={lead.reclaimed} />
            <DeliveryChip delivery={lead.delivery} />
          </Stack>
        </Box>
        {wide ? (
          // On a desk the work (contact, outcome, complaint) on the left, the facts on the right, each column at its own height.
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 2, alignItems: 'start' }}>
            <Stack spacing={2}>
              {contactCard}
              {outcomeCard}
              {complaintCard}
            </Stack>
            <Stack spacing={2}>
              {answersCard}
              {saleCard}
              {deliveryCard}
            </Stack>
          </Box>
        ) : (
          // On a phone one column: contact and outcome first, the complaint last.
          <Stack spacing={2}>
            {contactCard}
            {outcomeCard}
            {answersCard}
            {saleCard}
            {deliveryCard}
            {complaintCard}
          </Stack>
        )}
      </>
    );
  }

  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 1280 }}>
      <Title title={lead ? texts.lead.title(lead.id) : texts.leads.title} />
      <Box>
        <Link component={RouterLink} to="/leads" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" />
          {texts.lead.back}
        </Link>
      </Box>
      {body}
    </Stack>
  );
};
