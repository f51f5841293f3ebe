import { useId } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@contract/format';
import { Can } from '../auth/Can';
import { AuditChanges } from './AuditChanges';
import { ActionLabel } from './AuditLabels';
import { actorText, AUDIT_PATH, AUDIT_RESOURCE, AUDIT_ROUTE, roleText, type AuditEntry } from './audit';

const SHOWN = 25;

const Entries = ({ leadId }: { leadId: number }) => {
  const translate = useTranslate();
  const filter = { entity: 'lead', entityId: String(leadId) };
  const { data, total, isPending, error } = useGetList<AuditEntry>(AUDIT_RESOURCE, { filter, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: SHOWN } });
  if (error) return <Alert severity="error">{translate('app.audit.load_error')}</Alert>;
  if (isPending) return null;
  if (!data?.length) return <Typography color="text.secondary">{translate('app.audit.lead.empty')}</Typography>;
  const more = `${AUDIT_PATH}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  return (
    <>
      <Box component="ol" aria-label={translate('app.audit.lead.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }} data-testid="lead-audit">
        {data.map((entry) => (
          <Box component="li" key={entry.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {[formatDateTime(entry.at), actorText(entry, translate), roleText(entry.role, translate), entry.ip].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
              <ActionLabel action={entry.action} />
            </Typography>
            <AuditChanges entry={entry} />
          </Box>
        ))}
      </Box>
      {(total ?? 0) > data.length && (
        <CardActions sx={{ px: 0, pb: 0 }}>
          <Button component={Link} to={more} size="small">
            {translate('app.audit.lead.more')}
          </Button>
        </CardActions>
      )}
    </>
  );
};

/**
 * The lead page's 'Protokoll': who viewed, changed, exported or sold this lead, from the audit
 * trail (administrators; other roles do not see the trail).
 */
export const LeadAuditCard = ({ leadId }: { leadId: number }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Can route={AUDIT_ROUTE}>
      <Card component="section" aria-labelledby={titleId} variant="outlined">
        <CardHeader
          slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' }, subheader: { variant: 'body2' } }}
          title={translate('app.audit.lead.title')}
          subheader={translate('app.audit.lead.hint')}
        />
        <CardContent sx={{ pt: 0 }}>
          <Entries leadId={leadId} />
        </CardContent>
      </Card>
    </Can>
  );
};
