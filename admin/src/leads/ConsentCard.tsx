import { useId, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Link, Stack, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { consentCertificateFile } from '../dataProvider/consentApi';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { ApiError } from '@ui/http/apiError';
import { saveFile } from '@ui/files/download';
import { EmailConfirmationChip } from './EmailConfirmationChip';
import { FieldList, type Field } from './FieldList';

const T = 'app.consent.card';

/** The 64 hex digits of a version, in a monospaced font that wraps anywhere (a phone is narrower than the hash). */
const Hash = ({ hash, since }: { hash: string; since: string | null }) => {
  const translate = useTranslate();
  return (
    <>
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere' }}>
        {hash}
      </Box>
      {since && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate(`${T}.version_since`, { date: formatDateTime(since) })}
        </Typography>
      )}
    </>
  );
};

/** 'Einwilligungsnachweis (PDF)': fetched with the session (a plain link could not send it) and saved. */
const CertificateButton = ({ leadId }: { leadId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveFile((await dataProvider.consentCertificate(leadId)).blob, consentCertificateFile(leadId));
    } catch (error) {
      notify(error instanceof ApiError && error.message ? error.message : `${T}.certificate_failed`, { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={loading ? <CircularProgress size={16} /> : <PictureAsPdfIcon />}
      disabled={loading}
      onClick={() => void download()}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate(loading ? `${T}.certificate_loading` : `${T}.certificate`)}
    </Button>
  );
};

/**
 * 'Einwilligung' on the lead page: whether the e-mail address was confirmed (double opt-in), when and
 * from where the consent was given, to which text (with the SHA-256 of its version), and the certificate.
 */
export const ConsentCard = ({ lead }: { lead: LeadDetail }) => {
  const translate = useTranslate();
  const titleId = useId();
  const { consent } = lead;
  const fields: Field[] = [
    { label: translate(`${T}.given_at`), value: formatDateTime(consent.at) },
    { label: translate(`${T}.ip`), value: consent.ip },
    { label: translate(`${T}.user_agent`), value: consent.userAgent },
    { label: translate(`${T}.text`), value: consent.text },
    ...(consent.version
      ? [{ label: translate(`${T}.version`), value: <Hash hash={consent.version.hash} since={consent.version.kind === 'consent' ? consent.version.validFrom : null} /> }]
      : []),
    ...(consent.proofUrl
      ? [
          {
            label: translate(`${T}.proof_url`),
            value: (
              <Link href={consent.proofUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                {consent.proofUrl}
              </Link>
            ),
          },
        ]
      : []),
    ...(lead.emailConfirmedAt
      ? [
          { label: translate(`${T}.confirmed_ip`), value: consent.confirmationIp },
          { label: translate(`${T}.confirmed_user_agent`), value: consent.confirmationUserAgent },
        ]
      : []),
  ];
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }} title={translate(`${T}.title`)} />
      <CardContent>
        <Stack spacing={1.5}>
          <Box>
            <EmailConfirmationChip lead={lead} long />
            {lead.emailConfirmationRequested && !lead.emailConfirmedAt && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                {translate(`${T}.email_unconfirmed_hint`)}
              </Typography>
            )}
          </Box>
          {lead.heldUntilConfirmed && <Alert severity="info">{translate(`${T}.held`)}</Alert>}
          <FieldList label={translate(`${T}.label`)} fields={fields} />
          <CertificateButton leadId={lead.id} />
        </Stack>
      </CardContent>
    </Card>
  );
};
