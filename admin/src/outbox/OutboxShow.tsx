import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '@contract/format';
import { MailStatusChip } from './MailStatusChip';
import { ResendButton } from './OutboxButtons';
import { fileSize, mailKindLabel, type OutgoingMailDetail } from './outbox';

/**
 * The mail as its recipient sees it. The HTML runs in a sandboxed frame without scripts or same
 * origin, so nothing in a mail can reach the back office or its session.
 */
const MailPreview = ({ html }: { html: string }) => {
  const translate = useTranslate();
  return (
    <Box
      component="iframe"
      title={translate('app.outbox.preview')}
      sandbox=""
      srcDoc={html}
      sx={{ width: '100%', minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
    />
  );
};

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
};

/** Settings → Postausgang → one mail: its details, the preview and 'Erneut senden'. */
export const OutboxShow = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data: mail, isPending, error } = useGetOne<OutgoingMailDetail>('outgoing-mails', { id });
  const back = (
    <Button component={Link} to="/settings/outbox" startIcon={<ArrowBackIcon />}>
      {translate('app.outbox.back')}
    </Button>
  );
  if (isPending) return <Loading />;
  if (error || !mail) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="app.page.outbox" />
        {back}
        <Alert severity="error">{error instanceof Error ? error.message : translate('app.outbox.not_found')}</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title="app.page.outbox_mail" />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {back}
        <ResendButton mail={mail} />
      </Stack>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Typography>
          <Row label="app.outbox.columns.status">
            <MailStatusChip status={mail.status} />
          </Row>
          {mail.error && (
            <Row label="app.outbox.columns.error">
              <Typography variant="body2" color="error">
                {mail.error}
              </Typography>
            </Row>
          )}
          <Row label="app.outbox.columns.recipient">{mail.recipient}</Row>
          <Row label="app.outbox.columns.kind">{mailKindLabel(mail.kind)}</Row>
          {mail.leadId !== null && (
            <Row label="app.outbox.columns.leadId">
              <Link to={`/sells/${mail.leadId}`}>{mail.leadId}</Link>
            </Row>
          )}
          <Row label="app.outbox.columns.createdAt">{formatDateTime(mail.createdAt)}</Row>
          {mail.sentAt && <Row label="app.outbox.columns.sentAt">{formatDateTime(mail.sentAt)}</Row>}
          {mail.attachments?.length ? (
            <Row label="app.outbox.columns.attachments">
              {mail.attachments.map((file) => `${file.filename} (${fileSize(file.size)})`).join(', ')}
            </Row>
          ) : null}
        </CardContent>
      </Card>
      {mail.contentHidden ? (
        <Alert severity="info" data-testid="mail-hidden">
          {translate('app.outbox.hidden')}
        </Alert>
      ) : mail.html ? (
        <MailPreview html={mail.html} />
      ) : null}
    </Box>
  );
};
