import { useState } from 'react';
import { Alert, AlertTitle, Button, Chip, Link, Stack, Typography } from '@mui/material';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Link as RouterLink } from 'react-router-dom';
import { Confirm, useNotify, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { useCan } from '../auth/useCan';
import { newSaleCount } from './leadDetail';
import { useLeadFailure } from './useLeadFailure';

/** What qualifying does, and (for a duplicate) which earlier lead of the same person it repeats. */
const QualifyContent = ({ lead }: { lead: LeadDetail }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography>{translate('app.lead_detail.qualify.content')}</Typography>
      {lead.duplicateOfId ? (
        <Alert severity="warning">
          <AlertTitle>
            <Link component={RouterLink} to={`/sells/${lead.duplicateOfId}`} color="inherit">
              {translate('app.lead_detail.qualify.duplicate', { id: lead.duplicateOfId })}
            </Link>
          </AlertTitle>
          {translate('app.lead_detail.qualify.duplicate_hint')}
        </Alert>
      ) : null}
    </Stack>
  );
};

interface QualificationProps {
  lead: LeadDetail;
}

/**
 * 'Qualifiziert am …', or 'Qualifizieren' after a confirmation: the server qualifies the lead and sells
 * it to the fitting buyers in one go, once. The answer carries the new sales, shown at once.
 */
export const Qualification = ({ lead }: QualificationProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportFailure = useLeadFailure();
  const resource = useResourceContext() ?? 'sells';
  const [update, { isPending: sending }] = useUpdate<LeadDetail>();
  const [confirming, setConfirming] = useState(false);
  const mayQualify = useCan('PUT /api/lead/{lId}');

  if (lead.qualified) {
    const date = formatDateTime(lead.qualifiedAt);
    return (
      <Chip
        color="success"
        variant="outlined"
        icon={<TaskAltIcon />}
        label={date ? translate('app.lead_detail.qualified_at', { date }) : translate('resources.sells.fields.qualified')}
      />
    );
  }

  const qualify = async () => {
    try {
      // Pessimistic: the answer carries the new sales, and react-admin shows it on the page.
      const qualified = (await update(resource, { id: lead.id, data: { qualified: true }, previousData: lead }, { mutationMode: 'pessimistic', returnPromise: true })) as LeadDetail;
      const sold = newSaleCount(lead, qualified);
      // 'Nur bestätigte Leads verkaufen': not unsold for want of buyers, but waiting for the double opt-in.
      const unsold = qualified.heldUntilConfirmed ? 'app.consent.qualify_held' : 'app.lead_detail.qualify.done_unsold';
      notify(sold ? 'app.lead_detail.qualify.done' : unsold, {
        type: 'success',
        messageArgs: { smart_count: sold },
      });
    } catch (error) {
      await reportFailure(error, 'app.lead_detail.qualify.failed');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip variant="outlined" label={translate('app.lead_detail.not_qualified')} />
      {mayQualify && (
        <Button variant="contained" onClick={() => setConfirming(true)} disabled={sending}>
          {translate('app.lead_detail.qualify.button')}
        </Button>
      )}
      {/* Lead Matchen shows who would get it now, and why the others would not. */}
      <Button component={RouterLink} to={`/matching?lead=${lead.id}`} size="small">
        {translate('app.lead_detail.check_buyers')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={sending}
        title="app.lead_detail.qualify.title"
        titleTranslateOptions={{ id: lead.id }}
        content={<QualifyContent lead={lead} />}
        onConfirm={qualify}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
