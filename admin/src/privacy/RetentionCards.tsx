import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, LinearProgress, List, ListItem, ListItemText, Stack } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, NumberInput, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { formatDateTime } from '@contract/format';
import { RETENTION_LIMITS, type RetentionSettings } from '@contract/retention';
import type { RetentionRun } from '../dataProvider/apiTypes';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { ApiError } from '@ui/http/apiError';
import { Can, ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { PRIVACY_PERMISSIONS, runCounts, validateRetention } from './privacy';

const SETTINGS_KEY = ['settings', 'retention'];
const RUNS_KEY = ['privacy', 'retention-runs'];
const FIELDS = ['unsoldLeadMonths', 'soldLeadMonths', 'complaintDocumentMonths', 'mailBodyDays'] as const satisfies readonly (keyof RetentionSettings)[];

/** Card 'Aufbewahrung': the four periods; only administrators change them, everyone reads them. */
export const RetentionSettingsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const mayChange = useCan(PRIVACY_PERMISSIONS.saveRetention);
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => dataProvider.retentionSettings() });
  const save = useMutation({
    mutationFn: (values: RetentionSettings) => dataProvider.saveRetentionSettings(values),
    onSuccess: (saved) => {
      notify('app.privacy.retention.saved', { type: 'success' });
      queryClient.setQueryData(SETTINGS_KEY, saved);
    },
  });
  const submit = async (values: FieldValues) => {
    try {
      await save.mutateAsync(Object.fromEntries(FIELDS.map((field) => [field, Number(values[field])])) as unknown as RetentionSettings);
      return undefined;
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'ra.notification.http_error', { type: 'error' });
      return error instanceof ApiError ? error.body?.fields : undefined;
    }
  };

  let content;
  if (settings.isError) content = <Alert severity="error">{translate('app.privacy.retention.load_error')}</Alert>;
  else if (!settings.data) content = <LinearProgress />;
  else {
    content = (
      <>
        <ReadOnlyNote route={PRIVACY_PERMISSIONS.saveRetention} />
        <Form record={settings.data} onSubmit={submit} validate={validateRetention} mode="onChange">
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
            {FIELDS.map((field) => (
              <NumberInput
                key={field}
                source={field}
                label={`app.privacy.retention.${field}`}
                helperText={field === 'soldLeadMonths' ? 'app.privacy.retention.soldLeadMonths_hint' : false}
                min={RETENTION_LIMITS[field].min}
                max={RETENTION_LIMITS[field].max}
                step={1}
                disabled={!mayChange}
              />
            ))}
          </Box>
          <Can route={PRIVACY_PERMISSIONS.saveRetention}>
            <SaveButton label="app.privacy.retention.submit" />
          </Can>
        </Form>
      </>
    );
  }
  return (
    <Card component="section" aria-labelledby="privacy-retention-title">
      <CardHeader title={translate('app.privacy.retention.title')} subheader={translate('app.privacy.retention.description')} slotProps={{ title: { id: 'privacy-retention-title' } }} />
      <CardContent>{content}</CardContent>
    </Card>
  );
};

const RunLine = ({ run }: { run: RetentionRun }) => {
  const translate = useTranslate();
  let outcome = translate('app.privacy.runs.counts', runCounts(run));
  if (run.error) outcome = translate('app.privacy.runs.error', { error: run.error });
  else if (!run.finishedAt) outcome = translate('app.privacy.runs.running');
  return (
    <ListItem disableGutters divider data-testid={`retention-run-${run.id}`}>
      <ListItemText primary={`${formatDateTime(run.startedAt)} · ${translate(`app.privacy.runs.trigger.${run.trigger}`)}`} secondary={outcome} />
    </ListItem>
  );
};

/** 'Letzte Läufe' of the retention run; an administrator may start one now. */
export const RetentionRunsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const runs = useQuery({ queryKey: RUNS_KEY, queryFn: () => dataProvider.retentionRuns() });
  const run = useMutation({
    mutationFn: () => dataProvider.runRetention(),
    onSuccess: () => {
      notify('app.privacy.runs.started', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: RUNS_KEY });
    },
    onError: (error) => notify(error instanceof ApiError && error.message ? error.message : 'app.privacy.runs.failed', { type: 'error' }),
  });

  let content;
  if (runs.isError) content = <Alert severity="error">{translate('app.privacy.runs.load_error')}</Alert>;
  else if (!runs.data) content = <LinearProgress />;
  else if (runs.data.length === 0) content = <Alert severity="info">{translate('app.privacy.runs.none')}</Alert>;
  else {
    content = (
      <List dense disablePadding data-testid="retention-runs">
        {runs.data.map((each) => (
          <RunLine key={each.id} run={each} />
        ))}
      </List>
    );
  }
  return (
    <Card component="section" aria-labelledby="privacy-runs-title">
      <CardHeader title={translate('app.privacy.runs.title')} slotProps={{ title: { id: 'privacy-runs-title' } }} />
      <CardContent>
        <Stack spacing={2}>
          {content}
          <Can route={PRIVACY_PERMISSIONS.runRetention}>
            <Box>
              <Button variant="outlined" startIcon={run.isPending ? <CircularProgress size={16} /> : <PlayArrowIcon />} disabled={run.isPending} onClick={() => run.mutate()}>
                {translate('app.privacy.runs.run_now')}
              </Button>
            </Box>
          </Can>
        </Stack>
      </CardContent>
    </Card>
  );
};
