import { useState, type FormEvent } from 'react';
import { Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useNotify, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { ApiError } from '@ui/http/apiError';
import { ReadOnlyReason } from '../auth/Can';
import { useCan } from '../auth/useCan';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { dealIdBody } from '../dataProvider/leadApi';
import { dealIdChanged } from './leadDetail';
import { useLeadFailure } from './useLeadFailure';

const EDIT_ROUTE = 'PUT /api/lead/{lId}';

interface DealIdFormProps {
  lead: LeadDetail;
}

/**
 * The CRM deal id (Lead Matchen and the complaints queue find the lead by it). The text typed stays
 * while the page refreshes itself; the parent gives the form a new key when the saved id changes.
 */
export const DealIdForm = ({ lead }: DealIdFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportFailure = useLeadFailure();
  const resource = useResourceContext() ?? 'sells';
  const [update, { isPending: saving }] = useUpdate<LeadDetail>();
  const [draft, setDraft] = useState(lead.pipedriveId ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const mayEdit = useCan(EDIT_ROUTE);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      // Pessimistic: react-admin puts the server's answer on the page, which re-keys this form.
      const saved = (await update(resource, { id: lead.id, data: dealIdBody(draft), previousData: lead }, { mutationMode: 'pessimistic', returnPromise: true })) as LeadDetail;
      notify(saved.pipedriveId ? 'app.lead_detail.deal_id.saved' : 'app.lead_detail.deal_id.removed', { type: 'success' });
    } catch (error) {
      // The server names a refused id at the field (too long, not a text).
      if (error instanceof ApiError) setRefusal(error.body?.fields?.pipedriveId ?? null);
      await reportFailure(error, 'app.lead_detail.deal_id.failed');
    }
  };

  return (
    <Stack component="form" onSubmit={save} noValidate direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {/* Read-only (still to be copied) for a role that may not change it, with a tooltip saying who may. */}
      <ReadOnlyReason route={EDIT_ROUTE} sx={{ flex: '1 1 16rem', maxWidth: 360 }}>
        <TextField
          size="small"
          label={translate('app.lead_detail.deal_id.label')}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setRefusal(null);
          }}
          error={Boolean(refusal)}
          helperText={refusal ?? translate('app.lead_detail.deal_id.hint')}
          slotProps={{ htmlInput: { maxLength: 50, readOnly: !mayEdit } }}
          fullWidth
        />
      </ReadOnlyReason>
      {mayEdit && (
        <Button
          type="submit"
          variant="outlined"
          disabled={saving || !dealIdChanged(lead.pipedriveId, draft)}
          startIcon={saving ? <CircularProgress size={16} /> : undefined}
          sx={{ mt: 0.25 }}
        >
          {translate('app.lead_detail.deal_id.save')}
        </Button>
      )}
    </Stack>
  );
};
