import { Alert, Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import { EmptyState } from '../pages/EmptyState';
import { FailedDeliveries } from './FailedDeliveries';
import { MailStatusChip } from './MailStatusChip';
import { SendHeldButton } from './OutboxButtons';
import { kindChoices, mailKindLabel, MAIL_STATUSES, type OutgoingMail } from './outbox';
import { useOutboxStatus } from './useOutboxStatus';

const mailPath = (id: unknown) => `/settings/outbox/${String(id)}`;

const OutboxActions = () => (
  <TopToolbar>
    <SendHeldButton />
  </TopToolbar>
);

/** Says once, above the list, why mails are held and how that ends. */
const SmtpNotice = () => {
  const translate = useTranslate();
  const status = useOutboxStatus();
  if (!status.data || status.data.smtpConfigured) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {translate('app.outbox.no_smtp_notice')}
    </Alert>
  );
};

/** Settings → Postausgang: the failed lead deliveries, then every mail the product wrote, newest first, paged and filtered by the API. */
export const OutboxList = () => {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.outbox.search')} />,
    <SelectInput
      key="status"
      source="status"
      label="app.outbox.columns.status"
      choices={MAIL_STATUSES.map((status) => ({ id: status, name: `app.outbox.status.${status}` }))}
      alwaysOn
    />,
    <SelectInput key="kind" source="kind" label="app.outbox.columns.kind" choices={kindChoices()} translateChoice={false} alwaysOn />,
  ];
  return (
    <Box>
      <FailedDeliveries />
      <SmtpNotice />
      <List<OutgoingMail>
        resource="outgoing-mails"
        title="app.page.outbox"
        filters={filters}
        actions={<OutboxActions />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={false}
        disableSyncWithLocation={false}
      >
        {narrow ? (
          <SimpleList<OutgoingMail>
            primaryText={(mail) => mail.subject}
            secondaryText={(mail) => `${mailKindLabel(mail.kind)} · ${mail.recipient}`}
            tertiaryText={(mail) => <MailStatusChip status={mail.status} />}
            linkType={(mail) => mailPath(mail.id)}
            empty={<EmptyState />}
          />
        ) : (
          <DataTable<OutgoingMail> rowClick={(id) => mailPath(id)} bulkActionButtons={false} empty={<EmptyState />}>
            <DataTable.Col source="createdAt" label="app.outbox.columns.createdAt" render={(mail: OutgoingMail) => formatDateTime(mail.createdAt)} />
            <DataTable.Col source="status" label="app.outbox.columns.status" render={(mail: OutgoingMail) => <MailStatusChip status={mail.status} />} />
            <DataTable.Col source="kind" label="app.outbox.columns.kind" render={(mail: OutgoingMail) => mailKindLabel(mail.kind)} />
            <DataTable.Col source="recipient" label="app.outbox.columns.recipient" />
            <DataTable.Col source="subject" label="app.outbox.columns.subject" />
            <DataTable.Col source="sentAt" label="app.outbox.columns.sentAt" render={(mail: OutgoingMail) => formatDateTime(mail.sentAt)} />
          </DataTable>
        )}
      </List>
    </Box>
  );
};
