import { Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Can, RequireCan } from '../auth/Can';
import { AUDIT_PATH, AUDIT_ROUTE } from './audit';

const TITLE_ID = 'audit-card-title';

/** Settings → 'Protokoll': what the audit trail is, and for administrators the way to it. */
export const AuditCard = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader title={translate('app.audit.title')} slotProps={{ title: { id: TITLE_ID } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.audit.description')}
        </Typography>
        <RequireCan route={AUDIT_ROUTE}>{null}</RequireCan>
      </CardContent>
      <Can route={AUDIT_ROUTE}>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={Link} to={AUDIT_PATH} variant="contained" startIcon={<HistoryIcon />}>
            {translate('app.audit.open')}
          </Button>
        </CardActions>
      </Can>
    </Card>
  );
};
