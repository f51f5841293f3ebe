import { useMemo } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { previewMail, SAMPLE_PERSON } from './emailTemplate';

/**
 * The mail as the sample person would get it, updated while typing. The body is the staff's own
 * HTML, so it runs in a frame without any rights (`sandbox=""`): no scripts, no forms, and no
 * access to this page or its session.
 */
export const EmailTemplatePreview = () => {
  const translate = useTranslate();
  const [subject, body] = useWatch({ name: ['subject', 'body'] }) as [string | null, string | null];
  const preview = useMemo(() => previewMail(subject, body), [subject, body]);

  return (
    <Box component="section" aria-label={translate('app.settings.email.preview')}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.settings.email.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.settings.email.preview_hint', { example: SAMPLE_PERSON })}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Typography data-testid="email-preview-subject" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <strong>{translate('resources.email.fields.subject')}:</strong> {preview.subject}
        </Typography>
        <Box
          component="iframe"
          title={translate('app.settings.email.preview_frame')}
          sandbox=""
          srcDoc={preview.document}
          sx={{ display: 'block', border: 0, width: '100%', height: 360, bgcolor: '#fff' }}
        />
      </Paper>
    </Box>
  );
};
