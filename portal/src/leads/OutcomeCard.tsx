import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { formatDateTime, formatMoney } from '@contract';
import { LEAD_OUTCOME_LABELS, LOST_REASON_LABELS, type LeadOutcomeStatus, type LostReason } from '@contract/lead-outcome';
import type { PortalDataProvider } from '../api/dataProvider';
import { ApiError } from '@ui/http/apiError';
import { failureText } from '../api/httpClient';
import type { PortalLeadDetail, PortalOutcome } from '../api/types';
import { texts } from '../texts';
import { formOf, LOST_REASON_CHOICES, OUTCOME_CHOICES, outcomeInput, type OutcomeForm } from './outcomeForm';

const historyLine = (entry: PortalOutcome) => {
  const label = entry.label || LEAD_OUTCOME_LABELS[entry.status];
  if (entry.status === 'won' && entry.value !== null) return `${label}: ${formatMoney(entry.value)}`;
  if (entry.status === 'lost' && entry.reason) return `${label}: ${LOST_REASON_LABELS[entry.reason]}`;
  return label;
};

/** Maps the server's field names onto the form's. */
const FIELD_OF: Record<string, keyof OutcomeForm> = { status: 'status', value: 'valueText', reason: 'reason', note: 'note' };

/**
 * 'Ergebnis': what became of the lead. 'Auftrag erhalten' asks for the order value (German input,
 * '12.500' or '12.500,00'), 'Verloren' for the reason; the whole choice is saved at once or not at all.
 */
export const OutcomeCard = ({ lead, onSaved }: { lead: PortalLeadDetail; onSaved: () => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const [form, setForm] = useState<OutcomeForm>(() => formOf(lead.outcome));
  const [errors, setErrors] = useState<Partial<Record<keyof OutcomeForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<OutcomeForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = outcomeInput(form);
    if ('field' in checked) return setErrors({ [checked.field]: checked.message });
    setBusy(true);
    try {
      await dataProvider.setOutcome(lead.id, checked.input);
      notify(texts.outcome.saved, { type: 'success' });
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      const field = fields ? Object.keys(fields).find((name) => FIELD_OF[name]) : undefined;
      if (fields && field) setErrors({ [FIELD_OF[field]]: fields[field] });
      else setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const history = [...(lead.outcomeHistory ?? [])].reverse();
  return (
    <Card component="section" aria-labelledby="outcome-title">
      <CardHeader title={texts.outcome.title} subheader={texts.outcome.intro} slotProps={{ title: { id: 'outcome-title', component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 520 }}>
          {failure && <Alert severity="error" sx={{ mb: 1 }}>{failure}</Alert>}
          <TextField
            select
            label={texts.outcome.status}
            name="status"
            value={form.status}
            onChange={(event) => change({ status: event.target.value as LeadOutcomeStatus })}
            error={!!errors.status}
            helperText={errors.status}
            fullWidth
            margin="normal"
          >
            {OUTCOME_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          {form.status === 'won' && (
            <TextField
              label={texts.outcome.value}
              name="value"
              value={form.valueText}
              onChange={(event) => change({ valueText: event.target.value })}
              error={!!errors.valueText}
              helperText={errors.valueText ?? texts.outcome.valueHelp}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              fullWidth
              margin="normal"
            />
          )}
          {form.status === 'lost' && (
            <TextField
              select
              label={texts.outcome.reason}
              name="reason"
              value={form.reason}
              onChange={(event) => change({ reason: event.target.value as LostReason })}
              error={!!errors.reason}
              helperText={errors.reason}
              fullWidth
              margin="normal"
            >
              {LOST_REASON_CHOICES.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={texts.outcome.note}
            name="note"
            value={form.note}
            onChange={(event) => change({ note: event.target.value })}
            error={!!errors.note}
            helperText={errors.note}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
          />
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}>
            {texts.outcome.save}
          </Button>
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
          {texts.outcome.history}
        </Typography>
        {history.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {texts.outcome.noHistory}
          </Typography>
        ) : (
          <List dense disablePadding data-testid="outcome-history">
            {history.map((entry, index) => (
              <ListItem key={`${entry.changedAt}-${index}`} disableGutters>
                <ListItemText
                  primary={historyLine(entry)}
                  secondary={
                    <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <span>{formatDateTime(entry.changedAt)}</span>
                      <span>{texts.outcome.by(entry.changedBy)}</span>
                      {entry.note && <span>„{entry.note}“</span>}
                    </Stack>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
