import { Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import OutboxIcon from '@mui/icons-material/Outbox';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useOutboxStatus } from './useOutboxStatus';

/** Settings → 'Postausgang': how many mails are held and whether an SMTP server is set up. */
export const OutboxCard = () => {
  const translate = useTranslate();
  const status = useOutboxStatus();
  const held = status.data?.held ?? 0;
  return (
    <Card component="section" aria-labelledby="outbox-title">
      <CardHeader id="outbox-title" title={translate('app.settings.outbox.title')} />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate('app.settings.outbox.description')}
        </Typography>
        {status.data && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="outbox-summary">
            {translate(status.data.smtpConfigured ? 'app.settings.outbox.smtp' : 'app.settings.outbox.no_smtp')}{' '}
            {translate('app.settings.outbox.held', { smart_count: held })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to="/settings/outbox" variant="contained" startIcon={<OutboxIcon />}>
          {translate('app.settings.outbox.open')}
        </Button>
      </CardActions>
    </Card>
  );
};
