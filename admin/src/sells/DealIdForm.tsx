import { useState, type FormEvent } from 'react';
import { Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../auth/httpClient';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { LeadDetail } from '../dataProvider/leadApi';
import { dealIdChanged } from './leadDetail';
import { useLeadFailure } from './useLeadFailure';

interface DealIdFormProps {
  lead: LeadDetail;
  onSaved: (lead: LeadDetail) => void;
}

/**
 * The CRM deal id (Lead Matchen and the complaints queue find the lead by it). The text typed stays
 * while the page refreshes itself; the parent gives the form a new key when the saved id changes.
 */
export const DealIdForm = ({ lead, onSaved }: DealIdFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportFailure = useLeadFailure();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [draft, setDraft] = useState(lead.pipedriveId ?? '');
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setRefusal(null);
    try {
      const saved = await dataProvider.saveLeadDealId(lead.id, draft);
      notify(saved.pipedriveId ? 'app.lead_detail.deal_id.saved' : 'app.lead_detail.deal_id.removed', { type: 'success' });
      onSaved(saved);
    } catch (error) {
      // The server names a refused id at the field (too long, not a text).
      if (error instanceof ApiError) setRefusal(error.body?.fields?.pipedriveId ?? null);
      await reportFailure(error, 'app.lead_detail.deal_id.failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" onSubmit={save} noValidate direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
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
        slotProps={{ htmlInput: { maxLength: 50 } }}
        sx={{ flex: '1 1 16rem', maxWidth: 360 }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={saving || !dealIdChanged(lead.pipedriveId, draft)}
        startIcon={saving ? <CircularProgress size={16} /> : undefined}
        sx={{ mt: 0.25 }}
      >
        {translate('app.lead_detail.deal_id.save')}
      </Button>
    </Stack>
  );
};
